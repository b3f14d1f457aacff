//go:build unix

package countcmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// Two counts on one checkpoint: the second is refused in one line that
// names the process of the first, before it counts or writes anything.
// The test holds the lock as a count holds it: a lock of the system,
// which a second open of the file cannot take, in this process or in
// another. Once it lets go the count runs, and leaves no lock file; a
// lock file that a killed count left locks nothing.
func TestCountRefusesACheckpointInUse(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ck.json")
	release, err := lockCheckpoint(file)
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := queens("count", "-n", "9", "-checkpoint", file)
	pid := os.Getpid()
	want := fmt.Sprintf("queens count: -checkpoint %s is in use by another count, process %d; let it finish, or stop it (kill -INT %d), and run this again\n", file, pid, pid)
	if code != cli.ExitUsage || stdout != "" || stderr != want {
		t.Errorf("a second count: exit status %d, stdout %q, stderr %q; want 2, nothing and\n%s", code, stdout, stderr, want)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("the refused count wrote %s: %v", file, err)
	}
	release()
	if _, err := os.Stat(lockPath(file)); !os.IsNotExist(err) {
		t.Errorf("the lock file is still there once let go: %v", err)
	}
	// A count killed with its lock taken leaves the file, with its id.
	clitest.Must(t, os.WriteFile(lockPath(file), []byte("999999999\n"), 0o644))
	code, stdout, stderr = queens("count", "-n", "9", "-checkpoint", file, "-quiet")
	if code != 0 || !strings.HasPrefix(stdout, "352 solutions on 9 x 9\n") || stderr != "" {
		t.Errorf("a count after a killed one: exit status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(lockPath(file)); !os.IsNotExist(err) {
		t.Errorf("the count left its lock file: %v", err)
	}
}
