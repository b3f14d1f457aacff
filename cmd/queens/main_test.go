package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/rogpeppe/go-internal/testscript"
	"golang.org/x/sys/unix"
)

// TestMain lets the scripts run this very binary as the command queens.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"queens": main})
}

// TestScripts runs the scripts in testdata/script against the real binary:
// exit statuses, what reaches stderr, and Ctrl-C.
func TestScripts(t *testing.T) {
	goEnv := goEnvironment(t)
	machines := machinesEnvironment(t)
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
		Setup: func(env *testscript.Env) error {
			// A script's caches are its own, in its folder, and go with it.
			env.Vars = append(env.Vars, "QUEENS_CACHE="+filepath.Join(env.WorkDir, ".cache"))
			env.Vars = append(env.Vars, goEnv...)
			env.Vars = append(env.Vars, machines...)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"interrupt": interrupt,
			"notemps":   noTemps,
			"tofull":    toFull,
			"takeport":  takePort,
			"cutssh":    cutSSH,
			"clearssh":  clearSSH,
		},
		Condition: condition,
	})
}

// goEnvironment is what a script needs to run the go command, as the
// exercise commands do: the module's root, as $QUEENS_MODULE, and this
// machine's build cache and module cache, since a script's HOME is none.
// The go command there downloads nothing and uses no workspace.
func goEnvironment(t *testing.T) []string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	vars := []string{"QUEENS_MODULE=" + root, "GOPROXY=off", "GOWORK=off", "GOFLAGS="}
	out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	for i, value := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		vars = append(vars, []string{"GOCACHE", "GOMODCACHE", "GOPATH"}[i]+"="+value)
	}
	return vars
}

