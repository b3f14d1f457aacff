package bookcmd

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// TestBookIsFresh fails when the committed book.md, or a picture it shows,
// is not what the chapters build today. It runs every cell of the book, real searches
// included; with -short or -race it replays the cells' output from book.md
// instead, which still catches changed prose, code and Example output in a
// moment.
func TestBookIsFresh(t *testing.T) {
	root, replay := committedBook(t)
	run := cellRunner(t.Context(), table, cli.Env{Timeless: true})
	if testing.Short() || clitest.RaceDetector {
		run = replay
	}
	built, err := buildBook(context.Background(), root, run)
	if err != nil {
		t.Fatalf("building the book:\n%v", err)
	}
	if err := checkBook(root, built); err != nil {
		t.Fatalf("%v", err)
	}
}

// maxBookLines is the length the book keeps under: read whole in a few
// sittings, it says each thing once.
const maxBookLines = 3300

// The book, new chapters and all, stays under maxBookLines lines.
func TestBookIsShort(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(clitest.ModuleRoot(t), "book.md"))
	if err != nil {
		t.Fatal(err)
	}
	if lines := bytes.Count(text, []byte("\n")); lines >= maxBookLines {
		t.Errorf("book.md has %d lines; keep it under %d by saying each thing once", lines, maxBookLines)
	}
}

// committedBook returns the root of the source tree the tests run in and
// the book.md committed there.
func committedBook(t *testing.T) (root string, replay book.Runner) {
	t.Helper()
	root = clitest.ModuleRoot(t)
	replay, err := book.ReplayCommitted(os.DirFS(root))
	if err != nil {
		t.Fatalf("%v; run make book", err)
	}
	return root, replay
}

