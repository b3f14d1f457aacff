package words

import (
	"math"
	"testing"
	"time"
)

func TestThousands(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 999: "999", 1000: "1,000", 4426165368: "4,426,165,368"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 solutions", 1: "1 solution", 2: "2 solutions", 14200: "14,200 solutions", -3: "-3 solutions"} {
		if got := Plural(n, "solution"); got != want {
			t.Errorf("Plural(%d, solution) = %q, want %q", n, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		1234567 * time.Nanosecond:   "1.23ms",
		8412 * time.Millisecond:     "8.41s",
		150 * time.Second:           "2m30s",
		999 * time.Nanosecond:       "999ns",
		45678 * time.Microsecond:    "45.7ms",
		123456789 * time.Nanosecond: "123ms",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestSeconds(t *testing.T) {
	for s, want := range map[float64]string{0.001234567: "1.23ms", 8.412: "8.41s", 1e-5: "10µs", 100: "1m40s"} {
		if got := Seconds(s); got != want {
			t.Errorf("Seconds(%g) = %q, want %q", s, got, want)
		}
	}
}

func TestSpan(t *testing.T) {
	const day, year = 86400, 365.25 * 86400
	for s, want := range map[float64]string{
		8.414:           "8.4s",
		0.0001234:       "120µs",
		67.3:            "1m7s",
		90:              "1m30s",
		43 * 60:         "43 minutes",
		12.3 * 3600:     "12 hours",
		3.46 * day:      "3.5 days",
		33 * year:       "33 years",
		4712 * year:     "4,700 years",
		1.234e6 * year:  "1.2 million years",
		math.Inf(1):     "more than 10^308 years",
		2.5e22 * year:   "2.5 × 10^22 years",
		999.7 * 60 * 60: "42 days",
	} {
		if got := Span(s); got != want {
			t.Errorf("Span(%g) = %q, want %q", s, got, want)
		}
	}
}

func TestApproximately(t *testing.T) {
	for x, want := range map[float64]string{
		0:        "0",
		0.4712:   "0.47",
		9.96:     "10",
		99.6:     "100",
		4712:     "4,700",
		999999:   "1 million",
		8.916e12: "8.9 trillion",
		4.426e9:  "4.4 billion",
		1.5e17:   "150 quadrillion",
		3.14e20:  "3.1 × 10^20",
		// Past a float64, and what no figure is: never a panic.
		math.Inf(1):  "more than 10^308",
		math.NaN():   "NaN",
		-4712:        "-4.7e+03",
		math.Inf(-1): "-Inf",
	} {
		if got := Approximately(x); got != want {
			t.Errorf("Approximately(%g) = %q, want %q", x, got, want)
		}
	}
}
