package exercise

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// A handout is written whole or not at all: a file that cannot be
// written, as on a full disk, leaves nothing behind, neither in the
// folder asked for nor beside it.
func TestWriteFilesWholeOrNothing(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "class")
	// "a" cannot be both a file and a folder: whichever comes second fails.
	err := writeFiles(dir, map[string][]byte{"README.md": []byte("# Class\n"), "a": []byte("x"), "a/b.go": []byte("package a\n")})
	if err == nil {
		t.Fatal("writeFiles of a file and a folder of one name succeeded")
	}
	if left := listing(t, parent); len(left) > 0 {
		t.Errorf("a failed handout left %q", left)
	}
}

// A handout that is written takes its place in the folder, empty or new,
// and leaves nothing beside it.
func TestWriteFilesIntoAnEmptyFolder(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "class")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := writeFiles(dir, map[string][]byte{"README.md": []byte("# Class\n"), "a/b.go": []byte("package a\n")}); err != nil {
		t.Fatal(err)
	}
	if got, want := listing(t, parent), []string{"class", "class/README.md", "class/a", "class/a/b.go"}; !slices.Equal(got, want) {
		t.Errorf("wrote %q; want %q", got, want)
	}
}

// listing returns every path under dir, relative to it, with slashes.
func listing(t *testing.T, dir string) []string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(dir, func(path string, _ os.DirEntry, err error) error {
		if err == nil && path != dir {
			rel, _ := filepath.Rel(dir, path)
			paths = append(paths, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return paths
}
