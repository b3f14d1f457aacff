package halves

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/queensbook/queens/puzzle/board"
)

// MaxN is the largest board a Plan takes. Past it a north quadrant's sums
// would outgrow the 32 bits they have: at n = 23 they reach bit 32. The
// sieve would not stop it, nor the table: the 11 x 11 square of n = 22
// and 23 has 66.8 million placements, of which the table stores 9.0
// million, 78 MB with its index.
const MaxN = 22

// A Plan is the count of one board cut into tasks, one row set of one
// start each (see the package doc), that can be joined in any order, by
// any number of goroutines at once, in this process or another: [Method]
// has package count join them on every core, in shards and with
// checkpoints, and [Count] joins them one after the other.
//
// The tasks of one start share its tables, which the plan makes when the
// first of them is joined and drops once none of them is being joined and
// a later start's are made, so that only the starts being joined take
// memory. Joined in order, as the workers of package count take them,
// the tasks make each start's tables once.
type Plan struct {
	n      int
	square *quadrant
	starts []start
	// firstTask[s] is the index of start s's first task; its tasks run
	// on to firstTask[s+1], the last entry being the number of tasks.
	// A start's tasks are listed with its tables (see [startTables]),
	// not all at once: n = 21 has 4.2 million, 16 MiB of row sets.
	firstTask []int

	mu sync.Mutex
	// makers holds the tables of the starts being joined, by start.
	makers map[int]*startTables
	// listed holds the task list of one start, listed for Task.
	listed      []uint32
	listedStart int
	// idle keeps the buffers of the joins that ended for the next ones,
	// which need not grow them again.
	idle []*worker
}

// startTables are a start's tables, the row sets of its tasks, and how
// many joins use them now.
type startTables struct {
	m     *halfMaker
	tasks []uint32
	busy  int
}

// NewPlan lists the tasks of the n x n board, 1 <= n <= MaxN, with the
// fixed queens given, if any, and makes the table of the square's
// placements, which every task uses. At n = 21 the table takes under a
// second to make and 10 MB, at n = 22 four seconds and 78 MB; if ctx is
// done meanwhile, NewPlan gives up and returns ctx's error. Fixed queens
// that attack each other leave the plan without a task: they are in no
// solution.
func NewPlan(ctx context.Context, n int, fixed ...board.Square) (*Plan, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("the join counts boards of 1 to %d squares a side, not %d", MaxN, n)
	}
	for _, q := range fixed {
		if q.Row < 0 || q.Row >= n || q.Col < 0 || q.Col >= n {
			return nil, fmt.Errorf("fixed queen %v is off the %d x %d board", q, n, n)
		}
	}
	square := newQuadrant(ctx, n/2, n-n/2)
	if err := ctx.Err(); err != nil {
		return nil, err // the table is unfinished
	}
	p := &Plan{n: n, square: square, starts: starts(n, fixed...), makers: map[int]*startTables{}, listedStart: -1}
	p.firstTask = make([]int, len(p.starts)+1)
	for i := range p.starts {
		k := 0
		p.starts[i].rowSets(func(uint32, uint64) { k++ })
		p.firstTask[i+1] = p.firstTask[i] + k
	}
	return p, nil
}

// startOf returns the index of the start of task i.
func (p *Plan) startOf(i int) int {
	return sort.Search(len(p.starts), func(s int) bool { return p.firstTask[s+1] > i })
}

// taskList lists the row sets of the tasks of start s, in the order of
// their numbers.
func (p *Plan) taskList(s int) []uint32 {
	list := make([]uint32, 0, p.firstTask[s+1]-p.firstTask[s])
	p.starts[s].rowSets(func(rows uint32, _ uint64) { list = append(list, rows) })
	return list
}

// Tasks returns how many tasks the plan holds, numbered from 0.
func (p *Plan) Tasks() int {
	return p.firstTask[len(p.starts)]
}

// Task returns the rows that task i gives the east half's queens, from 0
// (rank 1) up, and how many sets of rows it stands for under the folds:
// itself and those of its images the count leaves out.
func (p *Plan) Task(i int) (rows []int, standsFor uint64) {
	s := p.startOf(i)
	p.mu.Lock()
	if p.listedStart != s {
		p.listed, p.listedStart = p.taskList(s), s
	}
	t := task{p.listed[i-p.firstTask[s]], 0}
	p.mu.Unlock()
	t.weight = p.starts[s].keep(t.rows)
	for r := range p.n {
		if t.rows&(1<<r) != 0 {
			rows = append(rows, r)
		}
	}
	return rows, t.weight
}

// Join counts the tasks first to end-1: the solutions their pairs of
// half-boards stand for, under the folds, and their attempts. The
// attempts of task 0 include the queens placed while making the square's
// table, so that the attempts of all the tasks add up to those of the
// whole count. Once ctx is done, Join gives up within a few milliseconds
// and reports finished false; its numbers are then of no use.
//
// Join holds a start's tables from its first task of that start to its
// last, so that the workers, which take their runs of tasks in order,
// never drop tables that another run is about to use.
func (p *Plan) Join(ctx context.Context, first, end int) (solutions, attempts uint64, finished bool) {
	j := p.joiner()
	defer j.close()
	return j.join(ctx, first, end)
}

