package notebook

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// A process is one child of the server: a command, where it runs, and
// how much it may hold.
type process struct {
	path string
	args []string
	dir  string
	env  []string
	// terminal runs the process on a pseudo-terminal of 80 columns, its
	// output and errors both, as a reader's terminal would show them;
	// otherwise they go to one pipe.
	terminal bool
	// memory caps the data the process, and every process it starts, may
	// hold (RLIMIT_DATA); 0 leaves it uncapped.
	memory uint64
}

// ended says how a process ended.
type ended struct {
	// status is the exit status; -1 when a signal ended it.
	status int
	// seconds is how long it ran.
	seconds float64
}

// errTimeLimit is what run returns for a process that ran out of time.
var errTimeLimit = errors.New("time limit")

// run starts p in a process group of its own, hands its output to out as
// it comes, and waits for it to end. When ctx ends first, or limit runs
// out, it kills the whole group and returns ctx's error or errTimeLimit.
// Once the process has ended the group is killed too, so that nothing it
// started outlives it.
func run(ctx context.Context, p process, limit time.Duration, out func([]byte)) (ended, error) {
	cmd := exec.Command(p.path, p.args...)
	cmd.Dir, cmd.Env = p.dir, p.env
	output, err := start(cmd, p.terminal)
	if err != nil {
		return ended{}, err
	}
	began := time.Now()
	pid := cmd.Process.Pid
	if p.memory > 0 {
		// Set on the running child, which has not got far yet; its own
		// children inherit the limit.
		lim := unix.Rlimit{Cur: p.memory, Max: p.memory}
		unix.Prlimit(pid, unix.RLIMIT_DATA, &lim, nil)
	}
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		buf := make([]byte, 32<<10)
		for {
			n, err := output.Read(buf)
			if n > 0 {
				out(buf[:n])
			}
			if err != nil { // io.EOF, or EIO on a terminal whose last writer closed it
				return
			}
		}
	}()
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	var cause error
	select {
	case <-waited:
	case <-ctx.Done():
		cause = ctx.Err()
	case <-timer.C:
		cause = errTimeLimit
	}
	syscall.Kill(-pid, syscall.SIGKILL)
	if cause != nil {
		<-waited
	}
	awaitGroupGone(pid)
	<-copied
	output.Close()
	e := ended{status: cmd.ProcessState.ExitCode(), seconds: time.Since(began).Seconds()}
	return e, cause
}

// start starts cmd in a new process group with its output and errors on
// one terminal or one pipe, and returns the reading end.
func start(cmd *exec.Cmd, terminal bool) (io.ReadCloser, error) {
	if terminal {
		ptmx, tty, err := pty.Open()
		if err != nil {
			return nil, err
		}
		defer tty.Close()
		if err := pty.Setsize(ptmx, &pty.Winsize{Rows: 24, Cols: 80}); err != nil {
			ptmx.Close()
			return nil, err
		}
		cmd.Stdout, cmd.Stderr = tty, tty
		// A session of its own is a process group of its own. The
		// terminal is not made the session's controlling one: nothing
		// types on it, and standard input is /dev/null.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := cmd.Start(); err != nil {
			ptmx.Close()
			return nil, err
		}
		return ptmx, nil
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer w.Close()
	cmd.Stdout, cmd.Stderr = w, w
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// awaitGroupGone waits, a moment at most, until the last process of the
// group that pid leads is gone, after run has killed them: their parent
// is killed too, and the system's first process, which reaps them then,
// takes a little while.
func awaitGroupGone(pid int) {
	deadline := time.Now().Add(2 * time.Second)
	for syscall.Kill(-pid, 0) == nil && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
}
