// Package clitest holds what the tests of the queens command's families
// share: running a table of commands in-process, the module's root, a
// tiny book to build, and whether the race detector is on.
package clitest

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
)

// RaceDetector is set when the tests run with -race.
var RaceDetector bool

// ModuleRoot returns the root of the module the tests run in: the
// nearest folder above the working folder that holds go.mod.
func ModuleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working folder")
		}
		dir = parent
	}
}

// InBook makes a small module with one chapter and moves the test into it.
func InBook(t *testing.T) string {
	root := t.TempDir()
	files := map[string]string{
		"go.mod":             "module example.com/tiny\n",
		"chapters/ORDER":     "start\n",
		"chapters/FRONT.md":  "# A tiny book\n",
		"chapters/README.md": "# How to write a chapter\n",
		"chapters/start.md":  "# Getting started\n\nThe commands:\n\n<!-- run queens help -->\n\n<!-- run queens solve -n 5 -format tuple -->\n\n<!-- run! queens solve -n 0 -->\n\n<!-- picture diagonals -->\n",
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

// Run runs a command of table in-process, as the book's cells run, and
// returns its status and streams.
func Run(table *cli.Table, args ...string) (status int, stdout, stderr string) {
	var out, errs bytes.Buffer
	status = table.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true})
	return status, out.String(), errs.String()
}

// LastLines returns the last n lines of s.
func LastLines(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	return strings.Join(lines[max(0, len(lines)-n-1):], "")
}

// Must fails the test at once on an error.
func Must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// SparseFile makes a file of 64 MiB in a temporary folder, sparse, so
// that it takes no room on the disk, that starts with text and holds NUL
// bytes after it, and returns its path: a file far larger than any that
// a command reads whole.
func SparseFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	Must(t, os.WriteFile(path, []byte(text), 0o644))
	Must(t, os.Truncate(path, 64<<20))
	return path
}
