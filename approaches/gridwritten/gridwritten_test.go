package gridwritten

import (
	"context"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/oeis"
)

// TestStopsAtTheFirstSolution runs the search on n = 1..8: one solution
// where there is one, none where there is none, and no attempt after it.
func TestStopsAtTheFirstSolution(t *testing.T) {
	for n := 1; n <= 8; n++ {
		res := harnesstest.Run(t, Approach, board.SquareProblem(n), harness.Options{})
		want := min(oeis.Solutions(n), 1)
		if res.Solutions != want || want == 1 && res.Attempts != res.AttemptsToFirst {
			t.Errorf("n = %d: %d solutions in %d attempts (%d to the first), want %d solution and no attempts after it",
				n, res.Solutions, res.Attempts, res.AttemptsToFirst, want)
		}
	}
}

func TestFirstSolution(t *testing.T) {
	for _, first := range []bool{false, true} {
		res := harnesstest.Run(t, Approach, board.SquareProblem(8), harness.Options{First: first})
		if got := res.First.String(); got != "0 4 7 5 2 6 1 3" || res.Attempts != 1502345 {
			t.Errorf("-first %v: first solution %s after %d attempts, want 0 4 7 5 2 6 1 3 after 1502345", first, got, res.Attempts)
		}
	}
}

// TestAttemptsAgainstReference compares the attempts and the solution with
// the straightforward transcription of the post's code in reference.
func TestAttemptsAgainstReference(t *testing.T) {
	for _, p := range harnesstest.SmallBoards() {
		res := harnesstest.Run(t, Approach, p, harness.Options{})
		solution, attempts := reference(p)
		if res.Attempts != attempts || !slices.Equal(res.First, solution) {
			t.Errorf("%v: %d attempts, solution %v; the reference makes %d and finds %v", p, res.Attempts, res.First, attempts, solution)
		}
	}
}

// reference runs the post's place_queen step by step: a list of queens,
// judged legal when no two of them attack each other, and two loops over
// the rows and the columns for every queen. It returns the solution it
// leaves on the board, or nil, and its test placements.
func reference(p board.Problem) (board.Board, uint64) {
	queens := slices.Clone(p.Fixed)
	var attempts uint64
	var place func() bool
	place = func() bool {
		for i, q := range queens {
			if slices.ContainsFunc(queens[:i], q.Attacks) {
				return false
			}
		}
		if len(queens) == p.Queens() {
			return true
		}
		for row := range p.Rows {
			for col := range p.Cols {
				q := board.Square{Row: row, Col: col}
				if slices.Contains(queens, q) {
					continue
				}
				attempts++
				queens = append(queens, q)
				if place() {
					return true
				}
				queens = queens[:len(queens)-1]
			}
		}
		return false
	}
	if !place() {
		return nil, attempts
	}
	b := make(board.Board, p.Rows)
	for r := range b {
		b[r] = board.Empty
	}
	for _, q := range queens {
		b[q.Row] = q.Col
	}
	return b, attempts
}

// TestFixedQueens checks that with fixed queens the search finds the first
// completion in lexicographic order, as gridbacktrack lists them, or none
// when there is none.
func TestFixedQueens(t *testing.T) {
	for _, spec := range []string{"00400200", "10000000", "a1,b3", "d1,e8", "a2,h7", "b1,c4,h6"} {
		fixed, err := board.ParseFixed(spec, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(8).WithFixed(fixed...)
		all := harnesstest.Run(t, gridbacktrack.Approach, p, harness.Options{Keep: true}).Boards
		res := harnesstest.Run(t, Approach, p, harness.Options{})
		if min(len(all), 1) != res.Solutions || res.Solutions == 1 && !slices.Equal(res.First, all[0]) {
			t.Errorf("%v: found %d solutions, first %v; want the first of %v", p, res.Solutions, res.First, all)
		}
	}
}

// TestCancelledRunStops cancels a run that makes no solution for a long
// while: with a queen fixed on a3 of the 10 x 10 board, the search makes
// tens of millions of placements before its only yield, so only its own
// check of the counter can stop it early.
func TestCancelledRunStops(t *testing.T) {
	p := board.SquareProblem(10).WithFixed(board.Square{Row: 2, Col: 0})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := harness.Run(ctx, Approach, p, harness.Options{})
	if err == nil || !res.Stopped || res.Attempts > 10_000_000 {
		t.Errorf("a cancelled run returned error %v, stopped %v, after %d attempts", err, res.Stopped, res.Attempts)
	}
}

// TestTraceFollowsTheLegalityTest replays a trace on a grid of its own:
// every Place leaves the grid legal, every Conflict makes it illegal, and
// every Backtrack lifts the queen put last. The search ends with its
// solution on the grid, never lifted.
func TestTraceFollowsTheLegalityTest(t *testing.T) {
	fixed := board.Square{Row: 1, Col: 3}
	p := board.Problem{Rows: 5, Cols: 6}.WithFixed(fixed)
	g := gridbacktrack.NewGrid(p.Rows, p.Cols)
	g.Put(fixed)
	put := []board.Square{fixed}
	res, err := harness.Trace(context.Background(), Approach, p, harness.Options{}, func(s harness.Step) bool {
		switch s.Kind {
		case harness.Place:
			g.Put(s.Square)
			put = append(put, s.Square)
			if !g.Legal() {
				t.Errorf("place on %v leaves the grid illegal", s.Square)
			}
		case harness.Conflict:
			g.Put(s.Square)
			if g.Legal() || !s.Square.Attacks(s.With) || !slices.Contains(put, s.With) {
				t.Errorf("conflict on %v with %v; legal %v", s.Square, s.With, g.Legal())
			}
			g.Undo()
		case harness.Backtrack:
			if last := put[len(put)-1]; last != s.Square {
				t.Errorf("backtrack lifts %v, but the queen put last is on %v", s.Square, last)
			}
			g.Undo()
			put = put[:len(put)-1]
		case harness.Solution:
			if !slices.Equal(s.Board, g.Board()) {
				t.Errorf("solution %v, but the grid holds %v", s.Board, g.Board())
			}
		}
		return !t.Failed()
	})
	if err != nil || res.Solutions != 1 || g.Count() != p.Queens() {
		t.Fatalf("%d solutions after %d attempts, %d queens left on the grid, error %v", res.Solutions, res.Attempts, g.Count(), err)
	}
}

func BenchmarkSolve8(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(8))
}
