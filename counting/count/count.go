package count

import (
	"context"
	"fmt"
	"math/bits"
	"regexp"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/queensbook/queens/puzzle/board"
)

// MaxN is the largest board Count takes. The number of solutions grows
// about eleven times a row near n = 27 (A000170 gives 234,907,967,154,122,528
// there), so the count for n = 29 would no longer fit in a uint64; the
// count for n = 28 does.
const MaxN = 28

// Options tune a count. The zero Options count the whole board on every
// core.
type Options struct {
	// Workers is how many goroutines count at once; 0 or less means one
	// per core (runtime.GOMAXPROCS).
	Workers int
	// Shard, when not zero, counts only that part of the work; see [Merge].
	Shard Shard
	// Progress, when not nil, is called from Count's own goroutine: once
	// as soon as the plan is made, each time a task is finished, and
	// every [ProgressEvery] in between, so that a count whose tasks take
	// hours still shows that it is working.
	Progress func(Progress)
	// Checkpoint, when not nil, keeps the finished tasks, so that an
	// interrupted count can go on where it stopped: Count refuses a
	// checkpoint of another count, skips the tasks it holds and adds
	// those it finishes. See [Checkpoint].
	Checkpoint *Checkpoint
	// Save, when not nil, is called with the Checkpoint from Count's own
	// goroutine when it holds what no save has, tasks finished or a new
	// checkpoint's count: at most every [SaveEvery] while the count
	// runs, and once at its end, interrupted or not. An error from Save
	// stops the count, and Count returns it; Save is not called again.
	Save func(*Checkpoint) error
}

// ProgressEvery is the longest Count waits between two progress reports.
const ProgressEvery = 250 * time.Millisecond

// Progress is a report on a running count.
type Progress struct {
	// Finished is how many of the shard's Subproblems, its tasks, have
	// been counted, those of a Checkpoint given to Count included.
	Finished, Subproblems int
	// Attempts counts the attempts made so far, in the tasks finished
	// and in those still being counted, whose searches tell of their
	// attempts every [TellEvery] of them, a millisecond or less. The
	// last report, once every task is finished, holds the Attempts of
	// the Result: a [Burnside] count reports once more after its count
	// of symmetric solutions.
	Attempts uint64
}

// Result is what a count found. Solutions, Unique, Attempts and
// Subproblems are the same for any number of workers, and the results of
// all the shards of a count add up to the result of the whole, but for
// the fundamental count of a [Burnside] method and its attempts, which
// only the whole holds.
//
// A count that was interrupted has a partial result (see [Result.Partial]):
// Solutions, Unique and Attempts are then the sums over the tasks it
// finished, exactly; which ones those are depends on the workers' timing.
type Result struct {
	// N is the side of the board.
	N int
	// Fixed lists the fixed queens, in algebraic form, or is empty.
	Fixed string
	// Method is the method that counted.
	Method Method
	// Solutions counts every solution, those that the method counts by
	// symmetry without finding them included.
	Solutions uint64
	// Unique counts the fundamental solutions, those distinct under the
	// eight rotations and reflections, when the method counts them (see
	// [About.Unique]) on a board without fixed queens, and, when the
	// method is a [Burnside] one, when the result is whole: see
	// [Result.HasUnique]. Other counts leave it 0.
	Unique uint64
	// Attempts counts the attempts, as the method defines them.
	Attempts uint64
	// Shard is the part counted; 1/1 is the whole count.
	Shard Shard
	// Subproblems is how many of the plan's tasks the shard holds.
	Subproblems int
	// Finished is how many of them were counted to the end: all of them,
	// unless the count was interrupted.
	Finished int
	// Abandoned counts the attempts made in the tasks that an interrupted
	// count left unfinished: they are not in Attempts, and a count that
	// goes on from a Checkpoint makes them again. It is 0 for a count
	// that finished.
	Abandoned uint64
	// Plan names the plan that cut the work, so that [Merge] only adds
	// shards of one and the same count.
	Plan string
	// Seconds is the wall-clock time the count took: with a Checkpoint,
	// the time of every run that counted its tasks.
	Seconds float64
}