// A joiner joins the tasks of one run on one goroutine, with buffers
// that a join before it left and, while the tasks stay within one start,
// the same tables. Taking them from the plan, under its lock, for each
// run and not for each task costs nothing measurable: runs of eight
// tasks or more at n = 13 and 15 took the same time as when each
// goroutine kept its own joiner from run to run (farm-bench, medians of
// 15 and 21 counts).
type joiner struct {
	p *Plan
	w *worker
	// held is the start whose tables the joiner holds, or -1, and
	// tasks the row sets of its tasks.
	held  int
	tasks []uint32
}

// joiner returns a joiner with the buffers of a join that ended, or new
// ones. It must be closed.
func (p *Plan) joiner() *joiner {
	return &joiner{p: p, w: p.worker(), held: -1}
}

// close gives back the joiner's tables and buffers.
func (j *joiner) close() {
	j.drop()
	j.p.putWorker(j.w)
}

// drop gives back the tables the joiner holds, if any.
func (j *joiner) drop() {
	if j.held >= 0 {
		j.p.release(j.held)
		j.held = -1
	}
}

// join is [Plan.Join] on the joiner's buffers.
func (j *joiner) join(ctx context.Context, first, end int) (solutions, attempts uint64, finished bool) {
	p, w := j.p, j.w
	for i := first; i < end; i++ {
		start := p.startOf(i)
		if start != j.held {
			j.drop()
			st, ok := p.tables(ctx, start)
			if !ok {
				return 0, 0, false
			}
			j.held, j.tasks, w.m = start, st.tasks, st.m
		}
		rows := j.tasks[i-p.firstTask[start]]
		s, a, ok := w.join(ctx, task{rows, p.starts[start].keep(rows)})
		if !ok {
			return 0, 0, false
		}
		solutions += s
		attempts += a
		if i == 0 {
			attempts += p.square.attempts
		}
	}
	return solutions, attempts, true
}

// tables returns the tables of start s, and the row sets of its tasks,
// made if need be, and marks them busy; ok is false when ctx was done while they were being made, which
// may leave them unfinished, so they are not kept.
//
// A start's tables take from a few to some tens of milliseconds to make.
// Other joins wait meanwhile, but the workers take the tasks in order, so
// that happens once a start.
func (p *Plan) tables(ctx context.Context, s int) (*startTables, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if st, ok := p.makers[s]; ok {
		st.busy++
		return st, true
	}
	for other, st := range p.makers {
		if st.busy == 0 {
			delete(p.makers, other)
		}
	}
	m := newHalfMaker(ctx, p.square, &p.starts[s])
	tasks := p.taskList(s)
	var sample []task
	for _, rows := range tasks[:min(sampleTasks, len(tasks))] {
		sample = append(sample, task{rows, p.starts[s].keep(rows)})
	}
	m.cuts = m.busiest(ctx, sample)
	if ctx.Err() != nil {
		return nil, false
	}
	st := &startTables{m: m, tasks: tasks, busy: 1}
	p.makers[s] = st
	return st, true
}

// worker returns the buffers of a join that ended, or new ones.
func (p *Plan) worker() *worker {
	p.mu.Lock()
	defer p.mu.Unlock()
	k := len(p.idle)
	if k == 0 {
		return new(worker)
	}
	w := p.idle[k-1]
	p.idle = p.idle[:k-1]
	return w
}

// putWorker takes back the buffers of a join that ended.
func (p *Plan) putWorker(w *worker) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.idle = append(p.idle, w)
}

// release marks one use of start s's tables done, and drops them when
// none is left and a later start's are made.
func (p *Plan) release(s int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := p.makers[s]
	st.busy--
	if st.busy > 0 {
		return
	}
	for other := range p.makers {
		if other > s {
			delete(p.makers, s)
			return
		}
	}
}

// sampleTasks is how many tasks of a start [halfMaker.busiest] looks at.
const sampleTasks = 16

// A task is one set of east rows to join, and how many sets of rows it
// stands for under the start's folds.
type task struct {
	rows   uint32
	weight uint64
}

// Result is what [Count] found.
type Result struct {
	// N is the side of the board.
	N int
	// Solutions counts every solution, the folded ones multiplied back.
	Solutions uint64
	// Attempts counts the queens placed while listing the square's
	// placements, the pairs of placements compared while joining them
	// into half-boards, and the pairs of half-boards compared.
	Attempts uint64
	// Tasks is how many row sets the count joined.
	Tasks int
}

// Count counts the solutions of the n x n board, 1 <= n <= MaxN, by
// joining half-boards, one task after the other on the calling
// goroutine: the plainest way to run a [Plan].
func Count(n int) (Result, error) {
	p, err := NewPlan(context.Background(), n)
	if err != nil {
		return Result{}, err
	}
	res := Result{N: n, Tasks: p.Tasks()}
	res.Solutions, res.Attempts, _ = p.Join(context.Background(), 0, p.Tasks())
	return res, nil
}
