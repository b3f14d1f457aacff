package bitcount

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/internal/yardstick"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// benchN is the board side the benchmarks count. The flag goes after the
// package, for example
//
//	go test -run '^$' -bench 'Plain|Count' -benchtime 2x -count 3 ./counting/bitcount -args -benchn=16
//
// Past n = 16, run one benchmark at a time with -benchtime 1x; the array
// check is for n = 14 at most.
var benchN = flag.Int("benchn", 12, "board side for the benchmarks")

// plainCount is the yardstick of the performance goal: the plain
// recursive bitwise counter, which folds only the mirror of the first row
// and runs on one core.
func plainCount(n int) uint64 {
	all := uint32(1<<n - 1)
	var rec func(cols, ld, rd uint32) uint64
	rec = func(cols, ld, rd uint32) uint64 {
		if cols == all {
			return 1
		}
		var total uint64
		for free := all &^ (cols | ld | rd); free != 0; free &= free - 1 {
			bit := free & -free
			total += rec(cols|bit, (ld|bit)<<1, (rd|bit)>>1)
		}
		return total
	}
	var total uint64
	for col := range (n + 1) / 2 {
		bit := uint32(1) << col
		count := rec(bit, bit<<1, bit>>1)
		if 2*col+1 == n {
			total += count // the middle column of an odd board is its own mirror
		} else {
			total += 2 * count
		}
	}
	return total
}

// arrayCount is the search before bit masks: the queens in an array, and
// each new square checked against every queen above, as the tuple-state
// source's conflict function does. It folds nothing.
func arrayCount(n int) uint64 {
	cols := make([]int, n)
	var rec func(row int) uint64
	rec = func(row int) uint64 {
		if row == n {
			return 1
		}
		var total uint64
		for col := range n {
			if !attackedFromAbove(cols[:row], col) {
				cols[row] = col
				total += rec(row + 1)
			}
		}
		return total
	}
	return rec(0)
}

// attackedFromAbove reports whether a queen in the next row, at col, is
// attacked by one of the queens placed so far.
func attackedFromAbove(cols []int, col int) bool {
	next := len(cols)
	for row, c := range cols {
		if d := c - col; d == 0 || d == next-row || d == row-next {
			return true
		}
	}
	return false
}

func TestBaselinesMatchOEIS(t *testing.T) {
	for n := 1; n <= 10; n++ {
		if got := plainCount(n); got != uint64(oeis.Solutions(n)) {
			t.Errorf("plainCount(%d) = %d, want %d", n, got, uint64(oeis.Solutions(n)))
		}
		if got := arrayCount(n); got != uint64(oeis.Solutions(n)) {
			t.Errorf("arrayCount(%d) = %d, want %d", n, got, uint64(oeis.Solutions(n)))
		}
	}
}

func BenchmarkArray(b *testing.B) {
	for b.Loop() {
		arrayCount(*benchN)
	}
}

func BenchmarkPlain(b *testing.B) {
	for b.Loop() {
		plainCount(*benchN)
	}
}

// BenchmarkCount measures each idea in turn: the bit masks alone, the
// mirror, the full fold, the full fold on every core, the count by
// constellations and the join of halves, each on one core and on every
// core.
func BenchmarkCount(b *testing.B) {
	for _, c := range []struct {
		method  count.Method
		workers int
	}{
		{FoldNone, 1}, {FoldMirror, 1}, {FoldAll, 1}, {FoldAll, 0},
		{constellation.Method{}, 1}, {constellation.Method{}, 0}, {halves.Method{}, 1}, {halves.Method{}, 0},
	} {
		b.Run(fmt.Sprintf("fold=%v/workers=%d", c.method.Name(), c.workers), func(b *testing.B) {
			opt := count.Options{Workers: c.workers}
			var attempts uint64
			for b.Loop() {
				res, err := count.Count(context.Background(), c.method, board.SquareProblem(*benchN), opt)
				if err != nil {
					b.Fatal(err)
				}
				attempts += res.Attempts
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(attempts), "ns/attempt")
		})
	}
}

// BenchmarkVersusC holds the counters against their yardstick, the plain
// bitwise counter in C with the mirror of the first row
// (testdata/plain.c, built with gcc -O3 -march=native, one core): at
// n = 16 and 17 the fastest method on every core takes at most a tenth
// of its wall-clock time and a fifth of its CPU time. Each iteration runs
// the C counter, then the full fold, the count by constellations and the
// join of halves, each on every core, one after the other, so that a
// machine busy with something else slows them alike; the benchmark
// reports the median wall and CPU seconds of each over the iterations,
// and the Go counts' ratios to the C one (halves/C-wall and
// halves/C-cpu are the goal's). Three rounds:
//
//	go test -run '^$' -bench VersusC -benchtime 3x ./counting/bitcount
//
// Without gcc the C counter is left out, and so are the ratios.
// BenchmarkRace in internal/yardstick races the queens command against a
// rival counter the reader gives, and this counter too.
func BenchmarkVersusC(b *testing.B) {
	plain := yardstick.BuildC(b, filepath.Join("testdata", "plain.c"))
	for _, n := range []int{16, 17} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var c, all, constellations, joined yardstick.Timings
			for b.Loop() {
				if plain != "" {
					c = append(c, yardstick.RunC(b, plain, n))
				}
				all = append(all, runCount(b, n, FoldAll))
				constellations = append(constellations, runCount(b, n, constellation.Method{}))
				joined = append(joined, runCount(b, n, halves.Method{}))
			}
			c.Report(b, "C", "", yardstick.Timing{})
			all.Report(b, "all", "C", c.Median())
			constellations.Report(b, "const", "C", c.Median())
			joined.Report(b, "halves", "C", c.Median())
		})
	}
}

// runCount counts n in this process with m, on every core, and times it.
func runCount(b *testing.B, n int, m count.Method) yardstick.Timing {
	return yardstick.Time(b, n, func() uint64 {
		res, err := count.Count(context.Background(), m, board.SquareProblem(n), count.Options{})
		if err != nil {
			b.Fatal(err)
		}
		return res.Solutions
	})
}
