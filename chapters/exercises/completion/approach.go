//go:build exercise

package completion

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is a row-by-row search that completes the fixed queens with
// your [Allowed], as the harness runs it. In the book's module this file,
// like every file of an exercise but the one you edit, builds only with
// the exercise tag (go test -tags exercise), so that the module builds
// before completion.go exists; a handout drops the tag.
var Approach = harness.Approach{
	Name:       "completion",
	Title:      "Row-by-row completion on your Allowed",
	Source:     "exercise completion",
	Attempt:    "one call of Allowed",
	MaxN:       10,
	KeepsFixed: true,
	Solve:      Solve,
}

// Solve fills the rows from rank 1 up: it asks [Allowed] about every
// column of the next row and goes on from each column allowed. A full
// board is a completion of p's fixed queens. One call of Allowed is one
// attempt, as one call of conflict is in the book's tuple-state search.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		queens := make(board.Board, 0, p.Rows)
		var fill func() bool
		fill = func() bool {
			if len(queens) == p.Rows {
				return yield(slices.Clone(queens))
			}
			for col := range p.Cols {
				c.Inc()
				if !Allowed(p, queens, col) {
					continue
				}
				queens = append(queens, col)
				ok := fill()
				queens = queens[:len(queens)-1]
				if !ok {
					return false
				}
			}
			return true
		}
		fill()
	}
}
