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
	// tasks holds the row set of each task, 4 bytes a task (there are
	// 4.2 million at n = 21); its start and weight are worked out again
	// when it is joined.
	tasks []uint32
	// firstTask[s] is the index of start s's first task; its tasks run
	// on to firstTask[s+1], the last entry being the number of tasks.
	firstTask []int

	mu sync.Mutex
	// makers holds the tables of the starts being joined, by start.
	makers map[int]*startTables
	// idle keeps the buffers of the joins that ended for the next ones,
	// which need not grow them again.
	idle []*worker
}

// startTables are a start's tables and how many joins use them now.
type startTables struct {
	m    *halfMaker
	busy int
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
	p := &Plan{n: n, square: square, starts: starts(n, fixed...), makers: map[int]*startTables{}}
	// Count the tasks first, so that the list takes no more room than
	// it needs.
	p.firstTask = make([]int, len(p.starts)+1)
	for i := range p.starts {
		k := 0
		p.starts[i].rowSets(func(uint32, uint64) { k++ })
		p.firstTask[i+1] = p.firstTask[i] + k
	}
	p.tasks = make([]uint32, 0, p.firstTask[len(p.starts)])
	for i := range p.starts {
		p.starts[i].rowSets(func(rows uint32, _ uint64) { p.tasks = append(p.tasks, rows) })
	}
	return p, nil
}

// task returns task i and the index of its start.
func (p *Plan) task(i int) (int, task) {
	s := sort.Search(len(p.starts), func(s int) bool { return p.firstTask[s+1] > i })
	rows := p.tasks[i]
	return s, task{rows, p.starts[s].keep(rows)}
}

// Tasks returns how many tasks the plan holds, numbered from 0.
func (p *Plan) Tasks() int {
	return len(p.tasks)
}

// Task returns the rows that task i gives the east half's queens, from 0
// (rank 1) up, and how many sets of rows it stands for under the folds:
// itself and those of its images the count leaves out.
func (p *Plan) Task(i int) (rows []int, standsFor uint64) {
	_, t := p.task(i)
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

// A joiner joins one run of tasks after another, on one goroutine, with
// the same buffers and, while the runs stay within one start, the same
// tables. Runs of the small boards take a few tens of microseconds, so
// taking the buffers and the tables from the plan for each run, under
// its lock, would make two workers wait on each other.
type joiner struct {
	p *Plan
	w *worker
	// held is the start whose tables the joiner holds, or -1.
	held int
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
		start, t := p.task(i)
		if start != j.held {
			j.drop()
			m, ok := p.tables(ctx, start)
			if !ok {
				return 0, 0, false
			}
			j.held, w.m = start, m
		}
		s, a, ok := w.join(ctx, t)
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

// tables returns the tables of start s, made if need be, and marks them
// busy; ok is false when ctx was done while they were being made, which
// may leave them unfinished, so they are not kept.
//
// A start's tables take from a few to some tens of milliseconds to make.
// Other joins wait meanwhile, but the workers take the tasks in order, so
// that happens once a start.
func (p *Plan) tables(ctx context.Context, s int) (*halfMaker, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if st, ok := p.makers[s]; ok {
		st.busy++
		return st.m, true
	}
	for other, st := range p.makers {
		if st.busy == 0 {
			delete(p.makers, other)
		}
	}
	m := newHalfMaker(ctx, p.square, &p.starts[s])
	var sample []task
	for i := p.firstTask[s]; i < min(p.firstTask[s]+sampleTasks, p.firstTask[s+1]); i++ {
		_, t := p.task(i)
		sample = append(sample, t)
	}
	m.cuts = m.busiest(ctx, sample)
	if ctx.Err() != nil {
		return nil, false
	}
	p.makers[s] = &startTables{m: m, busy: 1}
	return m, true
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
