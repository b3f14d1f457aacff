package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
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
	goEnv := goEnvironment(t)
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") != "",
		Setup: func(env *testscript.Env) error {
			env.Vars = append(env.Vars, goEnv...)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"interrupt": interrupt,
			"tofull":    toFull,
			"takeport":  takePort,
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
// of a tool on a laptop and fail for want of it in CI.
func condition(cond string) (bool, error) {
	if cond == "ci" {
		return os.Getenv("CI") != "", nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}

// interrupt is Ctrl-C at the moment a command is ready for it, with no
// guess at how long it takes to get there:
//
//	interrupt [-stdout] REGEXP COMMAND [ARGS...]
//
// starts COMMAND, reads its stderr (its stdout with -stdout) line by line
// as it is written, and sends the command SIGINT, as Ctrl-C does, as soon
// as a line matches REGEXP: a long run of queens notes on stderr that it
// is still running, and queens serve prints its address on stdout. Then
// it waits for the command to exit. As after exec, stdout and stderr are
// then what the command wrote, and ! expects it to fail, as an
// interrupted queens does (exit status 130).
//
// A command that ends before such a line fails the script, and so does
// one that writes none for readyWithin, a bound that only a broken
// command reaches.
func interrupt(ts *testscript.TestScript, neg bool, args []string) {
	watchStdout := len(args) > 0 && args[0] == "-stdout"
	if watchStdout {
		args = args[1:]
	}
	if len(args) < 2 {
		ts.Fatalf("usage: interrupt [-stdout] REGEXP COMMAND [ARGS...]")
	}
	ready, err := regexp.Compile(args[0])
	ts.Check(err)
	cmd := scriptCommand(ts, args[1:])
	var stdout, stderr strings.Builder
	seen, name := &stderr, "stderr"
	var watched io.Reader
	if watchStdout {
		seen, name = &stdout, "stdout"
		cmd.Stderr = &stderr
		watched, err = cmd.StdoutPipe()
	} else {
		cmd.Stdout = &stdout
		watched, err = cmd.StderrPipe()
	}
	ts.Check(err)
	ts.Check(cmd.Start())
	matched := interruptOnLine(cmd, watched, ready, seen)
	err = cmd.Wait()
	fmt.Fprint(ts.Stdout(), stdout.String())
	fmt.Fprint(ts.Stderr(), stderr.String())
	ts.Logf("[%v]", cmd.ProcessState)
	switch {
	case !matched:
		ts.Fatalf("%s ended before a line of its %s matched %s (or wrote none within %v)", args[1], name, ready, readyWithin)
	case neg && err == nil:
		ts.Fatalf("unexpected command success")
	case !neg && err != nil:
		ts.Fatalf("unexpected command failure")
	}
}

// readyWithin bounds how long interrupt waits for the line it looks for,
// so that a command that never writes it fails the script instead of
// hanging the test: far longer than any command takes to start.
const readyWithin = time.Minute

// interruptOnLine reads out, a stream of the running cmd, to its end,
// copying it to seen, and sends cmd SIGINT at the first line that matches
// ready; it kills cmd when no line has matched within readyWithin. It
// reports whether a line matched. A command that ended just after that
// line was not interrupted, and its exit status says so.
func interruptOnLine(cmd *exec.Cmd, out io.Reader, ready *regexp.Regexp, seen *strings.Builder) (matched bool) {
	guard := time.AfterFunc(readyWithin, func() { cmd.Process.Kill() })
	defer guard.Stop()
	lines := bufio.NewReader(out)
	for {
		line, err := lines.ReadString('\n')
		seen.WriteString(line)
		if !matched && ready.MatchString(strings.TrimSuffix(line, "\n")) {
			matched = true
			guard.Stop()
			cmd.Process.Signal(os.Interrupt) // an error means it has exited
		}
		if err != nil {
			return matched
		}
	}
}

// scriptCommand returns the command that args name, to run as exec runs
// it: found on the script's PATH, where testscript.Main put queens, in
// the script's folder, with the script's PATH, HOME and TMPDIR.
func scriptCommand(ts *testscript.TestScript, args []string) *exec.Cmd {
	path, err := exec.LookPath(args[0])
	ts.Check(err)
	cmd := exec.Command(path, args[1:]...)
	cmd.Dir = ts.MkAbs(".")
	cmd.Env = []string{"PATH=" + ts.Getenv("PATH"), "HOME=" + ts.Getenv("HOME"), "TMPDIR=" + ts.Getenv("TMPDIR")}
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
