package octal

import (
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// tally counts the boards [Solve] tests on the harness's counter. Adding
// to the counter is an atomic operation, which would cost more than many
// a test, so the tally counts in a plain field and adds the total in
// batches: before every solution, so that the counter is exact whenever
// the search yields, and every batch boards in between, which is also
// when it looks whether the run has been stopped. Under a trace every
// board is a batch of its own, shown to the trace as it is tested.
type tally struct {
	c *harness.Counter
	// boards counts the boards tested since the last batch was added.
	boards uint64
	// batch is how many boards make a batch.
	batch uint64
	// tracing says whether a trace watches the run.
	tracing bool
}

// stopCheck is how many boards make a batch without a trace: at some
// tens of nanoseconds a board, a look at the counter every few hundredths
// of a second.
const stopCheck = 1 << 20

// newTally returns a tally that counts on c.
func newTally(c *harness.Counter) *tally {
	t := &tally{c: c, batch: stopCheck, tracing: c.Tracing()}
	if t.tracing {
		t.batch = 1
	}
	return t
}

// tested counts the board b, which passed the test when safe is true, and
// reports whether the search may go on: false when the run has been
// stopped, and then b is not counted and the search must end without it.
// It is small enough to be inlined in the search's loop; the last board of
// a batch goes through [tally.settle].
func (t *tally) tested(b board.Board, safe bool) bool {
	if safe || t.boards+1 == t.batch {
		return t.settle(b, safe)
	}
	t.boards++
	return true
}

// settle counts the board b as the last of its batch, adds the batch to
// the counter and shows b to a trace, unless the run has been stopped
// since the batch before: then it adds the boards before b and reports
// that the search must end.
func (t *tally) settle(b board.Board, safe bool) bool {
	if t.c.Stopped() {
		t.flush()
		return false
	}
	t.boards++
	t.flush()
	if t.tracing {
		t.c.Step(harness.Tested(b, safe))
	}
	return true
}

// flush adds the boards counted since the last batch to the counter.
func (t *tally) flush() {
	t.c.Add(t.boards)
	t.boards = 0
}
