package permfilter

import (
	"iter"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// untilStopped yields the boards of seq until c is stopped. A trace may
// have had enough after any board, and neither [Rooks] nor [Filter] knows
// of the counter; without a trace the whole run takes a few seconds at
// most, so Solve does not ask.
func untilStopped(seq iter.Seq[board.Board], c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		for b := range seq {
			if c.Stopped() || !yield(b) {
				return
			}
		}
	}
}
