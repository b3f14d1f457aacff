package queenscmd

import (
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
)

// queens version and queens -version print the running binary's version,
// in text or JSON; -version goes with no flag that runs something.
func TestVersionCommandAndFlag(t *testing.T) {
	bi, _ := debug.ReadBuildInfo()
	_, want, _ := queens("version")
	if !strings.HasPrefix(want, "queens ") || !strings.HasSuffix(want, ", built with "+bi.GoVersion+"\n") {
		t.Errorf("queens version prints %q; want the version of queens and of Go", want)
	}
	for _, args := range [][]string{{"version"}, {"-version"}, {"-version", "-format", "text"}} {
		if status, stdout, stderr := queens(args...); status != cli.ExitOK || stdout != want || stderr != "" {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q; want %q", args, status, stdout, stderr, want)
		}
	}
	for _, args := range [][]string{{"version", "-json"}, {"-version", "-json"}} {
		status, stdout, _ := queens(args...)
		var v struct{ Go string }
		if err := json.Unmarshal([]byte(stdout), &v); status != cli.ExitOK || err != nil || v.Go != bi.GoVersion {
			t.Errorf("queens %q: status %d, %v, stdout %q", args, status, err, stdout)
		}
	}
	for _, args := range [][]string{{"-version", "-n", "6"}, {"-version", "-format", "csv"}, {"version", "extra"}} {
		if status, stdout, stderr := queens(args...); status != cli.ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q; want 2 and one line", args, status, stdout, stderr)
		}
	}
}
