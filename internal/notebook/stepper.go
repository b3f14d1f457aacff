package notebook

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
)

// stepperRequest is the body of POST /api/stepper.
type stepperRequest struct {
	editedPackage
}

// wasmFile is the name of a stepper built from edits: the SHA-256 of
// the edited files, so that the same edits are built once.
var wasmFile = regexp.MustCompile(`^[0-9a-f]{64}\.wasm$`)

// stepper builds the web stepper, cmd/stepper, for WebAssembly with the
// reader's edits, as the site builds it from the files on disk, and
// ends with a done event whose Text is the address of the build, for
// the stepper page to load in place of its own.
func (s *Server) stepper(w http.ResponseWriter, r *http.Request) {
	var req stepperRequest
	ov, ok := s.readEdits(w, r, &req, &req.editedPackage)
	if !ok {
		return
	}
	st := s.begin(w, r, req.Page)
	if st == nil {
		return
	}
	defer s.end(st)
	name := ov.sum() + ".wasm"
	built := filepath.Join(s.temp, "stepper", name)
	if _, err := os.Stat(built); err != nil {
		if !s.buildStepper(st, ov, built) {
			st.send(Event{Kind: "done", Passed: boolPtr(false)})
			return
		}
	}
	st.send(Event{Kind: "done", Passed: boolPtr(true), Text: "api/stepper/" + name})
}

// buildStepper builds the stepper with the overlay into the file built.
func (s *Server) buildStepper(st *stream, ov *overlay, built string) bool {
	if err := ov.write(st.dir); err != nil {
		st.note("cannot write the edited files: %v", err)
		return false
	}
	if err := os.MkdirAll(filepath.Dir(built), 0o755); err != nil {
		st.note("cannot make the folder of built steppers: %v", err)
		return false
	}
	st.send(Event{Kind: "stage", Stage: "build"})
	c := codeRun{s: s, st: st, ov: ov}
	tmp := filepath.Join(st.dir, "stepper.wasm")
	ok := c.build([]string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"},
		"build", "-json", "-overlay", ov.file, "-trimpath", "-ldflags=-s -w", "-o", tmp, "./cmd/stepper")
	return ok && os.Rename(tmp, built) == nil
}

// stepperFile serves a stepper that POST /api/stepper built.
func (s *Server) stepperFile(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if !wasmFile.MatchString(name) {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/wasm")
	w.Header().Set("Cache-Control", "no-store")
	http.ServeFile(w, r, filepath.Join(s.temp, "stepper", name))
}

// sum returns the SHA-256 of the edited files, in hexadecimal.
func (ov *overlay) sum() string {
	h := sha256.New()
	for _, file := range slices.Sorted(maps.Keys(ov.files)) {
		h.Write([]byte(file + "\x00" + ov.files[file] + "\x00"))
	}
	return hex.EncodeToString(h.Sum(nil))
}
