package toolchain

import (
	"bytes"
	"compress/gzip"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// root is the folder of the tools and bundles the tests make, removed
// when they end.
var root string

func TestMain(m *testing.M) {
	var err error
	if root, err = os.MkdirTemp("", "toolchain-tests-*"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	if session != nil {
		if err := session.Close(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
	}
	os.RemoveAll(root)
	os.Exit(code)
}

// runEnv is the environment variable that runs the tests which build the
// tools outside CI.
const runEnv = "QUEENS_TOOLCHAIN"

// need skips the test where it should not run. It builds the Go compiler
// for js/wasm, which takes two to four minutes on two busy cores when the
// go build cache does not hold it, and runs it under node, so that
// outside CI it runs only when QUEENS_TOOLCHAIN is set or -run selects
// it, and go test ./... stays quick. In CI (the environment variable CI
// is set, as .ci/run sets it) it always runs, and a missing node fails
// it. -short skips it everywhere: CI's run under the race detector is
// short, and its full run runs these tests.
func need(t *testing.T) {
	t.Helper()
	_, noNode := exec.LookPath("node")
	run := flag.Lookup("test.run")
	selected := os.Getenv(runEnv) != "" || (run != nil && run.Value.String() != "")
	switch {
	case testing.Short():
		t.Skip("builds the Go compiler for js/wasm and compiles a package with it under node; -short leaves it out")
	case noNode != nil && os.Getenv("CI") != "":
		t.Fatal("CI must run this test, and there is no node on the PATH to run the compiler built for js/wasm (Debian: apt-get install nodejs)")
	case noNode != nil:
		t.Skip("no node on the PATH to run the compiler built for js/wasm (Debian: apt-get install nodejs)")
	case os.Getenv("CI") == "" && !selected:
		t.Skip("builds the Go compiler for js/wasm (minutes the first time, seconds once the go build cache holds it) " +
			"and compiles a package with it under node: set " + runEnv + "=1 or select the test with -run; CI runs it")
	}
}

// made is what the tests share: the tools, the bundle of tuplestate's
// test, and a session of node, made once.
type made struct {
	tools   *Tools
	bundle  string
	m       *Manifest
	session *Session
}

// session is the tests' session of node, if it started; TestMain closes
// it. Its first build is cold, the next warm.
var session *Session

var setup = sync.OnceValues(func() (*made, error) {
	ctx := context.Background()
	start := time.Now()
	tools, err := BuildTools(ctx, "../..", filepath.Join(root, "tools"))
	if err != nil {
		return nil, err
	}
	built := time.Since(start)
	start = time.Now()
	bundle := filepath.Join(root, "tuplestate")
	m, err := MakeBundle(ctx, Config{Dir: "../..", Package: "./approaches/tuplestate"}, bundle)
	if err != nil {
		return nil, err
	}
	fmt.Printf("toolchain: compile and link for js/wasm built in %.1fs, the bundle of tuplestate made in %.1fs\n",
		built.Seconds(), time.Since(start).Seconds())
	if session, err = tools.Start(context.Background()); err != nil {
		return nil, err
	}
	return &made{tools, bundle, m, session}, nil
})

// fixture returns what the tests share, or fails.
func fixture(t *testing.T) *made {
	t.Helper()
	need(t)
	f, err := setup()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestToolsAreOfThisRelease holds the tools, the bundle and this test
// binary to one Go release, and Check to refusing a bundle of another.
func TestToolsAreOfThisRelease(t *testing.T) {
	f := fixture(t)
	if f.tools.GoVersion != runtime.Version() || f.m.GoVersion != runtime.Version() {
		t.Errorf("tools of %s, bundle of %s, test binary of %s", f.tools.GoVersion, f.m.GoVersion, runtime.Version())
	}
	again, err := OpenTools(context.Background(), f.tools.Dir)
	if err != nil || again.GoVersion != f.tools.GoVersion {
		t.Errorf("OpenTools: %v, %v", again, err)
	}
	if err := f.tools.Check(f.m); err != nil {
		t.Error(err)
	}
	other := *f.m
	other.GoVersion = "go1.25.0"
	if err := f.tools.Check(&other); err == nil || !strings.Contains(err.Error(), "one release must make both") {
		t.Errorf("Check of a bundle of go1.25.0: %v", err)
	}
	if _, err := f.tools.Test(context.Background(), f.bundle, map[string][]byte{"approaches/tuplestate/nothere.go": nil}); err == nil {
		t.Error("Test took an edit of a file the bundle does not have")
	}
}

// gzipped returns the size of data gzipped at the default level (the
// best level saves about 2% more, and takes four times as long).
func gzipped(t *testing.T, data []byte) int {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.DefaultCompression)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	w.Close()
	return b.Len()
}

// TestBundleOfTuplestate checks what an edit of tuplestate recompiles
// (the package with its tests, its external test package, and the test
// main, nothing else) and what it links as it is, and reports the sizes
// the page downloads (see reportSizes).
func TestBundleOfTuplestate(t *testing.T) {
	f := fixture(t)
	const p = "github.com/queensbook/queens/approaches/tuplestate"
	var units []string
	for _, u := range f.m.Units {
		units = append(units, u.ImportPath)
	}
	if want := []string{p, p + "_test"}; !slices.Equal(units, want) {
		t.Errorf("an edit recompiles %v, want %v", units, want)
	}
	if f.m.Units[0].Files[2] != "approaches/tuplestate/tuplestate.go" || !slices.Contains(f.m.Units[0].Files, "approaches/tuplestate/tuplestate_test.go") {
		t.Errorf("the package compiles %v, with its tests", f.m.Units[0].Files)
	}
	var steps []string
	for _, s := range f.m.Steps {
		steps = append(steps, s.Name)
	}
	if want := []string{"testmain", p, p + "_test", "_testmain.go", "link"}; !slices.Equal(steps, want) {
		t.Errorf("the steps %v, want %v", steps, want)
	}
	var archived []string
	for _, a := range f.m.Archives {
		archived = append(archived, a.ImportPath)
	}
	for _, want := range []string{"runtime", "testing", "testing/internal/testdeps", "github.com/queensbook/queens/puzzle/board", "github.com/queensbook/queens/puzzle/harness/harnesstest"} {
		if !slices.Contains(archived, want) {
			t.Errorf("no archive of %s", want)
		}
	}
	if slices.Contains(archived, p) {
		t.Errorf("the bundle has an archive of %s, which an edit recompiles", p)
	}
	cfg, err := os.ReadFile(filepath.Join(f.bundle, f.m.ImportCfg))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{`(?m)^packagefile runtime=pkg/runtime-[0-9a-f]{16}\.a$`, "(?m)^packagefile " + regexp.QuoteMeta(p+"="+f.m.Units[0].Archive) + "$"} {
		if !regexp.MustCompile(line).Match(cfg) {
			t.Errorf("the importcfg has no line %s:\n%s", line, cfg)
		}
	}

	reportSizes(t, f)
}

// reportSizes logs the sizes of what the page downloads to test an edit
// of tuplestate, each file gzipped on its own as a server sends it, and
// fails when they are over the issue's 25 MB gzipped.
func reportSizes(t *testing.T, f *made) {
	size := func(file string) (int, int) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return len(data), gzipped(t, data)
	}
	var rawTotal, gzTotal int
	report := func(what string, raw, gz int) {
		t.Logf("%-42s %6.1f MB %6.1f MB gzipped", what, float64(raw)/1e6, float64(gz)/1e6)
		rawTotal += raw
		gzTotal += gz
	}
	for _, file := range []string{TestMainFile, CompileFile, LinkFile} {
		raw, gz := size(filepath.Join(f.tools.Dir, file))
		report(file, raw, gz)
	}
	var raw, gz int
	var all []byte
	for _, a := range f.m.Archives {
		r, g := size(filepath.Join(f.bundle, a.File))
		raw, gz = raw+r, gz+g
		data, _ := os.ReadFile(filepath.Join(f.bundle, a.File))
		all = append(all, data...)
	}
	report(fmt.Sprintf("%d archives", len(f.m.Archives)), raw, gz)
	var src []byte
	for _, name := range slices.Concat([]string{ManifestFile, f.m.ImportCfg}, f.m.Units[0].Files, f.m.Units[1].Files) {
		data, err := os.ReadFile(filepath.Join(f.bundle, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		src = append(src, data...)
	}
	report("sources, importcfg and manifest", len(src), gzipped(t, src))
	t.Logf("%-42s %6.1f MB %6.1f MB gzipped (the archives in one file: %.1f MB gzipped)", "the edit bundle", float64(rawTotal)/1e6, float64(gzTotal)/1e6, float64(gzipped(t, all))/1e6)
	if gzTotal > 25e6 {
		t.Errorf("the edit bundle is %.1f MB gzipped, over the issue's 25 MB", float64(gzTotal)/1e6)
	}
}

// edit returns the bundle's tuplestate.go with old replaced by new, once.
func edit(t *testing.T, f *made, old, new string) map[string][]byte {
	t.Helper()
	const name = "approaches/tuplestate/tuplestate.go"
	src, err := os.ReadFile(filepath.Join(f.bundle, name))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte(old)) {
		t.Fatalf("%s has no %q", name, old)
	}
	return map[string][]byte{name: bytes.Replace(src, []byte(old), []byte(new), 1)}
}

// logTimes reports each step's time.
func logTimes(t *testing.T, what string, r *Result) {
	t.Helper()
	var b strings.Builder
	var total time.Duration
	for _, s := range r.Timings {
		name := s.Step[strings.LastIndex(s.Step, "/")+1:]
		fmt.Fprintf(&b, " %s %.2fs", name, s.Duration.Seconds())
		if s.Load > 0 {
			fmt.Fprintf(&b, " (%.2fs to compile the module)", s.Load.Seconds())
		}
		total += s.Duration
	}
	t.Logf("%s: %.1fs:%s", what, total.Seconds(), b.String())
}

// failed returns the names of the tests and examples a -test.v output
// says failed, and passed those it says passed.
func failed(out []byte) []string { return said(out, "FAIL") }
func passed(out []byte) []string { return said(out, "PASS") }

// said returns the names of the tests and examples a -test.v output
// gives the verdict.
func said(out []byte, verdict string) []string {
	var names []string
	for _, m := range regexp.MustCompile(`(?m)^\s*--- `+verdict+`: (\S+)`).FindAllSubmatch(out, -1) {
		names = append(names, string(m[1]))
	}
	return names
}

// test builds and runs the test of the bundle in dir with the edits in
// the tests' session, with -test.v and args, and logs the time of each
// step.
func test(t *testing.T, f *made, what, dir string, edits map[string][]byte, args ...string) *Result {
	t.Helper()
	r, err := f.session.Test(dir, edits, append([]string{"-test.v"}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	logTimes(t, what, r)
	return r
}

// TestEditUnderNode runs the page's pipeline under node, in the session
// the tests share as the page's worker would share it: the unedited
// tuplestate passes, and with Conflict forgetting a diagonal its Examples
// print what they got against what they want and its tests fail by name.
// The log has each step's time, cold (the first build of the session)
// and warm.
func TestEditUnderNode(t *testing.T) {
	f := fixture(t)
	r := test(t, f, "unedited (cold, unless another test ran first)", f.bundle, nil)
	if !r.Passed || r.Failed != "" || !bytes.Contains(r.Run, []byte("--- PASS: ExampleConflict")) || !bytes.HasSuffix(r.Run, []byte("\nPASS\n")) {
		t.Errorf("the unedited tuplestate does not pass:\nfailed step %q\n%s\n%s", r.Failed, r.Output, r.Run)
	}

	r = test(t, f, "Conflict forgets a diagonal (warm)", f.bundle, edit(t, f, "dx == 0 || dx == nextY-y", "dx == 0 || x-nextX == nextY-y"))
	if r.Failed != "" {
		t.Fatalf("the edit does not build: %s\n%s", r.Failed, r.Output)
	}
	if r.Passed {
		t.Errorf("the edited tuplestate passes:\n%s", r.Run)
	}
	got := failed(r.Run)
	for _, want := range []string{"TestCounts", "TestConflict", "ExampleConflict", "ExampleSolve"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s does not fail; the failures: %v", want, got)
		}
	}
	want := `--- FAIL: ExampleConflict \(\d+\.\d\ds\)
got:
on 8 x 8 with queens at \[0 4\], the free columns of row 2: \[1 2 5 6 7\]
want:
on 8 x 8 with queens at \[0 4\], the free columns of row 2: \[1 6 7\]
`
	if !regexp.MustCompile(want).Match(r.Run) {
		t.Errorf("the run does not show ExampleConflict's got and want:\n%s", r.Run)
	}
}

// TestTypeErrorUnderNode holds a type error in an edit to the compiler's
// message at its file, line and column.
func TestTypeErrorUnderNode(t *testing.T) {
	f := fixture(t)
	r := test(t, f, "a type error", f.bundle, edit(t, f, "return false\n}", "return 1\n}"))
	want := Diagnostic{File: "approaches/tuplestate/tuplestate.go", Line: 35, Col: 9, Msg: "cannot use 1 (untyped int constant) as bool value in return statement"}
	if r.Failed != "github.com/queensbook/queens/approaches/tuplestate" || len(r.Diagnostics) != 1 || r.Diagnostics[0] != want {
		t.Errorf("the type error: step %q, %+v\n%s\nwant %+v", r.Failed, r.Diagnostics, r.Output, want)
	}
}

// TestReadersTestsUnderNode runs a Test and an Example the reader adds
// to the external test file: the test main is written from the files as
// edited.
func TestReadersTestsUnderNode(t *testing.T) {
	f := fixture(t)
	name := "approaches/tuplestate/example_test.go"
	src, err := os.ReadFile(filepath.Join(f.bundle, name))
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, `
func TestMine(t *testing.T) {
	if !tuplestate.Conflict([]int{3}, 4) {
		t.Error("d1 and e2 share a diagonal")
	}
}

func ExampleConflict_mine() {
	fmt.Println(tuplestate.Conflict([]int{0}, 2))
	// Output: false
}
`...)
	src = bytes.Replace(src, []byte(`"fmt"`), []byte("\"fmt\"\n\t\"testing\""), 1)
	r := test(t, f, "a Test and an Example added", f.bundle, map[string][]byte{name: src})
	for _, want := range []string{"--- PASS: TestMine", "--- PASS: ExampleConflict_mine"} {
		if !r.Passed || !bytes.Contains(r.Run, []byte(want)) {
			t.Errorf("no %q in the run, or it fails: step %q\n%s\n%s", want, r.Failed, r.Output, r.Run)
		}
	}

	// A test of the wrong signature stops the build at the test main,
	// as go test stops, at its line.
	src = append(src, "\nfunc TestWrong(n int) {}\n"...)
	r = test(t, f, "a Test of the wrong signature", f.bundle, map[string][]byte{name: src})
	line := bytes.Count(src, []byte("\n"))
	want := Diagnostic{File: name, Line: line, Col: 1, Msg: "wrong signature for TestWrong, must be: func TestWrong(t *testing.T)"}
	if r.Failed != "testmain" || len(r.Diagnostics) != 1 || r.Diagnostics[0] != want {
		t.Errorf("a Test of the wrong signature: step %q, %+v\n%s\nwant %+v", r.Failed, r.Diagnostics, r.Output, want)
	}
}

// archiveOf returns the file of the archive of the package at importPath
// in m's bundle, or "".
func archiveOf(m *Manifest, importPath string) string {
	for _, a := range m.Archives {
		if a.ImportPath == importPath {
			return a.File
		}
	}
	return ""
}

// TestExerciseUnderNode makes the bundle of an exercise, conflict, built
// with the tag exercise and the reference in the place of the student's
// file: the reference passes, and the stub, as an edit, fails with the
// tests' hints.
func TestExerciseUnderNode(t *testing.T) {
	f := fixture(t)
	dir, err := filepath.Abs("../../chapters/exercises/conflict")
	if err != nil {
		t.Fatal(err)
	}
	bundle := filepath.Join(root, "conflict")
	m, err := MakeBundle(context.Background(), Config{
		Dir:     "../..",
		Package: "./chapters/exercises/conflict",
		Tags:    []string{"exercise"},
		Overlay: map[string]string{filepath.Join(dir, "conflict.go"): filepath.Join(dir, ".meta", "reference.go")},
	}, bundle)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Units) != 1 || !slices.Contains(m.Units[0].Files, "chapters/exercises/conflict/conflict.go") {
		t.Errorf("the exercise's units: %+v", m.Units)
	}
	// The site's bundles can share their archives: the same package is
	// the same file in both.
	if a, b := archiveOf(f.m, "testing"), archiveOf(m, "testing"); a == "" || a != b {
		t.Errorf("testing is %q in the bundle of tuplestate and %q in that of conflict", a, b)
	}
	r := test(t, f, "the exercise conflict, its reference", bundle, nil)
	if !r.Passed {
		t.Errorf("the reference does not pass: step %q\n%s\n%s", r.Failed, r.Output, r.Run)
	}
	stub, err := os.ReadFile(filepath.Join(dir, ".meta", "stub.go"))
	if err != nil {
		t.Fatal(err)
	}
	r = test(t, f, "the exercise conflict, its stub", bundle, map[string][]byte{"chapters/exercises/conflict/conflict.go": stub})
	if r.Passed || r.Failed != "" || !bytes.Contains(r.Run, []byte("hint: ")) {
		t.Errorf("the stub does not fail with hints: step %q\n%s\n%s", r.Failed, r.Output, r.Run)
	}
}

// TestOctalUnderNode holds a package whose tests are all external, octal:
// go test links the package itself, with no variant for its test, so an
// edit recompiles the package and its external tests. Unedited it
// passes; with Safe blind to one diagonal it fails. Its quick tests
// only: its brute force takes seconds natively, a minute in node.
func TestOctalUnderNode(t *testing.T) {
	f := fixture(t)
	bundle := filepath.Join(root, "octal")
	m, err := MakeBundle(context.Background(), Config{Dir: "../..", Package: "./approaches/octal"}, bundle)
	if err != nil {
		t.Fatal(err)
	}
	var units []string
	for _, u := range m.Units {
		units = append(units, u.ImportPath)
	}
	const p = "github.com/queensbook/queens/approaches/octal"
	if want := []string{p, p + "_test"}; !slices.Equal(units, want) {
		t.Fatalf("an edit of octal recompiles %v, want %v", units, want)
	}
	quick := "-test.run=^(TestFirstSolutionOfEight|TestSafeOnWideBoards|ExampleSafe|ExampleDecode)$"
	if r := test(t, f, "octal, unedited", bundle, nil, quick); !r.Passed || len(passed(r.Run)) != 4 {
		t.Errorf("octal does not pass: step %q\n%s\n%s", r.Failed, r.Output, r.Run)
	}
	const name = "approaches/octal/octal.go"
	src, err := os.ReadFile(filepath.Join(bundle, name))
	if err != nil {
		t.Fatal(err)
	}
	blind := bytes.Replace(src, []byte("cols&c|sums&s|diffs&d != 0"), []byte("cols&c|sums&s != 0"), 1)
	if r := test(t, f, "octal, Safe blind to a diagonal", bundle, map[string][]byte{name: blind}, quick); r.Passed || r.Failed != "" {
		t.Errorf("octal with Safe blind to a diagonal: passed %v, step %q\n%s", r.Passed, r.Failed, r.Output)
	}
}
