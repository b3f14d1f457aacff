package bitcount

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/approaches/oeis"
)

var long = flag.Bool("long", false, "also count up to n = 17 against OEIS, with the full fold and by constellations (about a minute)")

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

func count(t *testing.T, p board.Problem, opt Options) Result {
	t.Helper()
	res, err := Count(context.Background(), p, opt)
	if err != nil {
		t.Fatalf("Count(%v, %+v): %v", p, opt, err)
	}
	return res
}

func TestCountMatchesOEIS(t *testing.T) {
	last := 14
	if *long {
		last = 17
	}
	for n := 1; n <= last; n++ {
		res := count(t, board.SquareProblem(n), Options{})
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
		all := count(t, board.SquareProblem(n), Options{Fold: FoldAll})
		mirror := count(t, board.SquareProblem(n), Options{Fold: FoldMirror})
		none := count(t, board.SquareProblem(n), Options{Fold: FoldNone})
		for _, res := range []Result{all, mirror, none} {
			if res.Solutions != uint64(oeis.Solutions(n)) {
				t.Errorf("n = %d, fold %v: %d solutions, want %d", n, res.Fold, res.Solutions, uint64(oeis.Solutions(n)))
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
		want := count(t, board.SquareProblem(11), Options{Fold: fold, Workers: 1})
		for _, workers := range []int{2, 3, 8, 0} {
			got := count(t, board.SquareProblem(11), Options{Fold: fold, Workers: workers})
			got.Seconds = want.Seconds
			if got != want {
				t.Errorf("fold %v, %d workers: %+v; one worker: %+v", fold, workers, got, want)
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
		res := count(t, p, Options{Fold: FoldNone, Workers: 2})
		list := listed(t, p)
		if res.Solutions != uint64(len(list.Boards)) || res.Attempts != list.Attempts {
			t.Errorf("%s: Count finds %d solutions with %d attempts, bitboard.Solve %d with %d", spec, res.Solutions, res.Attempts, len(list.Boards), list.Attempts)
		}
		if res.Fixed != board.FormatFixed(fixed) {
			t.Errorf("%s: result says fixed %q", spec, res.Fixed)
		}
	}
}

func TestCountRefuses(t *testing.T) {
	c4 := []board.Square{{Row: 3, Col: 2}}
	for _, c := range []struct {
		name string
		p    board.Problem
		opt  Options
	}{
		{"empty board", board.SquareProblem(0), Options{}},
		{"past MaxN", board.SquareProblem(MaxN + 1), Options{}},
		{"rectangle", board.Problem{Rows: 6, Cols: 8}, Options{}},
		{"fixed queens folded", board.SquareProblem(8).WithFixed(c4...), Options{Fold: FoldAll}},
		{"fixed queens mirrored", board.SquareProblem(8).WithFixed(c4...), Options{Fold: FoldMirror}},
		{"attacking fixed queens", board.SquareProblem(8).WithFixed(board.Square{Row: 0, Col: 0}, board.Square{Row: 1, Col: 1}), Options{Fold: FoldNone}},
		{"shard 0", board.SquareProblem(8), Options{Shard: Shard{0, 3}}},
		{"shard past the parts", board.SquareProblem(8), Options{Shard: Shard{4, 3}}},
		{"unknown fold", board.SquareProblem(8), Options{Fold: Fold(7)}},
	} {
		if _, err := Count(context.Background(), c.p, c.opt); err == nil {
			t.Errorf("%s: Count accepted %v with %+v", c.name, c.p, c.opt)
		}
	}
}

func TestCountStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Count(ctx, board.SquareProblem(12), Options{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled count: err = %v, want context.Canceled", err)
	}
	if !res.Partial() || res.Finished != 0 || res.Attempts != 0 || res.Subproblems == 0 {
		t.Errorf("a count cancelled before it starts: %+v; want nothing finished of its subproblems", res)
	}
}

func TestCountReportsProgress(t *testing.T) {
	var reports []Progress
	res := count(t, board.SquareProblem(10), Options{Workers: 3, Progress: func(p Progress) {
		reports = append(reports, p)
	}})
	if len(reports) < res.Subproblems+1 {
		t.Fatalf("%d progress reports for %d subproblems; want one at the start and one a subproblem", len(reports), res.Subproblems)
	}
	if first := reports[0]; first != (Progress{Subproblems: res.Subproblems}) {
		t.Errorf("first report %+v, want nothing done of %d subproblems", first, res.Subproblems)
	}
	for i, p := range reports[1:] {
		if before := reports[i]; p.Finished < before.Finished || p.Finished > before.Finished+1 || p.Attempts < before.Attempts {
			t.Errorf("progress went from %+v to %+v", before, p)
		}
	}
	if last := reports[len(reports)-1]; last != (Progress{res.Subproblems, res.Subproblems, res.Attempts}) {
		t.Errorf("last report %+v; the count ended with %d subproblems and %d attempts", last, res.Subproblems, res.Attempts)
	}
}

// cancelAt returns a context and a progress report that cancels it once
// the report says stop.
func cancelAt(stop func(Progress) bool) (context.Context, func(Progress)) {
	ctx, cancel := context.WithCancel(context.Background())
	return ctx, func(p Progress) {
		if stop(p) {
			cancel()
		}
	}
}

// With one worker the subproblems finish in the plan's order, so an
// interrupted count must hold exactly the first Finished of them.
func TestInterruptedCountHoldsTheFinishedSubproblems(t *testing.T) {
	p := board.SquareProblem(16)
	ctx, report := cancelAt(func(p Progress) bool { return p.Finished >= 10 })
	res, err := Count(ctx, p, Options{Workers: 1, Progress: report})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled; result %+v", err, res)
	}
	if !res.Partial() || res.Finished < 10 || res.Subproblems != 871 {
		t.Fatalf("%d of %d subproblems finished; want a partial count of at least 10 of 871", res.Finished, res.Subproblems)
	}
	pl, err := newPlan(p, FoldAll)
	if err != nil {
		t.Fatal(err)
	}
	var want tally
	for _, sub := range pl.subs[:res.Finished] {
		got, _, ok := sub.count(nil, nil)
		if !ok {
			t.Fatal("a subproblem without a run did not finish")
		}
		want.add(got)
	}
	if res.Solutions != want.solutions || res.Unique != want.found || res.Attempts != want.placed {
		t.Errorf("the first %d subproblems hold %+v; the interrupted count says %d solutions, %d unique, %d attempts",
			res.Finished, want, res.Solutions, res.Unique, res.Attempts)
	}
}

// Even the largest board, whose every subproblem takes far longer than
// anyone waits, reports progress and stops when cancelled.
func TestLargestCountStopsWhenCancelled(t *testing.T) {
	for _, workers := range []int{1, 3} {
		var reports int
		ctx, report := cancelAt(func(p Progress) bool {
			reports++
			return p.Attempts > 0
		})
		res, err := Count(ctx, board.SquareProblem(MaxN), Options{Workers: workers, Progress: report})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("%d workers: err = %v, want context.Canceled", workers, err)
		}
		// The first report may already count queens placed, on a slow
		// machine or under the race detector, so one report may be all.
		if reports < 1 || !res.Partial() || res.N != MaxN || res.Plan == "" {
			t.Errorf("%d workers: %d reports, result %+v; want a partial result of n = %d after a report", workers, reports, res, MaxN)
		}
	}
}