// Partial reports whether the count was interrupted before it finished
// every task.
func (r Result) Partial() bool {
	return r.Finished < r.Subproblems
}

// HasUnique reports whether Unique counts the fundamental solutions of
// what r counted: when the method counts them, on a board without fixed
// queens, and, for a [Burnside] method, only when r is whole, a count of
// every task of the plan. A part of a Burnside count, a shard or an
// interrupted count, holds no fundamental count, not even a partial one:
// the lemma needs the whole total.
func (r Result) HasUnique() bool {
	if !r.Method.About().Unique || r.Fixed != "" {
		return false
	}
	if _, ok := r.Method.(Burnside); ok {
		return r.whole()
	}
	return true
}

// whole reports whether r is the count of every task of the plan: not a
// shard of several, and not interrupted.
func (r Result) whole() bool {
	return r.Shard.normal().Of == 1 && !r.Partial()
}

// uniqueWhenMerged reports whether r is a shard of a [Burnside] count
// cut into several, whose fundamental count only [Merge] finds.
func (r Result) uniqueWhenMerged() bool {
	_, ok := r.Method.(Burnside)
	return ok && r.Method.About().Unique && r.Fixed == "" && r.Shard.normal().Of > 1
}

// burnside adds the fundamental count of a [Burnside] method, and the
// attempts it took, to the whole result r, whose tasks' tallies hold
// neither, and reports whether it did; it leaves any other result as it
// is.
func (r *Result) burnside() (bool, error) {
	b, ok := r.Method.(Burnside)
	if !ok || !r.Method.About().Unique || r.Fixed != "" || !r.whole() {
		return false, nil
	}
	unique, attempts, err := b.Fundamental(r.N, r.Solutions)
	if err != nil {
		return false, err
	}
	var carry uint64
	r.Unique = unique
	r.Attempts, carry = bits.Add64(r.Attempts, attempts, 0)
	if carry != 0 {
		return false, fmt.Errorf("the attempts of %s add up past 2^64", r.describe())
	}
	return true, nil
}

// Count counts the solutions of the square problem p with method m. It
// cuts the count into the tasks of m's plan and hands them to a pool of
// workers. When ctx is cancelled, every search stops within about a
// millisecond, and Count returns ctx's error with the partial result of
// the tasks already finished.
//
// With a [Checkpoint] in opt, the result is that of the whole count so
// far, the tasks finished before included, and Seconds is the time of
// every run that counted them.
func Count(ctx context.Context, m Method, p board.Problem, opt Options) (Result, error) {
	if err := CheckProblem(p); err != nil {
		return Result{}, err
	}
	if err := opt.Shard.validate(); err != nil {
		return Result{}, err
	}
	if err := m.Check(p); err != nil {
		return Result{}, err
	}
	start := time.Now()
	pl, err := m.Plan(ctx, p)
	if err != nil {
		return Result{}, err
	}
	shard := opt.Shard.normal()
	cp := opt.Checkpoint
	if cp == nil {
		cp = new(Checkpoint)
	}
	k := &keeper{cp: cp, save: opt.Save, start: start, earlier: cp.count.Seconds, saved: start, unsaved: cp.done == nil}
	id := Result{N: p.Rows, Fixed: board.FormatFixed(p.Fixed), Method: m, Shard: shard,
		Subproblems: shard.size(pl.Tasks()), Plan: planName(m, p, pl)}
	if err := cp.begin(id); err != nil {
		return Result{}, err
	}
	abandoned, err := countAll(ctx, pl, shard, k, opt)
	res := cp.Result()
	res.Abandoned = abandoned
	switch {
	case err != nil:
		return res, err
	case res.Partial():
		// The workers only give up early when ctx is done.
		return res, ctx.Err()
	}
	added, err := res.burnside()
	if err != nil {
		return res, err
	}
	if added && opt.Progress != nil {
		// The last report holds the result's attempts, those of a
		// Burnside method's symmetric count included.
		opt.Progress(Progress{Finished: res.Finished, Subproblems: res.Subproblems, Attempts: res.Attempts})
	}
	return res, nil
}

