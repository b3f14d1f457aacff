package bitboard

import (
	"context"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/oeis"
)

// listed is what one full run of Solve yields.
type listed struct {
	boards   []board.Board
	attempts uint64
}

func solveAll(t *testing.T, p board.Problem) listed {
	t.Helper()
	var c harness.Counter
	var l listed
	for b := range Solve(p, &c) {
		l.boards = append(l.boards, b)
	}
	l.attempts = c.Count()
	return l
}

func TestSolveMatchesOEISInLexicographicOrder(t *testing.T) {
	for n := 1; n <= 10; n++ {
		res, err := harness.Run(context.Background(), Approach, board.SquareProblem(n), harness.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Solutions != oeis.Solutions(n) {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, oeis.Solutions(n))
		}
		l := solveAll(t, board.SquareProblem(n))
		if !slices.IsSortedFunc(l.boards, slices.Compare) {
			t.Errorf("n = %d: solutions not in lexicographic order", n)
		}
		if l.attempts != res.Attempts {
			t.Errorf("n = %d: %d attempts, then %d", n, res.Attempts, l.attempts)
		}
	}
}

func TestSolveFirstSolution(t *testing.T) {
	res, err := harness.Run(context.Background(), Approach, board.SquareProblem(8), harness.Options{First: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.First.String(); got != "0 4 7 5 2 6 1 3" {
		t.Errorf("first solution %s, want 0 4 7 5 2 6 1 3", got)
	}
	if res.AttemptsToFirst == 0 || res.AttemptsToFirst != res.Attempts {
		t.Errorf("stopping at the first solution: %d attempts to it, %d in all", res.AttemptsToFirst, res.Attempts)
	}
}

// Fixed queens are kept inside the search: the same solutions as
// filtering the free board's, in far fewer attempts.
func TestSolveKeepsFixedQueens(t *testing.T) {
	free := solveAll(t, board.SquareProblem(8))
	for _, spec := range []string{"00400200", "h8", "a2,b4", "d1,e8"} {
		fixed, err := board.ParseFixed(spec, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(8).WithFixed(fixed...)
		var want []board.Board
		for _, b := range free.boards {
			if p.Keeps(b) {
				want = append(want, b)
			}
		}
		got := solveAll(t, p)
		if !slices.EqualFunc(got.boards, want, slices.Equal) {
			t.Errorf("%s: Solve yields %v, want %v", spec, got.boards, want)
		}
		if got.attempts >= free.attempts/4 {
			t.Errorf("%s: %d attempts, hardly fewer than the free board's %d", spec, got.attempts, free.attempts)
		}
	}
}

// TestSolveOnRectangles runs wide boards, with and without fixed queens,
// and their tall reflections through the harness, which turns them back
// on their side.
func TestSolveOnRectangles(t *testing.T) {
	problems := []board.Problem{
		{Rows: 3, Cols: 5}, {Rows: 4, Cols: 6}, {Rows: 2, Cols: 7}, {Rows: 5, Cols: 8}, {Rows: 4, Cols: 15},
		board.Problem{Rows: 5, Cols: 8}.WithFixed(board.Square{Row: 4, Col: 7}),
		board.Problem{Rows: 6, Cols: 9}.WithFixed(board.Square{Row: 0, Col: 3}, board.Square{Row: 2, Col: 8}),
	}
	for _, p := range problems {
		want := harnesstest.Solutions(p)
		got := solveAll(t, p)
		if !slices.EqualFunc(got.boards, want, slices.Equal) {
			t.Errorf("%v: Solve yields %d boards, want the %d of a plain search", p, len(got.boards), len(want))
		}
		var fixed []board.Square
		for _, q := range p.Fixed {
			fixed = append(fixed, board.Square{Row: q.Col, Col: q.Row})
		}
		tall := board.Problem{Rows: p.Cols, Cols: p.Rows}.WithFixed(fixed...)
		res, err := harness.Run(context.Background(), Approach, tall, harness.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Solutions != len(want) || res.Attempts != got.attempts {
			t.Errorf("%v: %d solutions after %d queens placed; want %d after %d, as on %v", tall, res.Solutions, res.Attempts, len(want), got.attempts, p)
		}
	}
}
