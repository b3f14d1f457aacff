package halves

import (
	"context"
	"errors"
	"flag"
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

func TestWorkersDoNotChangeResults(t *testing.T) {
	for _, n := range []int{12, 13} {
		want := count(t, n, Options{Workers: 1})
		for _, workers := range []int{2, 3, 8, 0} {
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
	if res.Finished >= res.Tasks {
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
