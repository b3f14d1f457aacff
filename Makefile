# The queens book. 'make check' runs what CI runs (.ci/run).
GO ?= go

.PHONY: test check golden bench book site js screenshot tables race race-parts charts fuzz

test:
	$(GO) test ./...

# The same script CI runs: gofmt, go vet, the tests, the race detector.
check:
	bash .ci/run

# Rewrite the golden files on purpose; read the diff before committing.
golden:
	GOLDIE_UPDATE=1 $(GO) test ./golden/... ./cmd/... ./internal/...
	git diff --stat -- '*.golden'

# Every approach's and counting method's benchmarks, with ns per attempt
# as a custom metric.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./approaches/... ./counting/...

book:
	$(GO) run ./cmd/queens book -w

# The web edition, as a static site in the folder site (git ignores it).
site:
	$(GO) run ./cmd/queens site -o site

# The page's script, bundled again into internal/site/assets from its
# modules in internal/site/js and the npm packages its lockfile pins;
# CI checks that the bundles committed are the ones this makes.
js:
	cd internal/site/js && npm ci --no-audit --no-fund --loglevel=error && npm run --silent build

# The browser test photographs every page into SHOTS; the README shows one
# of its photographs, copied to internal/site/testdata/site.png.
SHOTS ?= $(or $(TMPDIR),/tmp)/queens-screenshots
screenshot:
	QUEENS_SCREENSHOTS=$(SHOTS) $(GO) test -count=1 -run TestBrowser ./internal/site
	cp $(SHOTS)/readme.png internal/site/testdata/site.png

# A rival counter, a program of another project that you build from its
# own repository, races ours in make tables and make race when RIVAL gives
# its command, run in this folder, split at spaces with no shell, {n}
# standing for the side of the board and {threads} for the threads:
#
#	make race RIVAL='../N-Queens-Count-Sol/nqueens-{n} {threads}' RIVAL_NAME=Kluev RIVAL_COUNT='Result: (\d+)'
#
# RIVAL_NAME labels its rows (its program's name by default); its count is
# the last whole number it prints, or the first group of the regular
# expression RIVAL_COUNT, and must be OEIS's. The tree keeps no rival.
RIVAL ?=
RIVAL_NAME ?=
RIVAL_COUNT ?=
export RIVAL RIVAL_NAME RIVAL_COUNT
RIVAL_ARGS = -rival "$$RIVAL" -rival-name "$$RIVAL_NAME" -rival-count "$$RIVAL_COUNT"

# The measured tables and charts the book shows, regenerated into
# chapters/measured and labelled with the date, Go version and CPU.
# The count line times package count with each method (fold), on one worker
# and on one per core (-workers 0), and, given a RIVAL, beside it on two
# threads: the race before it times the rival on each side into rival.txt,
# and the count reads what it printed. Last, the charts are drawn again
# from the tables, to the three digits that the tables keep, as make charts
# and the test of the charts draw them.
TABLES_N ?= 4-12
COUNT_N ?= 8-16
tables:
	$(GO) run ./cmd/queens plot -n $(TABLES_N) -repeat 3 -o chapters/measured -table
	$(GO) run ./cmd/queens tree -n 8 -o chapters/measured
	$(GO) test -run '^$$' -bench Lanes -count 3 ./counting/constellation > chapters/measured/lanes.txt
ifneq ($(strip $(RIVAL)),)
	$(GO) test -run '^$$' -bench '^BenchmarkRace$$' -benchtime 3x ./internal/yardstick -args -sizes $(COUNT_N) -threads 2 -cmax 0 $(RIVAL_ARGS) > chapters/measured/rival.txt
	$(GO) run ./cmd/queens count -n $(COUNT_N) -fold none,mirror,all,constellations,halves -workers 1,0 -o chapters/measured -table -forecast 24 -rival chapters/measured/rival.txt
