package gridbacktrack

import (
	"context"
	"math/bits"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

func TestCounts(t *testing.T) {
	harnesstest.CountsMatchOEIS(t, Approach, 9)
}

func TestFirstSolution(t *testing.T) {
	harnesstest.FirstOfEight(t, Approach, "0 4 7 5 2 6 1 3")
}

func TestInOrderIsLexicographic(t *testing.T) {
	var c harness.Counter
	got := slices.Collect(Solve(board.SquareProblem(8), &c))
	if !slices.IsSortedFunc(got, slices.Compare) || len(got) != 92 {
		t.Errorf("Solve yields %d boards, want the 92 solutions in lexicographic order", len(got))
	}
}

// TestAttemptsAgainstReference compares the attempts and the solutions
// with the straightforward transcription in reference.
func TestAttemptsAgainstReference(t *testing.T) {
	for _, p := range harnesstest.SmallBoards() {
		res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
		ref := reference(p)
		if res.AttemptsToFirst != ref.toFirst || res.Attempts != ref.attempts || !slices.EqualFunc(res.Boards, ref.solutions, slices.Equal) {
			t.Errorf("%v: %d attempts to the first, %d in all, solutions %v; the reference makes %d, %d and finds %v",
				p, res.AttemptsToFirst, res.Attempts, res.Boards, ref.toFirst, ref.attempts, ref.solutions)
		}
	}
}

type referenceResult struct {
	toFirst, attempts uint64
	solutions         []board.Board
}

// reference runs the search the plain way: a grid of booleans whose
// legality test walks from every queen along its eight directions to the
// edge of the board.
func reference(p board.Problem) referenceResult {
	grid := make([][]bool, p.Rows)
	for r := range grid {
		grid[r] = make([]bool, p.Cols)
	}
	for _, q := range p.Fixed {
		grid[q.Row][q.Col] = true
	}
	var res referenceResult
	var place func(placed, first int)
	place = func(placed, first int) {
		if !gridLegal(grid) {
			return
		}
		if placed == p.Queens() {
			if len(res.solutions) == 0 {
				res.toFirst = res.attempts
			}
			res.solutions = append(res.solutions, gridBoard(grid))
			return
		}
		for i := first; i < p.Rows*p.Cols; i++ {
			r, c := i/p.Cols, i%p.Cols
			if grid[r][c] {
				continue
			}
			res.attempts++
			grid[r][c] = true
			place(placed+1, i+1)
			grid[r][c] = false
		}
	}
	place(len(p.Fixed), 0)
	slices.SortFunc(res.solutions, slices.Compare)
	return res
}

func gridLegal(grid [][]bool) bool {
	for r := range grid {
		for c := range grid[r] {
			if !grid[r][c] {
				continue
			}
			for _, d := range [][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}} {
				for y, x := r+d[0], c+d[1]; y >= 0 && y < len(grid) && x >= 0 && x < len(grid[r]); y, x = y+d[0], x+d[1] {
					if grid[y][x] {
						return false
					}
				}
			}
		}
	}
	return true
}

func gridBoard(grid [][]bool) board.Board {
	b := make(board.Board, len(grid))
	for r := range grid {
		b[r] = board.Empty
		for c, queen := range grid[r] {
			if queen {
				b[r] = c
			}
		}
	}
	return b
}

// TestInOrderAttemptsFormula checks the in-order count against a formula:
// every legal grid of fewer than q queens tries each square after its last
// queen, so the attempts are the sum over those grids of the squares after
// the last queen. The grids are found by going through every subset of the
// squares.
func TestInOrderAttemptsFormula(t *testing.T) {
	for _, p := range []board.Problem{board.SquareProblem(4), {Rows: 4, Cols: 5}, {Rows: 5, Cols: 4}, {Rows: 3, Cols: 6}} {
		squares := p.Rows * p.Cols
		var want uint64
		for set := uint64(0); set < 1<<squares; set++ {
			if bits.OnesCount64(set) < p.Queens() && independent(set, p.Cols) {
				last := bits.Len64(set) - 1 // -1 for the empty grid
				want += uint64(squares - 1 - last)
			}
		}
		if res := harnesstest.Run(t, Approach, p, harness.Options{}); res.Attempts != want {
			t.Errorf("%v: %d attempts in order, the formula gives %d", p, res.Attempts, want)
		}
	}
}

// independent reports whether no two of the squares in set, numbered row
// by row on a board of cols columns, attack each other.
func independent(set uint64, cols int) bool {
	var qs []board.Square
	for rest := set; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(rest)
		q := board.Square{Row: i / cols, Col: i % cols}
		if slices.ContainsFunc(qs, q.Attacks) {
			return false
		}
		qs = append(qs, q)
	}
	return true
}

