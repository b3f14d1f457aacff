package searchcmd

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queensbook/queens/internal/cli/clitest"
)

// TestDefaultTablesFit80Columns checks that the comparison tables a user
// sees first, with their notes, fit a terminal of 80 columns: queens
// without a command, and compare -n 4-12 with its forecasts.
func TestDefaultTablesFit80Columns(t *testing.T) {
	if testing.Short() || clitest.RaceDetector {
		t.Skip("the comparisons run every approach up to n = 12")
	}
	t.Parallel()
	for _, args := range [][]string{{}, {"compare", "-n", "4-12"}} {
		t.Run(strings.Join(append([]string{"queens"}, args...), " "), func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := queens(args...)
			if code != 0 {
				t.Fatalf("exit status %d: %s", code, stderr)
			}
			for line := range strings.Lines(stdout) {
				if width := utf8.RuneCountInString(strings.TrimSuffix(line, "\n")); width > 80 {
					t.Errorf("a line of %d columns:\n%s", width, line)
				}
			}
		})
	}
}
