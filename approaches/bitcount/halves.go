package bitcount

import (
	"sync/atomic"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/halves"
)

// newHalvesPlan makes the plan of FoldHalves on the n x n board: one
// subproblem a task of the join, so that the workers, the shards and the
// checkpoints share the join's row sets as they share the searches of the
// other folds.
func newHalvesPlan(n int) (*plan, error) {
	join, err := halves.NewPlan(n)
	if err != nil {
		return nil, err
	}
	pl := &plan{problem: board.SquareProblem(n), fold: FoldHalves}
	for i := range join.Tasks() {
		pl.subs = append(pl.subs, halvesTask{join, i})
	}
	return pl, nil
}

// A halvesTask is one task of the join: one set of rows for the east
// half's queens, of one start.
type halvesTask struct {
	join *halves.Plan
	i    int
}

// count joins the task. Its attempts are told to the run when it ends:
// a task takes milliseconds. The join finds no boards to visit.
func (t halvesTask) count(r *run, _ func(pos []uint32, weight uint64)) (tally, uint64, bool) {
	var stop *atomic.Bool
	if r != nil {
		stop = &r.stop
	}
	solutions, attempts, finished := t.join.Join(t.i, stop)
	if !finished {
		return tally{}, 0, false
	}
	return tally{solutions: solutions, placed: attempts}, attempts, true
}
