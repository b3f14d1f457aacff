package yardstick_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/yardstick"
	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// The flags of BenchmarkRace go after the package's path and -args.
var (
	benchSizes      = flag.String("sizes", "16", "board sides for BenchmarkRace: a side, a range or a list (16,18-20)")
	benchThreads    = flag.Int("threads", 2, "workers of queens count, and the rival's {threads}")
	benchCMax       = flag.Int("cmax", 16, "the largest side on which BenchmarkRace runs the slow C counter, 0 for none")
	benchUnique     = flag.Bool("unique", false, "BenchmarkRace also times queens count -unique")
	benchRival      = flag.String("rival", "", "the rival counter's `command`, run in the module's root folder: words split at spaces, no shell; {n} stands for the side, {threads} for the threads")
	benchRivalName  = flag.String("rival-name", "", "the rival's `name` in the tables (default: its program's base name)")
	benchRivalCount = flag.String("rival-count", "", "a `regexp` whose first group is the count in the rival's output (default: the last whole number it prints)")
)

// BenchmarkRace races `queens count -n N` (the join of halves, run as a
// user runs it: the command built from this tree, in a process of its
// own) against a rival counter of another project, given by -rival as a
// command that the reader built from that project's own repository, on
// the same number of workers and threads, and against the plain bitwise
// counter in C (counting/bitcount/testdata/plain.c, one core) up to the
// side -cmax, and with -unique `queens count -n N -unique` too, whose
// ratio unique/queens is the fundamental count's cost. Each iteration
// runs them in turn, so that a machine busy with something else slows
// them alike, and each count is checked against OEIS A000170: the
// rival's is the last whole number it prints, or the first group of
// -rival-count. It reports, for each, the median wall-clock and CPU
// seconds (the child's own) and the median peak resident memory in MB
// (the child's largest resident set: the same measure for all), the
// ratios rival/queens-wall and rival/queens-cpu (above 1 when queens is
// faster) and queens/C, the solutions every counter found, and the
// threads; and it names the rival, -rival-name, in a configuration line
// of the benchmark format, "rival: NAME", which package versus reads.
// For example, three rounds on each of the sides 16 to 20 against a
// counter that takes the side and the threads:
//
//	go test -run '^$' -bench Race -benchtime 3x ./internal/yardstick -args -sizes 16-20 -cmax 17 -unique -rival 'path/to/counter {n} {threads}' -rival-name Theirs
//
// Without -rival the race runs ours alone, and says on stderr that the
// rival's columns are empty; without gcc (and without CI set) the C
// counter is left out, and the ratios to it.
func BenchmarkRace(b *testing.B) {
	sizes, err := board.ParseSizes(*benchSizes)
	if err != nil {
		b.Fatal(err)
	}
	var rival *yardstick.Rival
	if *benchRival != "" {
		r, err := yardstick.NewRival(*benchRival, *benchRivalName, *benchRivalCount)
		if err != nil {
			b.Fatal(err)
		}
		r.Dir = filepath.Join("..", "..") // the module's root, where make runs
		rival = &r
		// Before the results, as the benchmark format's configuration.
		fmt.Printf("%s: %s\n", versus.RivalKey, r.Name)
	} else {
		// Once, where the benchmark's log of a parent is not shown.
		fmt.Fprintln(os.Stderr, "no -rival given: the race runs queens count and the C counter alone, and the rival's columns are empty")
	}
	queens := yardstick.BuildQueens(b)
	var plain string
	if *benchCMax >= slices.Min(sizes) {
		plain = yardstick.BuildC(b, filepath.Join("..", "..", "counting", "bitcount", "testdata", "plain.c"))
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var ours, unique, theirs, c yardstick.Timings
			for b.Loop() {
				ours = append(ours, yardstick.RunQueens(b, queens, n, *benchThreads))
				if *benchUnique {
					unique = append(unique, yardstick.RunQueensUnique(b, queens, n, *benchThreads))
				}
				if rival != nil {
					t, err := rival.Run(n, *benchThreads)
					if err != nil {
						b.Fatal(err)
					}
					theirs = append(theirs, t)
				}
				if plain != "" && n <= *benchCMax {
					c = append(c, yardstick.RunC(b, plain, n))
				}
			}
			ours.Report(b, string(versus.Queens), string(versus.C), c.Median())
			unique.Report(b, string(versus.Unique), string(versus.Queens), ours.Median())
			theirs.Report(b, string(versus.Rival), string(versus.Queens), ours.Median())
			c.Report(b, string(versus.C), "", yardstick.Timing{})
			b.ReportMetric(float64(oeis.Solutions(n)), "solutions") // every count above was checked against it
			b.ReportMetric(float64(*benchThreads), "threads")
		})
	}
}

