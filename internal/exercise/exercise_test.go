package exercise_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/exercise"
)

// root returns the module root, two folders up from this package.
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("no module root at %s: %v", dir, err)
	}
	return dir
}

// TestFolders checks that the list of exercises and the folders agree,
// and that every exercise has its files, its two hints, and a link to a
// chapter that exists.
func TestFolders(t *testing.T) {
	root := root(t)
	entries, err := os.ReadDir(filepath.Join(root, "chapters", "exercises"))
	if err != nil {
		t.Fatal(err)
	}
	for _, entry := range entries {
		if _, listed := exercise.Lookup(entry.Name()); entry.IsDir() && !listed {
			t.Errorf("folder chapters/exercises/%s is not in exercise.All", entry.Name())
		}
	}
	for _, e := range exercise.All {
		for _, file := range []string{e.Instructions(), e.Stub(), e.Reference(), e.Dir() + "/" + e.Slug + "_test.go", "chapters/" + e.Chapter + ".md"} {
			if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(file))); err != nil {
				t.Errorf("exercise %s: %v", e.Slug, err)
			}
		}
		if _, err := exercise.ReadHints(root, e); err != nil {
			t.Error(err)
		}
		readme, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(e.Instructions())))
		if err == nil && !strings.Contains(string(readme), "](../../"+e.Chapter+".md") {
			t.Errorf("%s does not link to its chapter, ../../%s.md", e.Instructions(), e.Chapter)
		}
	}
}

// readAll reads every file of every exercise. The tests above run them
// in another process, where go test's cache does not see them; files this
// process reads, it does, so a change to any of them runs the tests
// again.
func readAll(t *testing.T, root string) {
	t.Helper()
	for _, e := range exercise.All {
		err := filepath.WalkDir(filepath.Join(root, filepath.FromSlash(e.Dir())), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				_, err = os.ReadFile(path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
