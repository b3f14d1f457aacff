package exercise

import (
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

	"github.com/queensbook/queens/internal/gotest"
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
	// The go command runs in a group of its own, killed whole when ctx is
	// done: the test binary it starts may be looping on a student's code.
	cmd := goCommand(ctx, goTool, args...)
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
	log := gotest.Read(out, opt.Raw)
	waitErr := cmd.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	outcomes := make([]Outcome, len(exs))
	for i, e := range exs {
		pkg := packageIn(log, e.Dir())
		if pkg == nil {
			return nil, fmt.Errorf("go test did not test %s: %v\n%s", e.Dir(), waitErr, strings.TrimSpace(stderr.String()))
		}
		outcomes[i] = outcome(pkg, e, log, work)
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

// outcome sums up what go test said of the exercise's package; log is the
// whole run, whose compiler output a failed build is in, and reports the
// folder the harness writes its reports to.
func outcome(pkg *gotest.Package, e Exercise, log *gotest.Log, reports string) Outcome {
	o := Outcome{Exercise: e}
	for _, name := range pkg.Started {
		if t := pkg.Tests[name]; t.Top() && t.Result != "" {
			o.Tests++
			if t.Result == "fail" {
				o.Failed++
			}
		}
	}
	if pkg.FailedBuild != "" {
		o.Compile = compilerMessages(builds(log, folder(pkg.FailedBuild)))
		return o
	}
	for _, t := range pkg.Failed() {
		if msg := message(t.Output, e); msg != "" {
			o.Failures = append(o.Failures, Failure{t.Name, msg})
			if strings.HasPrefix(msg, "panic: ") {
				o.Stopped = t.Name + " panicked, and the tests after it did not run"
			}
		}
	}
	o.Trouble = trouble(pkg.Output)
	unfinished(pkg, &o)
	if pkg.Passed {
		report, err := readReport(reports, e.Slug)
		if err != nil {
			o.Trouble = append(o.Trouble, err.Error())
		}
		o.Report = report
	}
	return o
}

// builds returns the compiler's output for the package in folder dir.
func builds(log *gotest.Log, dir string) []string {
	for path, lines := range log.Builds {
		if folder(path) == dir {
			return lines
		}
	}
	return nil
}

// packageIn returns what go test said of the package in folder dir, or
// nil when it said nothing.
func packageIn(log *gotest.Log, dir string) *gotest.Package {
	for path, pkg := range log.Packages {
		if folder(path) == dir {
			return pkg
		}
	}
	return nil
}

// unfinished adds to o what the tests that never finished said: a
// timeout reports its stack dump as output of the tests still running.
func unfinished(pkg *gotest.Package, o *Outcome) {
	for _, name := range pkg.Started {
		t := pkg.Tests[name]
		if t.Result != "" || len(t.Output) == 0 {
			continue
		}
		if msg := timeout(t.Output); msg != "" {
			o.Stopped = "the tests ran out of time"
			o.Trouble = append(o.Trouble, msg)
			return
		}
		if msg := message(t.Output, o.Exercise); msg != "" {
			o.Stopped = name + " did not finish"
			o.Failures = append(o.Failures, Failure{name, msg})
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