else
	@echo "make tables: no RIVAL given, so the table of the counts has no rival's rows (make tables RIVAL='path/to/counter {n}' RIVAL_NAME=Name)"
	$(GO) run ./cmd/queens count -n $(COUNT_N) -fold none,mirror,all,constellations,halves -workers 1,0 -o chapters/measured -table -forecast 24
endif
	$(GO) run ./cmd/queens plot -redraw -o chapters/measured -quiet

# The race on the larger boards, 14 x 14 to 21 x 21: queens count, its
# -unique, the RIVAL if given and (up to 17 x 17) the plain C counter, each
# in turn, three rounds up to 18 x 18 and one on the larger boards, whose
# rounds take minutes; 21 x 21 without -unique, which would double the
# longest round. About an hour on two cores. 22 x 22 takes hours on each
# side: it is counted in parts (the counting chapter says how). Last,
# race.md is written from race.txt: its tables, which a test holds to
# race.txt.
race:
ifeq ($(strip $(RIVAL)),)
	@echo "make race: no RIVAL given, so the race runs ours and the C counter, and the rival's columns are empty (make race RIVAL='path/to/counter {n}' RIVAL_NAME=Name)"
endif
	$(GO) test -timeout 0 -run '^$$' -bench '^BenchmarkRace$$' -benchtime 3x ./internal/yardstick -args -sizes 14-18 -threads 2 -cmax 17 -unique $(RIVAL_ARGS) > chapters/measured/race.txt
	$(GO) test -timeout 0 -run '^$$' -bench '^BenchmarkRace$$' -benchtime 1x ./internal/yardstick -args -sizes 19-20 -threads 2 -cmax 0 -unique $(RIVAL_ARGS) >> chapters/measured/race.txt
	$(GO) test -timeout 0 -run '^$$' -bench '^BenchmarkRace$$' -benchtime 1x ./internal/yardstick -args -sizes 21 -threads 2 -cmax 0 $(RIVAL_ARGS) >> chapters/measured/race.txt
	GOLDIE_UPDATE=1 $(GO) test -count=1 -run '^TestRaceTable$$' ./internal/yardstick/versus

# The race at 22 x 22, which takes hours on each side: each counter's
# count cut into 8 parts, part k of queens count (-shard k/8) and of the
# RIVAL in turn, whose command says which part with {part} (from 1) or
# {part0} (from 0) and {parts}; each part's record is kept in
# chapters/measured/race-parts, in the folder of this machine's processor
# (a race's parts add up only on one machine), as soon as it ends, and a
# part whose record is there is not run again, so the race goes on where
# it was stopped. PARTS picks some (PARTS=1-2), COUNTERS one side
# (COUNTERS=rival). Last, race.md is written again with what is there:
# the parts measured on race.txt's processor add up to its 22 x 22 row.
#	make race-parts RIVAL='../N-Queens-Count-Sol/nqueens-{n} {threads} {parts} {part0}' RIVAL_NAME=Kluev RIVAL_COUNT='Result: (\d+)'
PARTS ?= 1-8
COUNTERS ?= queens,rival
race-parts:
	$(GO) test -timeout 0 -run '^$$' -bench '^BenchmarkRaceParts$$' -benchtime 1x ./internal/yardstick -args -sizes 22 -threads 2 -parts 8 -part $(PARTS) -counters $(COUNTERS) $(RIVAL_ARGS)
	GOLDIE_UPDATE=1 $(GO) test -count=1 -run '^TestRaceTable$$' ./internal/yardstick/versus

# The measured charts drawn again from the measured tables, measuring
# nothing: after a change to how charts look. A test fails while they
# differ from what the tables draw.
charts:
	$(GO) run ./cmd/queens plot -redraw -o chapters/measured
	$(GO) run ./cmd/queens tree -n 8 -o chapters/measured -quiet

# A short fuzzing session on every fuzz target (every parser of user
# input), FUZZTIME each; .ci/fuzz finds the targets in the tree.
FUZZTIME ?= 30s
fuzz:
	FUZZTIME=$(FUZZTIME) bash .ci/fuzz
