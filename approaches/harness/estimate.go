package harness

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/queensbook/queens/approaches/board"
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
}

// EstimateRun forecasts a full run of a on the n x n board from measured
// runs of a on smaller square boards; runs of other approaches, stopped
// runs and runs with fixed queens are ignored, and of several runs on one
// side the first counts. The same runs always give the same forecast.
//
// The attempts come from [Approach.Space] when it is exact, which the
// largest measured run proves by making exactly that many attempts, and
// when it grows from there on, which a space computed in too small a type
// fails to do once it overflows. Other approaches only have their measured
// growth, and the growth of every search in this book speeds up with n:
// from one side to the next the octal counter's attempts grow about e·n
// times, the permutation filter's n times, and a pruning search's by a
// factor that climbs more slowly. The forecast takes the factor from side
// k-1 to side k to be c·k, fits c to the two largest measured sides, and
// carries it on. Either way the time is the forecast attempts at the
// nanoseconds an attempt added to the wall time of the largest measured
// run.
func EstimateRun(a Approach, n int, measured []Result) (Estimate, error) {
	runs := usableRuns(a.Name, n, measured)
	if len(runs) == 0 {
		return Estimate{}, fmt.Errorf("%s: no finished run smaller than n = %d to estimate from", a.Name, n)
	}
	last := runs[len(runs)-1]
	e := Estimate{N: n, From: []int{last.Problem.Rows}}
	switch {
	case spaceIsExact(a, last) && spaceGrows(a, last.Problem.Rows, n):
		e.Attempts, e.FromSpace = a.Space(board.Square(n)), true
	case len(runs) >= 2:
		prev := runs[len(runs)-2]
		e.Attempts = grow(prev.Problem.Rows, prev.Attempts, last.Problem.Rows, last.Attempts, n)
		e.From = []int{prev.Problem.Rows, last.Problem.Rows}
	default:
		return Estimate{}, fmt.Errorf("%s: one finished run, at n = %d, is not enough to measure growth", a.Name, last.Problem.Rows)
	}
	e.Seconds = e.Attempts * wallNsPerAttempt(last) / 1e9
	return e, nil
}

// grow extrapolates attempts measured on sides n1 < n2 to side n, taking
// the growth from side k-1 to side k to be c·k. Then
// attempts(n2) / attempts(n1) = c^(n2-n1) · n2!/n1!, which gives c, and
// attempts(n) = attempts(n2) · c^(n-n2) · n!/n2!. It works in logarithms,
// where the factorials cannot overflow.
func grow(n1 int, attempts1 uint64, n2 int, attempts2 uint64, n int) float64 {
	logFactorial := func(k int) float64 {
		v, _ := math.Lgamma(float64(k + 1))
		return v
	}
	logC := (math.Log(float64(attempts2)/float64(attempts1)) - (logFactorial(n2) - logFactorial(n1))) / float64(n2-n1)
	return math.Exp(math.Log(float64(attempts2)) + float64(n-n2)*logC + logFactorial(n) - logFactorial(n2))
}

// usableRuns returns the finished runs of the named approach on empty
// square boards smaller than n that made attempts and took time, one a
// side, by side.
func usableRuns(name string, n int, measured []Result) []Result {
	var runs []Result
	for _, r := range measured {
		p := r.Problem
		ok := r.Approach == name && !r.Stopped && p.IsSquare() && len(p.Fixed) == 0 &&
			p.Rows < n && r.Attempts > 0 && r.Time > 0
		if ok {
			runs = append(runs, r)
		}
	}
	slices.SortStableFunc(runs, func(x, y Result) int { return cmp.Compare(x.Problem.Rows, y.Problem.Rows) })
	return slices.CompactFunc(runs, func(x, y Result) bool { return x.Problem.Rows == y.Problem.Rows })
}

