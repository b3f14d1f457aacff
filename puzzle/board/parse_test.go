package board

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseFixed(t *testing.T) {
	c4f2 := []Square{{Row: 3, Col: 2}, {Row: 1, Col: 5}}
	cases := []struct {
		spec       string
		rows, cols int
		want       []Square
	}{
		{"", 8, 8, nil},
		{"00400200", 8, 8, c4f2},
		{"c4,f2", 8, 8, c4f2},
		{" f2 , c4 ", 8, 8, c4f2},
		{"00000000", 8, 8, nil},
		{"j10", 10, 10, []Square{{Row: 9, Col: 9}}},
		{"0102", 4, 4, []Square{{Row: 0, Col: 1}, {Row: 1, Col: 3}}},
		{"a1", 1, 1, []Square{{Row: 0, Col: 0}}},
		{"C4,F2", 8, 8, c4f2},
	}
	for _, c := range cases {
		got, err := ParseFixed(c.spec, c.rows, c.cols)
		if err != nil {
			t.Errorf("ParseFixed(%q, %d, %d): %v", c.spec, c.rows, c.cols, err)
			continue
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("ParseFixed(%q, %d, %d) = %v, want %v", c.spec, c.rows, c.cols, got, c.want)
		}
	}
}

func TestParseFixedErrors(t *testing.T) {
	cases := []struct {
		spec       string
		rows, cols int
		mention    string // the error must name this
	}{
		{"0040020", 8, 8, "7 digits"},
		{"004002000", 8, 8, "9 digits"},
		{"00900000", 8, 8, "c9"},
		{"0010", 10, 10, "j10"},
		{"c4,c6", 8, 8, "same file"},
		{"c4,f4", 8, 8, "same rank"},
		{"c4,e6", 8, 8, "same diagonal"},
		{"c4,b5", 8, 8, "b5 and c4"},
		{"c4,c4", 8, 8, "twice"},
		{"i1", 8, 8, "i1 is off"},
		{"a9", 8, 8, "a9 is off"},
		{"c", 8, 8, `"c" is not a square`},
		{"4c", 8, 8, `"4c" is not a square`},
		{"c0", 8, 8, "from 1"},
		{"c-1", 8, 8, "from 1"},
		{"c+1", 8, 8, "from 1"},
		{"#4", 8, 8, "not a square"},
		{"c4,", 8, 8, `"" is not a square`},
	}
	for _, c := range cases {
		_, err := ParseFixed(c.spec, c.rows, c.cols)
		if err == nil {
			t.Errorf("ParseFixed(%q, %d, %d) gave no error", c.spec, c.rows, c.cols)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, c.mention) || strings.Contains(msg, "\n") {
			t.Errorf("ParseFixed(%q): error %q should be one line naming %q", c.spec, msg, c.mention)
		}
	}
}

// FuzzParseFixed checks that any text either fails with a one-line error
// or gives queens that stand on the board, attack nothing, and survive a
// round trip through the algebraic form.
func FuzzParseFixed(f *testing.F) {
	for _, s := range []string{"00400200", "c4,f2", "j10", "", "0", "a1,a1", "z99", "c4,,f2", "é4"} {
		f.Add(s, 8)
	}
	f.Fuzz(func(t *testing.T, spec string, n int) {
		n = 1 + abs(n)%30
		qs, err := ParseFixed(spec, n, n)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error of two lines: %q", err)
			}
			return
		}
		p := SquareProblem(n).WithFixed(qs...)
		if err := p.Validate(); err != nil {
			t.Fatalf("ParseFixed(%q) accepted %v: %v", spec, qs, err)
		}
		if len(qs) == 0 {
			return
		}
		again, err := ParseFixed(FormatFixed(qs), n, n)
		if err != nil || !slices.Equal(again, qs) {
			t.Fatalf("round trip of %v gave %v, %v", qs, again, err)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func TestParseSizes(t *testing.T) {
	cases := map[string][]int{
		"8":        {8},
		"4-6":      {4, 5, 6},
		"4,6,8":    {4, 6, 8},
		" 1 - 2,9": {1, 2, 9},
		"5-5":      {5},
	}
	for spec, want := range cases {
		got, err := ParseSizes(spec)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("ParseSizes(%q) = %v, %v; want %v", spec, got, err, want)
		}
	}
	for _, spec := range []string{"", "0", "-3", "12-4", "a", "4-", "4-b", "1,,2", "1-100000", "99999999"} {
		if got, err := ParseSizes(spec); err == nil {
			t.Errorf("ParseSizes(%q) = %v, want an error", spec, got)
		}
	}
}

// A side past MaxSide is too large however many digits it has, and the
// error says which side, so that a caller can give its own limit.
func TestParseSizesTooLarge(t *testing.T) {
	for spec, side := range map[string]string{
		"16777217":               "16777217",
		"4,99999999999999999999": "99999999999999999999",
		"4-9223372036854775808":  "9223372036854775808",
		" 99999999999999999999 ": "99999999999999999999",
	} {
		_, err := ParseSizes(spec)
		var large *SideTooLargeError
		if !errors.As(err, &large) || large.Side != side || !strings.Contains(err.Error(), "larger than 16777216") {
			t.Errorf("ParseSizes(%q): %v; want side %s too large", spec, err, side)
		}
	}
	if _, err := ParseSizes("-99999999999999999999"); errors.As(err, new(*SideTooLargeError)) {
		t.Errorf("a negative side is called too large: %v", err)
	}
}

// FuzzParseSizes checks that every accepted spec gives sides in range and
// that every error is one line.
func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"8", "4-12", "4,6,8", "12-4", "0", "1-1000", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		sizes, err := ParseSizes(spec)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error of two lines: %q", err)
			}
			return
		}
		if len(sizes) == 0 || len(sizes) > maxSizes {
			t.Fatalf("ParseSizes(%q) gave %d sizes", spec, len(sizes))
		}
		for _, n := range sizes {
			if n < 1 || n > MaxSide {
				t.Fatalf("ParseSizes(%q) gave side %d", spec, n)
			}
		}
	})
}
