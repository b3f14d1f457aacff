package gridwritten

import (
	"iter"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach registers the grid search as the post's code runs it.
var Approach = harness.Approach{
	Name:       "gridwritten",
	Title:      "Backtracking on a grid, as the source's code runs it",
	Source:     "the grid-backtracking post, its code as written (its prose is gridbacktrack)",
	Attempt:    "one test placement of a queen on any empty square, up to the first solution",
	MaxN:       10,
	KeepsFixed: true,
	Shape:      harness.AnyRect,
	Traces:     true,
	FirstOnly:  true,
	Solve:      Solve,
}

// Solve runs the search as the post's code does: every empty square is
// tried for every queen, from the first square each time, and the search
// ends at the first solution, so it yields at most one board. Fixed
// queens start on the grid.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		g := gridbacktrack.NewGrid(p.Rows, p.Cols)
		for _, q := range p.Fixed {
			g.Put(q)
		}
		s := &searcher{grid: g, need: p.Queens(), c: c}
		if s.place() {
			yield(g.Board())
		}
	}
}

// searcher holds one run of the search.
type searcher struct {
	grid *gridbacktrack.Grid
	// need is the number of queens a solution holds.
	need int
	c    *harness.Counter
}

// place tests the grid; if it is legal and full it is a solution, and if
// it is legal but not full it tries the next queen on every empty square,
// row by row from the first, counting each placement as one attempt. It
// returns true as soon as the grid holds a solution, which it leaves on
// the grid, as the post's code does, and false when no placement led to
// one or the run was stopped. When a trace is watching, each placement is
// reported as a place or a conflict, and each legal queen as a backtrack
// when it is lifted.
func (s *searcher) place() (solved bool) {
	if s.c.Stopped() || !s.grid.Legal() {
		return false
	}
	if s.grid.Count() == s.need {
		return true
	}
	for row := range s.grid.Rows() {
		for col := range s.grid.Cols() {
			sq := board.Square{Row: row, Col: col}
			if s.grid.Has(sq) {
				continue
			}
			s.c.Inc()
			s.grid.Put(sq)
			legal := s.c.Tracing() && s.grid.TracePut(s.c)
			if s.place() {
				return true
			}
			s.grid.Undo()
			if s.c.Stopped() || legal && !s.grid.TraceLift(s.c, sq) {
				return false
			}
		}
	}
	return false
}
