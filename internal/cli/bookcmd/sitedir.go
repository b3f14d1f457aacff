package bookcmd

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/site"
)

// siteManifest lists, in a folder that queens site wrote, the files it
// wrote there, one path a line: the next run replaces them, removes those
// the site no longer has, and leaves every other file alone.
const siteManifest = ".queens-site"

// manifestHeader starts the manifest, for a person who finds it.
const manifestHeader = "# The files 'queens site' wrote here; the next run replaces them and leaves the others alone.\n"

// previousSite returns the files that queens site wrote into dir before,
// from its manifest: none for a folder that is missing or empty. A folder
// that holds files queens site did not write is refused, so that no file
// of the user's is overwritten.
func previousSite(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) || err == nil && len(entries) == 0 {
		return nil, nil
	}
	if err != nil {
		return nil, cli.Usagef("-o %s: %v; choose another folder", dir, err)
	}
	manifest, err := os.ReadFile(filepath.Join(dir, siteManifest))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, cli.Usagef("-o %s holds files that queens site did not write; choose a new or empty folder", dir)
	}
	if err != nil {
		return nil, err
	}
	var files []string
	scanner := bufio.NewScanner(bytes.NewReader(manifest))
	for scanner.Scan() {
		if line := scanner.Text(); line != "" && !strings.HasPrefix(line, "#") && filepath.IsLocal(filepath.FromSlash(line)) {
			files = append(files, line)
		}
	}
	return files, nil
}

// writeSiteFiles writes the site into dir, in two steps: every file goes
// to a temporary file beside its place, and only once all are written are
// they renamed into place, so that a failure (a full disk) leaves the
// folder as it was. Then the files of the previous site, old, that the
// new one lacks are removed, and the manifest is written.
func writeSiteFiles(dir string, s *site.Site, old []string) error {
	var made []string // folders created, parents first
	temps := map[string]string{}
	undo := func(err error) error {
		for _, tmp := range temps {
			os.Remove(tmp)
		}
		for _, d := range slices.Backward(made) {
			os.Remove(d) // only when empty, as a folder made here is
		}
		return err
	}
	for _, name := range s.Paths() {
		final := filepath.Join(dir, filepath.FromSlash(name))
		created, err := mkdirs(filepath.Dir(final))
		made = append(made, created...)
		if err != nil {
			return undo(err)
		}
		data, _ := s.File(name)
		tmp, err := cli.WriteTemp(filepath.Dir(final), filepath.Base(final), func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		})
		if err != nil {
			return undo(err)
		}
		temps[final] = tmp
	}
	for _, name := range s.Paths() {
		final := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.Rename(temps[final], final); err != nil {
			return undo(err)
		}
		delete(temps, final)
	}
	for _, name := range old {
		if _, kept := s.File(name); !kept {
			removeStale(dir, name)
		}
	}
	return cli.WriteFile(dir, siteManifest, func(w io.Writer) error {
		_, err := io.WriteString(w, manifestHeader+strings.Join(s.Paths(), "\n")+"\n")
		return err
	})
}

// mkdirs creates dir and its missing parents, and returns those it
// created, parents first.
func mkdirs(dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		missing = append(missing, d)
	}
	slices.Reverse(missing)
	for i, d := range missing {
		if err := os.Mkdir(d, 0o755); err != nil {
			return missing[:i], err
		}
	}
	return missing, nil
}

// removeStale removes a file of the previous site, and the folders above
// it, up to dir, that are left empty.
func removeStale(dir, name string) {
	path := filepath.Join(dir, filepath.FromSlash(name))
	if os.Remove(path) != nil {
		return
	}
	for d := filepath.Dir(path); d != filepath.Clean(dir) && os.Remove(d) == nil; d = filepath.Dir(d) {
	}
}