func TestRectangles(t *testing.T) {
	for _, p := range []board.Problem{{Rows: 4, Cols: 6}, {Rows: 6, Cols: 4}, {Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}, {Rows: 1, Cols: 4}, {Rows: 7, Cols: 5}, {Rows: 5, Cols: 8}} {
		res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
		if want := bruteForce(p); !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: %d solutions, brute force finds %d", p, len(res.Boards), len(want))
		}
	}
}

// bruteForce lists the solutions of p in lexicographic order by trying
// every set of min(rows, cols) squares, in increasing order, and keeping
// those where no queen attacks another and every fixed queen stands.
func bruteForce(p board.Problem) []board.Board {
	var out []board.Board
	var chosen []board.Square
	var choose func(from int)
	choose = func(from int) {
		if len(chosen) == p.Queens() {
			b := make(board.Board, p.Rows)
			for r := range b {
				b[r] = board.Empty
			}
			for _, q := range chosen {
				b[q.Row] = q.Col
			}
			if independentSquares(chosen) && p.Keeps(b) {
				out = append(out, b)
			}
			return
		}
		for i := from; i < p.Rows*p.Cols; i++ {
			chosen = append(chosen, board.Square{Row: i / p.Cols, Col: i % p.Cols})
			choose(i + 1)
			chosen = chosen[:len(chosen)-1]
		}
	}
	choose(0)
	slices.SortFunc(out, slices.Compare)
	return out
}

func independentSquares(qs []board.Square) bool {
	for i, q := range qs {
		if slices.ContainsFunc(qs[:i], q.Attacks) {
			return false
		}
	}
	return true
}

func TestFixedQueens(t *testing.T) {
	all := harnesstest.Solutions(board.SquareProblem(8))
	for _, spec := range []string{"00400200", "10000000", "a1,b3", "d1,e8", "a2,h7", "b1,c4,h6"} {
		fixed, err := board.ParseFixed(spec, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		p := board.SquareProblem(8).WithFixed(fixed...)
		want := harnesstest.Keeping(all, p)

		res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
		if !slices.EqualFunc(res.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, res.Boards, want)
		}
	}
}

func TestGrid(t *testing.T) {
	g := NewGrid(3, 4)
	g.Put(board.Square{Row: 0, Col: 1})
	g.Put(board.Square{Row: 2, Col: 0})
	if !g.Legal() || g.Count() != 2 || !g.Has(board.Square{Row: 2, Col: 0}) || g.Board().String() != "1 - 0" {
		t.Errorf("after two queens: legal %v, count %d, board %v", g.Legal(), g.Count(), g.Board())
	}
	g.Put(board.Square{Row: 1, Col: 2}) // on a diagonal with the queen of row 0
	if g.Legal() {
		t.Errorf("queens on b1 and c2 share a diagonal, but Legal says yes")
	}
	g.Undo()
	if !g.Legal() || g.Has(board.Square{Row: 1, Col: 2}) || g.Count() != 2 {
		t.Errorf("after Undo: legal %v, count %d, board %v", g.Legal(), g.Count(), g.Board())
	}
}

func BenchmarkSolve8(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(8))
}

// TestTraceFollowsTheLegalityTest replays a trace on a grid of its own:
// every Place leaves the grid legal and every Conflict makes it illegal,
// and a Conflict names the first queen put on the grid, fixed queens
// first, that the tried square attacks.
func TestTraceFollowsTheLegalityTest(t *testing.T) {
	fixed := board.Square{Row: 1, Col: 3}
	p := board.Problem{Rows: 5, Cols: 6}.WithFixed(fixed)
	g := NewGrid(p.Rows, p.Cols)
	g.Put(fixed)
	res, err := harness.Trace(context.Background(), Approach, p, harness.Options{}, func(s harness.Step) bool {
		switch s.Kind {
		case harness.Place:
			g.Put(s.Square)
			if !g.Legal() {
				t.Errorf("place on %v leaves the grid illegal", s.Square)
			}
		case harness.Conflict:
			first := g.queens[slices.IndexFunc(g.queens, s.Square.Attacks)]
			g.Put(s.Square)
			if g.Legal() || s.With != first {
				t.Errorf("conflict on %v with %v; legal %v, the first queen it attacks is %v", s.Square, s.With, g.Legal(), first)
			}
			g.Undo()
		case harness.Backtrack:
			if last := g.queens[g.Count()-1]; last != s.Square {
				t.Errorf("backtrack lifts %v, but the queen put last is on %v", s.Square, last)
			}
			g.Undo()
		}
		return !t.Failed()
	})
	if err != nil || res.Attempts == 0 {
		t.Fatalf("%d attempts, error %v", res.Attempts, err)
	}
}
