//go:build exercise

package permutations

import (
	"iter"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the permutation filter built on your [Permutations], as the
// harness runs it. In the book's module this file, like every file of an
// exercise but the one you edit, builds only with the exercise tag (go
// test -tags exercise), so that the module builds before permutations.go
// exists; a handout drops the tag.
var Approach = harness.Approach{
	Name:    "permutations",
	Title:   "Permutation filter on your Permutations",
	Source:  "exercise permutations",
	Attempt: "one permutation tested on the diagonals",
	MaxN:    9,
	Solve:   Solve,
}

// Solve reads every ordering of the columns 0..n-1 that [Permutations]
// yields as a board, row by row, and keeps the boards on which no two
// queens share a diagonal. One attempt is one permutation tested.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		columns := make([]int, p.Cols)
		for col := range columns {
			columns[col] = col
		}
		for perm := range Permutations(columns) {
			c.Inc()
			if b := board.Board(perm); permfilter.Valid(b) && !yield(b) {
				return
			}
		}
	}
}
