package forecast

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// measuredRun is a synthetic finished run of the named approach.
func measuredRun(name string, n int, attempts uint64, took time.Duration) harness.Result {
	return harness.Result{Approach: name, Problem: board.SquareProblem(n), Attempts: attempts, Time: took}
}

// powerSpace is the space of an approach that tests all n^n boards.
func powerSpace(p board.Problem) float64 {
	return math.Pow(float64(p.Rows), float64(p.Rows))
}

func closeTo(got, want float64) bool {
	return math.Abs(got-want) <= 1e-9*math.Abs(want)
}

func TestEstimateFromSpace(t *testing.T) {
	counter := harness.Approach{Name: "counter", MaxN: 8, MaxAttempts: powerSpace}
	runs := []harness.Result{
		measuredRun("counter", 7, 823543, 8235430*time.Nanosecond),    // 10 ns an attempt
		measuredRun("counter", 8, 16777216, 83886080*time.Nanosecond), // 5 ns an attempt
		measuredRun("other", 9, 1, time.Hour),
	}
	e, err := Run(counter, 10, runs)
	if err != nil {
		t.Fatal(err)
	}
	if !e.FromSpace || e.Attempts != 1e10 || !slices.Equal(e.From, []int{8}) || e.N != 10 {
		t.Errorf("estimate %+v, want 10^10 attempts from the space of n = 10, resting on n = 8", e)
	}
	// The speed of the largest run counts: 10^10 attempts at 5 ns.
	if !closeTo(e.Seconds, 50) {
		t.Errorf("%v seconds, want 50", e.Seconds)
	}
	if got := e.Sides(); got != "n = 8" {
		t.Errorf("Sides() = %q", got)
	}
	slices.Reverse(runs)
	if again, _ := Run(counter, 10, runs); !estimatesEqual(again, e) {
		t.Errorf("the same runs in another order gave %+v, then %+v", e, again)
	}
}

func estimatesEqual(a, b Estimate) bool {
	return a.N == b.N && a.Attempts == b.Attempts && a.Seconds == b.Seconds &&
		a.FromSpace == b.FromSpace && slices.Equal(a.From, b.From)
}

// modelAttempts is 5 · 2^n · n!: a search whose attempts grow 2n times
// from side n-1 to side n, exactly as the growth forecast assumes.
func modelAttempts(n int) uint64 {
	attempts := uint64(5)
	for k := 1; k <= n; k++ {
		attempts *= uint64(2 * k)
	}
	return attempts
}

func TestEstimateFromGrowth(t *testing.T) {
	search := harness.Approach{Name: "search", MaxN: 8}
	runs := []harness.Result{
		measuredRun("search", 4, 10, time.Microsecond),
		measuredRun("search", 8, modelAttempts(8), time.Duration(modelAttempts(8))*10*time.Nanosecond), // 10 ns an attempt
		measuredRun("search", 6, modelAttempts(6), time.Microsecond),
	}
	e, err := Run(search, 11, runs)
	if err != nil {
		t.Fatal(err)
	}
	want := float64(modelAttempts(11))
	if e.FromSpace || !closeTo(e.Attempts, want) || !slices.Equal(e.From, []int{6, 8}) {
		t.Errorf("estimate %+v, want %g attempts grown from n = 6 and 8", e, want)
	}
	if !closeTo(e.Seconds, want*10e-9) {
		t.Errorf("%v seconds, want %g attempts at 10 ns", e.Seconds, want)
	}
	if got := e.Sides(); got != "n = 6 and 8" {
		t.Errorf("Sides() = %q", got)
	}
}

// A space that is only a bound proves itself wrong on the measured run,
// and the estimate falls back on the growth.
func TestEstimateDistrustsABound(t *testing.T) {
	bounded := harness.Approach{Name: "bounded", MaxN: 8, MaxAttempts: powerSpace}
	runs := []harness.Result{
		measuredRun("bounded", 7, 3000, time.Millisecond),
		measuredRun("bounded", 8, 15000, time.Millisecond),
	}
	e, err := Run(bounded, 9, runs)
	if err != nil {
		t.Fatal(err)
	}
	// From 7 to 8 the attempts grow 5 times, 8c with c = 5/8; from 8 to 9
	// they grow 9c times.
	if e.FromSpace || !closeTo(e.Attempts, 15000*9*5.0/8) {
		t.Errorf("estimate %+v, want 84,375 attempts from the growth", e)
	}
}

