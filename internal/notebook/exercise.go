package notebook

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"

	"github.com/queensbook/queens/internal/exercise"
)

// exerciseRequest is the body of POST /api/exercise.
type exerciseRequest struct {
	Page string `json:"page"`
	// Name is the exercise's slug, conflict.
	Name string `json:"name"`
	// Text is the student's file as the page's editor holds it.
	Text string `json:"text"`
}

// exercise runs `queens exercise check NAME -file F` on the student's
// file as the page holds it, written to F in the run's folder: the
// student's file on disk is neither read nor written. The check's tests
// get a run's time, and the check itself a build's besides.
func (s *Server) exercise(w http.ResponseWriter, r *http.Request) {
	if ok, why := s.CanEdit(); !ok {
		s.refuse(w, r, http.StatusConflict, "this server checks no exercise: %s", why)
		return
	}
	var req exerciseRequest
	if !s.decode(w, r, &req) {
		return
	}
	e, ok := exercise.Lookup(req.Name)
	switch {
	case !ok:
		s.refuse(w, r, http.StatusBadRequest, "there is no exercise %q", req.Name)
		return
	case len(req.Text) > maxEditText:
		s.refuse(w, r, http.StatusBadRequest, "a student's file holds at most %d bytes here", maxEditText)
		return
	}
	st := s.begin(w, r, req.Page)
	if st == nil {
		return
	}
	defer s.end(st)
	file := filepath.Join(st.dir, e.Slug+".go")
	if err := os.WriteFile(file, []byte(req.Text), 0o644); err != nil {
		st.note("cannot write the student's file: %v", err)
		return
	}
	args := []string{"exercise", "check", e.Slug, "-file", file, "-timeout", s.cfg.RunTimeout.String()}
	p := process{path: s.cfg.Queens, args: args, dir: s.cfg.Root, env: cellEnv(), terminal: true, memory: buildMemoryCap}
	status, finished := s.watch(st, nil, p, s.checkLimit())
	st.send(Event{Kind: "done", Passed: boolPtr(finished && status == 0)})
}

// exerciseFile answers GET /api/exercise/NAME with the file an exercise
// page's editor starts from: the student's file on disk, or the stub
// where there is none yet, the stub, which Reset brings back, and the
// exercise's graded hints, which the page's Hint button shows in turn.
func (s *Server) exerciseFile(w http.ResponseWriter, r *http.Request) {
	e, ok := exercise.Lookup(r.PathValue("name"))
	if !ok {
		s.refuse(w, r, http.StatusNotFound, "there is no exercise %q", r.PathValue("name"))
		return
	}
	if s.cfg.Root == "" {
		s.refuse(w, r, http.StatusConflict, "this server runs outside the source tree, which holds the exercises' files")
		return
	}
	stub, err := os.ReadFile(filepath.Join(s.cfg.Root, filepath.FromSlash(e.Stub())))
	if err != nil {
		http.Error(w, "the exercise has no stub", http.StatusInternalServerError)
		return
	}
	file, err := os.ReadFile(filepath.Join(s.cfg.Root, filepath.FromSlash(e.File())))
	if err != nil {
		file = stub
	}
	hints, err := exercise.ReadHints(s.cfg.Root, e)
	if err != nil {
		http.Error(w, "the exercise has no hints", http.StatusInternalServerError)
		return
	}
	answer := map[string]any{"file": string(file), "stub": string(stub), "path": e.File(), "hints": hints}
	// A class's handout has no solutions, and then the page offers none.
	if solution, err := os.ReadFile(filepath.Join(s.cfg.Root, filepath.FromSlash(e.Reference()))); err == nil {
		answer["solution"] = string(solution)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(answer)
}

// status answers GET /api/notebook: what this server can run, for the
// page to offer only that.
func (s *Server) status(w http.ResponseWriter, r *http.Request) {
	edit, why := s.CanEdit()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(map[string]any{"run": true, "edit": edit, "why": why})
}