// CheckProblem refuses what Count cannot count: an invalid problem, a
// board that is not square, and one past MaxN.
func CheckProblem(p board.Problem) error {
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

// planVersion changes whenever the way the plans are named changes, so
// that shards named by different versions are never merged.
const planVersion = 1

// planName names the plan pl of the count of p by m: two counts whose
// plans have the same name cut the same work the same way. It begins
// "bitboard plan", from the days when the counter lived in package
// bitboard, and calls the method its fold, as the first methods were, so
// that shards counted then still merge with shards counted now.
func planName(m Method, p board.Problem, pl Plan) string {
	fixed := ""
	if len(p.Fixed) > 0 {
		fixed = " fixed " + board.FormatFixed(p.Fixed)
	}
	return fmt.Sprintf("%sn %d%s, fold %s, %s", planNamePrefix, p.Rows, fixed, m.Name(), pl.Split())
}

// planNamePrefix begins the name of every plan of planVersion.
var planNamePrefix = fmt.Sprintf("bitboard plan %d: ", planVersion)

// planNameRE reads back a name that planName wrote: its n, fixed queens,
// method and, from the end of its Split, its tasks.
var planNameRE = regexp.MustCompile(`^` + regexp.QuoteMeta(planNamePrefix) + `n (\d+)(?: fixed (\S+))?, fold (\S+), (?:.*, )?(\d+) subproblems$`)

// A pool is the [Worker] of one count, which all its goroutines share: it
// hands out the tasks of the shard that the checkpoint does not hold yet,
// and sends each one finished to Count's goroutine.
type pool struct {
	ctx   context.Context
	shard Shard
	// todo are the plan's tasks to count, in order; next is the index in
	// todo of the next one to hand out.
	todo []int
	next atomic.Int64
	// attempts counts the attempts the plan has told of, for the progress
	// reports.
	attempts atomic.Uint64
	finished chan finishedTask
}

// Next hands out the next task to count, none once ctx is done.
func (w *pool) Next() (int, bool) {
	if w.ctx.Err() != nil {
		return 0, false
	}
	i := int(w.next.Add(1) - 1)
	if i >= len(w.todo) {
		return 0, false
	}
	return w.todo[i], true
}

// Attempted hears of k attempts.
func (w *pool) Attempted(k uint64) {
	w.attempts.Add(k)
}

// A seat is the worker of one goroutine of a crowded count, one whose
// workers outnumber the cores that Go runs them on (runtime.GOMAXPROCS).
// Its goroutine counts only while it holds one of the cores' tokens, and
// once it has held it for a turn hands it on, as it takes a task or tells
// of its attempts, so that no more workers are ready to run than there
// are cores. Left to the scheduler, each of a thousand workers on two
// cores ran 10 ms before the next got a turn, and the goroutine that
// hears Ctrl-C waited behind them all, then each worker for the turn in
// which it saw the count stopped: count -n 28 -fold constellations
// -workers 1024 took 12 s to stop.
type seat struct {
	*pool
	// cores holds a token for each core in use; held says that this
	// seat's goroutine holds one, since sat.
	cores chan struct{}
	held  bool
	sat   time.Time
}

// turn is how long a seat keeps its core, give or take the time to the
// search's next tell (see TellEvery), while others wait: the time that
// the scheduler gives a goroutine before it lets another run. Handing the
// core on at every tell cost a count on a thousand workers a fifth more
// time. The stop does not wait for the turns: the goroutine that hears
// Ctrl-C is ready to run beside the workers that hold the cores, and the
// count's end wakes the seats that wait.
const turn = 10 * time.Millisecond

// sit waits for a core, or for the count to stop, when it goes on
// without one, to stop.
func (s *seat) sit() {
	select {
	case s.cores <- struct{}{}:
		s.held, s.sat = true, time.Now()
	case <-s.ctx.Done():
	}
}

// rise gives the core back.
func (s *seat) rise() {
	if s.held {
		<-s.cores
		s.held = false
	}
}

// pass hands the core on once the seat has had its turn.
func (s *seat) pass() {
	if s.held && time.Since(s.sat) >= turn {
		s.rise()
		s.sit()
	}
}

// Next passes the core on when its turn is over, and hands out the next
// task.
func (s *seat) Next() (int, bool) {
	s.pass()
	return s.pool.Next()
}

// Attempted hears of k attempts, and passes the core on when its turn is
// over.
func (s *seat) Attempted(k uint64) {
	s.pool.Attempted(k)
	s.pass()
}

// Done sends the finished task to Count's goroutine, by its number in
// the shard, as the checkpoint keeps it.
func (w *pool) Done(task int, t Tally) {
	w.finished <- finishedTask{w.shard.shardTask(task), t}
}

// A finishedTask is a task counted to the end, by its number in the
// shard, and its tally.
type finishedTask struct {
	task  int
	tally Tally
}

// countAll counts the tasks of the shard that the keeper's checkpoint does
// not hold yet on a pool of workers, and has the checkpoint add each one
// finished: all of them, unless ctx is cancelled or a save fails, which
// it returns, with the attempts made in the tasks left unfinished. Each worker runs the plan's Count, which takes the next task
// not yet taken and sends its tally, with its number, to Count's
// goroutine, which adds it, so the sums cannot depend on who counted
// what.
func countAll(ctx context.Context, pl Plan, shard Shard, k *keeper, opt Options) (abandoned uint64, err error) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, stop := context.WithCancel(ctx) // stop ends the count when a save fails
	defer stop()
	var todo []int
	for _, i := range k.cp.todo() {
		todo = append(todo, shard.planTask(i))
	}
	// No more workers, nor room for their tallies, than there are tasks.
	workers = min(workers, len(todo))
	w := &pool{ctx: ctx, shard: shard, todo: todo, finished: make(chan finishedTask, workers)}
	if opt.Progress != nil {
		// The first report, made before any worker can tell of an
		// attempt: nothing done yet in this run.
		c := k.cp.count
		opt.Progress(Progress{Finished: c.Finished, Subproblems: c.Subproblems, Attempts: c.Attempts})
	}
	var wg sync.WaitGroup
	cores := make(chan struct{}, runtime.GOMAXPROCS(0))
	for range workers {
		if workers <= cap(cores) {
			wg.Go(func() { pl.Count(ctx, w) })
			continue
		}
		wg.Go(func() {
			s := &seat{pool: w, cores: cores}
			s.sit()
			defer s.rise()
			pl.Count(ctx, s)
		})
	}
	go func() {
		wg.Wait()
		close(w.finished)
	}()
	before := k.cp.count.Attempts
	err = collect(w, k, stop, opt.Progress)
	// Every attempt is told of once, those of a finished task by the
	// time it is done: what is told beyond the finished tasks' tallies
	// was made in the tasks left unfinished.
	return w.attempts.Load() - (k.cp.count.Attempts - before), err
}

