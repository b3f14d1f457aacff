package harness

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
)

// Shape says which boards an approach takes.
type Shape int

const (
	// SquareOnly approaches take n x n boards only.
	SquareOnly Shape = iota
	// Wide approaches put a queen in every row, so they solve boards with
	// at most as many rows as columns themselves. [Run] turns a tall board
	// on its side for them: it solves the transposed board, which is wide,
	// and transposes each solution back.
	Wide
	// AnyRect approaches take every rows x cols board as it is.
	AnyRect
)

// searchFor returns solve wrapped in what the harness adds for a: it
// keeps fixed queens by filtering when a cannot keep them itself, and it
// turns tall boards on their side when a only solves wide ones. Each of
// these adapters also adapts the steps the search reports to a trace, so
// that the trace shows the board that was asked for.
func searchFor(a Approach, solve SolveFunc) SolveFunc {
	if !a.KeepsFixed {
		solve = keepingFixed(solve)
	}
	if a.Shape == Wide {
		solve = sideways(solve)
	}
	return solve
}

// keepingFixed lets a search that knows nothing of fixed queens honour
// them: it solves the board without them, and only the completions that
// keep them are passed on. Its attempts count the whole search, which is
// the honest price of not knowing about them. A trace sees every step of
// that search, but a Solution step only for a completion passed on.
func keepingFixed(solve SolveFunc) SolveFunc {
	return func(p board.Problem, c *Counter) iter.Seq[board.Board] {
		if len(p.Fixed) == 0 {
			return solve(p, c)
		}
		free := board.Problem{Rows: p.Rows, Cols: p.Cols}
		return func(yield func(board.Board) bool) {
			restore := c.relaySteps(func(s Step) (Step, bool) {
				return s, s.Kind != Solution || p.Keeps(s.Board)
			})
			defer restore()
			for b := range solve(free, c) {
				if p.Keeps(b) && !yield(b) {
					return
				}
			}
		}
	}
}

// sideways lets a search that puts a queen in every row solve a tall
// board. Reflecting a board in its main diagonal swaps rows and columns
// and maps diagonals to diagonals, so the solutions of the tall board are
// the reflections of those of the wide one. The attempts are those of the
// wide search, and the first solution is the first it finds. A trace sees
// the steps of the wide search reflected back, on the tall board.
func sideways(solve SolveFunc) SolveFunc {
	return func(p board.Problem, c *Counter) iter.Seq[board.Board] {
		if p.Rows <= p.Cols {
			return solve(p, c)
		}
		return func(yield func(board.Board) bool) {
			restore := c.relaySteps(func(s Step) (Step, bool) {
				return transposeStep(s, p.Rows), true
			})
			defer restore()
			for b := range solve(transpose(p), c) {
				if !yield(transposeBoard(b, p.Rows)) {
					return
				}
			}
		}
	}
}

// transpose returns p reflected in its main diagonal: rows become
// columns, and a fixed queen on rank r of file f moves to rank f of file r.
func transpose(p board.Problem) board.Problem {
	fixed := make([]board.Square, len(p.Fixed))
	for i, q := range p.Fixed {
		fixed[i] = transposeSquare(q)
	}
	return board.Problem{Rows: p.Cols, Cols: p.Rows}.WithFixed(fixed...)
}

// transposeStep reflects the step s of a search on a board whose rows are
// width squares wide in its main diagonal: its squares and its board. A
// candidate tested whole becomes a set of squares ([Step.Squares]), since
// two of its queens on one column, as the octal counter's may be, land on
// one row, which a board cannot show.
func transposeStep(s Step, width int) Step {
	s.Square, s.With = transposeSquare(s.Square), transposeSquare(s.With)
	if s.Kind == Accept || s.Kind == Reject {
		queens := s.Queens()
		s.Board, s.Squares = nil, make([]board.Square, len(queens))
		for i, q := range queens {
			s.Squares[i] = transposeSquare(q)
		}
		return s
	}
	s.Board = transposeBoard(s.Board, width)
	return s
}

// transposeSquare reflects q in the main diagonal: rank r of file f moves
// to rank f of file r.
func transposeSquare(q board.Square) board.Square {
	return board.Square{Row: q.Col, Col: q.Row}
}

// transposeBoard reflects the board b, whose rows are width squares wide,
// in its main diagonal: the queen of row r in column c moves to row c,
// column r. Rows of the result that receive no queen are [board.Empty].
func transposeBoard(b board.Board, width int) board.Board {
	out := make(board.Board, width)
	for row := range out {
		out[row] = board.Empty
	}
	for row, col := range b {
		if col != board.Empty {
			out[col] = row
		}
	}
	return out
}
