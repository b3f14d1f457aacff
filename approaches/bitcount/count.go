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
	// FoldNone.
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
	// Checkpoint, when not nil, keeps the finished subproblems, so that an
	// interrupted count can go on where it stopped: Count refuses a
	// checkpoint of another count, skips the subproblems it holds and adds
	// those it finishes. See [Checkpoint].
	Checkpoint *Checkpoint
	// Save, when not nil, is called with the Checkpoint from Count's own
	// goroutine when it holds what no save has, subproblems finished or
	// a new checkpoint's count: at most every [SaveEvery] while the count
	// runs, and once at its end, interrupted or not. An error from Save
	// stops the count, and Count returns it; Save is not called again.
	Save func(*Checkpoint) error
}

// ProgressEvery is the longest Count waits between two progress reports.
const ProgressEvery = 250 * time.Millisecond

// Progress is a report on a running count.
type Progress struct {
	// Finished is how many of the shard's Subproblems have been counted,
	// those of a Checkpoint given to Count included.
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
	// eight rotations and reflections. FoldAll and FoldConstellations
	// count them on a board without fixed queens; other counts leave it 0.
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
	// Seconds is the wall-clock time the count took: with a Checkpoint,
	// the time of every run that counted its subproblems.
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
//
// With a [Checkpoint] in opt, the result is that of the whole count so
// far, the subproblems finished before included, and Seconds is the time
// of every run that counted them.
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
	cp := opt.Checkpoint
	if cp == nil {
		cp = new(Checkpoint)
	}
	k := &keeper{cp: cp, save: opt.Save, start: start, earlier: cp.count.Seconds, saved: start, unsaved: cp.done == nil}
	id := Result{N: p.Rows, Fixed: board.FormatFixed(p.Fixed), Fold: opt.Fold, Shard: opt.Shard.normal(),
		Subproblems: len(subs), Plan: pl.id()}
	if err := cp.begin(id); err != nil {
		return Result{}, err
	}
	err = countAll(ctx, subs, k, opt)
	res := cp.Result()
	switch {
	case err != nil:
		return res, err
	case res.Partial():
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

// A finishedTask is what a worker sends when it has counted a subproblem:
// its index, its tally, and the queens of the tally it has not told the
// run of.
type finishedTask struct {
	task   int
	tally  tally
	untold uint64
}

// countAll counts the subproblems that the keeper's checkpoint does not
// hold yet on a pool of workers, and has the checkpoint add each one
// finished: all of them, unless ctx is cancelled or a save fails, which
// it returns. Each worker takes the next subproblem not yet taken and
// sends its tally, with its index, to Count's goroutine, which adds it,
// so the sums cannot depend on who counted what. Cancelling ctx raises
// the run's stop flag, which every search looks at now and then; a flag
// costs the hot loop far less than asking ctx itself.
func countAll(ctx context.Context, subs []subproblem, k *keeper, opt Options) error {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, stop := context.WithCancel(ctx) // stop ends the count when a save fails
	defer stop()
	var r run
	defer context.AfterFunc(ctx, func() { r.stop.Store(true) })()
	// A subproblem cut short sends nothing. A finished one sends the
	// queens it has not told the run of, so that the progress reports
	// add up to the exact count without an atomic add per subproblem.
	todo := k.cp.todo()
	finished := make(chan finishedTask, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, len(todo)) {
		wg.Go(func() {
			// take hands the lanes the next interior they can count,
			// and counts the other subproblems on its way to it.
			take := func() (int, *interior, bool) {
				for ctx.Err() == nil {
					i := int(next.Add(1) - 1)
					if i >= len(todo) {
						return 0, nil, false
					}
					if in, ok := subs[todo[i]].(*interior); ok && in.laned() {
						return todo[i], in, true
					}
					t, untold, ok := subs[todo[i]].count(&r, nil)
					if !ok {
						return 0, nil, false
					}
					finished <- finishedTask{todo[i], t, untold}
				}
				return 0, nil, false
			}
			s := laneSearch{run: &r}
			s.search(take, func(task int, t tally, untold uint64) {
				finished <- finishedTask{task, t, untold}
			})
		})
	}
	go func() {
		wg.Wait()
		close(finished)
	}()
	return collect(finished, k, &r, stop, opt.Progress)
}

// collect takes the finished subproblems from the channel until it is
// closed and has the keeper add and save them; when a save fails it calls
// stop and returns the error, once the workers are done. With a report to
// make, it makes one at once, one for every subproblem finished and one
// every ProgressEvery.
func collect(finished <-chan finishedTask, k *keeper, r *run, stop func(), report func(Progress)) error {
	tick := time.NewTicker(ProgressEvery)
	defer tick.Stop()
	// The queens of the subproblems finished, before this run or in it,
	// that r has not heard of.
	untold := k.cp.count.Attempts
	for {
		if report != nil {
			c := k.cp.count
			report(Progress{Finished: c.Finished, Subproblems: c.Subproblems, Attempts: untold + r.placed.Load()})
		}
		select {
		case f, open := <-finished:
			if !open {
				k.clock()
				return k.saveNow()
			}
			k.finish(f.task, f.tally)
			untold += f.untold
		case <-tick.C:
		}
		if err := k.saveDue(); err != nil {
			stop()
		}
	}
}

// A keeper keeps the checkpoint of a running count: it adds the
// subproblems finished, keeps the checkpoint's time, and saves it when a
// save is due.
type keeper struct {
	cp *Checkpoint
	// save saves the checkpoint; nil saves nothing.
	save func(*Checkpoint) error
	// start is when this run began; earlier is the seconds of the runs
	// before it.
	start   time.Time
	earlier float64
	// unsaved says that the checkpoint holds what the last save, at saved
	// (or none, since start), did not: subproblems finished since, or, in
	// a new checkpoint, the count it belongs to.
	unsaved bool
	saved   time.Time
	// err is the first error of a save; no save is tried after it.
	err error
}

// finish adds a finished subproblem to the checkpoint.
func (k *keeper) finish(task int, t tally) {
	k.cp.finish(task, t)
	k.unsaved = true
}

// clock sets the checkpoint's time: that of the runs before and of this
// one so far.
func (k *keeper) clock() {
	k.cp.count.Seconds = k.earlier + time.Since(k.start).Seconds()
}

// saveDue saves the checkpoint when SaveEvery has passed since the last
// save, and returns the first error of a save.
func (k *keeper) saveDue() error {
	if time.Since(k.saved) < SaveEvery {
		return k.err
	}
	return k.saveNow()
}

// saveNow saves the checkpoint if it holds what no save has, and returns
// the first error of a save.
func (k *keeper) saveNow() error {
	if k.save == nil || !k.unsaved || k.err != nil {
		return k.err
	}
	k.clock()
	k.err = k.save(k.cp)
	k.unsaved, k.saved = false, time.Now()
	return k.err
}