// condition answers the scripts' own conditions: [ci] holds when the CI
// variable is set, as .ci/run sets it, so that a script can skip for want
// of a tool on a laptop and fail for want of it in CI. [ssh] holds when
// there is a second machine to count on, named by $QUEENS_SSH_LOGIN; in
// CI its absence fails the script, so that the test of many machines
// never skips there.
func condition(cond string) (bool, error) {
	switch cond {
	case "ci":
		return os.Getenv("CI") != "", nil
	case "ssh":
		if os.Getenv("QUEENS_SSH_LOGIN") == "" && os.Getenv("CI") != "" {
			return false, errors.New("CI must count on two machines, and QUEENS_SSH_LOGIN names no second one: .ci/run sets it with .ci/loopback-ssh")
		}
		return os.Getenv("QUEENS_SSH_LOGIN") != "", nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}

// interrupt is Ctrl-C at the moment a command is ready for it, with no
// guess at how long it takes to get there:
//
//	interrupt [-signal TERM|HUP] [-stdout] [-pty] [-stdin] [-unread] [-kill] REGEXP COMMAND [ARGS...]
//	interrupt [-signal TERM|HUP] [-kill] -file GLOB COMMAND [ARGS...]
//
// starts COMMAND in a session of its own, reads its stderr (its
// stdout with -stdout) as it is written, and sends it SIGINT, as
// kill -INT does, as soon as what it read matches REGEXP: a long run of
// queens notes on stderr that it is still running, queens serve prints
// its address on stdout, and a list of solutions is ready once its first
// lines are out. With -file it waits instead for a file that GLOB
// matches, such as the temporary file of a write in progress. While the
// signal is sent nothing more is read, so that a command writing to a
// pipe cannot get far.
//
// -pty runs COMMAND on a terminal of 80 x 24, stdin, stdout and stderr,
// as its controlling terminal, watches what the terminal shows, and types
// Ctrl-C on it, which signals the terminal's foreground process group.
// -stdin gives COMMAND a pipe on stdin that brings nothing and stays
// open, as 'sleep 100 | queens verify -' does. -unread leaves what
// COMMAND writes unread, so that its writes block: its stdout goes to a
// pipe that nobody reads, or with -pty the terminal is no longer read
// once the command is ready. -kill sends SIGKILL to the command's process
// group, as kill -9 does, instead. -signal sends SIGTERM or SIGHUP
// instead of SIGINT (with -pty too, to the command rather than typed),
// and the command must then exit with the status a shell gives a process
// that the signal ended, 143 or 129.
//
// Then it waits for the command to exit, which must be within stopWithin
// of the signal, and checks the process table: no process may be left in
// the command's group. As after exec, stdout and stderr are then what the
// command wrote (on a terminal, stdout is what it showed), and ! expects
// it to fail, as an interrupted queens does (exit status 130).
//
// A command that ends before it is ready fails the script, and so does
// one that is not ready within readyWithin, a bound that only a broken
// command reaches.
func interrupt(ts *testscript.TestScript, neg bool, args []string) {
	o, args := interruptOptions(ts, args)
	cmd := scriptCommand(ts, args)
	var stdout, stderr strings.Builder
	var watched io.Reader
	var ctrlC func() error
	switch {
	case o.pty:
		o.tty = true
		ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
		ts.Check(err)
		defer ptmx.Close()
		ts.Check(keepOutputOnInterrupt(ptmx))
		watched, o.seen = ptmx, &stdout
		ctrlC = func() error { _, err := ptmx.Write([]byte{3}); return err } // ^C
	default:
		// A session of its own holds whatever the command starts, even
		// in process groups of their own, as queens runs go commands.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		var err error
		switch {
		case o.stdout:
			o.seen, cmd.Stderr = &stdout, &stderr
			watched, err = cmd.StdoutPipe()
		case o.unread:
			cmd.Stdout = unreadPipe(ts)
			o.seen = &stderr
			watched, err = cmd.StderrPipe()
		default:
			o.seen, cmd.Stdout = &stderr, &stdout
			watched, err = cmd.StderrPipe()
		}
		ts.Check(err)
		if o.stdin {
			in, err := cmd.StdinPipe() // never written to, closed when the script ends
			ts.Check(err)
			ts.Defer(func() { in.Close() })
		}
		ts.Check(cmd.Start())
		// kill -INT, to queens alone: what it started must go with it
		// without a signal of its own.
		ctrlC = func() error { return cmd.Process.Signal(os.Interrupt) }
	}
	if o.signal != 0 {
		ctrlC = func() error { return cmd.Process.Signal(o.signal) }
	}
	if o.kill {
		ctrlC = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	}
	var sent time.Time
	ready := o.awaitReady(ts, cmd, watched, func() {
		sent = time.Now()
		ctrlC() // an error means it has exited
	})
	err := cmd.Wait()
	took := time.Since(sent)
	fmt.Fprint(ts.Stdout(), stdout.String())
	fmt.Fprint(ts.Stderr(), stderr.String())
	ts.Logf("[%v, %v after the signal]", cmd.ProcessState, took.Round(time.Millisecond))
	switch {
	case !ready:
		ts.Fatalf("%s ended before it was ready (%s), or was not ready within %v", args[0], o.readiness(), readyWithin)
	case took > stopWithin:
		ts.Fatalf("%s took %v to stop after the signal, more than %v", args[0], took.Round(time.Millisecond), stopWithin)
	case o.signal != 0 && cmd.ProcessState.ExitCode() != 128+int(o.signal):
		ts.Fatalf("%s stopped by %v exited with status %d; want %d", args[0], o.signal, cmd.ProcessState.ExitCode(), 128+int(o.signal))
	case neg && err == nil:
		ts.Fatalf("unexpected command success")
	case !neg && err != nil:
		ts.Fatalf("unexpected command failure")
	}
	if left := sessionLeft(cmd.Process.Pid); len(left) > 0 {
		var names []string
		for pid, cmdline := range left {
			syscall.Kill(pid, syscall.SIGKILL) // leave nothing behind either
			names = append(names, fmt.Sprintf("%d (%s)", pid, cmdline))
		}
		ts.Fatalf("%s left processes behind: %s", args[0], strings.Join(names, ", "))
	}
}

// keepOutputOnInterrupt sets NOFLSH on the terminal whose master is
// ptmx. A terminal discards what waits in its output queue just after
// it sends SIGINT for a typed Ctrl-C, and a queens that answers the
// signal within that instant (a prompt answers in a millisecond) loses
// its last line to the flush. No program can order its write after the
// kernel's flush, so the test holds what queens writes, not that race.
func keepOutputOnInterrupt(ptmx *os.File) error {
	t, err := unix.IoctlGetTermios(int(ptmx.Fd()), unix.TCGETS)
	if err != nil {
		return err
	}
	t.Lflag |= unix.NOFLSH
	return unix.IoctlSetTermios(int(ptmx.Fd()), unix.TCSETS, t)
}

// stopWithin is how soon after Ctrl-C an interrupted queens must have
// exited for the test to pass. The promise of every long run is a second,
// and the log shows how long each took; the test holds only that it does
// not hang, with a bound that a busy machine does not reach, since a
// test never asserts a wall-clock time.
const stopWithin = 10 * time.Second

// readyWithin bounds how long interrupt waits for a command to be ready,
// so that a command that never is fails the script instead of hanging
// the test: far longer than any command takes to start.
const readyWithin = time.Minute

// interruptFlags are the options of interrupt, and what it has read.
type interruptFlags struct {
	stdout, pty, stdin, unread, kill bool
	// signal is the signal of -signal, or 0 for Ctrl-C.
	signal syscall.Signal
	// tty is set when the command runs on a terminal, which with -unread
	// is read no more once the command is ready.
	tty bool
	// ready is the text to wait for, or file the glob of a file.
	ready *regexp.Regexp
	file  string
	// seen gets what is read of the watched stream.
	seen *strings.Builder
}

// interruptOptions reads the options and the readiness of interrupt, and
// returns the command line that follows them.
func interruptOptions(ts *testscript.TestScript, args []string) (*interruptFlags, []string) {
	o := &interruptFlags{}
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		switch args[0] {
		case "-stdout":
			o.stdout = true
		case "-pty":
			o.pty = true
		case "-stdin":
			o.stdin = true
		case "-unread":
			o.unread = true
		case "-kill":
			o.kill = true
		case "-signal":
			if len(args) < 2 || stopSignals[args[1]] == 0 {
				ts.Fatalf("interrupt -signal needs TERM or HUP")
			}
			o.signal, args = stopSignals[args[1]], args[1:]
		case "-file":
			if len(args) < 2 {
				ts.Fatalf("interrupt -file needs a GLOB")
			}
			o.file, args = ts.MkAbs(args[1]), args[1:]
		default:
			ts.Fatalf("interrupt: unknown option %s", args[0])
		}
		args = args[1:]
	}
	if o.file == "" {
		if len(args) == 0 {
			ts.Fatalf("usage: interrupt [-signal TERM|HUP] [-stdout] [-pty] [-stdin] [-unread] [-kill] REGEXP COMMAND [ARGS...]")
		}
		var err error
		o.ready, err = regexp.Compile("(?m)" + args[0]) // ^ and $ match at each line
		ts.Check(err)
		args = args[1:]
	}
	if len(args) == 0 {
		ts.Fatalf("interrupt: no command to run")
	}
	return o, args
}

