package halves

import (
	"context"
	"errors"
	"flag"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/queensbook/queens/puzzle/oeis"
)

var long = flag.Bool("long", false, "also count n = 16 and 17 against OEIS (several seconds)")

func counted(t *testing.T, n int) Result {
	t.Helper()
	res, err := Count(n)
	if err != nil {
		t.Fatalf("Count(%d): %v", n, err)
	}
	return res
}

func TestCountMatchesOEIS(t *testing.T) {
	last := 15
	if *long {
		last = 17
	}
	for n := 1; n <= last; n++ {
		if res := counted(t, n); res.Solutions != uint64(oeis.Solutions(n)) {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, oeis.Solutions(n))
		}
	}
}

// The tasks of a plan joined backwards by three goroutines at once add up
// to what Count finds joining them in order, attempts included, also
// where the sieves cut (n = 16 has row sets of more than 512 east
// half-boards) and where the starts are many (n = 13 and 15).
func TestJoinsInAnyOrderAddUp(t *testing.T) {
	for _, n := range []int{12, 13, 15, 16} {
		want := counted(t, n)
		p, err := NewPlan(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		var solutions, attempts atomic.Uint64
		var next atomic.Int64
		next.Store(int64(p.Tasks()))
		var wg sync.WaitGroup
		for range 3 {
			wg.Go(func() {
				for i := int(next.Add(-1)); i >= 0; i = int(next.Add(-1)) {
					s, a, ok := p.Join(context.Background(), i, i+1)
					if !ok {
						t.Errorf("n = %d: task %d did not finish", n, i)
					}
					solutions.Add(s)
					attempts.Add(a)
				}
			})
		}
		wg.Wait()
		if solutions.Load() != want.Solutions || attempts.Load() != want.Attempts {
			t.Errorf("n = %d: %d solutions and %d attempts backwards, want %d and %d",
				n, solutions.Load(), attempts.Load(), want.Solutions, want.Attempts)
		}
	}
}

// doneAfter is a context that is done from its looks-th look at Err
// on: a stop that comes at a chosen point of a join, however fast the
// machine runs it. A join looks at nothing else of its context.
type doneAfter struct {
	context.Context
	looks int
}

func (c *doneAfter) Err() error {
	if c.looks--; c.looks <= 0 {
		return context.Canceled
	}
	return nil
}

// A join told to stop gives up and says so, whether the stop comes before
// its start's tables are made, while they are made, or while it joins.
func TestJoinStops(t *testing.T) {
	p, err := NewPlan(context.Background(), 19)
	if err != nil {
		t.Fatal(err)
	}
	for _, looks := range []int{1, 2, 50, 5000} {
		if _, _, ok := p.Join(&doneAfter{context.Background(), looks}, 0, p.Tasks()); ok {
			t.Errorf("a join of n = 19 done at its look %d finished", looks)
		}
	}
}

// A plan given up while its table is made returns the context's error,
// and no plan. On the largest board the table takes seconds; cancelled
// before it starts, it places a few queens only.
func TestNewPlanGivesUp(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := NewPlan(ctx, MaxN)
	if p != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled NewPlan(%d) returned %v, %v; want no plan and the cancellation", MaxN, p, err)
	}
	// Each of the table's two searches stops once two rows are filled:
	// it places at most s queens in the first row, and s in the second
	// for each of the first's s+1 ways, an empty row included.
	s := MaxN / 2
	if q := newQuadrant(ctx, s, MaxN-s); q.attempts > uint64(2*(s+s*(s+1))) {
		t.Errorf("a cancelled table of the %d x %d square placed %d queens", s, s, q.attempts)
	}
}

func TestBadN(t *testing.T) {
	for _, n := range []int{0, -1, MaxN + 1} {
		if _, err := NewPlan(context.Background(), n); err == nil {
			t.Errorf("NewPlan(%d) did not fail", n)
		}
	}
}

// The square's table holds every placement of non-attacking queens, one a
// row at most: 118,969 of them on the 8 x 8 square, the empty one
// included.
func TestQuadrantListsEveryPlacement(t *testing.T) {
	for s, want := range map[int]int{1: 2, 2: 5, 6: 2635, 7: 16870, 8: 118969} {
		if got := newQuadrant(context.Background(), s, 0).len(); got != want {
			t.Errorf("%d x %d square: %d placements, want %d", s, s, got, want)
		}
	}
}

// Every board up to MaxN fits the forms the count packs it in: a
// placement's sums and differences in 32 bits each, and the diagonals
// the join compares in the sieve's widest chunks.
func TestMaxNFits(t *testing.T) {
	for n := 1; n <= MaxN; n++ {
		h := n / 2
		if top := 2*h - 2 + n - h; top >= 32 {
			t.Errorf("n = %d: a placement's diagonals reach bit %d of 32", n, top)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel() // the tables are not needed
		m := newHalfMaker(ctx, newQuadrant(ctx, 0, 0), &starts(n)[0])
		if 2*m.width > maxWidth {
			t.Errorf("n = %d: the join compares %d diagonals, the sieve %d", n, 2*m.width, maxWidth)
		}
	}
}

// Runs hold at least minRun tasks and, until that would make more than
// maxRuns, at most fullRun; there are never more than maxRuns, and at
// least half of shareRuns where the tasks allow.
func TestRunLength(t *testing.T) {
	for _, tasks := range []int{0, 1, 7, 8, 100, shareRuns * minRun, shareRuns*minRun + 1, 7182, 36926, shareRuns * fullRun * 3, maxRuns * fullRun, maxRuns*fullRun + 1, 4_200_000} {
		length := runLength(tasks)
		runs := (tasks + length - 1) / length
		switch {
		case length < minRun:
			t.Errorf("%d tasks: runs of %d, fewer than %d", tasks, length, minRun)
		case runs > maxRuns:
			t.Errorf("%d tasks: %d runs, more than %d", tasks, runs, maxRuns)
		case tasks <= maxRuns*fullRun && length > fullRun:
			t.Errorf("%d tasks: runs of %d, more than %d", tasks, length, fullRun)
		case tasks >= shareRuns*minRun && 2*runs < shareRuns:
			t.Errorf("%d tasks: %d runs of %d, fewer than half of %d", tasks, runs, length, shareRuns)
		}
	}
}
