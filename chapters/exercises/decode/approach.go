//go:build exercise

package decode

import (
	"iter"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the octal counter built on your [Decode], as the harness
// runs it. In the book's module this file, like every file of an exercise
// but the one you edit, builds only with the exercise tag (go test -tags
// exercise), so that the module builds before decode.go exists; a handout
// drops the tag.
var Approach = harness.Approach{
	Name:       "decode",
	Title:      "Octal counter on your Decode",
	Source:     "exercise decode",
	Attempt:    "one board of the n^n tested",
	MaxN:       8,
	KeepsFixed: true,
	Shape:      harness.Wide,
	Solve:      Solve,
}

// Solve counts from 0 to one less than the number of boards of p (n^n
// on a plain n x n board), turns each number into a board with [Decode]
// and yields the boards on which no two queens attack each other. One
// attempt is one board tested.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		for i := range octal.Boards(p) {
			c.Inc()
			if b := Decode(i, p); octal.Safe(b) && !yield(b) {
				return
			}
		}
	}
}
