package cli

import (
	"strings"
	"testing"
)

// A side too large says the command's own largest, however many digits it
// has, and a side too long for an int with a minus has no squares.
func TestParseSizesSaysTheLargest(t *testing.T) {
	for spec, want := range map[string]string{
		"29":                     "-n 29 is too large: at most 28, why",
		"99999999999999999999":   "-n 99999999999999999999 is too large: at most 28, why",
		"4,99999999999999999999": "-n 4,99999999999999999999: n = 99999999999999999999 is too large: at most 28, why",
		"4-16777217":             "-n 4-16777217: n = 16777217 is too large: at most 28, why",
		"-99999999999999999999":  "-n -99999999999999999999 has no squares; n must be at least 1",
		"9223372036854775808":    "-n 9223372036854775808 is too large: at most 28, why",
	} {
		if _, err := ParseSizes(spec, 28, "why"); err == nil || err.Error() != want {
			t.Errorf("parseSizes(%q): %v; want %q", spec, err, want)
		}
	}
	if got, err := ParseSizes(" 28 ", 28, "why"); err != nil || len(got) != 1 || got[0] != 28 {
		t.Errorf("parseSizes(28) = %v, %v", got, err)
	}
	if _, err := ParseSizes("x", 28, "why"); err == nil || !strings.Contains(err.Error(), "not a whole number") {
		t.Errorf("parseSizes(x): %v", err)
	}
}