// readiness says what the command is waited for.
func (o *interruptFlags) readiness() string {
	if o.file != "" {
		return "a file " + o.file
	}
	return "output matching " + o.ready.String()
}

// awaitReady reads out, the watched stream of the running cmd, to its end,
// copying it to o.seen, and calls signal once the command is ready: when
// what it read matches, or with -file when the file exists. It kills cmd
// when it is not ready within readyWithin, and reports whether it was
// ready. A command that ended just after it was ready was not
// interrupted, and its exit status says so.
func (o *interruptFlags) awaitReady(ts *testscript.TestScript, cmd *exec.Cmd, out io.Reader, signal func()) (ready bool) {
	guard := time.AfterFunc(readyWithin, func() { cmd.Process.Kill() })
	defer guard.Stop()
	fire := func() {
		ready = true
		guard.Stop()
		signal()
	}
	if o.file != "" {
		drained := make(chan struct{})
		go func() { // the stream is drained while the file is awaited
			io.Copy(o.seen, out)
			close(drained)
		}()
		for !exited(cmd.Process.Pid) {
			if matches, _ := filepath.Glob(o.file); len(matches) > 0 {
				fire()
				break
			}
			time.Sleep(time.Millisecond) // poll again; nothing depends on how long
		}
		<-drained // at the command's end
		return ready
	}
	buf := make([]byte, 4096)
	for {
		n, err := out.Read(buf)
		o.seen.Write(buf[:n])
		if !ready && o.ready.MatchString(o.seen.String()) {
			if o.unread && o.tty {
				// The terminal is read no more: the signal comes once
				// the command's writes to it block.
				awaitBlocked(cmd.Process.Pid)
				fire()
				return ready
			}
			fire()
		}
		if err != nil { // io.EOF, or EIO from a terminal whose last process has gone
			return ready
		}
	}
}

