package bitcount

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/queensbook/queens/approaches/board"
)

// MaxN is the largest board Count takes. The number of solutions grows
// about elevenfold a row near n = 27 (A000170 gives 234,907,967,154,122,528
// there), so the count for n = 29 would no longer fit in a uint64; the
// count for n = 28 does.
const MaxN = 28

// Options tune a count. The zero Options count the whole board with every
// core and the full fold.
type Options struct {
	// Fold is how much symmetry the search folds away; fixed queens need
	// FoldNone or FoldConstellations.
	Fold Fold
	// Workers is how many goroutines search at once; 0 or less means one
	// per core (runtime.GOMAXPROCS).
	Workers int
	// Shard, when not zero, counts only that part of the work; see [Merge].
	Shard Shard
	// Progress, when not nil, is called from Count's own goroutine: once
	// as soon as the plan is made, each time a subproblem is finished, and
	// every [ProgressEvery] in between, so that a count whose subproblems
	// take hours still shows that it is working.
	Progress func(Progress)
}

// ProgressEvery is the longest Count waits between two progress reports.
const ProgressEvery = 250 * time.Millisecond

// Progress is a report on a running count.
type Progress struct {
	// Finished is how many of the shard's Subproblems have been counted.
	Finished, Subproblems int
	// Attempts counts the queens placed so far, in the subproblems
	// finished and in those still being searched, which tell of their
	// queens every 2^16 of them, a millisecond or less. Once every
	// subproblem is finished it is the Attempts of the Result.
	Attempts uint64
}

// Result is what a count found. Solutions, Unique, Attempts and
// Subproblems are the same for any number of workers, and the results of
// all the shards of a count add up to the result of the whole.
//
// A count that was interrupted has a partial result (see [Result.Partial]):
// Solutions, Unique and Attempts are then the sums over the subproblems it
// finished, exactly; which ones those are depends on the workers' timing.
type Result struct {
	// N is the side of the board.
	N int
	// Fixed lists the fixed queens, in algebraic form, or is empty.
	Fixed string
	// Fold is the fold the search used.
	Fold Fold
	// Solutions counts every solution, with the folded ones multiplied
	// back.
	Solutions uint64
	// Unique counts the fundamental solutions, those distinct under the
	// eight rotations and reflections. Only FoldAll and FoldConstellations
	// count them, on a board without fixed queens; other counts leave it 0.
	Unique uint64
	// Attempts counts the queens placed.
	Attempts uint64
	// Shard is the part counted; 1/1 is the whole count.
	Shard Shard
	// Subproblems is how many subproblems the shard holds.
	Subproblems int
	// Finished is how many of them were counted to the end: all of them,
	// unless the count was interrupted.
	Finished int
	// Plan names the split of the work, so that [Merge] only adds shards
	// of one and the same count.
	Plan string
	// Seconds is the wall-clock time the count took.
	Seconds float64
}

// Partial reports whether the count was interrupted before it finished
// every subproblem.
func (r Result) Partial() bool {
	return r.Finished < r.Subproblems
}

// Count counts the solutions of the square problem p. It splits the search
// into subproblems (the ways of filling the first few rows) and hands them
// to a pool of workers. When ctx is cancelled, every search stops within
// about a millisecond, and Count returns ctx's error with the partial
// result of the subproblems already finished.
func Count(ctx context.Context, p board.Problem, opt Options) (Result, error) {
	if err := checkProblem(p); err != nil {
		return Result{}, err
	}
	if err := opt.Shard.validate(); err != nil {
		return Result{}, err
	}
	start := time.Now()
	pl, err := newPlan(p, opt.Fold)
	if err != nil {
		return Result{}, err
	}
	subs := pl.shard(opt.Shard)
	t, finished := countAll(ctx, subs, opt)
	res := Result{
		N:           p.Rows,
		Fixed:       board.FormatFixed(p.Fixed),
		Fold:        opt.Fold,
		Solutions:   t.solutions,
		Attempts:    t.placed,
		Shard:       opt.Shard.normal(),
		Subproblems: len(subs),
		Finished:    finished,
		Plan:        pl.id(),
		Seconds:     time.Since(start).Seconds(),
	}
	if opt.Fold.CountsUnique() && len(p.Fixed) == 0 {
		res.Unique = t.found
	}
	if res.Partial() {
		// The workers only give up early when ctx is done.
		return res, ctx.Err()
	}
	return res, nil
}

// checkProblem refuses what Count cannot count.
func checkProblem(p board.Problem) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if !p.IsSquare() {
		return fmt.Errorf("the counter counts square boards only, not %d x %d", p.Rows, p.Cols)
	}
	if p.Rows > MaxN {
		return fmt.Errorf("n = %d is past n = %d, the largest board whose count fits in 64 bits", p.Rows, MaxN)
	}
	return nil
}

// shard returns the subproblems of the plan that belong to s.
func (pl *plan) shard(s Shard) []subproblem {
	var subs []subproblem
	for j, sub := range pl.subs {
		if s.holds(j) {
			subs = append(subs, sub)
		}
	}
	return subs
}

// A run is what the workers of one count share: a flag that tells every
// search to stop, and the queens that searches still running have placed,
// for the progress reports. A nil run never stops and keeps no count.
type run struct {
	stop   atomic.Bool
	placed atomic.Uint64
}

// stopped tells the run of queens placed and reports whether the search
// should stop.
func (r *run) stopped(placed uint64) bool {
	if r == nil {
		return false
	}
	r.placed.Add(placed)
	return r.stop.Load()
}

// countAll counts the subproblems on a pool of workers and returns the sum
// of the tallies of those it finished, and how many it finished: all of
// them, unless ctx is cancelled. Each worker takes the next subproblem not
// yet taken and writes its tally to that subproblem's own slot, so the sum
// cannot depend on who counted what. Cancelling ctx raises the run's stop
// flag, which every search looks at now and then; a flag costs the hot
// loop far less than asking ctx itself.
func countAll(ctx context.Context, subs []subproblem, opt Options) (tally, int) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var r run
	defer context.AfterFunc(ctx, func() { r.stop.Store(true) })()
	// A subproblem cut short keeps the zero tally in its slot. A finished
	// one sends the queens it has not told the run of, so that the
	// progress reports add up to the exact count without an atomic add
	// per subproblem.
	tallies := make([]tally, len(subs))
	finished := make(chan uint64, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, len(subs)) {
		wg.Go(func() {
			for ctx.Err() == nil {
				j := int(next.Add(1) - 1)
				if j >= len(subs) {
					return
				}
				t, untold, ok := subs[j].count(&r, nil)
				if !ok {
					return
				}
				tallies[j] = t
				finished <- untold
			}
		})
	}
	go func() {
		wg.Wait()
		close(finished)
	}()

	done := watch(finished, len(subs), &r, opt.Progress)
	var sum tally
	for _, t := range tallies {
		sum.add(t)
	}
	return sum, done
}

// watch counts the subproblems finished, one a message, until the channel
// is closed, and returns their number. With a report to make, it makes one
// at once, one for every subproblem finished and one every ProgressEvery.
func watch(finished <-chan uint64, total int, r *run, report func(Progress)) int {
	done := 0
	if report == nil {
		for range finished {
			done++
		}
		return done
	}
	tick := time.NewTicker(ProgressEvery)
	defer tick.Stop()
	var sent uint64 // the queens the finished subproblems sent, untold to r
	for {
		report(Progress{Finished: done, Subproblems: total, Attempts: sent + r.placed.Load()})
		select {
		case untold, open := <-finished:
			if !open {
				return done
			}
			done++
			sent += untold
		case <-tick.C:
		}
	}
}