// spaceIsExact reports whether a's Space counted exactly the attempts of
// the finished run r.
func spaceIsExact(a Approach, r Result) bool {
	return a.Space != nil && a.Space(r.Problem) == float64(r.Attempts)
}

// spaceGrows reports whether a's Space never shrinks from side from to
// side to. A space that shrinks has overflowed whatever it is computed in,
// and its figures are no longer to be trusted.
func spaceGrows(a Approach, from, to int) bool {
	prev := a.Space(board.Square(from))
	for n := from + 1; n <= to; n++ {
		next := a.Space(board.Square(n))
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

// CalibrationSides returns the sides to time a on before [EstimateRun] can
// forecast its runs past MaxN, or nil when measured already holds a
// finished run that large. An approach that knows its space is timed on
// the two largest sides up to MaxN whose space is at most a cheap 2 x
// 10^7 attempts; any other on MaxN - 1 and MaxN, which it finishes in
// reasonable time by definition.
func CalibrationSides(a Approach, measured []Result) []int {
	top := a.MaxN
	if a.Space != nil {
		for top > 1 && a.Space(board.Square(top)) > cheapSpace {
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

// Text says the forecast in words: "about 12 hours for 8.9 trillion
// attempts". Timeless leaves the time out ("about 8.9 trillion attempts"),
// for text that must not change from run to run.
func (e Estimate) Text(timeless bool) string {
	if timeless {
		return "about " + Approximately(e.Attempts) + " attempts"
	}
	return "about " + FormatSeconds(e.Seconds) + " for " + Approximately(e.Attempts) + " attempts"
}

// FormatSeconds writes a span of time in the largest unit that keeps it
// readable, with two significant digits: "8.4s" and "1m30s" (written by
// [FormatDuration] under two minutes), "43 minutes", "12 hours",
// "3.5 days", "33 years", "1.2 million years".
func FormatSeconds(s float64) string {
	const (
		minute = 60
		hour   = 60 * minute
		day    = 24 * hour
		year   = 365.25 * day
	)
	switch {
	case s < 2*minute:
		return FormatDuration(time.Duration(roundSignificant(s, 2) * float64(time.Second)))
	case s < 2*hour:
		return Approximately(s/minute) + " minutes"
	case s < 2*day:
		return Approximately(s/hour) + " hours"
	case s < 2*year:
		return Approximately(s/day) + " days"
	}
	return Approximately(s/year) + " years"
}

// largeNumbers names the powers of a thousand, from a million up, that
// Approximately writes as words.
var largeNumbers = []string{"million", "billion", "trillion", "quadrillion"}

// Approximately writes x >= 0 with two significant digits, the way one
// says a rough figure: "0.47", "12", "4,700", "8.9 trillion", and past the
// quadrillions "3.1 × 10^20". Infinity, a forecast past what a float64
// holds, is "more than 10^308".
func Approximately(x float64) string {
	x = roundSignificant(x, 2)
	switch {
	case x > math.MaxFloat64:
		return "more than 10^308"
	case x < 100:
		return twoDigits(x)
	case x < 1e6:
		return Thousands(uint64(x))
	}
	exp := int(math.Floor(math.Log10(x)))
	if group := exp/3 - 2; group < len(largeNumbers) {
		return twoDigits(x/math.Pow(1000, float64(exp/3))) + " " + largeNumbers[group]
	}
	return twoDigits(x/math.Pow(10, float64(exp))) + " × 10^" + strconv.Itoa(exp)
}

// twoDigits writes x with two significant digits and no trailing zeros.
func twoDigits(x float64) string {
	if x == 0 {
		return "0"
	}
	decimals := max(0, 1-int(math.Floor(math.Log10(x))))
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// roundSignificant rounds x > 0 to the given number of significant digits;
// it leaves 0 and non-finite values alone.
func roundSignificant(x float64, digits int) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	scale := math.Pow(10, float64(digits-1)-math.Floor(math.Log10(math.Abs(x))))
	return math.Round(x*scale) / scale
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
