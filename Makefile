# The queens book. 'make check' runs what CI runs (.ci/run).
GO ?= go

.PHONY: test check golden bench book tables fuzz

test:
	$(GO) test ./...

# The same script CI runs: gofmt, go vet, the tests, the race detector.
check:
	bash .ci/run

# Rewrite the golden files on purpose; read the diff before committing.
golden:
	GOLDIE_UPDATE=1 $(GO) test ./golden/... ./cmd/... ./internal/...
	git diff --stat -- '*.golden'

# Every approach's benchmarks, with ns per attempt as a custom metric.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./approaches/...

book:
	$(GO) run ./cmd/queens book -w

# The measured tables and charts the book shows, regenerated into
# chapters/measured and labelled with the date, Go version and CPU.
# The count line times the bitcount counter with each fold, on one worker
# and on one per core (-workers 0).
TABLES_N ?= 4-12
COUNT_N ?= 8-16
tables:
	$(GO) run ./cmd/queens plot -n $(TABLES_N) -repeat 3 -o chapters/measured -table
	$(GO) run ./cmd/queens tree -n 8 -o chapters/measured
	$(GO) run ./cmd/queens count -n $(COUNT_N) -fold none,mirror,all -workers 1,0 -o chapters/measured -table

# A short fuzzing session on every parser of user input.
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseFixed -fuzztime 30s ./approaches/board
	$(GO) test -run '^$$' -fuzz FuzzParseSizes -fuzztime 30s ./approaches/board
	$(GO) test -run '^$$' -fuzz FuzzParseShard -fuzztime 30s ./approaches/bitcount
	$(GO) test -run '^$$' -fuzz FuzzReadRecord -fuzztime 30s ./approaches/bitcount
	$(GO) test -run '^$$' -fuzz FuzzReadCheck -fuzztime 30s ./approaches/verify
	$(GO) test -run '^$$' -fuzz FuzzSplitJoin -fuzztime 30s ./chapters
