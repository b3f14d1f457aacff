package bitcount

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/oeis"
)

var long = flag.Bool("long", false, "also count up to n = 17 against OEIS with the full fold (about a minute)")

// listed runs the harness approach of package bitboard on p and keeps its
// boards: the unfolded count must place the same queens and find the same
// solutions, and the folded ones must agree with them.
func listed(t *testing.T, p board.Problem) harness.Result {
	t.Helper()
	res, err := harness.Run(context.Background(), bitboard.Approach, p, harness.Options{Keep: true})
	if err != nil {
		t.Fatalf("listing %v: %v", p, err)
	}
	return res
}

func TestCountMatchesOEIS(t *testing.T) {
	last := 14
	if *long {
		last = 17
	}
	for n := 1; n <= last; n++ {
		res := counttest.Count(t, FoldAll, board.SquareProblem(n), count.Options{})
		if res.Solutions != uint64(oeis.Solutions(n)) || res.Unique != uint64(oeis.Fundamental(n)) {
			t.Errorf("n = %d: %d solutions, %d unique; want %d and %d", n, res.Solutions, res.Unique, uint64(oeis.Solutions(n)), uint64(oeis.Fundamental(n)))
		}
	}
}

// Each fold searches less than the one before it and still counts every
// solution; the unfolded count places exactly the queens the harness's
// Solve places.
func TestFoldsAgree(t *testing.T) {
	for n := 1; n <= 11; n++ {
		all := counttest.Count(t, FoldAll, board.SquareProblem(n), count.Options{})
		mirror := counttest.Count(t, FoldMirror, board.SquareProblem(n), count.Options{})
		none := counttest.Count(t, FoldNone, board.SquareProblem(n), count.Options{})
		for _, res := range []count.Result{all, mirror, none} {
			if res.Solutions != uint64(oeis.Solutions(n)) {
				t.Errorf("n = %d, fold %v: %d solutions, want %d", n, res.Method.Name(), res.Solutions, uint64(oeis.Solutions(n)))
			}
		}
		if mirror.Unique != 0 || none.Unique != 0 {
			t.Errorf("n = %d: only the full fold counts fundamental solutions, got %d and %d", n, mirror.Unique, none.Unique)
		}
		if n >= 6 && !(all.Attempts < mirror.Attempts && mirror.Attempts < none.Attempts) {
			t.Errorf("n = %d: attempts %d (all), %d (mirror), %d (none) do not fall fold by fold", n, all.Attempts, mirror.Attempts, none.Attempts)
		}
		if list := listed(t, board.SquareProblem(n)); none.Attempts != list.Attempts {
			t.Errorf("n = %d: the unfolded count places %d queens, bitboard.Solve %d", n, none.Attempts, list.Attempts)
		}
	}
}

func TestWorkersDoNotChangeResults(t *testing.T) {
	for _, fold := range []Fold{FoldAll, FoldNone} {
		want := counttest.Count(t, fold, board.SquareProblem(11), count.Options{Workers: 1})
		// 64 outnumber the cores: they take turns on them (see count's seats).
		for _, workers := range []int{2, 3, 8, 64, 0} {
			got := counttest.Count(t, fold, board.SquareProblem(11), count.Options{Workers: workers})
			got.Seconds = want.Seconds
			if got != want {
				t.Errorf("fold %v, %d workers: %+v; one worker: %+v", fold.Name(), workers, got, want)
			}
		}
	}
}

func TestCountWithFixedQueens(t *testing.T) {
	for _, spec := range []string{"00400200", "a1", "d1,e8", "c5,d3", "a1,b3"} {
		fixed, err := board.ParseFixed(spec, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(8).WithFixed(fixed...)
		res := counttest.Count(t, FoldNone, p, count.Options{Workers: 2})
		list := listed(t, p)
		if res.Solutions != uint64(len(list.Boards)) || res.Attempts != list.Attempts {
			t.Errorf("%s: the count finds %d solutions with %d attempts, bitboard.Solve %d with %d", spec, res.Solutions, res.Attempts, len(list.Boards), list.Attempts)
		}
		if res.Fixed != board.FormatFixed(fixed) {
			t.Errorf("%s: result says fixed %q", spec, res.Fixed)
		}
	}
}

// The folds of the symmetry refuse fixed queens, which break it, and no
// fold but the three exists.
func TestCheckRefuses(t *testing.T) {
	c4 := board.SquareProblem(8).WithFixed(board.Square{Row: 3, Col: 2})
	for _, c := range []struct {
		fold Fold
		p    board.Problem
	}{{FoldAll, c4}, {FoldMirror, c4}, {Fold(7), board.SquareProblem(8)}} {
		if err := c.fold.Check(c.p); err == nil {
			t.Errorf("fold %v accepted %v", c.fold.Name(), c.p)
		}
	}
	if err := FoldNone.Check(c4); err != nil {
		t.Errorf("fold none refused %v: %v", c4, err)
	}
}

// Even the largest board, whose every subproblem takes far longer than
// anyone waits, reports progress and stops when cancelled.
func TestLargestCountStopsWhenCancelled(t *testing.T) {
	for _, workers := range []int{1, 3, 64} {
		var reports int
		ctx, cancel := context.WithCancel(context.Background())
		res, err := count.Count(ctx, FoldAll, board.SquareProblem(count.MaxN), count.Options{Workers: workers, Progress: func(p count.Progress) {
			reports++
			if p.Attempts > 0 {
				cancel()
			}
		}})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("%d workers: err = %v, want context.Canceled", workers, err)
		}
		// The first report may already count queens placed, on a slow
		// machine or under the race detector, so one report may be all.
		if reports < 1 || !res.Partial() || res.N != count.MaxN || res.Plan == "" {
			t.Errorf("%d workers: %d reports, result %+v; want a partial result of n = %d after a report", workers, reports, res, count.MaxN)
		}
	}
}
