package permfilter

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// counted returns test counting each board it tests as one attempt on c.
// When a trace watches the run, it also shows the trace each board,
// accepted or rejected (see [harness.Tested]).
func counted(test func(board.Board) bool, c *harness.Counter) func(board.Board) bool {
	return func(b board.Board) bool {
		c.Inc()
		passed := test(b)
		if c.Tracing() {
			c.Step(harness.Tested(b, passed))
		}
		return passed
	}
}

// untilStopped yields the boards of seq until c is stopped, when a trace
// watches the run: the trace may have had enough after any board, and
// neither [Rooks] nor [Filter] knows of the counter. Without a trace it
// returns seq itself, since the whole run takes a few seconds at most.
func untilStopped(seq iter.Seq[board.Board], c *harness.Counter) iter.Seq[board.Board] {
	if !c.Tracing() {
		return seq
	}
	return func(yield func(board.Board) bool) {
		for b := range seq {
			if c.Stopped() || !yield(b) {
				return
			}
		}
	}
}