func TestEstimateIgnoresUnfitRuns(t *testing.T) {
	a := harness.Approach{Name: "a", MaxN: 8}
	fixed := measuredRun("a", 7, 500, time.Millisecond)
	fixed.Problem = fixed.Problem.WithFixed(board.Square{Row: 0, Col: 0})
	stopped := measuredRun("a", 6, 400, time.Millisecond)
	stopped.Stopped = true
	unfit := []harness.Result{
		fixed, stopped,
		{Approach: "a", Problem: board.Problem{Rows: 5, Cols: 6}, Attempts: 300, Time: time.Millisecond},
		measuredRun("a", 4, 0, time.Millisecond),
		measuredRun("a", 3, 20, 0),
		measuredRun("a", 9, 900, time.Millisecond),
		measuredRun("b", 5, 100, time.Millisecond),
	}
	if e, err := Run(a, 9, unfit); err == nil {
		t.Errorf("estimated %+v from runs that do not fit", e)
	}
	one := append(unfit, measuredRun("a", 8, 1000, time.Millisecond))
	if _, err := Run(a, 9, one); err == nil || !strings.Contains(err.Error(), "not enough") {
		t.Errorf("one run without an exact space: %v", err)
	}
	// Of two runs on one side, the first counts.
	two := append(one, measuredRun("a", 8, 4000, time.Millisecond), measuredRun("a", 7, 100, time.Millisecond))
	if e, _ := Run(a, 9, two); !closeTo(e.Attempts, 1000*9*10.0/8) {
		t.Errorf("estimate %+v, want 11,250 attempts from 100 and 1,000", e)
	}
}

func TestCalibrationSides(t *testing.T) {
	counter := harness.Approach{Name: "counter", MaxN: 12, MaxAttempts: powerSpace}
	search := harness.Approach{Name: "search", MaxN: 10}
	cases := []struct {
		a        harness.Approach
		measured []harness.Result
		want     []int
	}{
		// 8^8 is about 1.7 x 10^7 attempts, 9^9 about 3.9 x 10^8.
		{counter, nil, []int{7, 8}},
		{counter, []harness.Result{measuredRun("counter", 7, 823543, time.Millisecond)}, []int{7, 8}},
		{counter, []harness.Result{measuredRun("counter", 9, 387420489, time.Second)}, nil},
		{search, []harness.Result{measuredRun("search", 8, 100, time.Millisecond)}, []int{9, 10}},
		{search, []harness.Result{measuredRun("search", 10, 100, time.Millisecond)}, nil},
		{harness.Approach{Name: "tiny", MaxN: 1}, nil, []int{1}},
		{harness.Approach{Name: "none", MaxN: 0}, nil, nil},
	}
	for _, c := range cases {
		if got := CalibrationSides(c.a, c.measured); !slices.Equal(got, c.want) {
			t.Errorf("CalibrationSides(%s, %d runs) = %v, want %v", c.a.Name, len(c.measured), got, c.want)
		}
	}
}

// A space computed in 64 bits wraps around past 2^64 (16^16 is 0 in a
// uint64); the estimate then falls back on the growth.
func TestEstimateDistrustsAnOverflowingSpace(t *testing.T) {
	wrapping := harness.Approach{Name: "wrapping", MaxN: 15, MaxAttempts: func(p board.Problem) float64 {
		boards := uint64(1)
		for range p.Rows {
			boards *= uint64(p.Rows)
		}
		return float64(boards)
	}}
	runs := []harness.Result{
		measuredRun("wrapping", 14, 11112006825558016, time.Second),  // 14^14
		measuredRun("wrapping", 15, 437893890380859375, time.Second), // 15^15
	}
	e, err := Run(wrapping, 16, runs)
	if err != nil {
		t.Fatal(err)
	}
	if e.FromSpace || e.Attempts <= float64(runs[1].Attempts) {
		t.Errorf("estimate %+v: the wrapped space should give way to the growth", e)
	}
}
