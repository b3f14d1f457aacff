package notebook

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/queensbook/queens/internal/exercise"
)

// The editor of an exercise page starts from GET /api/exercise/NAME,
// which holds the stub, the two hints the page's Hint button shows, and
// the book's solution, which it offers once the reader has checked a
// file.
func TestExerciseFileHasHints(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, Config{Root: root})
	status, body := ts.do(t, request{method: "GET", path: "/api/exercise/conflict"})
	var file struct {
		Stub, Path, Solution string
		Hints                []exercise.Hint
	}
	if err := json.Unmarshal([]byte(body), &file); status != http.StatusOK || err != nil {
		t.Fatalf("GET /api/exercise/conflict: %d, %v: %s", status, err, body)
	}
	e, _ := exercise.Lookup("conflict")
	want, err := exercise.ReadHints(root, e)
	if err != nil {
		t.Fatal(err)
	}
	if file.Path != e.File() || file.Stub == "" || len(file.Hints) != exercise.HintLevels || file.Hints[0] != want[0] || file.Hints[1] != want[1] {
		t.Errorf("GET /api/exercise/conflict: %+v, want the stub and the hints %q", file, want)
	}
	if solution, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(e.Reference()))); err != nil || file.Solution != string(solution) {
		t.Errorf("GET /api/exercise/conflict gives the solution %q, want .meta/reference.go (%v)", file.Solution, err)
	}
}
