//go:build exercise

package conflict

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the tuple-state generator built on your [Attacker], as the
// harness runs it. In the book's module this file, like every file of an
// exercise but the one you edit, builds only with the exercise tag (go
// test -tags exercise), so that the module builds before conflict.go
// exists; a handout drops the tag.
var Approach = harness.Approach{
	Name:    "conflict",
	Title:   "Tuple-state generator on your Attacker",
	Source:  "exercise conflict",
	Attempt: "one call of Attacker",
	MaxN:    10,
	Solve:   Solve,
}

// Solve places the queens row by row: it tries every column of the next
// row, asks [Attacker] about it, and goes on from each column that no
// queen attacks with a longer tuple. A full tuple is a solution. One
// attempt is one call of Attacker, where the book's generator calls
// conflict.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	n := p.Rows
	return func(yield func(board.Board) bool) {
		// extend yields every solution that starts with state, and
		// reports false once the caller has had enough. Each longer
		// tuple is a new slice, since state is full to its capacity.
		var extend func(state []int) bool
		extend = func(state []int) bool {
			if len(state) == n {
				return yield(board.Board(state))
			}
			for x := range n {
				c.Inc()
				if Attacker(state, x) < 0 && !extend(append(state[:len(state):len(state)], x)) {
					return false
				}
			}
			return true
		}
		extend(nil)
	}
}
