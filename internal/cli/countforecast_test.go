package cli

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/bitcount"
	"github.com/queensbook/queens/approaches/board"
)

// A series whose attempts grow as c·n from side to side, as forecast.Grow
// assumes, is carried on exactly, at the cost of an attempt on its
// largest side; a series counted on one side only is not carried on.
func TestCountEstimatesCarryTheGrowthOn(t *testing.T) {
	model := func(n int) float64 { // c = 0.4: attempts(n) = 0.4^n · n!
		f, _ := math.Lgamma(float64(n + 1))
		return math.Exp(float64(n)*math.Log(0.4) + f)
	}
	row := func(n int, fold bitcount.Fold, seconds float64) countRow {
		return countRow{Result: bitcount.Result{N: n, Fold: fold, Attempts: uint64(model(n)), Seconds: seconds, Subproblems: 1, Finished: 1}, Workers: 2}
	}
	rows := []countRow{row(14, bitcount.FoldAll, 1), row(15, bitcount.FoldAll, 6), row(15, bitcount.FoldMirror, 9),
		row(14, bitcount.FoldHalves, 1), row(15, bitcount.FoldHalves, 2)}
	got := countEstimates(rows, 18)
	if len(got) != 3 {
		t.Fatalf("%d estimates, want sides 16, 17 and 18 of fold all (and none of halves): %+v", len(got), got)
	}
	perAttempt := 6 / float64(uint64(model(15)))
	for i, e := range got {
		n := 16 + i
		if e.n != n || e.fold != bitcount.FoldAll || e.from != [2]int{14, 15} {
			t.Errorf("estimate %d is %+v; want side %d of fold all, from 14 and 15", i, e, n)
		}
		if want := model(n); math.Abs(e.attempts-want) > 1e-4*want {
			t.Errorf("side %d: %g attempts, want %g", n, e.attempts, want)
		}
		if want := model(n) * perAttempt; math.Abs(e.seconds-want) > 1e-4*want {
			t.Errorf("side %d: %g seconds, want %g", n, e.seconds, want)
		}
	}
	var md strings.Builder
	if err := writeForecast(&md, got, untimedFolds(rows)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "| 18 | all ") || !strings.Contains(md.String(), "n = 14 and 15") {
		t.Errorf("the forecast table lacks side 18 or its sides:\n%s", md.String())
	}
	if !strings.Contains(md.String(), "\nFold halves is left out: ") {
		t.Errorf("the forecast does not say it leaves fold halves out:\n%s", md.String())
	}
}

// The forecast of the counting chapter lands within a few percent of the
// counts that were made, from two boards of 13 x 13 or more: from the
// counts of n = 13 and 14 by constellations to the attempts of n = 15
// and 16. (From smaller boards, whose growth still wobbles, it can miss by
// a quarter.)
func TestCountEstimatesLandNearTheCount(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 16 x 16; the full test suite runs it")
	}
	count := func(n int) countRow {
		res, err := bitcount.Count(context.Background(), board.SquareProblem(n), bitcount.Options{Fold: bitcount.FoldConstellations})
		if err != nil {
			t.Fatal(err)
		}
		res.Seconds = 1 // the time plays no part in the attempts
		return countRow{Result: res, Workers: 1}
	}
	for _, e := range countEstimates([]countRow{count(13), count(14)}, 16) {
		if made := float64(count(e.n).Attempts); math.Abs(e.attempts-made) > 0.05*made {
			t.Errorf("the forecast of n = %d is %.4g attempts; the count made %.4g", e.n, e.attempts, made)
		}
	}
}
