package proctest_test

import (
	"os"
	"os/exec"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/proctest"
)

// cmdlines returns the command lines of the running descendants of pid.
func cmdlines(pid int) []string {
	var out []string
	for _, p := range proctest.Descendants(pid) {
		out = append(out, p.Cmdline)
	}
	return out
}

// A shell that this test starts, and the sleep the shell starts in turn,
// are descendants of the test while they run, with their command lines;
// a sleep the test started beside the shell is the test's, not the
// shell's; once killed and reaped, none is left.
func TestDescendants(t *testing.T) {
	beside := exec.Command("sleep", "307")
	shell := exec.Command("sh", "-c", "sleep 305; true")
	for _, cmd := range []*exec.Cmd{beside, shell} {
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer cmd.Process.Kill()
	}
	mine := cmdlines(os.Getpid())
	for start := time.Now(); !slices.Contains(mine, "sleep 305") && time.Since(start) < 10*time.Second; {
		mine = cmdlines(os.Getpid()) // the shell may not have started its sleep yet
	}
	for _, want := range []string{"sleep 307", "sh -c sleep 305; true", "sleep 305"} {
		if !slices.Contains(mine, want) {
			t.Errorf("%q is not among the test's descendants %q", want, mine)
		}
	}
	if shells := cmdlines(shell.Process.Pid); !slices.Equal(shells, []string{"sleep 305"}) {
		t.Errorf("the shell's descendants are %q; want its sleep alone", shells)
	}
	for _, p := range proctest.Descendants(os.Getpid()) {
		syscall.Kill(p.Pid, syscall.SIGKILL)
	}
	shell.Wait()
	beside.Wait()
	if left := cmdlines(os.Getpid()); len(left) > 0 {
		t.Errorf("killed and reaped, %q are still descendants", left)
	}
}

// StartedSince leaves out what ran before, and what it starts since (a
// shell's sleep, here, as a browser kept open starts tabs), and finds
// what the test started after.
func TestStartedSince(t *testing.T) {
	kept := exec.Command("sh", "-c", "sleep 308; true")
	if err := kept.Start(); err != nil {
		t.Fatal(err)
	}
	before := proctest.Descendants(os.Getpid())
	later := exec.Command("sleep", "309")
	if err := later.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		for _, p := range proctest.Descendants(os.Getpid()) {
			syscall.Kill(p.Pid, syscall.SIGKILL)
		}
		kept.Wait()
		later.Wait()
	}()
	for start := time.Now(); !slices.Contains(cmdlines(kept.Process.Pid), "sleep 308") && time.Since(start) < 10*time.Second; {
		// the shell may not have started its sleep yet
	}
	var since []string
	for _, p := range proctest.StartedSince(os.Getpid(), before) {
		since = append(since, p.Cmdline)
	}
	if !slices.Equal(since, []string{"sleep 309"}) {
		t.Errorf("started since: %q; want the later sleep alone", since)
	}
}