// awaitBlocked returns once process pid has stopped working, as a
// process does whose write blocks: when its processor time has not grown
// over a tenth of a second. It gives up at readyWithin, which only a
// process that never blocks reaches.
func awaitBlocked(pid int) {
	deadline := time.Now().Add(readyWithin)
	last := processorTime(pid)
	for time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond) // a poll; nothing depends on how long
		now := processorTime(pid)
		if now == last {
			return
		}
		last = now
	}
}

// processorTime returns the processor time process pid has spent, in
// the clock ticks of /proc/PID/stat (its utime and stime).
func processorTime(pid int) string {
	stat, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	if len(fields) < 13 {
		return ""
	}
	return fields[11] + " " + fields[12] // utime and stime, after the name
}

// exited reports whether process pid has ended: gone, or a zombie that
// its parent, this test, has not waited for yet.
func exited(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(stat, ')') // the state follows the name
	return i > 0 && len(stat) > i+2 && stat[i+2] == 'Z'
}

// stopSignals are the signals -signal names, beside Ctrl-C.
var stopSignals = map[string]syscall.Signal{"TERM": syscall.SIGTERM, "HUP": syscall.SIGHUP}

// unreadPipe returns the write end of a pipe whose read end stays open,
// unread, until the script ends: a write to it blocks once it is full.
func unreadPipe(ts *testscript.TestScript) *os.File {
	r, w, err := os.Pipe()
	ts.Check(err)
	ts.Defer(func() { r.Close(); w.Close() })
	return w
}

// sessionLeft returns the processes still in the session sid, which the
// command that leads it started, with their command lines, once the
// command has been waited for: none may be, but a killed process takes a
// moment to go, so it looks for a second before it says so.
func sessionLeft(sid int) map[int]string {
	deadline := time.Now().Add(time.Second)
	for {
		left := map[int]string{}
		entries, _ := os.ReadDir("/proc")
		for _, e := range entries {
			pid, err := strconv.Atoi(e.Name())
			if err != nil {
				continue
			}
			if s, err := unix.Getsid(pid); err == nil && s == sid && !exited(pid) {
				left[pid] = commandLine(pid)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
		time.Sleep(10 * time.Millisecond) // poll again; nothing depends on how long
	}
}

// noTemps fails when a folder holds a temporary file that queens writes
// a file through (see writeTemp in internal/cli): ".NAME.PID-DIGITS".
//
//	notemps DIR
func noTemps(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: notemps DIR")
	}
	temp := regexp.MustCompile(`^\..+\.\d+-\d+$`)
	var found []string
	filepath.WalkDir(ts.MkAbs(args[0]), func(path string, d fs.DirEntry, err error) error {
		if err == nil && temp.MatchString(d.Name()) {
			found = append(found, path)
		}
		return nil
	})
	switch {
	case neg && len(found) == 0:
		ts.Fatalf("no temporary file in %s", args[0])
	case !neg && len(found) > 0:
		ts.Fatalf("temporary files left behind: %s", strings.Join(found, ", "))
	}
}

// scriptCommand returns the command that args name, to run as exec runs
// it: found on the script's PATH, where testscript.Main put queens, in
// the script's folder, with the script's PATH, HOME and TMPDIR, and the
// variables of the go command that goEnvironment sets.
func scriptCommand(ts *testscript.TestScript, args []string) *exec.Cmd {
	path, err := exec.LookPath(args[0])
	ts.Check(err)
	cmd := exec.Command(path, args[1:]...)
	cmd.Dir = ts.MkAbs(".")
	for _, name := range []string{"PATH", "HOME", "TMPDIR", "GOCACHE", "GOMODCACHE", "GOPATH", "GOPROXY", "GOWORK", "GOFLAGS", "GOMAXPROCS"} {
		cmd.Env = append(cmd.Env, name+"="+ts.Getenv(name))
	}
	return cmd
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

// commandLine returns the arguments of process pid, joined by spaces.
func commandLine(pid int) string {
	cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	return string(bytes.ReplaceAll(bytes.TrimRight(cmdline, "\x00"), []byte{0}, []byte(" ")))
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
	cmd := scriptCommand(ts, args)
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
