package exercisecmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/exercise"
)

func TestExerciseList(t *testing.T) {
	status, stdout, stderr := queens("exercise", "list")
	if status != cli.ExitOK || stderr != "" {
		t.Fatalf("exercise list: status %d, stderr %q", status, stderr)
	}
	at := 0
	for _, e := range exercise.All {
		i := strings.Index(stdout[at:], " "+e.Slug+" ")
		if i < 0 {
			t.Fatalf("exercise list does not show %s after position %d:\n%s", e.Slug, at, stdout)
		}
		at += i
	}
	status, stdout, _ = queens("exercise", "list", "-json")
	var records []exerciseRecord
	if err := json.Unmarshal([]byte(stdout), &records); status != cli.ExitOK || err != nil || len(records) != len(exercise.All) {
		t.Fatalf("exercise list -json: status %d, %d records, %v", status, len(records), err)
	}
}

// Bad input gets one line on stderr and exit status 2.
func TestExerciseUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"exercise"},
		{"exercise", "solve"},
		{"exercise", "check"},
		{"exercise", "check", "nosuch"},
		{"exercise", "reset", "nosuch"},
		{"exercise", "check", "decode", "-stub", "-reference"},
		{"exercise", "check", "decode", "extra"},
		{"exercise", "list", "-n", "8"},
	} {
		status, stdout, stderr := queens(args...)
		if status != cli.ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "queens") || !strings.Contains(stderr, "exercise") {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and one line on stderr", args, status, stdout, stderr)
		}
	}
	_, _, stderr := queens("exercise", "check", "nosuch")
	if want := "queens exercise check: no exercise \"nosuch\"; 'queens exercise list' lists them\n"; stderr != want {
		t.Errorf("unknown exercise: stderr %q, want %q", stderr, want)
	}
}

// A -file larger than any exercise's Go file is refused unread: a sparse
// file of 2 GB was read whole, 2.1 GB of memory, before the NUL bytes
// said that it was not Go source.
func TestExerciseCheckRefusesAHugeFile(t *testing.T) {
	huge := clitest.SparseFile(t, "huge.go", "package conflict\n")
	status, stdout, stderr := queens("exercise", "check", "-file", huge, "conflict")
	want := "queens exercise check: -file " + huge + ": larger than 1 MiB, more than a file of its kind holds; give the Go file to check in place of yours\n"
	if status != cli.ExitUsage || stdout != "" || stderr != want {
		t.Errorf("status %d, stdout %q, stderr %q; want 2, nothing and\n%s", status, stdout, stderr, want)
	}
}

func TestExerciseHelp(t *testing.T) {
	for _, args := range [][]string{{"exercise", "-h"}, {"exercise", "help"}, {"exercise", "check", "-h"}, {"exercise", "reset", "-h"}} {
		status, stdout, stderr := queens(args...)
		if status != cli.ExitOK || !strings.Contains(stdout, "queens exercise") || stderr != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
		}
	}
}

// Without the go tool, check says so in one line.
func TestExerciseCheckWithoutGo(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	status, _, stderr := queens("exercise", "check", "conflict", "-stub")
	if status != cli.ExitFailure || !strings.Contains(stderr, "the go tool is not on PATH") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("status %d, stderr %q; want 1 and one line about the go tool", status, stderr)
	}
}

// The stub fails its tests with hints (status 1), and the reference passes
// them and counts the same attempts as the book's approach.
func TestExerciseCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test twice")
	}
	t.Parallel()
	status, stdout, stderr := queens("exercise", "check", "conflict", "-stub")
	if status != cli.ExitFailure || !strings.Contains(stdout, "✗ TestByHand") || !strings.Contains(stdout, "hint: ") ||
		stderr != "queens exercise check: conflict: 3 of 4 tests fail on the stub\n" {
		t.Errorf("check -stub: status %d, stderr %q, stdout:\n%s", status, stderr, stdout)
	}
	status, stdout, stderr = queens("exercise", "check", "conflict", "-reference")
	if status != cli.ExitOK || !strings.Contains(stdout, "Same attempts as tuplestate on every board") || stderr != "" {
		t.Errorf("check -reference: status %d, stderr %q, stdout:\n%s", status, stderr, stdout)
	}
}

// reset writes the stub into the student's file, and keeps what the file
// held before.
func TestExerciseReset(t *testing.T) {
	root := clitest.InBook(t)
	e, _ := exercise.Lookup("decode")
	stub := filepath.Join(root, filepath.FromSlash(e.Stub()))
	os.MkdirAll(filepath.Dir(stub), 0o755)
	os.WriteFile(stub, []byte("package decode\n"), 0o644)
	file := filepath.Join(root, filepath.FromSlash(e.File()))
	os.WriteFile(file, []byte("package decode // mine\n"), 0o644)

	status, stdout, stderr := queens("exercise", "reset", "decode")
	if status != cli.ExitOK || stdout != e.File()+" holds the stub again.\nWhat it held before is in "+e.File()+".bak.\n" {
		t.Fatalf("reset: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if got, _ := os.ReadFile(file); string(got) != "package decode\n" {
		t.Errorf("after reset the file holds %q", got)
	}
	status, _, stderr = queens("exercise", "reset", "conflict")
	if status != cli.ExitUsage || !strings.Contains(stderr, "exercise conflict writes and tests chapters/exercises/conflict/conflict.go, so it needs the queens source tree (the module at ") {
		t.Errorf("reset of an exercise the module lacks: status %d, stderr %q", status, stderr)
	}
}
