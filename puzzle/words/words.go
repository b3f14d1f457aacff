package words

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// Thousands writes n with commas between groups of three digits, as the
// book prints large counts: 4,426,165,368.
func Thousands(n uint64) string {
	s := strconv.FormatUint(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Plural writes n and the noun, the noun with an s unless n is 1, and n
// with thousands separators: "1 solution", "14,200 solutions".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if n < 0 {
		return strconv.Itoa(n) + " " + noun + "s"
	}
	return Thousands(uint64(n)) + " " + noun + "s"
}

// Duration writes d with three significant digits, such as 1.23ms or
// 8.41s, which is as precise as a single run deserves; from a minute on
// it rounds to the second, 2m30s.
func Duration(d time.Duration) string {
	if d >= time.Minute {
		return d.Round(time.Second).String()
	}
	for _, unit := range []time.Duration{time.Second, time.Millisecond, time.Microsecond} {
		if d >= unit {
			digits := len(strconv.FormatInt(int64(d/unit), 10))
			return d.Round(unit / time.Duration(pow10(3-digits))).String()
		}
	}
	return d.String()
}

// Seconds writes a time given in seconds as [Duration] does: 1.23ms,
// 8.41s.
func Seconds(s float64) string {
	return Duration(time.Duration(math.Round(s * float64(time.Second))))
}

func pow10(k int) int {
	p := 1
	for range k {
		p *= 10
	}
	return p
}

// Span writes a span of time given in seconds, one that was forecast
// rather than measured, in the largest unit that keeps it readable and
// with two significant digits: "8.4s" and "1m30s" (written by [Duration]
// under two minutes), "43 minutes", "12 hours", "3.5 days", "33 years",
// "1.2 million years".
func Span(s float64) string {
	const (
		minute = 60
		hour   = 60 * minute
		day    = 24 * hour
		year   = 365.25 * day
	)
	switch {
	case s < 2*minute:
		return Duration(time.Duration(roundSignificant(s, 2) * float64(time.Second)))
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
// holds, is "more than 10^308". A negative x or NaN, which no count or
// time is, is written as Go writes a float64, "NaN" or "-4.7e+03", rather
// than read as a figure.
func Approximately(x float64) string {
	x = roundSignificant(x, 2)
	switch {
	case math.IsNaN(x) || x < 0:
		return strconv.FormatFloat(x, 'g', 2, 64)
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
