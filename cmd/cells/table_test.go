package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/exercisecmd"
	"github.com/queensbook/queens/internal/cli/queenscmd"
	"github.com/queensbook/queens/internal/exercise"
)

// TestEveryCommandRunsOrSaysWhere checks that each of queens's commands
// is in the page's table or in elsewhere, never both, and that neither
// names a command queens does not have.
func TestEveryCommandRunsOrSaysWhere(t *testing.T) {
	ours := map[string]bool{}
	for _, c := range table.Commands {
		ours[c.Name] = true
	}
	all := map[string]bool{}
	for _, c := range queenscmd.Table.Commands {
		all[c.Name] = true
		_, away := elsewhere[c.Name]
		if ours[c.Name] == away {
			t.Errorf("queens %s: in the page's table %v, in elsewhere %v; it must be in one of them", c.Name, ours[c.Name], away)
		}
	}
	for name := range ours {
		if !all[name] {
			t.Errorf("the page's table has %q, which queens has not", name)
		}
	}
	for name := range elsewhere {
		if !all[name] {
			t.Errorf("elsewhere names %q, which queens has not", name)
		}
	}
}

// TestRefusedInOneLine checks the one line of a command that runs
// elsewhere, and of a line that is not a queens command.
func TestRefusedInOneLine(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"queens exercise check conflict -stub", "queens exercise check: runs where Go is installed, not in this browser: it builds and tests the exercise's code with the go command; run it in a terminal, or in the notebook of queens serve\n"},
		{"queens serve", "queens serve: runs where Go is installed, not in this browser: it serves the book and runs its cells natively; run it in a terminal, or in the notebook of queens serve\n"},
		{"ls -l", "queens: only queens commands run here, not ls: write queens and its command, such as queens solve -n 6\n"},
		{"queens solve -n 4 | sh", "queens: the notebook runs one queens command, never a shell: '|' has no place in it; write the command and its flags alone\n"},
	} {
		t.Setenv(CellVar, tc.line)
		var stdout, stderr bytes.Buffer
		code := run(t.Context(), nil, cli.Env{Stdout: &stdout, Stderr: &stderr})
		if code != cli.ExitUsage || stdout.Len() != 0 || stderr.String() != tc.want {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.line, code, stdout.String(), stderr.String(), tc.want)
		}
	}
}

// TestRunsACell checks that a cell's line runs as queens runs it.
func TestRunsACell(t *testing.T) {
	t.Setenv(CellVar, "queens  solve -n 4 -format tuple ")
	var stdout, stderr bytes.Buffer
	code := run(t.Context(), nil, cli.Env{Stdout: &stdout, Stderr: &stderr, Timeless: true})
	if code != 0 || !strings.HasPrefix(stdout.String(), "1 3 0 2\n2 0 3 1\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}

// TestPageCheck checks that exercise check, handed a run the page made,
// writes queens exercise check's own feedback: here a run of the stub's
// tests, the book's own code, which go test -json makes natively.
func TestPageCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the tests of an exercise")
	}
	e, _ := exercise.Lookup("conflict")
	runDir := t.TempDir()
	stub, err := filepath.Abs(filepath.Join("../..", e.Stub()))
	if err != nil {
		t.Fatal(err)
	}
	file, _ := filepath.Abs(filepath.Join("../..", e.File()))
	overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{file: stub}})
	if err := os.WriteFile(filepath.Join(runDir, "overlay.json"), overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	goTest := exec.CommandContext(t.Context(), "go", "test", "-json", "-count=1", "-tags", "exercise", "-overlay", filepath.Join(runDir, "overlay.json"), "./"+e.Dir())
	goTest.Dir = "../.."
	goTest.Env = append(os.Environ(), exercise.ReportsEnv+"="+filepath.Join(runDir, "reports"))
	events, _ := goTest.Output() // the stub fails its tests: go test exits 1
	if !bytes.Contains(events, []byte(`"Action":"fail"`)) {
		t.Fatalf("go test -json of the stub says no test failed:\n%s", events)
	}
	var want bytes.Buffer
	queenscmd.Main(t.Context(), []string{"exercise", "check", "conflict", "-stub"}, cli.Env{Stdout: &want, Stderr: io.Discard})

	if err := os.WriteFile(filepath.Join(runDir, "events.json"), events, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(exercisecmd.RunEnv, runDir)
	t.Setenv(CellVar, "queens exercise check conflict")
	var stdout, stderr bytes.Buffer
	code := run(t.Context(), nil, cli.Env{Stdout: &stdout, Stderr: &stderr})
	if code != 1 || stdout.String() != want.String() {
		t.Errorf("exit %d; the page's check says\n%s\nwhere queens exercise check says\n%s", code, stdout.String(), want.String())
	}
	if line := "queens exercise check: conflict: 3 of 4 tests fail; edit the file above and press Check again\n"; stderr.String() != line {
		t.Errorf("its last line is %q; want %q", stderr.String(), line)
	}

	t.Setenv(exercisecmd.RunEnv, filepath.Join(runDir, "missing"))
	stdout.Reset()
	stderr.Reset()
	if code := run(t.Context(), nil, cli.Env{Stdout: &stdout, Stderr: &stderr}); code == 0 || !strings.Contains(stderr.String(), "events.json") {
		t.Errorf("a run with no events: exit %d, stderr %q", code, stderr.String())
	}
}
