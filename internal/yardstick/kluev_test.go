package yardstick_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/yardstick"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// TestKluevSources checks that the builder takes each side's settings
// from the column of Kluev's table for it, and changes nothing else.
func TestKluevSources(t *testing.T) {
	for _, c := range []struct {
		n                       int
		sieveCuts, matchMinSize string
		bmiIntrin, prefetch     bool
	}{
		{n: 8, sieveCuts: "0", matchMinSize: "40", prefetch: true},  // before the table: its first column
		{n: 17, sieveCuts: "0", matchMinSize: "40", prefetch: true}, // the table's F and T
		{n: 19, sieveCuts: "0", matchMinSize: "40", bmiIntrin: true, prefetch: true},
		{n: 20, sieveCuts: "3", matchMinSize: "60", bmiIntrin: true}, // prefetch *: the source's false
	} {
		sources, err := yardstick.KluevSources(c.n)
		if err != nil {
			t.Fatalf("n = %d: %v", c.n, err)
		}
		solcounter := string(sources["solcounter.h"])
		for _, want := range []string{
			fmt.Sprintf("\ninline constexpr int size = %d;\n", c.n),
			"\n    .sieveCuts = " + c.sieveCuts + ",",
			"\n    .matchMinSize = " + c.matchMinSize + ",",
			fmt.Sprintf("\n    .bmiIntrin = %v,", c.bmiIntrin),
			fmt.Sprintf("\n    .prefetch = %v,", c.prefetch),
		} {
			if !strings.Contains(solcounter, want) {
				t.Errorf("n = %d: solcounter.h has no line %q:\n%s", c.n, strings.TrimSpace(want), solcounter)
			}
		}
		for file, on := range map[string]bool{"bmintrin.h": c.bmiIntrin, "prefetch.h": c.prefetch} {
			if got := bytes.Contains(sources[file], []byte("\n#include \"")); got != on {
				t.Errorf("n = %d: %s includes its instructions: %v, want %v", c.n, file, got, on)
			}
		}
		checkUnchanged(t, c.n, sources)
	}
	if _, err := yardstick.KluevSources(22); err == nil {
		t.Error("n = 22: no error, though Kluev's table asks for a symmetry the builder does not set")
	}
}

// checkUnchanged fails t unless every source but the three the builder
// changes is the pinned file, and every pinned header and main.cpp is
// among the sources.
func checkUnchanged(t *testing.T, n int, sources map[string][]byte) {
	t.Helper()
	pinned, err := filepath.Glob(filepath.Join("testdata", "kluev", "*"))
	if err != nil {
		t.Fatal(err)
	}
	code := 0
	for _, path := range pinned {
		name := filepath.Base(path)
		if !strings.HasSuffix(name, ".h") && !strings.HasSuffix(name, ".cpp") {
			continue
		}
		code++
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if changed := name == "solcounter.h" || name == "bmintrin.h" || name == "prefetch.h"; !changed && !bytes.Equal(sources[name], want) {
			t.Errorf("n = %d: %s differs from the pinned copy", n, name)
		}
	}
	if code != len(sources) {
		t.Errorf("n = %d: %d sources, want the %d pinned", n, len(sources), code)
	}
}

// TestBuildKluev builds Kluev's counter for a small board, which takes
// g++ some seconds, and checks the count it prints: the benchmarks are
// the only other users of the builder, and they run only when asked.
func TestBuildKluev(t *testing.T) {
	const n = 8
	path := yardstick.BuildKluev(t, n)
	if path == "" {
		return // no g++, and CI unset: BuildKluev said so
	}
	for _, threads := range []int{1, 2} {
		if took := yardstick.RunKluev(t, path, n, threads); took.PeakMB <= 0 {
			t.Errorf("%d threads: peak memory %g MB", threads, took.PeakMB)
		}
	}
}

// The flags of BenchmarkVersusKluev go after the package's path and
// -args.
var (
	benchSizes   = flag.String("sizes", "16", "board sides for BenchmarkVersusKluev: a side, a range or a list (16,18-20)")
	benchThreads = flag.Int("threads", 2, "workers of queens count, and threads of Kluev's counter")
	benchCMax    = flag.Int("cmax", 16, "the largest side on which BenchmarkVersusKluev runs the slow C counter, 0 for none")
	benchUnique  = flag.Bool("unique", false, "BenchmarkVersusKluev also times queens count -unique")
)

// BenchmarkVersusKluev races `queens count -n N` (the join of halves, run
// as a user runs it: the command built from this tree, in a process of
// its own) against E. Kluev's half-board join in C++ (testdata/kluev,
// built with g++ for each side with the settings of his table) on the
// same number of workers and threads, and against the plain bitwise
// counter in C (counting/bitcount/testdata/plain.c, one core) up to
// the side -cmax, and with -unique `queens count -n N -unique` too, whose
// ratio unique/queens is the fundamental count's cost. Each iteration runs the three in turn, so that a
// machine busy with something else slows them alike, and each count is
// checked against OEIS. It reports, for each, the median wall-clock and
// CPU seconds (the child's own) and the median peak resident memory in
// MB (the child's largest resident set: the same measure for all three),
// the ratios kluev/queens-wall and kluev/queens-cpu (above 1 when queens
// is faster) and queens/C, the solutions every counter found, and the
// threads. For example, three rounds on each of the sides 16 to 20:
//
//	go test -run '^$' -bench VersusKluev -benchtime 3x ./internal/yardstick -args -sizes 16-20 -cmax 17 -unique
//
// Without g++ or gcc (and without CI set) the counter it builds is left
// out, and the ratios to it.
func BenchmarkVersusKluev(b *testing.B) {
	sizes, err := board.ParseSizes(*benchSizes)
	if err != nil {
		b.Fatal(err)
	}
	queens := yardstick.BuildQueens(b)
	var plain string
	if *benchCMax >= slices.Min(sizes) {
		plain = yardstick.BuildC(b, filepath.Join("..", "..", "counting", "bitcount", "testdata", "plain.c"))
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			kluev := yardstick.BuildKluev(b, n)
			var ours, unique, theirs, c yardstick.Timings
			for b.Loop() {
				ours = append(ours, yardstick.RunQueens(b, queens, n, *benchThreads))
				if *benchUnique {
					unique = append(unique, yardstick.RunQueensUnique(b, queens, n, *benchThreads))
				}
				if kluev != "" {
					theirs = append(theirs, yardstick.RunKluev(b, kluev, n, *benchThreads))
				}
				if plain != "" && n <= *benchCMax {
					c = append(c, yardstick.RunC(b, plain, n))
				}
			}
			ours.Report(b, "queens", "C", c.Median())
			unique.Report(b, "unique", "queens", ours.Median())
			theirs.Report(b, "kluev", "queens", ours.Median())
			c.Report(b, "C", "", yardstick.Timing{})
			b.ReportMetric(float64(oeis.Solutions(n)), "solutions") // every count above was checked against it
			b.ReportMetric(float64(*benchThreads), "threads")
		})
	}
}
