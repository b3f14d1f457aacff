package bookcmd

import (
	"bytes"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// siteFiles returns the files under dir, by slash-separated path.
func siteFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)], err = os.ReadFile(path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// skipUnderRace skips a test of files written one after another, which
// runs no goroutines of its own, when the race detector makes the
// site's build ten times slower; TestServeServesTheSite runs under it.
func skipUnderRace(t *testing.T) {
	if clitest.RaceDetector {
		t.Skip("writes files one after another; the race detector has nothing to watch")
	}
}

// writtenSite runs queens site -o dir and returns the files it wrote.
func writtenSite(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	status, stdout, stderr := queens("site", "-o", dir)
	if status != cli.ExitOK || stderr != "" || !strings.HasPrefix(stdout, "wrote the web edition (") {
		t.Fatalf("site -o %s: status %d, stdout %q, stderr %q", dir, status, stdout, stderr)
	}
	return siteFiles(t, dir)
}

// A folder is written whole, with the manifest; a second run replaces
// the site's files, removes the ones the site no longer has, and leaves
// the reader's own files alone.
func TestSiteReplacesOnlyItsOwnFiles(t *testing.T) {
	skipUnderRace(t)
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "web")
	first := writtenSite(t, dir)
	for _, want := range []string{"index.html", "octal.html", "exercises/decode.html", "style.css", "script.js", "measured/time.svg", "src/approaches/octal/octal.go.html", siteManifest} {
		if _, ok := first[want]; !ok {
			t.Errorf("the site lacks %s", want)
		}
	}
	manifest := strings.Split(strings.TrimSpace(string(first[siteManifest])), "\n")
	if len(manifest) != len(first) || manifest[0] != strings.TrimSpace(manifestHeader) {
		t.Errorf("the manifest lists %d lines for %d files", len(manifest), len(first))
	}

	clitest.Must(t, os.WriteFile(filepath.Join(dir, "CNAME"), []byte("queens.example\n"), 0o644))
	clitest.Must(t, os.WriteFile(filepath.Join(dir, "octal.html"), []byte("changed by hand\n"), 0o644))
	// A page of an older site that the book no longer has.
	clitest.Must(t, os.MkdirAll(filepath.Join(dir, "old", "deep"), 0o755))
	clitest.Must(t, os.WriteFile(filepath.Join(dir, "old", "deep", "gone.html"), []byte("old\n"), 0o644))
	clitest.Must(t, os.WriteFile(filepath.Join(dir, siteManifest), append(first[siteManifest], "old/deep/gone.html\n"...), 0o644))

	second := writtenSite(t, dir)
	if string(second["CNAME"]) != "queens.example\n" {
		t.Errorf("the second run changed the reader's CNAME: %q", second["CNAME"])
	}
	if !bytes.Equal(second["octal.html"], first["octal.html"]) {
		t.Error("the second run did not replace octal.html")
	}
	if _, err := os.Stat(filepath.Join(dir, "old")); err == nil {
		t.Error("the second run left the old site's page, or its emptied folders")
	}
	delete(second, "CNAME")
	if !slices.Equal(slices.Sorted(maps.Keys(second)), slices.Sorted(maps.Keys(first))) {
		t.Errorf("the second run wrote other files than the first")
	}
}

// When a file cannot be written, the run stops with the folder as it
// was: no page, no temporary file, no folder it made.
func TestSiteFailsWhole(t *testing.T) {
	skipUnderRace(t)
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "web")
	clitest.Must(t, os.MkdirAll(filepath.Join(dir, "src"), 0o755))
	clitest.Must(t, os.WriteFile(filepath.Join(dir, siteManifest), []byte(manifestHeader), 0o644))
	// A file stands where the site needs a folder.
	clitest.Must(t, os.WriteFile(filepath.Join(dir, "exercises"), []byte("in the way\n"), 0o644))
	before := siteFiles(t, dir)
	status, stdout, stderr := queens("site", "-o", dir)
	if status != cli.ExitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "queens site: ") {
		t.Errorf("site over a file in the way: status %d, stdout %q, stderr %q; want 1 and one line", status, stdout, stderr)
	}
	after := siteFiles(t, dir)
	if len(after) != len(before) {
		t.Errorf("a failed run left %d files, before it there were %d: %v", len(after), len(before), slices.Sorted(maps.Keys(after)))
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "src")); len(entries) != 0 {
		t.Errorf("a failed run left %v in src", entries)
	}
	if _, err := os.Stat(filepath.Join(dir, "measured")); err == nil {
		t.Error("a failed run left the folder measured it made")
	}
}

// A folder that is not writable is refused before anything is built.
func TestSiteRefusesAnUnwritableFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into any folder; the script site.txtar tries /sys")
	}
	parent := t.TempDir()
	clitest.Must(t, os.Chmod(parent, 0o555))
	t.Cleanup(func() { os.Chmod(parent, 0o755) })
	status, stdout, stderr := queens("site", "-o", filepath.Join(parent, "web"))
	if status != cli.ExitUsage || stdout != "" || !strings.Contains(stderr, "cannot write there: permission denied") {
		t.Errorf("site in a read-only folder: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}

// Outside the source tree, with no Go toolchain to compile the stepper
// from the binary's copy of its source, site says that stepper.wasm is
// missing and why, where it once left it out silently; and that
// cells.wasm is, which only a clone compiles.
func TestSiteSaysTheStepperIsMissing(t *testing.T) {
	t.Chdir(t.TempDir())
	if _, err := os.Stat("/go.mod"); err == nil {
		t.Skip("a go.mod at / holds every folder")
	}
	t.Setenv("PATH", t.TempDir()) // no go command
	status, stdout, stderr := queens("site", "-o", "web")
	want := "queens site: the web edition has no stepper.wasm: the site was built without a Go toolchain (no go command on the PATH)"
	cells := "\nqueens site: the web edition has no cells.wasm and no Go compiler, so its cells run and its code changes only under queens serve: queens site compiles what runs in the browser, the cells' queens and the Go compiler, only inside a clone of the queens module, which holds their source\n"
	if status != cli.ExitOK || !strings.HasPrefix(stdout, "wrote the web edition") || !strings.HasPrefix(stderr, want) || !strings.HasSuffix(stderr, cells) || strings.Count(stderr, "\n") != 2 {
		t.Errorf("site outside the tree without go: status %d, stdout %q, stderr %q; want 0 and %q, then %q", status, stdout, stderr, want, cells)
	}
	for _, name := range []string{"stepper.wasm", "cells.wasm", "edit"} {
		if _, err := os.Stat(filepath.Join("web", name)); err == nil {
			t.Errorf("a %s was written without a go command", name)
		}
	}
	if data, err := os.ReadFile(filepath.Join("web", "cells.json")); err != nil || !strings.Contains(string(data), `"missing": "queens site compiles`) {
		t.Errorf("cells.json says %q (%v); want why the cells do not run in the browser", data, err)
	}
}
