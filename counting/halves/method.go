package halves

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/symmetric"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// Method is the join of halves as a method of package count, which joins
// the tasks of a [Plan] on every core, in shards and with checkpoints.
// It counts the solutions of a board of at most MaxN squares a side,
// with fixed queens or without. It is a [count.Burnside] method: on an
// empty board the join counts every solution, and the count of the
// solutions that the turns of the board keep, by package symmetric,
// makes the whole total into the fundamental count.
type Method struct{}

// Name returns "halves", as the command line spells it.
func (Method) Name() string { return "halves" }

// About says that the attempts are of three kinds, queens placed and two
// kinds of pairs compared, whose mix changes from side to side, so that
// they do not say how long a count takes (an attempt cost nine times
// more at n = 15 than at 17), and that the method counts the fundamental
// solutions.
func (Method) About() count.About {
	return count.About{Attempts: "queens placed and pairs compared", Unique: true}
}

// Fundamental returns the number of fundamental solutions of the empty
// n x n board, which has total solutions, by Burnside's lemma, and the
// attempts of the count of the symmetric solutions, which are queens
// placed with their images (see package symmetric): the whole count's
// attempts add them to those of the join.
func (Method) Fundamental(n int, total uint64) (unique, attempts uint64, err error) {
	c := symmetric.Count(n)
	unique, err = c.Fundamental(total)
	return unique, c.Attempts, err
}

// Check refuses a board past MaxN. Fixed queens are placed before the
// join, which then folds no symmetry.
func (m Method) Check(p board.Problem) error {
	if p.Rows > MaxN {
		return fmt.Errorf("fold %s joins boards of at most %d x %d, not %d x %d: count it with fold constellations", m.Name(), MaxN, MaxN, p.Rows, p.Rows)
	}
	return nil
}

// Plan makes the plan of the join and cuts it into runs of consecutive
// tasks (see [runLength]).
func (Method) Plan(ctx context.Context, p board.Problem) (count.Plan, error) {
	join, err := NewPlan(ctx, p.Rows, p.Fixed...)
	if err != nil {
		return nil, err
	}
	return runs{join, runLength(join.Tasks())}, nil
}

// runLength returns how many tasks each run of a plan of so many tasks
// holds: enough to make about shareRuns runs, but from minRun to fullRun
// tasks, and more when runs of fullRun would make more than maxRuns. It
// is never 0, also for a plan without a task (fixed queens can leave no
// start).
func runLength(tasks int) int {
	length := min(max((tasks+shareRuns-1)/shareRuns, minRun), fullRun)
	return max(length, (tasks+maxRuns-1)/maxRuns)
}

// shareRuns is how many runs a plan makes when its tasks allow, so that
// the runs share out evenly among many cores, and that the shards of a
// count made on several machines each get many of them.
const shareRuns = 256

// minRun and fullRun are the fewest and the most tasks a run holds while
// the plan makes no more than maxRuns. The tasks of the small boards
// take a few microseconds each, about as long as handing a run out and
// taking its tally back, which is when the workers wait on each other: at
// n = 13, runs of one task took a count on two workers 1.2 times the CPU
// of runs of eight (farm-bench), and at n = 15, whose 36,926 tasks take
// about 4 microseconds each, runs of 64 instead of eight took a count on
// two workers from 0.99 to 1.16 of the constellations' time to 0.82 to
// 0.85 (medians of 15 counts in one process, alternated with the
// constellations', three times).
const (
	minRun  = 8
	fullRun = 64
)

// maxRuns is the most runs of tasks the plan of Method makes. The join
// has a task for every row set it joins, 6,435 at n = 16 but 887,443 at
// n = 19; a checkpoint that kept them one by one would write tens of
// megabytes every second, so larger boards take longer runs.
const maxRuns = 8192

// runs is the plan of Method: the join's tasks in runs of length tasks,
// the last one shorter, each a task of package count.
type runs struct {
	join  *Plan
	tasks int
}

// Split says that the plan fills no rows, as the names of the plans of
// this count have always said, and how many runs it makes.
func (r runs) Split() string {
	return fmt.Sprintf("0 rows, %d subproblems", r.Tasks())
}

// Tasks returns how many runs the plan holds.
func (r runs) Tasks() int {
	return (r.join.Tasks() + r.tasks - 1) / r.tasks
}

// Count joins the runs that w hands out. A run tells w of its attempts
// when it ends. Each run takes buffers and tables from the plan and gives
// them back when it ends, so that a count on many more workers than cores
// keeps only the buffers of the runs being joined, not of every worker:
// at n = 22 they take megabytes each.
func (r runs) Count(ctx context.Context, w count.Worker) {
	for {
		i, ok := w.Next()
		if !ok {
			return
		}
		first := i * r.tasks
		solutions, attempts, finished := r.join.Join(ctx, first, min(first+r.tasks, r.join.Tasks()))
		if !finished {
			return
		}
		w.Attempted(attempts)
		w.Done(i, count.Tally{Solutions: solutions, Attempts: attempts})
	}
}
