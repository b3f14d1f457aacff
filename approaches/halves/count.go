package halves

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// MaxN is the largest board Count takes. Past it the diagonals the join
// compares (2n-2 of them on an even board, 2n-4 on an odd one) no longer
// fit the sieve's eight chunks of five, and the quadrant's table (the
// 10 x 10 square's 7,535,369 placements at n = 20 and 21, 60 MB) would
// soon outgrow the memory of a laptop.
const MaxN = 21

// Options tune a count. The zero Options count on every core, silently.
type Options struct {
	// Workers is how many goroutines count at once; 0 or less means one
	// per core (runtime.GOMAXPROCS).
	Workers int
	// Progress, when not nil, is called from Count's own goroutine at
	// most every [ProgressEvery] while the count runs, and once at its
	// end.
	Progress func(Progress)
}

// ProgressEvery is the longest Count waits between two progress reports.
const ProgressEvery = 250 * time.Millisecond

// Progress is a report on a running count.
type Progress struct {
	// Finished is how many of the Tasks have been joined.
	Finished, Tasks int
	// Attempts counts the attempts of the tasks finished and of the
	// table of placements.
	Attempts uint64
}

// Result is what a count found. Solutions, Attempts and Tasks are the same
// for any number of workers. A count that was interrupted has a partial
// result: Solutions and Attempts are then the sums over the tasks it
// finished, and which ones those are depends on the workers' timing (a
// count cancelled while it made the square's table has no Tasks yet).
type Result struct {
	// N is the side of the board.
	N int
	// Solutions counts every solution, the folded ones multiplied back.
	Solutions uint64
	// Attempts counts the queens placed while listing the quadrants'
	// placements, the pairs of placements compared while joining them
	// into half-boards, and the pairs of half-boards compared.
	Attempts uint64
	// Tasks is how many sets of east rows the count joins, Finished how
	// many of them it joined: all of them, unless it was interrupted.
	Tasks, Finished int
}

// Count counts the solutions of the n x n board, 1 <= n <= MaxN, by
// joining half-boards (see the package doc). It splits the work into
// tasks, one set of east rows each, and hands them to a pool of
// workers. When ctx is cancelled, the workers stop within a few
// milliseconds, and Count returns ctx's error with the partial result of
// the tasks finished; only the square's table is never interrupted, a
// third of a second at n = 20 and 21.
func Count(ctx context.Context, n int, opt Options) (Result, error) {
	if n < 1 || n > MaxN {
		return Result{}, fmt.Errorf("halves: n = %d is outside 1 to %d", n, MaxN)
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	c := &counter{progress: opt.Progress, last: time.Now()}
	stop := context.AfterFunc(ctx, func() { c.stopped.Store(true) })
	defer stop()
	q := newQuadrant(n/2, n-n/2)
	c.res = Result{N: n, Attempts: q.attempts}
	if c.stopped.Load() {
		return c.res, ctx.Err()
	}
	plans := starts(n)
	tasks := make([][]task, len(plans))
	for i := range plans {
		plans[i].rowSets(func(rows uint32, weight uint64) {
			tasks[i] = append(tasks[i], task{rows, weight})
		})
		c.res.Tasks += len(tasks[i])
	}
	ws := make([]*worker, workers)
	for i := range ws {
		ws[i] = &worker{stopped: &c.stopped}
	}

	// The starts one after the other; while the workers join the tasks
	// of one, this goroutine makes the tables of the next, in the other
	// half of spare.
	done := make(chan struct{})
	go func() {
		defer close(done)
		var spare [2][2][2]quadrant
		m := c.prepare(q, &plans[0], tasks[0], &spare[0])
		for i := range plans {
			if c.stopped.Load() {
				return
			}
			joined := c.join(m, tasks[i], ws)
			if i+1 < len(plans) {
				m = c.prepare(q, &plans[i+1], tasks[i+1], &spare[(i+1)%2])
			}
			joined.Wait()
		}
	}()
	if c.progress != nil {
		tick := time.NewTicker(ProgressEvery)
		defer tick.Stop()
		for running := true; running; {
			select {
			case <-done:
				running = false
			case <-tick.C:
				c.report(false)
			}
		}
	}
	<-done
	c.report(true)
	if c.stopped.Load() {
		return c.res, ctx.Err()
	}
	return c.res, nil
}

// prepare returns the halfMaker of a start, its tables in spare, and its
// cut diagonals chosen from the first of its tasks.
func (c *counter) prepare(q *quadrant, s *start, tasks []task, spare *[2][2]quadrant) *halfMaker {
	m := newHalfMaker(q, s, spare, &c.stopped)
	m.cuts = m.busiest(tasks[:min(len(tasks), sampleTasks)], &c.stopped)
	return m
}

// sampleTasks is how many tasks of a start [halfMaker.busiest] looks at.
const sampleTasks = 16

// A task is one set of east rows to join, and how many sets of rows it
// stands for under the start's folds.
type task struct {
	rows   uint32
	weight uint64
}

// A counter adds up the results of the workers.
type counter struct {
	stopped  atomic.Bool
	progress func(Progress)
	last     time.Time // the last progress report
	mu       sync.Mutex
	res      Result
}

// join starts the workers on the tasks of one start, and returns the
// WaitGroup that is done when they have joined them all (or stopped).
func (c *counter) join(m *halfMaker, tasks []task, ws []*worker) *sync.WaitGroup {
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, w := range ws[:min(len(ws), len(tasks))] {
		w.m = m
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || c.stopped.Load() {
					return
				}
				solutions, attempts, ok := w.join(tasks[i])
				if !ok {
					return
				}
				c.mu.Lock()
				c.res.Solutions += solutions
				c.res.Attempts += attempts
				c.res.Finished++
				c.mu.Unlock()
			}
		})
	}
	return &wg
}

// report calls the progress function, if any: at the end, or when
// ProgressEvery has passed since the last report.
func (c *counter) report(end bool) {
	if c.progress == nil || !end && time.Since(c.last) < ProgressEvery {
		return
	}
	c.last = time.Now()
	c.mu.Lock()
	p := Progress{Finished: c.res.Finished, Tasks: c.res.Tasks, Attempts: c.res.Attempts}
	c.mu.Unlock()
	c.progress(p)
}