func TestBookWriteAndCheck(t *testing.T) {
	root := clitest.InBook(t)
	if status, _, stderr := queens("book", "-check"); status != cli.ExitFailure || !strings.Contains(stderr, "no such file") {
		t.Errorf("book -check without book.md: status %d, stderr %q; want 1 and the missing file", status, stderr)
	}
	if status, _, stderr := queens("book", "-w"); status != cli.ExitOK {
		t.Fatalf("book -w: status %d, stderr %q", status, stderr)
	}
	built, err := os.ReadFile(filepath.Join(root, "book.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		book.Generated + "\n",
		"# A tiny book\n",
		"1. [Getting started](#getting-started)\n",
		"## Getting started\n",
		"```console\n$ queens help\nqueens explores",
		"```console\n$ queens solve -n 5 -format tuple\n0 2 4 1 3\n",
		"```console\n$ queens solve -n 0\nqueens solve: -n 0 has no squares; n must be at least 1\n[exit status 2]\n```\n",
	} {
		if !strings.Contains(string(built), want) {
			t.Errorf("book.md lacks %q:\n%s", want, built)
		}
	}
	if status, stdout, stderr := queens("book", "-check"); status != cli.ExitOK || stdout+stderr != "" {
		t.Errorf("book -check of a fresh book: status %d, output %q", status, stdout+stderr)
	}
	checkPictureWritten(t, root)

	stale := strings.Replace(string(built), "Getting started", "Getting going", 1)
	if err := os.WriteFile(filepath.Join(root, "book.md"), []byte(stale), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := queens("book", "-check")
	if status != cli.ExitFailure || !strings.Contains(stderr, "queens book: the book is stale: book.md differs from a fresh build from line") || !strings.Contains(stderr, "-1. [Getting going]") || !strings.Contains(stderr, "+1. [Getting started]") {
		t.Errorf("book -check of a stale book: status %d, stderr:\n%s", status, stderr)
	}
}

// checkPictureWritten checks that book -w wrote the tiny book's picture
// and removes a picture no chapter embeds, and that book -check fails on
// a changed one.
func checkPictureWritten(t *testing.T, root string) {
	t.Helper()
	pictures := filepath.Join(root, "chapters", "pictures")
	svg, err := os.ReadFile(filepath.Join(pictures, "diagonals.svg"))
	if err != nil || !bytes.HasPrefix(svg, []byte("<svg")) {
		t.Fatalf("book -w wrote chapters/pictures/diagonals.svg as %.40q, %v; want the picture", svg, err)
	}
	if err := os.WriteFile(filepath.Join(pictures, "diagonals.svg"), append(svg, ' '), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := queens("book", "-check")
	if status != cli.ExitFailure || !strings.Contains(stderr, "chapters/pictures/diagonals.svg differs from a fresh drawing") {
		t.Errorf("book -check with a changed picture: status %d, stderr:\n%s", status, stderr)
	}
	if err := os.WriteFile(filepath.Join(pictures, "old.svg"), svg, 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, stderr := queens("book", "-w"); status != cli.ExitOK {
		t.Fatalf("book -w: status %d, stderr %q", status, stderr)
	}
	if _, err := os.Stat(filepath.Join(pictures, "old.svg")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("book -w left old.svg, which no chapter embeds: %v", err)
	}
	if status, stdout, stderr := queens("book", "-check"); status != cli.ExitOK {
		t.Errorf("book -check after book -w: status %d, output %q", status, stdout+stderr)
	}
}

func TestBookPrints(t *testing.T) {
	clitest.InBook(t)
	status, stdout, _ := queens("book")
	if status != cli.ExitOK || !strings.HasPrefix(stdout, book.Generated) {
		t.Errorf("book: status %d, stdout starts %.80q", status, stdout)
	}
}

func TestBookUsage(t *testing.T) {
	clitest.InBook(t)
	status, _, stderr := queens("book", "-w", "-check")
	if status != cli.ExitUsage || stderr != "queens book: -w and -check do not go together; choose one\n" {
		t.Errorf("book -w -check: status %d, stderr %q", status, stderr)
	}
	t.Chdir(t.TempDir())
	if _, err := os.Stat("/go.mod"); err == nil {
		t.Skip("a go.mod at / holds every folder")
	}
	want := "queens book: building book.md reads the chapters and the code they embed, so it needs the queens source tree (no go.mod here); run it inside a clone of the module\n"
	for _, args := range [][]string{{"book"}, {"book", "-check"}, {"book", "-w"}} {
		status, stdout, stderr := queens(args...)
		if status != cli.ExitUsage || stdout != "" || stderr != want {
			t.Errorf("%s outside a module: status %d, stdout %q, stderr %q; want 2 and\n%s", strings.Join(args, " "), status, stdout, stderr, want)
		}
	}
}

// TestWriteAtomically checks that book -w's writer leaves the whole new
// file, readable by all, or on failure the old one, and never a temporary
// file behind.
func TestWriteAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.md")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := cli.WriteFile(filepath.Dir(path), filepath.Base(path), writeBytes([]byte("new\n"))); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != "new\n" {
		t.Errorf("after writeFile the file holds %q, %v; want %q", got, err, "new\n")
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o644 {
		t.Errorf("the written file's mode is %v, %v; want 0644", info.Mode(), err)
	}
	// A rename over a folder that is not empty fails, after the write.
	folder := filepath.Join(dir, "folder")
	if err := os.MkdirAll(filepath.Join(folder, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := cli.WriteFile(filepath.Dir(folder), filepath.Base(folder), writeBytes([]byte("new\n"))); err == nil {
		t.Error("writeFile over a folder succeeded; want an error")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("the folder holds %v; want book.md and folder only, no temporary file", entries)
	}
}

// TestReadOutsideTheModule checks that read needs no source tree: outside
// the module it lists and shows the chapters built into the binary.
func TestReadOutsideTheModule(t *testing.T) {
	t.Chdir(t.TempDir())
	if _, err := os.Stat("/go.mod"); err == nil {
		t.Skip("a go.mod at / holds every folder")
	}
	status, stdout, stderr := queens("read")
	if status != cli.ExitOK || !strings.HasPrefix(stdout, "  1  problem  ") {
		t.Errorf("read outside the module: status %d, stderr %q, stdout:\n%s", status, stderr, stdout)
	}
	status, stdout, stderr = queens("read", "problem")
	if status != cli.ExitOK || !strings.HasPrefix(stdout, "# ") || !strings.Contains(stdout, "```go\n") || !strings.Contains(stdout, "```console\n$ queens ") {
		t.Errorf("read problem outside the module: status %d, stderr %q, stdout:\n%s", status, stderr, stdout)
	}
}

func TestReadLists(t *testing.T) {
	clitest.InBook(t)
	status, stdout, _ := queens("read")
	if status != cli.ExitOK || !strings.HasPrefix(stdout, "  1  start  Getting started\n") {
		t.Errorf("read: status %d, stdout:\n%s", status, stdout)
	}
}

func TestReadShowsChapter(t *testing.T) {
	clitest.InBook(t)
	for _, ref := range []string{"start", "1"} {
		status, stdout, stderr := queens("read", ref)
		if status != cli.ExitOK || !strings.HasPrefix(stdout, "# Getting started\n") || !strings.Contains(stdout, "```console\n$ queens help\nqueens explores") {
			t.Errorf("read %s: status %d, stderr %q, stdout:\n%s", ref, status, stderr, stdout)
		}
	}
}

func TestReadUnknownChapter(t *testing.T) {
	clitest.InBook(t)
	for _, ref := range []string{"nope", "2", "0"} {
		status, _, stderr := queens("read", ref)
		want := `queens read: no chapter "` + ref + `"; run 'queens read' for the list` + "\n"
		if status != cli.ExitUsage || stderr != want {
			t.Errorf("read %s: status %d, stderr %q; want 2 and %q", ref, status, stderr, want)
		}
	}
}

// A cell that cannot run where the reader is, such as an exercise's
// outside the module, is one line for the reader: which cell, and its own
// error, which says what to do; the lines for the book's author are not
// shown.
func TestReadCellFailsInOneLine(t *testing.T) {
	root := clitest.InBook(t)
	clitest.Must(t, os.WriteFile(filepath.Join(root, "chapters", "start.md"), []byte("# Getting started\n\n<!-- run queens solve -n 0 -->\n"), 0o644))
	status, stdout, stderr := queens("read", "start")
	want := `queens read: chapter 1 runs "queens solve -n 0", which failed here: -n 0 has no squares; n must be at least 1` + "\n"
	if status != cli.ExitFailure || stdout != "" || stderr != want {
		t.Errorf("read start: status %d, stdout %q, stderr %q; want 1 and %q", status, stdout, stderr, want)
	}
}
