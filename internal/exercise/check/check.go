package check

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/gotest"
	"golang.org/x/sync/errgroup"
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
	// Teacher holds tests that only a teacher runs, by exercise slug:
	// each is added to its exercise's package as teacher_only_test.go.
	Teacher map[string][]byte
	// Reuse takes what a run of the same test binary on the same files
	// said before, from the cache "results" (internal/diskcache), and
	// keeps each new run there: a class's report run again runs only
	// the solutions that changed, and two students who hand in one
	// program run it once.
	Reuse bool
}

// ErrNoGo says that the go tool, which runs the tests, is missing.
var ErrNoGo = errors.New("the go tool is not on PATH, and checking an exercise runs 'go test': install Go from https://go.dev/dl/")

// Outcome is what the tests of one exercise said.
type Outcome struct {
	Exercise exercise.Exercise
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
	Report *exercise.Report
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

// Test runs the tests of the exercises in the module at root, with the
// code opt picks in the student's file, and returns what each exercise's
// tests said, in order. The tests are code that is not the book's own, so
// they never run with the user's rights: one 'go test -c' builds them for
// GOOS=wasip1 GOARCH=wasm, side by side and from the build cache every
// other run shares, and the exercises' test binaries run side by side,
// up to the cores, each in the sandbox (internal/sandbox), which sees
// its package's folder read-only and a scratch folder, starts no
// process, opens no socket, and bounds its memory, time and output.
func Test(ctx context.Context, root string, opt Options, exs ...exercise.Exercise) ([]Outcome, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, ErrNoGo
	}
	// The overlay's paths are read from the go command's folder, root.
	if root, err = filepath.Abs(root); err != nil {
		return nil, err
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
	// done. The checkout is the student's, and so are its go.mod and any
	// go.work: neither may have the go command fetch and run another
	// toolchain, or build from folders outside the checkout.
	cmd := goCommand(ctx, goTool, args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOWORK=off")
	var stream, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stream, &stderr
	buildErr := cmd.Run()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	// The test binaries run side by side, a core each.
	stops := make([]string, len(exs))
	runs := make([]bytes.Buffer, len(exs))
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	for i, e := range exs {
		if _, err := os.Stat(binary(work, e)); err != nil {
			continue // its build failed, and the stream says why
		}
		g.Go(func() (err error) {
			stops[i], err = runTests(ctx, goTool, root, work, e, opt, &runs[i])
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	for i := range runs {
		stream.Write(runs[i].Bytes())
	}
	log := gotest.Read(&stream, opt.Raw)
	outcomes := make([]Outcome, len(exs))
	for i, e := range exs {
		var ok bool
		if outcomes[i], ok = logged(log, e, reports(work, e)); !ok {
			return nil, fmt.Errorf("go test did not build %s: %v\n%s", e.Dir(), buildErr, strings.TrimSpace(stderr.String()))
		}
		if stops[i] != "" {
			// The bound says what happened; the runtime's dump of its
			// goroutines, when it ran out of memory, says nothing more.
			outcomes[i].Stopped = "the test binary " + stops[i]
			outcomes[i].Report, outcomes[i].Trouble = nil, nil
		}
	}
	return outcomes, nil
}

// binary is where testArgs has go test write e's test binary.
func binary(work string, e exercise.Exercise) string {
	return filepath.Join(work, "bin", e.Slug+".test")
}

// reports is the folder the harness writes e's report to: one for each
// exercise, so that the tests of one, which run beside the others, cannot
// write the report of another.
func reports(work string, e exercise.Exercise) string {
	return filepath.Join(work, "reports", e.Slug)
}

// testArgs returns the arguments of the go command that builds the test
// binaries into work/bin. For the stub or the
// reference it writes an overlay into work, which makes the go command
// read that file in place of the student's, whether or not the student's
// file exists.
func testArgs(root, work string, opt Options, exs []exercise.Exercise) ([]string, error) {
	dirs := []string{filepath.Join(work, "bin"), filepath.Join(work, "reports")}
	for _, e := range exs {
		dirs = append(dirs, reports(work, e))
	}
	for _, dir := range dirs {
		if err := os.Mkdir(dir, 0o755); err != nil {
			return nil, err
		}
	}
	args := []string{"test", "-c", "-json", "-trimpath", "-tags", "exercise", "-o", filepath.Join(work, "bin") + string(filepath.Separator)}
	replace := map[string]string{}
	if opt.Code != Yours || opt.File != "" {
		for _, e := range exs {
			with := exercise.Local(root, e.Stub())
			switch {
			case opt.Code == Reference:
				with = exercise.Local(root, e.Reference())
			case opt.File != "":
				with = opt.File
			}
			replace[exercise.Local(root, e.File())] = with
		}
	}
	for _, e := range exs {
		if tests := opt.Teacher[e.Slug]; tests != nil {
			file := filepath.Join(work, e.Slug+"_teacher_only_test.go")
			if err := os.WriteFile(file, tests, 0o644); err != nil {
				return nil, err
			}
			replace[exercise.Local(root, path.Join(e.Dir(), "teacher_only_test.go"))] = file
		}
	}
	if len(replace) > 0 {
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

// FromRun returns what the tests of e said in a run made elsewhere: the
// web edition builds and runs them in the reader's page, with the Go
// compiler in WebAssembly. events is what the run said, as go test -json
// writes it, and reports the folder its harness wrote its report in.
func FromRun(e exercise.Exercise, events io.Reader, reports string) (Outcome, error) {
	o, ok := logged(gotest.Read(events, nil), e, reports)
	if !ok {
		return o, fmt.Errorf("the run says nothing of %s", e.Dir())
	}
	return o, nil
}

// logged returns what log says of the tests of e, whose harness wrote
// its report in the folder reports: their outcome, or the compiler's
// messages when they did not build; false when it says neither.
func logged(log *gotest.Log, e exercise.Exercise, reports string) (Outcome, bool) {
	pkg := packageIn(log, e.Dir())
	if pkg == nil {
		compile := compilerMessages(builds(log, e.Dir()))
		return Outcome{Exercise: e, Compile: compile}, len(compile) > 0
	}
	return outcome(pkg, e, log, reports), true
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
func outcome(pkg *gotest.Package, e exercise.Exercise, log *gotest.Log, reports string) Outcome {
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
		report, err := exercise.ReadReport(reports, e.Slug)
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
