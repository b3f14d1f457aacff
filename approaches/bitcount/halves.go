package bitcount

import (
	"sync/atomic"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/halves"
)

// newHalvesPlan makes the plan of FoldHalves on the n x n board: its
// subproblems are runs of consecutive tasks of the join, so that the
// workers, the shards and the checkpoints share the join's row sets as
// they share the searches of the other folds.
func newHalvesPlan(n int) (*plan, error) {
	join, err := halves.NewPlan(n)
	if err != nil {
		return nil, err
	}
	pl := &plan{problem: board.SquareProblem(n), fold: FoldHalves}
	tasks := join.Tasks()
	run := (tasks + halvesSubproblems - 1) / halvesSubproblems
	for first := 0; first < tasks; first += run {
		pl.subs = append(pl.subs, halvesTasks{join, first, min(first+run, tasks)})
	}
	return pl, nil
}

// halvesSubproblems is the most subproblems a plan of FoldHalves makes.
// The join has a task for every row set it joins, 6,435 at n = 16 but
// 887,443 at n = 19, each a few milliseconds long; a checkpoint that
// kept them one by one would write tens of megabytes every second, so
// larger boards take runs of tasks, still short enough to share out.
const halvesSubproblems = 8192

// halvesTasks are the tasks first to end-1 of the join: for each, one set
// of rows for the east half's queens, of one start.
type halvesTasks struct {
	join       *halves.Plan
	first, end int
}

// count joins the tasks. Their attempts are told to the run when they
// end. The join finds no boards to visit.
func (sub halvesTasks) count(r *run, _ func(pos []uint32, weight uint64)) (tally, uint64, bool) {
	var stop *atomic.Bool
	if r != nil {
		stop = &r.stop
	}
	solutions, attempts, finished := sub.join.Join(sub.first, sub.end, stop)
	if !finished {
		return tally{}, 0, false
	}
	return tally{solutions: solutions, placed: attempts}, attempts, true
}