// The flags of BenchmarkRaceParts, besides -sizes, -threads and the
// rival's.
var (
	benchParts    = flag.Int("parts", 8, "how many parts BenchmarkRaceParts cuts each count into")
	benchPart     = flag.String("part", "", "the parts BenchmarkRaceParts runs, from 1: a part, a range or a list (default: all)")
	benchRecords  = flag.String("records", filepath.Join("..", "..", "chapters", "measured", versus.PartsDir), "the `folder` of the parts' records, each processor's in a folder of its own")
	benchCounters = flag.String("counters", "queens,rival", "the counters whose parts BenchmarkRaceParts runs")
)

// BenchmarkRaceParts is BenchmarkRace for the counts that take hours, 22
// x 22 on two cores: it cuts each count into -parts parts, runs in turn
// part k of queens count (-shard k/parts) and of the rival, whose
// command says which part with {part} (from 1) or {part0} (from 0) and
// {parts}, and saves the record of each part as soon as it ends, in the
// folder of -records that this machine's processor names (see
// versus.MachineDir). A part whose record is there already is not run
// again, so a race stopped midway goes on where it stopped, in as many
// sessions as it takes; a part that was stopped is run again from its
// start. Package
// versus adds up the records, and checks that each counter's parts add
// up to OEIS's count, for the race's tables. For example, the first two
// parts of eight of Kluev's count of 22 x 22 alone:
//
//	go test -timeout 0 -run '^$' -bench RaceParts -benchtime 1x ./internal/yardstick -args -sizes 22 -part 1-2 -counters rival -rival 'path/to/nqueens-{n} {threads} {parts} {part0}' -rival-name Kluev -rival-count 'Result: (\d+)'
func BenchmarkRaceParts(b *testing.B) {
	sizes, err := board.ParseSizes(*benchSizes)
	if err != nil {
		b.Fatal(err)
	}
	which := make([]int, *benchParts)
	for i := range which {
		which[i] = i + 1
	}
	if *benchPart != "" {
		if which, err = board.ParseSizes(*benchPart); err != nil {
			b.Fatalf("-part: %v", err)
		}
	}
	counters := strings.Split(*benchCounters, ",")
	var rival *yardstick.Rival
	if slices.Contains(counters, string(versus.Rival)) && *benchRival != "" {
		r, err := yardstick.NewRival(*benchRival, *benchRivalName, *benchRivalCount)
		if err != nil {
			b.Fatal(err)
		}
		r.Dir = filepath.Join("..", "..")
		rival = &r
	}
	var queens string
	if slices.Contains(counters, string(versus.Queens)) {
		queens = yardstick.BuildQueens(b)
	}
	records := filepath.Join(*benchRecords, versus.MachineDir(yardstick.Processor()))
	if err := os.MkdirAll(records, 0o755); err != nil {
		b.Fatal(err)
	}
	done := func(c versus.Counter, n, part int) bool {
		_, err := os.Stat(filepath.Join(records, versus.PartFile(c, n, part, *benchParts)))
		return err == nil
	}
	save := func(p versus.Part) {
		if err := p.Save(records); err != nil {
			b.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "%s, part %d of %d of %d x %d: %.1f s, %.1f MB, %d solutions\n", p.Name, p.Part, p.Parts, p.N, p.N, p.Wall, p.PeakMB, p.Solutions)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				for _, part := range which {
					if part < 1 || part > *benchParts {
						b.Fatalf("-part %d: the parts are 1 to %d", part, *benchParts)
					}
					if queens != "" && !done(versus.Queens, n, part) {
						save(yardstick.RunQueensPart(b, queens, n, *benchThreads, part, *benchParts))
					}
					if rival != nil && !done(versus.Rival, n, part) {
						p, err := rival.RunPart(n, *benchThreads, part, *benchParts)
						if err != nil {
							b.Fatal(err)
						}
						save(p)
					}
				}
			}
		})
	}
}
