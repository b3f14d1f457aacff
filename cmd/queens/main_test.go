package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the scripts run this very binary as the command queens.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"queens": main})
}

// TestScripts runs the scripts in testdata/script against the real binary:
// exit statuses, what reaches stderr, and Ctrl-C.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"sleep":    sleep,
			"tofull":   toFull,
			"takeport": takePort,
		},
		Condition: condition,
	})
}

// condition answers the scripts' own conditions: [ci] holds when the CI
// variable is set, as .ci/run sets it, so that a script can skip for want
// of a tool on a laptop and fail for want of it in CI.
func condition(cond string) (bool, error) {
	if cond == "ci" {
		return os.Getenv("CI") != "", nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}

// sleep pauses a script for the given milliseconds, to let a command in
// the background get going before it is interrupted.
func sleep(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: sleep MILLISECONDS")
	}
	ms, err := strconv.Atoi(args[0])
	ts.Check(err)
	time.Sleep(time.Duration(ms) * time.Millisecond)
}

// takePort listens on a free port of 127.0.0.1 until the script ends,
// and sets $TAKEN to its address, for a command to find it taken.
func takePort(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: takeport")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	ts.Check(err)
	ts.Defer(func() { ln.Close() })
	ts.Setenv("TAKEN", ln.Addr().String())
}

// toFull runs a command with its stdout on /dev/full, where every write
// fails with "no space left on device", as on a full disk: exec cannot
// redirect. The command's stderr becomes the script's stderr, and toFull
// prints the command's exit status on its own stdout, for the script to
// check, since the command's stdout is gone.
func toFull(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) == 0 {
		ts.Fatalf("usage: tofull COMMAND [ARGS...]")
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	ts.Check(err)
	defer full.Close()
	path, err := exec.LookPath(args[0]) // testscript.Main put queens on PATH
	ts.Check(err)
	cmd := exec.Command(path, args[1:]...)
	cmd.Dir = ts.MkAbs(".")
	cmd.Env = []string{"PATH=" + ts.Getenv("PATH"), "HOME=" + ts.Getenv("HOME"), "TMPDIR=" + ts.Getenv("TMPDIR")}
	cmd.Stdout = full
	cmd.Stderr = ts.Stderr()
	err = cmd.Run()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		fmt.Fprintln(ts.Stdout(), "exit status 0")
	case errors.As(err, &exitErr):
		fmt.Fprintf(ts.Stdout(), "exit status %d\n", exitErr.ExitCode())
	default:
		ts.Fatalf("tofull %s: %v", args[0], err)
	}
	switch {
	case neg && err == nil:
		ts.Fatalf("tofull %v: unexpected success", args)
	case !neg && err != nil:
		ts.Fatalf("tofull %v: %v", args, err)
	}
}
