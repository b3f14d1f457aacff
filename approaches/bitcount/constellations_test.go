package bitcount

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/oeis"
)

func TestConstellationsMatchOEIS(t *testing.T) {
	last := 15
	if *long {
		last = 17
	}
	for n := 1; n <= last; n++ {
		res := count(t, board.SquareProblem(n), Options{Fold: FoldConstellations})
		if res.Solutions != uint64(oeis.Solutions(n)) || res.Unique != uint64(oeis.Fundamental(n)) {
			t.Errorf("n = %d: %d solutions, %d unique; want %d and %d", n, res.Solutions, res.Unique, uint64(oeis.Solutions(n)), uint64(oeis.Fundamental(n)))
		}
	}
}

// The count by constellations places fewer queens than the full fold of
// the rows, from n = 11 on, and any number of workers finds the same.
func TestConstellationsAgreeWithTheRowFolds(t *testing.T) {
	for n := 1; n <= 12; n++ {
		all := count(t, board.SquareProblem(n), Options{Fold: FoldAll})
		want := count(t, board.SquareProblem(n), Options{Fold: FoldConstellations, Workers: 1})
		if want.Solutions != all.Solutions || want.Unique != all.Unique {
			t.Errorf("n = %d: constellations count %d solutions, %d unique; fold all %d and %d", n, want.Solutions, want.Unique, all.Solutions, all.Unique)
		}
		if n >= 11 && want.Attempts >= all.Attempts {
			t.Errorf("n = %d: constellations place %d queens, fold all %d", n, want.Attempts, all.Attempts)
		}
		for _, workers := range []int{2, 3, 0} {
			got := count(t, board.SquareProblem(n), Options{Fold: FoldConstellations, Workers: workers})
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
		none := count(t, p, Options{Fold: FoldNone})
		got := count(t, p, Options{Fold: FoldConstellations})
		if got.Solutions != none.Solutions || got.Unique != 0 || got.Fixed != none.Fixed {
			t.Errorf("n = %d, %s fixed: constellations count %d solutions (unique %d), the plain search %d", c.n, c.fixed, got.Solutions, got.Unique, none.Solutions)
		}
	}
}

// The boards the constellation plan keeps are one of each symmetry class,
// each with its class size: the fundamental solutions, as the full fold
// lists them.
func TestConstellationsKeepTheFundamentalSolutions(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var want []string
		classes, err := Fundamental(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		for c := range classes {
			want = append(want, fmt.Sprintf("%v x%d", c.Board, c.Size))
		}
		pl, err := newPlan(board.SquareProblem(n), FoldConstellations)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, sub := range pl.subs {
			sub.count(nil, func(pos []uint32, weight uint64) {
				got = append(got, fmt.Sprintf("%v x%d", board.Canonical(toBoard(pos)), weight))
			})
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("n = %d: the constellations keep\n%v\nthe full fold lists\n%v", n, got, want)
		}
	}
}

// The largest board stops at once when cancelled: the search looks at
// its stop flag often, whichever constellations it is in.
func TestLargestConstellationCountStopsWhenCancelled(t *testing.T) {
	var cancelled time.Time
	ctx, report := cancelAt(func(p Progress) bool {
		if p.Attempts > 0 && cancelled.IsZero() {
			cancelled = time.Now()
		}
		return !cancelled.IsZero()
	})
	res, err := Count(ctx, board.SquareProblem(MaxN), Options{Fold: FoldConstellations, Progress: report})
	if !errors.Is(err, context.Canceled) || !res.Partial() || res.Plan == "" {
		t.Errorf("err = %v, result %+v; want a partial result of n = %d", err, res, MaxN)
	}
	if took := time.Since(cancelled); took > time.Second {
		t.Errorf("a count of n = %d took %v to stop once cancelled", MaxN, took)
	}
}
