package exercise

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Code picks the code that stands in the student's file during a test
// run.
type Code int

const (
	// Yours is the student's file as it is.
	Yours Code = iota
	// Stub is the stub, as a student starts.
	Stub
	// Reference is the reference solution.
	Reference
)

// String names the code as the queens command's table does.
func (c Code) String() string {
	return [...]string{"yours", "stub", "reference"}[c]
}

// Options tune [Test].
type Options struct {
	Code Code
	// File, when not empty, is a file on this system that stands in the
	// student's file, which the run neither reads nor writes; it goes
	// with Code Yours.
	File string
	// Timeout bounds each test binary, as go test's -timeout does; zero
	// leaves go test's default.
	Timeout time.Duration
	// Raw, when not nil, receives go test's own output as well.
	Raw io.Writer
}

// ErrNoGo says that the go tool, which runs the tests, is missing.
var ErrNoGo = errors.New("the go tool is not on PATH, and checking an exercise runs 'go test': install Go from https://go.dev/dl/")

// Outcome is what the tests of one exercise said.
type Outcome struct {
	Exercise Exercise
	// Compile holds the compiler's messages when the code does not build.
	Compile []string
	// Failures lists the failed tests that said why, in the order they
	// failed.
	Failures []Failure
	// Tests and Failed count the top-level tests that ran and that
	// failed.
	Tests, Failed int
	// Stopped says why the test binary stopped before its last test,
	// such as "TestByHand panicked, and the tests after it did not run",
	// or is empty.
	Stopped string
	// Trouble is what went wrong outside the tests' messages: the time
	// ran out, or the harness run that follows the tests found a fault.
	Trouble []string
	// Report holds the harness's measurements when everything passed.
	Report *Report
}

// Passed reports whether the code built, its tests passed and the
// harness measured it.
func (o Outcome) Passed() bool { return o.Report != nil }

// Failure is one failed test and what it said, without go test's
// decoration: no file and line prefixes, no stack dump.
type Failure struct {
	Test    string
	Message string
}

// Test runs the tests of the exercises in one 'go test -tags exercise
// -json' command in the module at root, with the code opt picks in the
// student's file, and returns what each exercise's tests said, in order.
// The go command builds the packages side by side and shares its build
// cache with every other run.
func Test(ctx context.Context, root string, opt Options, exs ...Exercise) ([]Outcome, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, ErrNoGo
	}
	work, err := os.MkdirTemp("", "queens-exercise-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	args, err := testArgs(root, work, opt, exs)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, goTool, args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), ReportsEnv+"="+work)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	log := readEvents(out, opt.Raw)
	waitErr := cmd.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	outcomes := make([]Outcome, len(exs))
	for i, e := range exs {
		pkg := log.packages[e.Dir()]
		if pkg == nil {
			return nil, fmt.Errorf("go test did not test %s: %v\n%s", e.Dir(), waitErr, strings.TrimSpace(stderr.String()))
		}
		outcomes[i] = pkg.outcome(e, log.builds, work)
	}
	return outcomes, nil
}

// testArgs returns the arguments of the go command. For the stub or the
// reference it writes an overlay into work, which makes the go command
// read that file in place of the student's, whether or not the student's
// file exists.
func testArgs(root, work string, opt Options, exs []Exercise) ([]string, error) {
	args := []string{"test", "-tags", "exercise", "-json", "-count=1"}
	if opt.Timeout > 0 {
		args = append(args, "-timeout", opt.Timeout.String())
	}
	if opt.Code != Yours || opt.File != "" {
		replace := map[string]string{}
		for _, e := range exs {
			with := local(root, e.Stub())
			switch {
			case opt.Code == Reference:
				with = local(root, e.Reference())
			case opt.File != "":
				with = opt.File
			}
			replace[local(root, e.File())] = with
		}
		data, err := json.Marshal(map[string]any{"Replace": replace})
		if err != nil {
			return nil, err
		}
		overlay := filepath.Join(work, "overlay.json")
		if err := os.WriteFile(overlay, data, 0o644); err != nil {
			return nil, err
		}
		args = append(args, "-overlay", overlay)
	}
	for _, e := range exs {
		args = append(args, "./"+e.Dir())
	}
	return args, nil
}

// event is one line of go test -json, as cmd/test2json documents it.
type event struct {
	Action      string
	Package     string
	ImportPath  string
	Test        string
	Output      string
	FailedBuild string
}

// testLog gathers the events of one go test run.
type testLog struct {
	// packages holds each tested package by its folder from the root.
	packages map[string]*packageLog
	// builds holds the compiler's output by the folder, as [folder]
	// gives it, of the package whose build failed, which may be a
	// package the exercise imports.
	builds map[string][]string
}