// collect takes the finished tasks from the pool until its channel is
// closed and has the keeper add and save them; when a save fails it calls
// stop and returns the error, once the workers are done. With a report to
// make, it makes one for every task finished and one every
// ProgressEvery.
func collect(w *pool, k *keeper, stop func(), report func(Progress)) error {
	tick := time.NewTicker(ProgressEvery)
	defer tick.Stop()
	// The attempts of the tasks finished before this run, which the plan
	// does not tell of again.
	before := k.cp.count.Attempts
	for {
		select {
		case f, open := <-w.finished:
			if !open {
				k.clock()
				return k.saveNow()
			}
			k.finish(f.task, f.tally)
		case <-tick.C:
		}
		if report != nil {
			c := k.cp.count
			report(Progress{Finished: c.Finished, Subproblems: c.Subproblems, Attempts: before + w.attempts.Load()})
		}
		if err := k.saveDue(); err != nil {
			stop()
		}
	}
}

// A keeper keeps the checkpoint of a running count: it adds the
// tasks finished, keeps the checkpoint's time, and saves it when a
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
	// (or none, since start), did not: tasks finished since, or, in
	// a new checkpoint, the count it belongs to.
	unsaved bool
	saved   time.Time
	// err is the first error of a save; no save is tried after it.
	err error
}

// finish adds a finished task to the checkpoint.
func (k *keeper) finish(task int, t Tally) {
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
