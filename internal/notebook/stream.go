package notebook

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"
	"unicode/utf8"
)

// An Event is one line of the answer to a run, in JSON. Kind says which
// of the other fields it fills:
//
//   - "note": Text is a sentence about the run (it waits its turn, its
//     output was cut, it ran out of time).
//   - "output": Text is what the process printed, as a terminal would
//     get it (progress bars redraw with carriage returns and escape
//     codes); Cell numbers the cell of a code run it belongs to.
//   - "exit": Status and Seconds of a process that ended; Cell as above.
//   - "stage": a code run begins Stage "examples", "tests" or "cells".
//   - "compile": Errors of a build that failed.
//   - "example": one Example of a code run: Name, Passed, and on a
//     failure what it printed (Got) and what its // Output: wants.
//   - "tests": the package's tests: Passed, Count run, and Failures.
//   - "done": the run is over; Passed sums it up where that means
//     something (a code run, an exercise check).
type Event struct {
	Kind     string         `json:"kind"`
	Text     string         `json:"text,omitempty"`
	Cell     *int           `json:"cell,omitempty"`
	Status   *int           `json:"status,omitempty"`
	Seconds  float64        `json:"seconds,omitempty"`
	Stage    string         `json:"stage,omitempty"`
	Name     string         `json:"name,omitempty"`
	Passed   *bool          `json:"passed,omitempty"`
	Got      string         `json:"got,omitempty"`
	Want     string         `json:"want,omitempty"`
	Count    int            `json:"count,omitempty"`
	Errors   []CompileError `json:"errors,omitempty"`
	Failures []TestFailure  `json:"failures,omitempty"`
}

// A CompileError is one message of the compiler. Block is its line in
// the edited declaration, counted from 1, when it falls inside one; File
// and Line are where the compiler put it.
type CompileError struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column,omitempty"`
	Block   int    `json:"block,omitempty"`
	Message string `json:"message"`
}

// A TestFailure is one failed test and what it said.
type TestFailure struct {
	Test    string `json:"test"`
	Message string `json:"message"`
}

// A stream writes the events of one run to its response, flushing each,
// and holds what the run needs: its context, its folder and its turn.
type stream struct {
	w  http.ResponseWriter
	rc *http.ResponseController
	// ctx ends when the page goes away, or stops the run, or the server
	// closes.
	ctx    context.Context
	cancel context.CancelFunc
	// dir is the run's own folder, under the server's temporary folder.
	dir string
	// release gives back the page and tells Close that the run is over.
	release func()

	mu sync.Mutex
	// partial holds the first bytes of a character that a read cut in
	// two, until the rest comes.
	partial []byte
}

// send writes one event. A page that has gone cannot be written to; its
// run stops through ctx, so the error is left alone.
func (st *stream) send(ev Event) {
	st.mu.Lock()
	defer st.mu.Unlock()
	line, err := json.Marshal(ev)
	if err != nil {
		return
	}
	st.w.Write(append(line, '\n'))
	st.rc.Flush()
}

// note sends a sentence about the run.
func (st *stream) note(format string, args ...any) {
	st.send(Event{Kind: "note", Text: fmt.Sprintf(format, args...)})
}

// output sends what a process printed, whole characters only: a
// character that the read cut in two waits for its end.
func (st *stream) output(cell *int, b []byte) {
	st.mu.Lock()
	b = append(st.partial, b...)
	cut := len(b)
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				cut = i
			}
			break
		}
	}
	st.partial = append([]byte(nil), b[cut:]...)
	st.mu.Unlock()
	if cut > 0 {
		st.send(Event{Kind: "output", Text: string(b[:cut]), Cell: cell})
	}
}

// begin starts the answer to a run from page: it refuses a second run
// of the same page, streams the events from then on, and waits for a
// turn among the server's runs, saying so when it must. It returns nil
// when the run cannot start; otherwise the caller ends it with end.
func (s *Server) begin(w http.ResponseWriter, r *http.Request, page string) *stream {
	if page == "" {
		s.refuse(w, r, http.StatusBadRequest, "a run names the page it comes from")
		return nil
	}
	s.mu.Lock()
	busy := s.pages[page]
	if !busy {
		s.pages[page] = true
	}
	s.mu.Unlock()
	if busy {
		s.refuse(w, r, http.StatusConflict, "this page runs a cell already: stop it, or wait for it to end")
		return nil
	}
	s.runs.Add(1)
	ctx, cancel := context.WithCancel(r.Context())
	stopOnClose := context.AfterFunc(s.ctx, cancel)
	st := &stream{w: w, rc: http.NewResponseController(w), ctx: ctx, cancel: func() { stopOnClose(); cancel() }}
	h := w.Header()
	h.Set("Content-Type", "application/x-ndjson")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	st.rc.Flush()
	release := func() {
		st.cancel()
		s.mu.Lock()
		delete(s.pages, page)
		s.mu.Unlock()
		s.runs.Done()
	}
	st.release = release
	select {
	case s.slots <- struct{}{}:
	default:
		st.note("waiting for a turn: %d runs are under way, the most this server runs at once", s.cfg.MaxRuns)
		select {
		case s.slots <- struct{}{}:
		case <-ctx.Done():
			release()
			return nil
		}
	}
	dir, err := os.MkdirTemp(s.temp, "run-")
	if err != nil {
		st.note("cannot make the run's folder: %v", err)
		<-s.slots
		release()
		return nil
	}
	st.dir = dir
	return st
}

// end ends a run begun by begin: its folder goes, its turn and its page.
func (s *Server) end(st *stream) {
	os.RemoveAll(st.dir)
	<-s.slots
	st.release()
}
