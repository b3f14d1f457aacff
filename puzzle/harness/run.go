package harness

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/queensbook/queens/puzzle/board"
)

// Options tune one run.
type Options struct {
	// First stops the search at its first solution.
	First bool
	// Keep keeps every solution in Result.Boards, sorted; otherwise only
	// the count and the first solution are kept, and memory stays flat.
	Keep bool
	// Progress, when not nil, is called about five times a second from
	// another goroutine with the attempts counted so far.
	Progress func(attempts uint64)
}

// Result is what one run of one approach measured.
type Result struct {
	Approach string
	Problem  board.Problem
	// Solutions is how many solutions the run found.
	Solutions int
	// First is the first solution in the approach's search order, or nil.
	First board.Board
	// Boards holds every solution in lexicographic order when Options.Keep
	// was set.
	Boards []board.Board
	// AttemptsToFirst is the attempts made up to and including the one
	// that found the first solution; Attempts counts the whole run.
	AttemptsToFirst, Attempts uint64
	// TimeToFirst and Time are the matching wall-clock times.
	TimeToFirst, Time time.Duration
	// Workers is how many cores the run kept busy: runtime.GOMAXPROCS(0)
	// for an [Approach.Parallel] approach, 1 otherwise (0 reads as 1).
	Workers int
	// Stopped is true when the run was cancelled before it finished.
	Stopped bool
}

// NsPerAttempt returns what one attempt costs one core, in nanoseconds:
// the wall time of the run times its [Result.Workers], over its attempts.
// On one core that is the plain average. A parallel run shares its wall
// time among its workers, and its plain average would flatter it by their
// number; charging every worker the whole wall time compares like with
// like. CPU time would be the other honest measure, but Go has no portable
// way to read it for one run (getrusage is Unix-only and counts the whole
// process), and wall time x workers never flatters: a worker that waits
// is charged too.
func (r Result) NsPerAttempt() float64 {
	if r.Attempts == 0 {
		return 0
	}
	return wallNsPerAttempt(r) * float64(max(r.Workers, 1))
}

// wallNsPerAttempt returns the wall time of the run over its attempts, in
// nanoseconds: what an attempt adds to the run's time, which is what a
// forecast of the run's time needs.
func wallNsPerAttempt(r Result) float64 {
	if r.Attempts == 0 {
		return 0
	}
	return float64(r.Time.Nanoseconds()) / float64(r.Attempts)
}

// Run solves p with a and measures it. It keeps fixed queens for an
// approach that does not, and turns a tall board on its side for a [Wide]
// one (see [Shape]). It returns an [*UnsupportedError]
// when a does not take p, an error when p itself is invalid or when a
// yields a board that is not a solution, and ctx's error (with the partial
// result) when ctx is cancelled.
func Run(ctx context.Context, a Approach, p board.Problem, opt Options) (Result, error) {
	return run(ctx, a, p, opt, nil)
}

// run is [Run], with the trace t watching the search when t is not nil.
func run(ctx context.Context, a Approach, p board.Problem, opt Options, t *tracer) (Result, error) {
	res := Result{Approach: a.Name, Problem: p, Workers: 1}
	if a.Parallel {
		res.Workers = runtime.GOMAXPROCS(0)
	}
	if err := p.Validate(); err != nil {
		return res, err
	}
	if err := a.Supports(p); err != nil {
		return res, err
	}

	// The search stops when ctx is cancelled, or when a trace cancels
	// the run's own context, which is not an error of the run.
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	c := Counter{ctx: runCtx}
	solve := a.Solve
	if t != nil {
		solve = t.follow(&c, stop, solve)
	}
	stopWatch := watch(&c, opt.Progress)
	defer stopWatch()

	start := time.Now()
	for b := range searchFor(a, solve)(p, &c) {
		if !p.Solves(b) {
			// The attempts so far go with the error, so that a trace,
			// which checks them, says what went wrong: the board.
			res.Attempts = c.Count()
			return res, fmt.Errorf("%s yielded %v, which is not a solution of %v", a.Name, b, p)
		}
		res.Solutions++
		if res.Solutions == 1 {
			res.First = slices.Clone(b)
			res.AttemptsToFirst = c.Count()
			res.TimeToFirst = time.Since(start)
		}
		if opt.Keep {
			res.Boards = append(res.Boards, slices.Clone(b))
		}
		if opt.First || ctx.Err() != nil {
			break
		}
	}
	res.Time = time.Since(start)
	res.Attempts = c.Count()
	slices.SortFunc(res.Boards, slices.Compare)
	if err := ctx.Err(); err != nil {
		res.Stopped = true
		return res, err
	}
	return res, nil
}

// watch reports the counter's attempts to progress, when it is not nil,
// until the returned function is called.
func watch(c *Counter, progress func(uint64)) (stop func()) {
	if progress == nil {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				progress(c.Count())
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
