//go:build exercise

package choose

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the combinations search built on your [Combinations], as the
// harness runs it. In the book's module this file, like every file of an
// exercise but the one you edit, builds only with the exercise tag (go
// test -tags exercise), so that the module builds before choose.go exists;
// a handout drops the tag.
var Approach = harness.Approach{
	Name:    "choose",
	Title:   "Every arrangement, on your Combinations",
	Source:  "exercise choose",
	Attempt: "one arrangement of n squares tested",
	MaxN:    6,
	Solve:   Solve,
}

// Solve numbers the squares row by row, square row*n + col, and tests
// every arrangement of n squares that [Combinations] lists: it yields the
// ones on which no two queens attack each other. One attempt is one
// arrangement tested.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	n := p.Rows
	return func(yield func(board.Board) bool) {
		for squares := range Combinations(n*n, n) {
			c.Inc()
			b, oneARow := onBoard(squares, n)
			if oneARow && p.Solves(b) && !yield(b) {
				return
			}
		}
	}
}

// onBoard writes the squares as a tuple. It reports false when two of
// them share a row, which a tuple cannot show and a solution never does.
func onBoard(squares []int, n int) (board.Board, bool) {
	b := make(board.Board, n)
	for row := range b {
		b[row] = board.Empty
	}
	for _, s := range squares {
		if b[s/n] != board.Empty {
			return nil, false
		}
		b[s/n] = s % n
	}
	return b, true
}
