package forecast

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Estimate is a forecast of a run that was not made, worked out from runs
// that were: how many attempts it would make and how long it would take.
type Estimate struct {
	// N is the side of the board forecast.
	N int
	// Attempts is the forecast number of attempts.
	Attempts float64
	// Seconds is the forecast time. It is a float, not a time.Duration,
	// because forecasts easily pass the 292 years a Duration holds.
	Seconds float64
	// FromSpace is true when Attempts is the approach's own count of its
	// search space, and false when it extrapolates the measured growth.
	FromSpace bool
	// From lists the measured sides the forecast rests on, in order.
	From []int
	// Calibrated is true when the runs on the sides From were made for
	// this forecast alone, on the sides [CalibrationSides] named, rather
	// than taken from a comparison. [Run] cannot know and leaves it false:
	// the caller that timed the runs sets it, so that a report can say so.
	Calibrated bool
}

// Run forecasts a full run of a on the n x n board from measured runs of
// a on smaller square boards; runs of other approaches, stopped runs and
// runs with fixed queens are ignored, and of several runs on one side the
// first counts. The same runs always give the same forecast.
//
// The attempts come from [harness.Approach.MaxAttempts] when it is exact, which
// the largest measured run proves by making exactly that many attempts,
// and when it grows from there on, which a space computed in too small a
// type fails to do once it overflows. Other approaches only have their
// measured growth, and the growth of every search in this book speeds up
// with n: from one side to the next the octal counter's attempts grow
// about e·n times, the permutation filter's n times, and a pruning
// search's by a factor that climbs more slowly. The forecast takes the
// factor from side k-1 to side k to be c·k, fits c to the two largest
// measured sides, and carries it on. Either way the time is the forecast
// attempts at the nanoseconds an attempt added to the wall time of the
// largest measured run.
func Run(a harness.Approach, n int, measured []harness.Result) (Estimate, error) {
	runs := usableRuns(a.Name, n, measured)
	if len(runs) == 0 {
		return Estimate{}, fmt.Errorf("%s: no finished run smaller than n = %d to estimate from", a.Name, n)
	}
	last := runs[len(runs)-1]
	e := Estimate{N: n, From: []int{last.Problem.Rows}}
	switch {
	case spaceIsExact(a, last) && spaceGrows(a, last.Problem.Rows, n):
		e.Attempts, e.FromSpace = a.MaxAttempts(board.SquareProblem(n)), true
	case len(runs) >= 2:
		prev := runs[len(runs)-2]
		e.Attempts = Grow(prev.Problem.Rows, float64(prev.Attempts), last.Problem.Rows, float64(last.Attempts), n)
		e.From = []int{prev.Problem.Rows, last.Problem.Rows}
	default:
		return Estimate{}, fmt.Errorf("%s: one finished run, at n = %d, is not enough to measure growth", a.Name, last.Problem.Rows)
	}
	// The wall time an attempt added, whatever the number of cores that
	// shared it: [harness.Result.NsPerAttempt] charges every core, to
	// compare approaches, and a forecast of wall time must not.
	wallNsPerAttempt := float64(last.Time.Nanoseconds()) / float64(last.Attempts)
	e.Seconds = e.Attempts * wallNsPerAttempt / 1e9
	return e, nil
}

// Grow extrapolates a measure of work, such as attempts, taken on sides
// n1 < n2 to side n, taking the growth from side k-1 to side k to be c·k,
// as it is for the searches of this book. Then
// attempts(n2) / attempts(n1) = c^(n2-n1) · n2!/n1!, which gives c, and
// attempts(n) = attempts(n2) · c^(n-n2) · n!/n2!. It works in logarithms,
// where the factorials cannot overflow.
func Grow(n1 int, attempts1 float64, n2 int, attempts2 float64, n int) float64 {
	logFactorial := func(k int) float64 {
		v, _ := math.Lgamma(float64(k + 1))
		return v
	}
	logC := (math.Log(attempts2/attempts1) - (logFactorial(n2) - logFactorial(n1))) / float64(n2-n1)
	return math.Exp(math.Log(attempts2) + float64(n-n2)*logC + logFactorial(n) - logFactorial(n2))
}

// usableRuns returns the finished runs of the named approach on empty
// square boards smaller than n that made attempts and took time, one a
// side, by side.
func usableRuns(name string, n int, measured []harness.Result) []harness.Result {
	var runs []harness.Result
	for _, r := range measured {
		p := r.Problem
		ok := r.Approach == name && !r.Stopped && p.IsSquare() && len(p.Fixed) == 0 &&
			p.Rows < n && r.Attempts > 0 && r.Time > 0
		if ok {
			runs = append(runs, r)
		}
	}
	slices.SortStableFunc(runs, func(x, y harness.Result) int { return cmp.Compare(x.Problem.Rows, y.Problem.Rows) })
	return slices.CompactFunc(runs, func(x, y harness.Result) bool { return x.Problem.Rows == y.Problem.Rows })
}

// spaceIsExact reports whether a's Space counted exactly the attempts of
// the finished run r.
func spaceIsExact(a harness.Approach, r harness.Result) bool {
	return a.MaxAttempts != nil && a.MaxAttempts(r.Problem) == float64(r.Attempts)
}

// spaceGrows reports whether a's Space never shrinks from side from to
// side to. A space that shrinks has overflowed whatever it is computed in,
// and its figures are no longer to be trusted.
func spaceGrows(a harness.Approach, from, to int) bool {
	prev := a.MaxAttempts(board.SquareProblem(from))
	for n := from + 1; n <= to; n++ {
		next := a.MaxAttempts(board.SquareProblem(n))
		if next < prev {
			return false
		}
		prev = next
	}
	return true
}

// cheapSpace is the most attempts a calibration run makes when the
// approach knows its space: a fraction of a second even at tens of
// nanoseconds an attempt, and enough work that start-up costs vanish.
const cheapSpace = 2e7

// CalibrationSides returns the sides to time a on before [Run] can
// forecast its runs past MaxN, or nil when measured already holds a
// finished run that large. An approach that knows its space is timed on
// the two largest sides up to MaxN whose space is at most a cheap 2 x
// 10^7 attempts; any other on MaxN - 1 and MaxN, which it finishes in
// reasonable time by definition.
func CalibrationSides(a harness.Approach, measured []harness.Result) []int {
	top := a.MaxN
	if a.MaxAttempts != nil {
		for top > 1 && a.MaxAttempts(board.SquareProblem(top)) > cheapSpace {
			top--
		}
	}
	if top < 1 {
		return nil
	}
	if runs := usableRuns(a.Name, math.MaxInt, measured); len(runs) > 0 && runs[len(runs)-1].Problem.Rows >= top {
		return nil
	}
	if top == 1 {
		return []int{1}
	}
	return []int{top - 1, top}
}

// Sides names the measured sides the forecast rests on: "n = 8" or
// "n = 7 and 8".
func (e Estimate) Sides() string {
	words := make([]string, len(e.From))
	for i, n := range e.From {
		words[i] = strconv.Itoa(n)
	}
	return "n = " + strings.Join(words, " and ")
}
