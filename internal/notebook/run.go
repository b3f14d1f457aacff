package notebook

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/queensbook/queens/internal/sandbox"

	"github.com/queensbook/queens/puzzle/words"
)

// runRequest is the body of POST /api/run.
type runRequest struct {
	// Page names the page the run comes from, one name a page load.
	Page string `json:"page"`
	// Command is the cell's command line, "queens solve -n 6".
	Command string `json:"command"`
}

// run runs a cell's command line with the server's queens.
func (s *Server) run(w http.ResponseWriter, r *http.Request) {
	var req runRequest
	if !s.decode(w, r, &req) {
		return
	}
	args, ok := s.cellArgs(w, r, req.Command)
	if !ok {
		return
	}
	st := s.begin(w, r, req.Page)
	if st == nil {
		return
	}
	defer s.end(st)
	status, _ := s.runCell(st, nil, s.cfg.Queens, args)
	st.send(Event{Kind: "done", Passed: boolPtr(status == 0)})
}

// cellArgs checks a cell's command line, answering the request with 400
// and the reason when it is refused, as the command would say it, or
// when it names a file outside the run's folder, where the cell runs.
func (s *Server) cellArgs(w http.ResponseWriter, r *http.Request, line string) ([]string, bool) {
	args, err := s.checkCell(line)
	if err != nil {
		s.refuse(w, r, http.StatusBadRequest, "%v", err)
		return nil, false
	}
	return args, true
}

// checkCell splits a cell's command line and checks it as the command
// would, and that it names no file outside the run's folder.
func (s *Server) checkCell(line string) ([]string, error) {
	args, err := commandArgs(line)
	if err == nil {
		err = s.cfg.Check(args)
	}
	if err == nil {
		err = s.inRunFolder(args)
	}
	return args, err
}

// inRunFolder refuses a command line that names a file or a folder
// outside the run's folder: an absolute path, or one that climbs out.
func (s *Server) inRunFolder(args []string) error {
	if s.cfg.Paths == nil {
		return nil
	}
	for _, p := range s.cfg.Paths(args) {
		if !filepath.IsLocal(p) {
			return fmt.Errorf("a cell reads and writes files only in the folder of its run, and %s is outside it: name one inside, such as out", p)
		}
	}
	return nil
}

// runCell runs queens with args on a terminal in the run's folder,
// streaming what it prints (as output of cell, when cell is not nil),
// and ends with an exit event. It returns the exit status, and false
// when the run was cut short: by the time limit, by its output passing
// the cap, or by its page.
func (s *Server) runCell(st *stream, cell *int, queens string, args []string) (status int, finished bool) {
	p := process{path: queens, args: args, dir: st.dir, env: cellEnv(), terminal: true, memory: s.cfg.MemoryCap}
	return s.watch(st, cell, p, s.runLimit())
}

// runSandboxed runs a cell's queens built with a reader's edits, wasm, in
// the sandbox with args: it sees the run's folder alone, writable, as
// its working folder, and the bounds of a run (time, output, memory).
// What it prints streams to the page as output of cell, and an exit
// event ends it; it returns false when the run was cut short.
func (s *Server) runSandboxed(st *stream, cell *int, wasm []byte, args []string) bool {
	began := time.Now()
	out := &cellOutput{st: st, cell: cell}
	status, err := sandbox.Run(st.ctx, sandbox.Program{
		Wasm:   wasm,
		Args:   append([]string{"queens"}, args...),
		Env:    append(slices.Clone(cellSettings), "PWD=/run"),
		Mounts: []sandbox.Mount{{Dir: st.dir, Guest: "/run", Writable: true}},
		Stdout: out,
		Stderr: out,
		Limits: s.sandboxLimits(),
	})
	var stop *sandbox.Stop
	switch {
	case errors.As(err, &stop):
		st.note("the run %s", stop.Says)
		return false
	case err != nil:
		if st.ctx.Err() == nil {
			st.note("the run could not start: %v", err)
		}
		return false
	}
	st.send(Event{Kind: "exit", Cell: cell, Status: &status, Seconds: time.Since(began).Seconds()})
	return true
}

