//go:build exercise

package masks

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is a bit-mask search built on your [Attacked], as the harness
// runs it. In the book's module this file, like every file of an exercise
// but the one you edit, builds only with the exercise tag (go test -tags
// exercise), so that the module builds before masks.go exists; a handout
// drops the tag.
var Approach = harness.Approach{
	Name:    "masks",
	Title:   "Bit-mask search on your Attacked",
	Source:  "exercise masks",
	Attempt: "one queen placed on a square no earlier queen attacks",
	MaxN:    12,
	Solve:   Solve,
}

// Solve fills the board row by row, as the book's bit-mask search does.
// The free squares of a row are the n columns that [Attacked] leaves out,
// and the search places a queen on each in turn, the lowest bit first, so
// the solutions come in lexicographic order. One attempt is one queen
// placed.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	n := p.Rows
	return func(yield func(board.Board) bool) {
		queens := make(board.Board, 0, n)
		// place yields every solution that starts with queens, and
		// reports false once the caller has had enough.
		var place func() bool
		place = func() bool {
			if len(queens) == n {
				return yield(slices.Clone(queens))
			}
			for free := bitboard.Everything(n) &^ Attacked(queens, n); free != 0; free &= free - 1 {
				c.Inc()
				queens = append(queens, bitboard.Column(free&-free))
				if !place() {
					return false
				}
				queens = queens[:len(queens)-1]
			}
			return true
		}
		place()
	}
}
