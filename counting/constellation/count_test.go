package constellation_test

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

var long = flag.Bool("long", false, "also count n = 16 and 17 against OEIS (about a minute)")

func TestConstellationsMatchOEIS(t *testing.T) {
	last := 15
	if *long {
		last = 17
	}
	for n := 1; n <= last; n++ {
		res := counttest.Count(t, constellation.Method{}, board.SquareProblem(n), count.Options{})
		if res.Solutions != uint64(oeis.Solutions(n)) || res.Unique != uint64(oeis.Fundamental(n)) {
			t.Errorf("n = %d: %d solutions, %d unique; want %d and %d", n, res.Solutions, res.Unique, uint64(oeis.Solutions(n)), uint64(oeis.Fundamental(n)))
		}
	}
}

// The count by constellations places fewer queens than the full fold of
// the rows, from n = 11 on, and any number of workers finds the same.
func TestConstellationsAgreeWithTheRowFolds(t *testing.T) {
	for n := 1; n <= 12; n++ {
		all := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(n), count.Options{})
		want := counttest.Count(t, constellation.Method{}, board.SquareProblem(n), count.Options{Workers: 1})
		if want.Solutions != all.Solutions || want.Unique != all.Unique {
			t.Errorf("n = %d: constellations count %d solutions, %d unique; fold all %d and %d", n, want.Solutions, want.Unique, all.Solutions, all.Unique)
		}
		if n >= 11 && want.Attempts >= all.Attempts {
			t.Errorf("n = %d: constellations place %d queens, fold all %d", n, want.Attempts, all.Attempts)
		}
		for _, workers := range []int{2, 3, 64, 0} { // 64 take turns on the cores
			got := counttest.Count(t, constellation.Method{}, board.SquareProblem(n), count.Options{Workers: workers})
			got.Seconds = want.Seconds
			if got != want {
				t.Errorf("n = %d, %d workers: %+v; one worker: %+v", n, workers, got, want)
			}
		}
	}
}

// With fixed queens the constellations fold only the symmetries that
// keep the fixed queens; the counts must be those of the plain search.
// The sets include queens that a half turn keeps, a quarter turn keeps
// (c2, g3, f7, b6), and a reflection keeps (a1, d4 and e5 on the main
// diagonal), and queens on every edge.
func TestConstellationsWithFixedQueens(t *testing.T) {
	for _, c := range []struct {
		n     int
		fixed string
	}{
		{8, "00400200"}, {8, "a1"}, {8, "d4"}, {8, "c4,f5"}, {8, "c2,g3,f7,b6"}, {8, "a4"}, {8, "h5,d8"},
		{9, "e5"}, {10, "c6,d2"}, {10, "a1,j9"}, {10, "e5,f7"}, {11, "f6"}, {11, "a2,k10"},
	} {
		fixed, err := board.ParseFixed(c.fixed, c.n, c.n)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(c.n).WithFixed(fixed...)
		none := counttest.Count(t, bitcount.FoldNone, p, count.Options{})
		got := counttest.Count(t, constellation.Method{}, p, count.Options{})
		if got.Solutions != none.Solutions || got.Unique != 0 || got.Fixed != none.Fixed {
			t.Errorf("n = %d, %s fixed: constellations count %d solutions (unique %d), the plain search %d", c.n, c.fixed, got.Solutions, got.Unique, none.Solutions)
		}
	}
}

// The largest board stops when cancelled: the search looks at its
// context often, whichever constellations it is in, so the count
// returns, with a partial result.
func TestLargestConstellationCountStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	res, err := count.Count(ctx, constellation.Method{}, board.SquareProblem(count.MaxN), count.Options{Progress: func(p count.Progress) {
		if p.Attempts > 0 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || !res.Partial() || res.Plan == "" {
		t.Errorf("err = %v, result %+v; want a partial result of n = %d", err, res, count.MaxN)
	}
}
