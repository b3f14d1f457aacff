package notebook

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// A check of an exercise builds the student's code and runs its tests:
// it gets a build's time besides a run's, so that a build on a busy
// machine is not stopped as a run would be, and it hands the run's limit
// to the tests themselves (exercise check -timeout), which stop a loop
// that never ends. Here the fake queens's check takes two seconds, past
// the run's limit of one.
func TestExerciseCheckHasABuildsTime(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, Config{Root: root, GoTool: "go", RunTimeout: time.Second})
	evs := ts.events(t, "/api/exercise", `{"page":"p","name":"conflict","text":"package conflict\n"}`)
	output := ""
	for _, ev := range evs {
		if ev.Kind == "output" {
			output += ev.Text
		}
	}
	done := find(evs, "done")
	if done == nil || done.Passed == nil || !*done.Passed || hasNote(evs, "stopped after") {
		t.Errorf("events %v: want the check to end by itself, past the run's limit", kinds(evs))
	}
	if !strings.Contains(output, "exercise check conflict -file ") || !strings.Contains(output, " -timeout 1s") {
		t.Errorf("the check ran as %q; want exercise check conflict with -timeout 1s", output)
	}
}
