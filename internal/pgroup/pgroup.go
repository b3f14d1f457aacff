// Package pgroup runs a command in a process group of its own, so that
// stopping it stops everything it started: a go command that builds or
// tests, and the test binary it runs in turn, which may loop for good on a
// student's code. Killing the go command alone would leave that binary
// running, an orphan.
package pgroup

import (
	"context"
	"os/exec"
	"syscall"
	"time"
)

// WaitDelay is how long Wait waits, once the group is killed, for the
// command's output to close: a process that escaped the group may hold
// it open.
const WaitDelay = 500 * time.Millisecond

// Command returns the command that exec.CommandContext would, to run name
// with args in a new process group. When ctx is done before it ends, the
// whole group is killed, and Wait returns within WaitDelay.
//
// The group is not the terminal's foreground one, so Ctrl-C at the
// terminal reaches only the process that started it, which is to cancel
// ctx.
func Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return Kill(cmd) }
	cmd.WaitDelay = WaitDelay
	return cmd
}

// Kill kills the process group of a command that Command started, and
// every process still in it. It is nil when there is none left.
func Kill(cmd *exec.Cmd) error {
	err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if err == syscall.ESRCH {
		return nil
	}
	return err
}
