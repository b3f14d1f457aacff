package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/chapters"
)

// raceDetector is set when the tests run with -race.
var raceDetector bool

// TestBookIsFresh fails when the committed book.md is not what the
// chapters build today. It runs every cell of the book, real searches
// included; with -short or -race it replays the cells' output from book.md
// instead, which still catches changed prose, code and Example output in a
// moment.
func TestBookIsFresh(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(filepath.Join(root, bookFile))
	if err != nil {
		t.Fatalf("%v; run make book", err)
	}
	var built []byte
	if testing.Short() || raceDetector {
		built, err = chapters.Build(root, chapters.Replay(committed))
	} else {
		built, err = buildBook(t.Context(), root)
	}
	if err != nil {
		t.Fatalf("building the book:\n%v", err)
	}
	if err := chapters.Check(committed, built); err != nil {
		t.Fatalf("book.md is stale; run make book\n%v", err)
	}
}

// inBook makes a small module with one chapter and moves the test into it.
func inBook(t *testing.T) string {
	root := t.TempDir()
	files := map[string]string{
		"go.mod":             "module example.com/tiny\n",
		"chapters/ORDER":     "start\n",
		"chapters/FRONT.md":  "# A tiny book\n",
		"chapters/README.md": "# How to write a chapter\n",
		"chapters/start.md":  "# Getting started\n\nThe commands:\n\n<!-- run queens help -->\n\n<!-- run queens solve -n 5 -format tuple -->\n\n<!-- run! queens solve -n 0 -->\n",
		"cmd/deeper/.keep":   "",
	}
	for name, text := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(root, "cmd", "deeper")) // the root is found from below
	return root
}

// queens runs the command in-process and returns its status and streams.
func queens(args ...string) (status int, stdout, stderr string) {
	var out, errs bytes.Buffer
	status = Main(context.Background(), args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true})
	return status, out.String(), errs.String()
}

func TestBookWriteAndCheck(t *testing.T) {
	root := inBook(t)
	if status, _, stderr := queens("book", "-check"); status != exitFailure || !strings.Contains(stderr, "no such file") {
		t.Errorf("book -check without book.md: status %d, stderr %q; want 1 and the missing file", status, stderr)
	}
	if status, _, stderr := queens("book", "-w"); status != exitOK {
		t.Fatalf("book -w: status %d, stderr %q", status, stderr)
	}
	book, err := os.ReadFile(filepath.Join(root, "book.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		chapters.Generated + "\n",
		"# A tiny book\n",
		"1. [Getting started](#getting-started)\n",
		"## Getting started\n",
		"```console\n$ queens help\nqueens explores",
		"```console\n$ queens solve -n 5 -format tuple\n0 2 4 1 3\n",
		"```console\n$ queens solve -n 0\nqueens solve: -n: board sizes \"0\": n = 0 has no squares; sizes start at 1\n[exit status 2]\n```\n",
	} {
		if !strings.Contains(string(book), want) {
			t.Errorf("book.md lacks %q:\n%s", want, book)
		}
	}
	if status, stdout, stderr := queens("book", "-check"); status != exitOK || stdout+stderr != "" {
		t.Errorf("book -check of a fresh book: status %d, output %q", status, stdout+stderr)
	}

	stale := strings.Replace(string(book), "Getting started", "Getting going", 1)
	if err := os.WriteFile(filepath.Join(root, "book.md"), []byte(stale), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := queens("book", "-check")
	if status != exitFailure || !strings.Contains(stderr, "queens book: book.md is stale: book.md differs from a fresh build from line") || !strings.Contains(stderr, "- 1. [Getting going]") || !strings.Contains(stderr, "+ 1. [Getting started]") {
		t.Errorf("book -check of a stale book: status %d, stderr:\n%s", status, stderr)
	}
}

func TestBookPrints(t *testing.T) {
	inBook(t)
	status, stdout, _ := queens("book")
	if status != exitOK || !strings.HasPrefix(stdout, chapters.Generated) {
		t.Errorf("book: status %d, stdout starts %.80q", status, stdout)
	}
}

func TestBookUsage(t *testing.T) {
	inBook(t)
	status, _, stderr := queens("book", "-w", "-check")
	if status != exitUsage || stderr != "queens book: -w and -check do not go together; choose one\n" {
		t.Errorf("book -w -check: status %d, stderr %q", status, stderr)
	}
	t.Chdir(t.TempDir())
	if _, err := os.Stat("/go.mod"); err == nil {
		t.Skip("a go.mod at / holds every folder")
	}
	status, _, stderr = queens("book")
	if status != exitUsage || !strings.Contains(stderr, "no go.mod holds this folder") {
		t.Errorf("book outside a module: status %d, stderr %q", status, stderr)
	}
}

func TestReadLists(t *testing.T) {
	inBook(t)
	status, stdout, _ := queens("read")
	if status != exitOK || !strings.HasPrefix(stdout, "  1  start  Getting started\n") {
		t.Errorf("read: status %d, stdout:\n%s", status, stdout)
	}
}

func TestReadShowsChapter(t *testing.T) {
	inBook(t)
	for _, ref := range []string{"start", "1"} {
		status, stdout, stderr := queens("read", ref)
		if status != exitOK || !strings.HasPrefix(stdout, "# Getting started\n") || !strings.Contains(stdout, "```console\n$ queens help\nqueens explores") {
			t.Errorf("read %s: status %d, stderr %q, stdout:\n%s", ref, status, stderr, stdout)
		}
	}
}

func TestReadUnknownChapter(t *testing.T) {
	inBook(t)
	for _, ref := range []string{"nope", "2", "0"} {
		status, _, stderr := queens("read", ref)
		want := `queens read: no chapter "` + ref + `"; run 'queens read' for the list` + "\n"
		if status != exitUsage || stderr != want {
			t.Errorf("read %s: status %d, stderr %q; want 2 and %q", ref, status, stderr, want)
		}
	}
}
