//go:build exercise

package forward

import (
	"iter"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is grid backtracking built on your [After], as the harness runs
// it. In the book's module this file, like every file of an exercise but
// the one you edit, builds only with the exercise tag (go test -tags
// exercise), so that the module builds before forward.go exists; a handout
// drops the tag.
var Approach = harness.Approach{
	Name:    "forward",
	Title:   "Grid backtracking on your After",
	Source:  "exercise forward",
	Attempt: "one test placement of a queen on an empty square",
	MaxN:    8,
	Solve:   Solve,
}

// Solve puts queens on a grid one at a time, testing the whole grid after
// each one and backing out of a grid on which two queens attack each
// other. Each next queen tries the empty squares in row-major order from
// the square [After] names, the one after the queen put last. One attempt
// is one queen put on an empty square.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		g := gridbacktrack.NewGrid(p.Rows, p.Cols)
		// place tries the next queen on every empty square from first
		// on, and reports false once the caller has had enough.
		var place func(first board.Square) bool
		place = func(first board.Square) bool {
			if !g.Legal() {
				return true
			}
			if g.Count() == p.Queens() {
				return yield(g.Board())
			}
			for s := max(first.Row*p.Cols+first.Col, 0); s < p.Rows*p.Cols; s++ {
				sq := board.Square{Row: s / p.Cols, Col: s % p.Cols}
				if g.Has(sq) {
					continue
				}
				c.Inc()
				g.Put(sq)
				ok := place(After(sq, p.Cols))
				g.Undo()
				if !ok {
					return false
				}
			}
			return true
		}
		place(board.Square{})
	}
}
