package bitboard

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
	// Progress, when not nil, is called from Count's own goroutine each
	// time a subproblem is finished, with the subproblems done and the
	// shard's total.
	Progress func(done, total int)
}

// Result is what a count found. Solutions, Unique, Attempts and
// Subproblems are the same for any number of workers, and the results of
// all the shards of a count add up to the result of the whole.
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
	// eight rotations and reflections. Only FoldAll counts them; other
	// folds leave it 0.
	Unique uint64
	// Attempts counts the queens placed.
	Attempts uint64
	// Shard is the part counted; 1/1 is the whole count.
	Shard Shard
	// Subproblems is how many subproblems the shard searched.
	Subproblems int
	// Plan names the split of the work, so that [Merge] only adds shards
	// of one and the same count.
	Plan string
	// Seconds is the wall-clock time the count took.
	Seconds float64
}

// Count counts the solutions of the square problem p. It splits the search
// into subproblems (the ways of filling the first few rows) and hands them
// to a pool of workers. When ctx is cancelled, the workers stop after their
// current subproblem and Count returns ctx's error.
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
	t, err := countAll(ctx, subs, opt)
	if err != nil {
		return Result{}, err
	}
	res := Result{
		N:           p.Rows,
		Fixed:       board.FormatFixed(p.Fixed),
		Fold:        opt.Fold,
		Solutions:   t.solutions,
		Attempts:    t.placed,
		Shard:       opt.Shard.normal(),
		Subproblems: len(subs),
		Plan:        pl.id(),
		Seconds:     time.Since(start).Seconds(),
	}
	if opt.Fold == FoldAll {
		res.Unique = t.found
	}
	return res, nil
}

// checkProblem refuses what Count cannot count.
func checkProblem(p board.Problem) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if !p.IsSquare() {
		return fmt.Errorf("bitboard counts square boards only, not %d x %d", p.Rows, p.Cols)
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

// countAll counts the subproblems on a pool of workers. Each worker takes
// the next subproblem not yet taken and writes its tally to that
// subproblem's own slot, so the sum cannot depend on who counted what.
func countAll(ctx context.Context, subs []subproblem, opt Options) (tally, error) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	tallies := make([]tally, len(subs))
	finished := make(chan struct{}, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, len(subs)) {
		wg.Go(func() {
			for ctx.Err() == nil {
				j := int(next.Add(1) - 1)
				if j >= len(subs) {
					return
				}
				tallies[j] = subs[j].count(nil)
				finished <- struct{}{}
			}
		})
	}
	go func() {
		wg.Wait()
		close(finished)
	}()

	done := 0
	for range finished {
		done++
		if opt.Progress != nil {
			opt.Progress(done, len(subs))
		}
	}
	if done < len(subs) {
		return tally{}, ctx.Err()
	}
	var sum tally
	for _, t := range tallies {
		sum.add(t)
	}
	return sum, nil
}