// packageLog gathers the events of one package.
type packageLog struct {
	passed bool
	// failedBuild names the package whose build failed, if any.
	failedBuild string
	tests       map[string][]string // each test's output lines
	started     []string            // the tests, in the order they started
	done        map[string]bool     // the tests that passed, failed or were skipped
	failed      []string            // the tests that failed, in order
	top, topBad int                 // top-level tests run and failed
	output      []string            // lines that belong to no test
}

// readEvents reads go test -json from r, copying the output to raw when it
// is not nil.
func readEvents(r io.Reader, raw io.Writer) *testLog {
	log := &testLog{packages: map[string]*packageLog{}, builds: map[string][]string{}}
	scanner := bufio.NewScanner(r)
	scanner.Buffer(nil, 1<<20)
	for scanner.Scan() {
		var ev event
		if json.Unmarshal(scanner.Bytes(), &ev) != nil {
			continue // not an event: the go command said something itself
		}
		if raw != nil {
			io.WriteString(raw, ev.Output)
		}
		log.add(ev)
	}
	return log
}

func (log *testLog) add(ev event) {
	if ev.Action == "build-output" {
		dir := folder(ev.ImportPath)
		log.builds[dir] = append(log.builds[dir], strings.TrimSuffix(ev.Output, "\n"))
		return
	}
	if ev.Package == "" {
		return
	}
	dir := folder(ev.Package)
	pkg := log.packages[dir]
	if pkg == nil {
		pkg = &packageLog{tests: map[string][]string{}, done: map[string]bool{}}
		log.packages[dir] = pkg
	}
	pkg.add(ev)
}

// folder turns an import path as go test names it, such as
// "example.com/m/chapters/exercises/decode [example.com/m/chapters/exercises/decode.test]",
// into the package's folder from the module root, chapters/exercises/decode.
func folder(importPath string) string {
	importPath, _, _ = strings.Cut(importPath, " ")
	importPath = strings.TrimSuffix(importPath, "_test")
	if i := strings.Index(importPath, "chapters/exercises/"); i >= 0 {
		return importPath[i:]
	}
	return importPath
}

func (pkg *packageLog) add(ev event) {
	line := strings.TrimSuffix(ev.Output, "\n")
	if ev.Test == "" {
		switch ev.Action {
		case "output":
			pkg.output = append(pkg.output, line)
		case "pass":
			pkg.passed = true
		case "fail":
			pkg.failedBuild = ev.FailedBuild
		}
		return
	}
	top := !strings.Contains(ev.Test, "/")
	switch ev.Action {
	case "run":
		pkg.started = append(pkg.started, ev.Test)
	case "output":
		pkg.tests[ev.Test] = append(pkg.tests[ev.Test], line)
	case "fail":
		pkg.failed = append(pkg.failed, ev.Test)
		if top {
			pkg.topBad++
		}
	}
	if ev.Action == "pass" || ev.Action == "fail" || ev.Action == "skip" {
		pkg.done[ev.Test] = true
		if top {
			pkg.top++
		}
	}
}

// outcome sums up what the package's tests said; builds is the
// compiler's output, as [testLog] keeps it.
func (pkg *packageLog) outcome(e Exercise, builds map[string][]string, reports string) Outcome {
	o := Outcome{Exercise: e, Tests: pkg.top, Failed: pkg.topBad}
	if pkg.failedBuild != "" {
		o.Compile = compilerMessages(builds[folder(pkg.failedBuild)])
		return o
	}
	for _, test := range pkg.failed {
		if msg := message(pkg.tests[test], e); msg != "" {
			o.Failures = append(o.Failures, Failure{test, msg})
			if strings.HasPrefix(msg, "panic: ") {
				o.Stopped = test + " panicked, and the tests after it did not run"
			}
		}
	}
	o.Trouble = trouble(pkg.output)
	pkg.unfinished(&o)
	if pkg.passed {
		report, err := readReport(reports, e.Slug)
		if err != nil {
			o.Trouble = append(o.Trouble, err.Error())
		}
		o.Report = report
	}
	return o
}

// unfinished adds to o what the tests that never finished said: a
// timeout reports its stack dump as output of the tests still running.
func (pkg *packageLog) unfinished(o *Outcome) {
	for _, test := range pkg.started {
		lines := pkg.tests[test]
		if pkg.done[test] || len(lines) == 0 {
			continue
		}
		if t := timeout(lines); t != "" {
			o.Stopped = "the tests ran out of time"
			o.Trouble = append(o.Trouble, t)
			return
		}
		if msg := message(lines, o.Exercise); msg != "" {
			o.Stopped = test + " did not finish"
			o.Failures = append(o.Failures, Failure{test, msg})
		}
	}
}

// compilerMessages keeps the compiler's own lines, without the headers
// that name the package.
func compilerMessages(lines []string) []string {
	var msgs []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "# ") && strings.TrimSpace(l) != "" {
			msgs = append(msgs, l)
		}
	}
	return msgs
}
