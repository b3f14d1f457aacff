package halves

import (
	"context"
	"errors"
	"flag"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queensbook/queens/approaches/oeis"
)

var long = flag.Bool("long", false, "also count n = 16 and 17 against OEIS (several seconds)")

func count(t *testing.T, n int, opt Options) Result {
	t.Helper()
	res, err := Count(context.Background(), n, opt)
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
		res := count(t, n, Options{})
		if res.Solutions != uint64(oeis.Solutions(n)) {
			t.Errorf("n = %d: %d solutions, want %d", n, res.Solutions, oeis.Solutions(n))
		}
		if res.Finished != res.Tasks {
			t.Errorf("n = %d: %d of %d tasks finished", n, res.Finished, res.Tasks)
		}
	}
}

// The attempts and the rest of the result are the same for any number of
// workers, also where the sieves cut (n = 16 has row sets of more than
// 512 east half-boards).
func TestWorkersDoNotChangeResults(t *testing.T) {
	for n, others := range map[int][]int{12: {2, 3, 8, 0}, 13: {2, 5}, 16: {3}} {
		want := count(t, n, Options{Workers: 1})
		for _, workers := range others {
			if got := count(t, n, Options{Workers: workers}); got != want {
				t.Errorf("n = %d, %d workers: %+v, want %+v", n, workers, got, want)
			}
		}
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	res, err := Count(ctx, 18, Options{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Count took %v to stop", d)
	}
	// Cancelled early, the count may not even have listed its tasks.
	if res.Tasks > 0 && res.Finished >= res.Tasks {
		t.Errorf("%d of %d tasks finished, want a partial count", res.Finished, res.Tasks)
	}
}

func TestBadN(t *testing.T) {
	for _, n := range []int{0, -1, MaxN + 1} {
		if _, err := Count(context.Background(), n, Options{}); err == nil {
			t.Errorf("Count(%d) did not fail", n)
		}
	}
}

// The square's table holds every placement of non-attacking queens, one a
// row at most: 118,969 of them on the 8 x 8 square, the empty one
// included.
func TestQuadrantListsEveryPlacement(t *testing.T) {
	for s, want := range map[int]int{1: 2, 2: 5, 6: 2635, 7: 16870, 8: 118969} {
		if got := len(newQuadrant(s, 0).placements); got != want {
			t.Errorf("%d x %d square: %d placements, want %d", s, s, got, want)
		}
	}
}

func TestProgressEndsWithTheResult(t *testing.T) {
	var last Progress
	res := count(t, 13, Options{Progress: func(p Progress) { last = p }})
	if last.Finished != res.Tasks || last.Tasks != res.Tasks || last.Attempts != res.Attempts {
		t.Errorf("last progress %+v, result %+v", last, res)
	}
}

// Every board up to MaxN fits the forms the count packs it in: a
// placement's sums and differences in 32 bits each, and the diagonals
// the join compares in the sieve's eight chunks.
func TestMaxNFits(t *testing.T) {
	for n := 1; n <= MaxN; n++ {
		h := n / 2
		if top := 2*h - 2 + n - h; top >= 32 {
			t.Errorf("n = %d: a placement's diagonals reach bit %d of 32", n, top)
		}
		var spare [2][2]quadrant
		var stopped atomic.Bool
		stopped.Store(true) // the tables are not needed
		m := newHalfMaker(newQuadrant(0, 0), &starts(n)[0], &spare, &stopped)
		if 2*m.width > maxWidth {
			t.Errorf("n = %d: the join compares %d diagonals, the sieve %d", n, 2*m.width, maxWidth)
		}
	}
}