// sandboxLimits are the bounds of a run of code that is not the book's
// own in the sandbox: the server's time, output and memory of a run.
func (s *Server) sandboxLimits() sandbox.Limits {
	return sandbox.Limits{Time: s.cfg.RunTimeout, Output: int64(s.cfg.OutputCap), Memory: int64(min(s.cfg.MemoryCap, 1<<32))}
}

// cellOutput streams what a sandboxed cell writes to the page, as output
// of its cell, one write at a time: its stdout and its stderr come from
// two goroutines.
type cellOutput struct {
	mu   sync.Mutex
	st   *stream
	cell *int
}

// Write implements io.Writer.
func (o *cellOutput) Write(b []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.st.output(o.cell, b)
	return len(b), nil
}

// watch runs p within lim, streaming its output up to the cap, and tells
// the page how it ended.
func (s *Server) watch(st *stream, cell *int, p process, lim limit) (status int, finished bool) {
	printed, cut := 0, false
	e, err := run(st.ctx, p, lim.time, func(b []byte) {
		if cut {
			return
		}
		if printed+len(b) > s.cfg.OutputCap {
			b, cut = b[:s.cfg.OutputCap-printed], true
			defer st.cancel()
		}
		printed += len(b)
		st.output(cell, b)
	})
	if cut {
		st.note("the output passed %s bytes, so the rest is cut and the run was stopped", words.Thousands(uint64(s.cfg.OutputCap)))
		return e.status, false
	}
	if !ranToEnd(st, err, lim) {
		return e.status, false
	}
	st.send(Event{Kind: "exit", Cell: cell, Status: &e.status, Seconds: e.seconds})
	return e.status, true
}

// A limit is how long one kind of process may run, and the words that
// tell the page which limit stopped it.
type limit struct {
	time time.Duration
	of   string
}

// runLimit is the time limit of a run: a cell, or an edit's tests.
func (s *Server) runLimit() limit {
	return limit{s.cfg.RunTimeout, "a run (queens serve -run-timeout)"}
}

// checkLimit is the time limit of an exercise's check, which builds the
// student's code and runs its tests: a build's limit and a run's. The
// check stops the tests themselves after a run's limit, so a loop that
// never ends is told as the tests' timeout.
func (s *Server) checkLimit() limit {
	return limit{s.cfg.BuildTimeout + s.cfg.RunTimeout, "a check, its build and its run"}
}

// buildLimit is the time limit of a build of edited code.
func (s *Server) buildLimit() limit {
	return limit{s.cfg.BuildTimeout, "a build"}
}

// ranToEnd reports whether a process of the run ended by itself, given
// what run returned; when it ran out of lim's time or could not start,
// it tells the page.
func ranToEnd(st *stream, err error, lim limit) bool {
	switch {
	case errors.Is(err, errTimeLimit):
		st.note("stopped after %s, the time limit of %s", words.Duration(lim.time), lim.of)
	case err != nil && st.ctx.Err() == nil:
		st.note("the process could not start: %v", err)
	}
	return err == nil
}

// cellSettings are the variables a cell's process gets in place of the
// server's: no measured times, as the book's cells print them, so that
// the page can show how a run differs from the book; a pager that only
// prints; no colours, since the page shows plain text.
var cellSettings = []string{"QUEENS_TIMELESS=1", "PAGER=cat", "NO_COLOR=1", "TERM=dumb", "COLUMNS=80", "LINES=24"}

// cellEnv is the environment of a cell's process: the server's, with the
// cellSettings.
func cellEnv() []string {
	env := slices.Clone(cellSettings)
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.ContainsFunc(cellSettings, func(s string) bool { return strings.HasPrefix(s, name+"=") }) {
			env = append(env, kv)
		}
	}
	return env
}

func boolPtr(b bool) *bool { return &b }
