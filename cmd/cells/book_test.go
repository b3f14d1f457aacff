package main

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/site"
	"golang.org/x/sync/errgroup"
)

// refusedCells are the cells of the book that the browser cannot run,
// and why: the page's queens prints one line that says where they run,
// and exits with status 2.
var refusedCells = map[string]struct{ why, line string }{
	"queens exercise check conflict -stub": {
		why:  "exercise check builds and tests the exercise's code with the go command, which a browser does not have",
		line: "queens exercise check: runs where Go is installed, not in this browser: it builds and tests the exercise's code with the go command; run it in a terminal, or in the notebook of queens serve\n",
	},
}

// root is the module's root, from this package's folder.
const root = "../.."

// runDirective finds the command of a run cell in a chapter.
var runDirective = regexp.MustCompile(`(?m)^\s*<!-- run!? (queens(?: [^>]*?)?) -->`)

// bookCells returns the command line of every run cell of the chapters,
// each once, in the order of the files.
func bookCells(t *testing.T) []string {
	chapters, err := filepath.Glob(filepath.Join(root, "chapters", "*.md"))
	if err != nil || len(chapters) == 0 {
		t.Fatalf("the chapters: %v (%d found)", err, len(chapters))
	}
	var lines []string
	for _, name := range chapters {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range runDirective.FindAllSubmatch(data, -1) {
			if line := strings.Join(strings.Fields(string(m[1])), " "); !slices.Contains(lines, line) {
				lines = append(lines, line)
			}
		}
	}
	return lines
}

// cellsName returns the name of the command a cell's line runs.
func cellsName(line string) string {
	words := strings.Fields(line)
	if len(words) < 2 {
		return ""
	}
	return words[1]
}

// nodeRunner returns Go's runner of a js/wasm program under Node,
// go_js_wasm_exec from the GOROOT of the go command. A missing Node or
// go command skips the test, and fails it in CI.
func nodeRunner(t *testing.T) string {
	_, errNode := exec.LookPath("node")
	goRoot, errGo := exec.Command("go", "env", "GOROOT").Output()
	if err := errors.Join(errNode, errGo); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI must run the book's cells in WebAssembly under Node: %v", err)
		}
		t.Skipf("running the cells' queens needs Node and the go command: %v", err)
	}
	return filepath.Join(strings.TrimSpace(string(goRoot)), "lib", "wasm", "go_js_wasm_exec")
}

// TestEveryCellRunsInWebAssembly runs every run cell of the book in this
// queens compiled to WebAssembly as queens site compiles it, under Node
// with Go's own wasm_exec.js, as the page runs it: the cell's whole line
// in QUEENS_CELL, QUEENS_TIMELESS=1, in a folder that holds only the
// files cells.json gives the page (site.CellFiles). Each prints what book.md shows
// for it, word for word, and exits with its status; a cell the browser
// cannot run is in refusedCells, with why, and prints its one line.
func TestEveryCellRunsInWebAssembly(t *testing.T) {
	if testing.Short() {
		t.Skip("running every cell in WebAssembly takes a while; run without -short")
	}
	runner := nodeRunner(t)
	moduleDir, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	cells := site.CompileCells(context.Background(), moduleDir)
	if cells.Missing != "" {
		t.Fatal(cells.Missing)
	}
	wasm := filepath.Join(t.TempDir(), "cells.wasm")
	tree := t.TempDir()
	files, err := site.CellFiles(os.DirFS(moduleDir))
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		path := filepath.Join(tree, filepath.FromSlash(name))
		if err := errors.Join(os.MkdirAll(filepath.Dir(path), 0o755), os.WriteFile(path, []byte(text), 0o644)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(wasm, cells.Wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	book, err := book.ReplayCommitted(os.DirFS(moduleDir))
	if err != nil {
		t.Fatal(err)
	}
	lines := bookCells(t)
	// The comparisons first, the longest runs (compare -n 8 counts
	// combinations' 4.4 billion arrangements), so that the quick cells
	// fill the other cores meanwhile.
	later := func(line string) int {
		if cellsName(line) == "compare" {
			return 0
		}
		return 1
	}
	slices.SortStableFunc(lines, func(a, b string) int { return cmp.Compare(later(a), later(b)) })
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	var mu sync.Mutex
	refused := map[string]bool{}
	for _, line := range lines {
		g.Go(func() error {
			run := exec.Command(runner, wasm)
			run.Dir = tree
			run.Env = append(os.Environ(), "QUEENS_CELL="+line, "QUEENS_TIMELESS=1", "NO_COLOR=1", "TERM=dumb")
			var out bytes.Buffer
			run.Stdout, run.Stderr = &out, &out
			err := run.Run()
			status := run.ProcessState.ExitCode()
			if status < 0 {
				t.Errorf("%s did not run under Node: %v\n%s", line, err, out.String())
				return nil
			}
			want, wantStatus := book(strings.Fields(line)[1:])
			if r, ok := refusedCells[line]; ok {
				want, wantStatus = []byte(r.line), 2
				mu.Lock()
				refused[line] = true
				mu.Unlock()
			}
			if !bytes.Equal(out.Bytes(), want) || status != wantStatus {
				t.Errorf("%s in WebAssembly: exit status %d, want %d; it printed\n%s\nwhere the book shows\n%s", line, status, wantStatus, out.String(), want)
			}
			return nil
		})
	}
	g.Wait()
	for line := range refusedCells {
		if !refused[line] {
			t.Errorf("refusedCells has %q, which is no cell of the book", line)
		}
	}
	t.Logf("%d cells of the book ran in WebAssembly, %d of them refused as the page refuses them", len(lines), len(refused))
}
