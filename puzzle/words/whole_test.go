package words

import (
	"errors"
	"math"
	"strconv"
	"testing"
)

func TestParseWhole(t *testing.T) {
	for s, want := range map[string]uint64{"0": 0, "8": 8, "10": 10, "18446744073709551615": math.MaxUint64} {
		if got, err := ParseWhole(s, math.MaxUint64); err != nil || got != want {
			t.Errorf("ParseWhole(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	// Every text that Go's base-0 parsing, or another reader, takes for
	// a number in a way of its own is refused.
	for _, s := range []string{"", "0x8", "0X8", "0o10", "0b1000", "8_0", "010", "00", "+8", "-8", " 8", "8 ", "1.5", "1e3", "８", "eight"} {
		if got, err := ParseWhole(s, math.MaxUint64); err == nil {
			t.Errorf("ParseWhole(%q) = %d, want an error", s, got)
		}
	}
	for _, s := range []string{"101", "18446744073709551616", "99999999999999999999999"} {
		if _, err := ParseWhole(s, 100); !errors.Is(err, ErrTooLarge) {
			t.Errorf("ParseWhole(%q, 100) = %v, want ErrTooLarge", s, err)
		}
	}
}

func FuzzParseWhole(f *testing.F) {
	for _, s := range []string{"8", "010", "0x8", "8_0", "", "18446744073709551616"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseWhole(s, math.MaxUint64)
		if err == nil && s != strconv.FormatUint(n, 10) {
			t.Errorf("ParseWhole(%q) = %d: the number does not read back as the same text", s, n)
		}
	})
}
