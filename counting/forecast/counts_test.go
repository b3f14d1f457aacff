package forecast_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
)

// A series whose attempts grow as c·n from side to side, as Grow
// assumes, is carried on exactly, at the cost of an attempt on its
// largest side; a series counted on one side only is not carried on, and
// neither is a method whose attempts do not say how long it takes.
func TestCountsCarryTheGrowthOn(t *testing.T) {
	model := func(n int) float64 { // c = 0.4: attempts(n) = 0.4^n · n!
		f, _ := math.Lgamma(float64(n + 1))
		return math.Exp(float64(n)*math.Log(0.4) + f)
	}
	made := func(n int, m count.Method, seconds float64) forecast.Count {
		res := count.Result{N: n, Method: m, Attempts: uint64(model(n)), Seconds: seconds, Subproblems: 1, Finished: 1}
		return forecast.Count{Result: res, Workers: 2}
	}
	got := forecast.Counts([]forecast.Count{made(14, bitcount.FoldAll, 1), made(15, bitcount.FoldAll, 6), made(15, bitcount.FoldMirror, 9),
		made(14, halves.Method{}, 1), made(15, halves.Method{}, 2)}, 18)
	if len(got) != 3 {
		t.Fatalf("%d estimates, want sides 16, 17 and 18 of fold all (and none of halves): %+v", len(got), got)
	}
	perAttempt := 6 / float64(uint64(model(15)))
	for i, e := range got {
		n := 16 + i
		if e.N != n || e.Method != bitcount.FoldAll || e.Workers != 2 || !slices.Equal(e.From, []int{14, 15}) {
			t.Errorf("estimate %d is %+v; want side %d of fold all on 2 workers, from 14 and 15", i, e, n)
		}
		if want := model(n); math.Abs(e.Attempts-want) > 1e-4*want {
			t.Errorf("side %d: %g attempts, want %g", n, e.Attempts, want)
		}
		if want := model(n) * perAttempt; math.Abs(e.Seconds-want) > 1e-4*want {
			t.Errorf("side %d: %g seconds, want %g", n, e.Seconds, want)
		}
	}
}

// The forecast of the counting chapter lands within a few percent of the
// counts that were made, from two boards of 13 x 13 or more: from the
// counts of n = 13 and 14 by constellations to the attempts of n = 15
// and 16. (From smaller boards, whose growth still wobbles, it can miss by
// a quarter.)
func TestCountsLandNearTheCount(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 16 x 16; the full test suite runs it")
	}
	made := func(n int) forecast.Count {
		res, err := count.Count(context.Background(), constellation.Method{}, board.SquareProblem(n), count.Options{})
		if err != nil {
			t.Fatal(err)
		}
		res.Seconds = 1 // the time plays no part in the attempts
		return forecast.Count{Result: res, Workers: 1}
	}
	for _, e := range forecast.Counts([]forecast.Count{made(13), made(14)}, 16) {
		if counted := float64(made(e.N).Attempts); math.Abs(e.Attempts-counted) > 0.05*counted {
			t.Errorf("the forecast of n = %d is %.4g attempts; the count made %.4g", e.N, e.Attempts, counted)
		}
	}
}
