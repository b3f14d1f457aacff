package gridbacktrack

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach registers grid backtracking with the harness: Solve places the
// queens in order, as the source's prose describes. Package gridwritten
// registers the search as the source's code runs it.
var Approach = harness.Approach{
	Name:       "gridbacktrack",
	Title:      "Backtracking on a grid of booleans",
	Source:     "the grid-backtracking post, as its prose describes it: a grid that bails out early",
	Attempt:    "one test placement of a queen on an empty square",
	MaxN:       10,
	KeepsFixed: true,
	Shape:      harness.AnyRect,
	Traces:     true,
	Solve:      Solve,
}

// Solve yields every solution of p exactly once: it puts each next queen on
// a later square, in row-major order, than the queen before it, so no set
// of squares is reached twice. On boards with a queen in every row the
// solutions come out in lexicographic order. Fixed queens start on the
// grid.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		g := NewGrid(p.Rows, p.Cols)
		for _, q := range p.Fixed {
			g.Put(q)
		}
		s := &searcher{grid: g, need: p.Queens(), c: c, yield: yield}
		s.place(board.Square{})
	}
}

// searcher holds one run of the search.
type searcher struct {
	grid *Grid
	// need is the number of queens a solution holds.
	need  int
	c     *harness.Counter
	yield func(board.Board) bool
}

// place tests the grid; if it is legal and full it yields it, and if it is
// legal but not full it tries the next queen on every empty square from
// first on, counting each placement as one attempt. It returns false when
// the search must stop; a trace hears of each placement and lift.
func (s *searcher) place(first board.Square) bool {
	if s.c.Stopped() {
		return false
	}
	if !s.grid.Legal() {
		return true
	}
	if s.grid.Count() == s.need {
		return s.yield(s.grid.Board())
	}
	for sq := first; sq.Row < s.grid.Rows(); sq = s.after(sq) {
		if s.grid.Has(sq) {
			continue
		}
		s.c.Inc()
		s.grid.Put(sq)
		legal := s.c.Tracing() && s.grid.TracePut(s.c)
		ok := s.place(s.after(sq))
		s.grid.Undo()
		if !ok {
			return false
		}
		if legal && !s.grid.TraceLift(s.c, sq) {
			return false
		}
	}
	return true
}

// after returns the square that follows sq in row-major order: the next
// one along the row, or the first of the next row.
func (s *searcher) after(sq board.Square) board.Square {
	if sq.Col+1 < s.grid.Cols() {
		return board.Square{Row: sq.Row, Col: sq.Col + 1}
	}
	return board.Square{Row: sq.Row + 1}
}
