package toolchain

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// A Timing is how long one step of [Tools.Test] took.
type Timing struct {
	// Step is the step's name, or "run" for the test binary's run.
	Step     string
	Duration time.Duration
	// Load is the part of Duration spent compiling the tool's
	// WebAssembly module, on its first use: a page that keeps the
	// compiled module pays it once.
	Load time.Duration
}

// A Result is what [Tools.Test] did.
type Result struct {
	// Timings are the steps that ran, in order, with their times.
	Timings []Timing
	// Failed is the name of the step that failed, or empty when every
	// step of the build succeeded; Output is what it wrote and
	// Diagnostics its messages about places in files.
	Failed      string
	Output      []byte
	Diagnostics []Diagnostic
	// Run is what the test binary wrote, and Passed whether it exited
	// with status 0.
	Run    []byte
	Passed bool
}

// stepsJS runs the steps under node; see the comment at its top.
//
//go:embed steps.js
var stepsJS []byte

// A Session is one node process that runs builds one after another, as
// the page's worker does: each tool's WebAssembly module is compiled on
// its first use and kept, so that V8's optimized code serves the next
// builds too. A Session runs one build at a time.
type Session struct {
	tools  *Tools
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr lockedBuffer
	dir    string
}

// lockedBuffer is a buffer that node's stderr fills while a session reads
// it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// Bytes returns a copy of what the buffer holds.
func (b *lockedBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// Start starts a session; [Session.Close] ends it. The context ends the
// node process when it is done.
func (t *Tools) Start(ctx context.Context) (*Session, error) {
	dir, err := os.MkdirTemp("", "toolchain-session-*")
	if err != nil {
		return nil, err
	}
	script := filepath.Join(dir, "steps.js")
	if err := os.WriteFile(script, stepsJS, 0o644); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	// The compiler's recursion needs more than V8's default stack, as
	// go_js_wasm_exec says.
	s := &Session{tools: t, dir: dir}
	s.cmd = exec.CommandContext(ctx, "node", "--stack-size=8192", script, t.GOROOT)
	s.cmd.Dir = dir
	s.cmd.Stderr = &s.stderr
	if s.stdin, err = s.cmd.StdinPipe(); err == nil {
		var stdout io.Reader
		if stdout, err = s.cmd.StdoutPipe(); err == nil {
			s.stdout = bufio.NewReader(stdout)
			err = s.cmd.Start()
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("node: %w", err)
	}
	return s, nil
}

// Close ends the session's node process.
func (s *Session) Close() error {
	s.stdin.Close()
	err := s.cmd.Wait()
	os.RemoveAll(s.dir)
	if err != nil {
		return fmt.Errorf("node steps.js: %v\n%s", err, s.stderr.Bytes())
	}
	return nil
}

// Test builds the test binary of the bundle in dir with the edits in the
// place of its sources (each a path in the bundle to the file's new
// content) and runs it with args, such as -test.v, as the page does: it
// runs the manifest's steps (testmain.wasm writes the test main from the
// test files as edited, then the compiles and the link) and the binary.
// The programs see node's real file system. Test works in a folder of its
// own, which it removes at the end, and leaves the bundle as it was. A
// step that fails, such as a compile with a type error, is a Result with
// Failed set, not an error; so is a test that fails.
func (s *Session) Test(dir string, edits map[string][]byte, args ...string) (*Result, error) {
	m, err := ReadManifest(dir)
	if err != nil {
		return nil, err
	}
	if err := s.tools.Check(m); err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp(s.dir, "build-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	if err := m.workspace(dir, work, edits); err != nil {
		return nil, err
	}
	type step struct {
		Name string   `json:"name"`
		Wasm string   `json:"wasm"`
		Dir  string   `json:"dir"`
		Args []string `json:"args"`
	}
	var job struct {
		Steps []step `json:"steps"`
	}
	tools := map[string]string{
		ToolTestMain: filepath.Join(s.tools.Dir, TestMainFile),
		ToolCompile:  filepath.Join(s.tools.Dir, CompileFile),
		ToolLink:     filepath.Join(s.tools.Dir, LinkFile),
	}
	for _, st := range m.Steps {
		var args []string
		for _, a := range st.Args {
			args = append(args, strings.ReplaceAll(a, BuildFolder, work))
		}
		job.Steps = append(job.Steps, step{st.Name, tools[st.Tool], work, args})
	}
	job.Steps = append(job.Steps, step{"run", filepath.Join(work, filepath.FromSlash(m.Binary)), filepath.Join(work, filepath.FromSlash(m.Dir)), args})
	results, err := s.run(job)
	if err != nil {
		return nil, err
	}
	r := new(Result)
	for _, st := range results {
		r.Timings = append(r.Timings, Timing{st.Name, ms(st.MS), ms(st.Load)})
		switch {
		case st.Name == "run":
			r.Run, r.Passed = st.Output, st.Status == 0
		case st.Status != 0:
			r.Failed, r.Output, r.Diagnostics = st.Name, st.Output, Diagnostics(st.Output)
		}
	}
	return r, nil
}

// Test runs one build and its test in a session of its own: see
// [Session.Test].
func (t *Tools) Test(ctx context.Context, dir string, edits map[string][]byte, args ...string) (*Result, error) {
	s, err := t.Start(ctx)
	if err != nil {
		return nil, err
	}
	r, err := s.Test(dir, edits, args...)
	return r, errors.Join(err, s.Close())
}

// stepResult is what steps.js says of one step.
type stepResult struct {
	Name   string  `json:"name"`
	Status int     `json:"status"`
	MS     float64 `json:"ms"`
	Load   float64 `json:"load"`
	Output []byte  `json:"output"`
}

// run hands node the job and returns what it says of each step that ran.
func (s *Session) run(job any) ([]stepResult, error) {
	data, err := json.Marshal(job)
	if err != nil {
		return nil, err
	}
	if _, err := s.stdin.Write(append(data, '\n')); err != nil {
		return nil, fmt.Errorf("node steps.js: %v\n%s", err, s.stderr.Bytes())
	}
	line, err := s.stdout.ReadBytes('\n')
	if err != nil {
		return nil, fmt.Errorf("node steps.js: %v\n%s", err, s.stderr.Bytes())
	}
	var results []stepResult
	if err := json.Unmarshal(line, &results); err != nil {
		return nil, fmt.Errorf("node steps.js: %v: %q", err, line)
	}
	return results, nil
}

// workspace lays out in work what the steps read: the manifest, the
// importcfg, the archives (a link to the bundle's), the testdata, and the sources of the
// units with the edits in their place, and the folder out.
func (m *Manifest) workspace(dir, work string, edits map[string][]byte) error {
	sources := slices.Concat(m.TestGoFiles, m.XTestGoFiles)
	for _, u := range m.Units {
		sources = append(sources, u.Files...)
	}
	for name := range edits {
		if !slices.Contains(sources, name) {
			return fmt.Errorf("%s is not a source of the bundle of %s", name, m.Package)
		}
	}
	if err := os.Symlink(filepath.Join(dir, "pkg"), filepath.Join(work, "pkg")); err != nil {
		return err
	}
	if err := os.Mkdir(filepath.Join(work, "out"), 0o755); err != nil {
		return err
	}
	for _, name := range slices.Concat([]string{ManifestFile, m.ImportCfg}, sources, m.Testdata) {
		data, ok := edits[name]
		if !ok {
			var err error
			if data, err = os.ReadFile(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
				return err
			}
		}
		to := filepath.Join(work, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(to, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// ms returns the duration of f milliseconds.
func ms(f float64) time.Duration {
	return time.Duration(f * float64(time.Millisecond))
}
