# The queens book. 'make check' is what CI runs.
GO ?= go

.PHONY: test check golden bench book tables fuzz

test:
	$(GO) test ./...

check:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "run gofmt -w"; exit 1; }
	$(GO) vet ./...
	$(GO) test ./...
	$(GO) test -race -short ./approaches/harness/... ./approaches/combinations/... ./approaches/bitboard/...

# Rewrite the golden files on purpose; read the diff before committing.
golden:
	GOLDIE_UPDATE=1 $(GO) test ./golden/... ./cmd/...
	git diff --stat -- '*.golden'

# Every approach's benchmarks, with ns per attempt as a custom metric.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./approaches/...

book:
	$(GO) run ./cmd/queens book -w

# The measured tables and charts the book shows, regenerated into
# chapters/measured and labelled with the date, Go version and CPU.
TABLES_N ?= 4-12
tables:
	$(GO) run ./cmd/queens plot -n $(TABLES_N) -o chapters/measured -table
	$(GO) run ./cmd/queens tree -n 8 -o chapters/measured

# A short fuzzing session on every parser of user input.
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseFixed -fuzztime 30s ./approaches/board
	$(GO) test -run '^$$' -fuzz FuzzParseSizes -fuzztime 30s ./approaches/board
