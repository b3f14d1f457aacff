package notebook

import (
	"bytes"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"

	"github.com/rogpeppe/go-internal/diff"
)

// patchRequest is the body of POST /api/patch.
type patchRequest struct {
	Edits []Edit `json:"edits"`
}

// patch answers with the reader's edits, of any packages, as a unified
// diff of the module's files, which git apply applies.
func (s *Server) patch(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Root == "" {
		s.refuse(w, r, http.StatusConflict, "this server runs outside the source tree, which a patch changes")
		return
	}
	var req patchRequest
	if !s.decode(w, r, &req) {
		return
	}
	ov, err := newOverlay(s.cfg.Root, "", req.Edits)
	if err != nil {
		s.refuse(w, r, http.StatusBadRequest, "%v", err)
		return
	}
	var out bytes.Buffer
	for _, file := range slices.Sorted(maps.Keys(ov.files)) {
		old, err := os.ReadFile(filepath.Join(s.cfg.Root, filepath.FromSlash(file)))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		out.Write(diff.Diff("a/"+file, old, "b/"+file, []byte(ov.files[file])))
	}
	w.Header().Set("Content-Type", "text/x-diff; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="queens-changes.patch"`)
	w.Write(out.Bytes())
}
