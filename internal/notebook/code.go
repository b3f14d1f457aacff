package notebook

import (
	"bytes"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/gotest"
	"github.com/queensbook/queens/internal/sandbox"
)

// editedPackage is what every request to build edited code holds: the
// page, the package folder the edits are in (from the module root:
// approaches/tuplestate), and the edits.
type editedPackage struct {
	Page    string `json:"page"`
	Package string `json:"package"`
	Edits   []Edit `json:"edits"`
}

// codeRequest is the body of POST /api/code.
type codeRequest struct {
	editedPackage
	// Examples are the chapter's Examples of the package, run first.
	Examples []string `json:"examples"`
	// Cells are the chapter's command lines, run last with a queens
	// built from the edits.
	Cells []string `json:"cells"`
}

// exampleName is the name of an Example function.
var exampleName = regexp.MustCompile(`^Example[A-Za-z0-9_]*$`)

// maxFailures is how many failed tests a code run reports.
const maxFailures = 3

// code builds a package with the reader's edits and runs, in turn, the
// chapter's Examples of it, its tests, and the chapter's cells with a
// queens built from the same edits. A stage whose build fails stops the
// run there, with the compiler's messages at their lines in the edits.
func (s *Server) code(w http.ResponseWriter, r *http.Request) {
	var req codeRequest
	ov, ok := s.readEdits(w, r, &req, &req.editedPackage)
	if !ok {
		return
	}
	for _, name := range req.Examples {
		if !exampleName.MatchString(name) {
			s.refuse(w, r, http.StatusBadRequest, "%q is not the name of an Example", name)
			return
		}
	}
	// A cell the command refuses is left out, with a note that names it,
	// and the run goes on without it.
	cells := make([][]string, len(req.Cells))
	refused := make([]error, len(req.Cells))
	for i, line := range req.Cells {
		cells[i], refused[i] = s.checkCell(line)
	}
	st := s.begin(w, r, req.Page)
	if st == nil {
		return
	}
	defer s.end(st)
	for i, err := range refused {
		if err != nil {
			cells[i] = nil
			st.note("the cell %q is left out: %v", req.Cells[i], err)
		}
	}
	if err := ov.write(st.dir); err != nil {
		st.note("cannot write the edited files: %v", err)
		return
	}
	c := codeRun{s: s, st: st, ov: ov, pkg: req.Package}
	_ = c.examples(req.Examples) && c.tests() && c.cells(cells)
	st.send(Event{Kind: "done"})
}

// readEdits reads a request to build edited code into req, whose
// editedPackage is e, and applies its edits: it answers the request
// itself, and returns false, when the server builds no edited code or
// the request is not one it takes.
func (s *Server) readEdits(w http.ResponseWriter, r *http.Request, req any, e *editedPackage) (*overlay, bool) {
	if ok, why := s.CanEdit(); !ok {
		s.refuse(w, r, http.StatusConflict, "this server builds no edited code: %s", why)
		return nil, false
	}
	if !s.decode(w, r, req) {
		return nil, false
	}
	if err := s.checkPackage(e.Package); err != nil {
		s.refuse(w, r, http.StatusBadRequest, "%v", err)
		return nil, false
	}
	ov, err := newOverlay(s.cfg.Root, e.Package, e.Edits)
	if err != nil {
		s.refuse(w, r, http.StatusBadRequest, "%v", err)
		return nil, false
	}
	return ov, true
}

// checkPackage refuses a package folder that is not one of the module's.
func (s *Server) checkPackage(pkg string) error {
	if !fs.ValidPath(pkg) || pkg == "." {
		return fmt.Errorf("%q is not a package folder of the module", pkg)
	}
	info, err := os.Stat(filepath.Join(s.cfg.Root, filepath.FromSlash(pkg)))
	if err != nil || !info.IsDir() {
		return fmt.Errorf("the module has no package folder %s", pkg)
	}
	return nil
}

// A codeRun is one run of edited code, stage by stage; each stage
// reports whether the run should go on.
type codeRun struct {
	s   *Server
	st  *stream
	ov  *overlay
	pkg string
}

// examples runs the Examples named, and sends each one's result.
func (c codeRun) examples(names []string) bool {
	if len(names) == 0 {
		return true
	}
	c.st.send(Event{Kind: "stage", Stage: "examples"})
	pkg, ok := c.goTest("-test.run=^(" + strings.Join(names, "|") + ")$")
	if !ok {
		return false
	}
	for _, name := range names {
		ev := Event{Kind: "example", Name: name}
		t := pkg.Tests[name]
		switch {
		case t == nil:
			ev.Passed, ev.Text = boolPtr(false), "the package's tests have no "+name
		case t.Result == "pass":
			ev.Passed = boolPtr(true)
		default:
			ev.Passed = boolPtr(false)
			var found bool
			if ev.Got, ev.Want, found = gotest.GotWant(t.Output); !found {
				ev.Text = testMessage(t.Output)
			}
		}
		c.st.send(ev)
	}
	return true
}

