//go:build exercise

package diagonals

import (
	"iter"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the permutation filter built on your [Clash], as the harness
// runs it. In the book's module this file, like every file of an exercise
// but the one you edit, builds only with the exercise tag (go test -tags
// exercise), so that the module builds before diagonals.go exists; a
// handout drops the tag.
var Approach = harness.Approach{
	Name:       "diagonals",
	Title:      "Permutation filter on your Clash",
	Source:     "exercise diagonals",
	Attempt:    "one permutation tested on the diagonals",
	MaxN:       9,
	KeepsFixed: true,
	Solve:      Solve,
}

// Solve lists the boards with one queen in every row and every column and
// keeps those on which [Clash] finds no clash. One attempt is one call of
// Clash.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return permfilter.Filter(permfilter.Rooks(p), func(b board.Board) bool {
		c.Inc()
		row, _ := Clash(b)
		return row < 0
	})
}