// tests runs the package's tests and sends how they went, with the
// first failures.
func (c codeRun) tests() bool {
	c.st.send(Event{Kind: "stage", Stage: "tests"})
	pkg, ok := c.goTest()
	if !ok {
		return false
	}
	ev := Event{Kind: "tests", Passed: boolPtr(pkg.Passed)}
	for _, name := range pkg.Started {
		if t := pkg.Tests[name]; t.Top() && t.Result != "" {
			ev.Count++
		}
	}
	for _, t := range pkg.Failed() {
		if len(ev.Failures) == maxFailures {
			break
		}
		if t.Top() || len(t.Output) > 0 {
			ev.Failures = append(ev.Failures, TestFailure{t.Name, testMessage(t.Output)})
		}
	}
	c.st.send(ev)
	return true
}

// wasip1 is the environment of a build of code that is not the book's
// own: it runs in the sandbox (internal/sandbox), as WebAssembly.
var wasip1 = []string{"GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0"}

// cells builds the cells' queens (cmd/cells) with the edits, for the
// sandbox, and runs each cell with it there; a cell of nil was refused,
// and is left out.
func (c codeRun) cells(cells [][]string) bool {
	if !slices.ContainsFunc(cells, func(args []string) bool { return args != nil }) {
		return true
	}
	c.st.send(Event{Kind: "stage", Stage: "cells"})
	binary := filepath.Join(c.st.dir, "cells.wasm")
	if !c.build(wasip1, "build", "-json", "-overlay", c.ov.file, "-o", binary, "./cmd/cells") {
		return false
	}
	wasm, err := os.ReadFile(binary)
	if err != nil {
		c.st.note("cannot read the built queens: %v", err)
		return false
	}
	for i, args := range cells {
		if args != nil && !c.s.runSandboxed(c.st, &i, wasm, args) {
			return false
		}
	}
	return true
}

// goTest builds the package's tests with the overlay for the sandbox,
// then runs them there with more arguments for the test binary, and
// returns what they said of the package; false when they could not say,
// the build having failed or the run been cut short. The build and the
// run are under two time limits, so that a slow build (a cold cache, a
// busy machine) does not eat the time of the run.
func (c codeRun) goTest(more ...string) (*gotest.Package, bool) {
	binary := filepath.Join(c.st.dir, "package.test.wasm")
	if !c.build(wasip1, "test", "-c", "-json", "-overlay", c.ov.file, "-o", binary, "./"+c.pkg) {
		return nil, false
	}
	wasm, err := os.ReadFile(binary)
	if err != nil {
		// go test -c writes nothing for a package without tests.
		c.st.note("%s has no tests", c.pkg)
		return nil, false
	}
	var out bytes.Buffer
	stopped, err := sandbox.RunTest(c.st.ctx, c.s.cfg.GoTool, sandbox.Test{
		Wasm: wasm, Package: c.pkg, Dir: filepath.Join(c.s.cfg.Root, filepath.FromSlash(c.pkg)), Args: more,
		Limits: c.s.sandboxLimits(),
	}, &out)
	switch {
	case stopped != "":
		c.st.note("the test binary %s", stopped)
		return nil, false
	case err != nil:
		if c.st.ctx.Err() == nil {
			c.st.note("the test binary could not run: %v", err)
		}
		return nil, false
	}
	if pkg := gotest.Read(&out, nil).Packages[c.pkg]; pkg != nil {
		return pkg, true
	}
	c.st.note("go test said nothing of %s", c.pkg)
	return nil, false
}

// build runs the go command in the source tree, with env added to its
// environment, under the time limit of a build, and reports whether it
// built. A build that failed is sent as a compile event, the compiler's
// messages placed in the edits.
func (c codeRun) build(env []string, args ...string) bool {
	var out bytes.Buffer
	p := process{path: c.s.cfg.GoTool, args: args, dir: c.s.cfg.Root, env: append(os.Environ(), env...), memory: buildMemoryCap}
	if !c.s.capture(c.st, p, c.s.buildLimit(), &out) {
		return false
	}
	var errs []CompileError
	for _, lines := range gotest.Read(&out, nil).Builds {
		for _, m := range gotest.Messages(lines) {
			file := c.ov.original(m.File)
			errs = append(errs, CompileError{File: file, Line: m.Line, Column: m.Column, Block: c.ov.blockLine(file, m.Line), Message: m.Text})
		}
	}
	if len(errs) > 0 {
		c.st.send(Event{Kind: "compile", Errors: errs})
		return false
	}
	return true
}

// capture runs p under lim with its output into out, and reports whether
// it ran to its end; when the time ran out, the page went or the process
// could not start, it tells the page and returns false.
func (s *Server) capture(st *stream, p process, lim limit, out *bytes.Buffer) bool {
	_, err := run(st.ctx, p, lim.time, func(b []byte) {
		if out.Len() < s.cfg.OutputCap {
			out.Write(b)
		}
	})
	return ranToEnd(st, err, lim)
}

// testMessage returns what a test said, without go test's own lines.
func testMessage(output []string) string {
	var lines []string
	for _, l := range output {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- ") {
			continue
		}
		lines = append(lines, t)
	}
	return strings.Join(lines, "\n")
}
