// Package diskcache keeps what a slow build made on disk, under a key of
// everything it was made from, so that the next process that needs the
// same finds it there, as the go command's build cache keeps compiled
// packages. queens site keeps the Go compiler for the browser and the
// bundles of the book's packages this way (see internal/site): they take
// half a minute to make, and go test makes them in two test binaries.
//
// An entry is a set of files, written whole into a folder of its own and
// renamed into place, so that a reader sees an entry whole or not at all.
// A cache keeps its few newest entries and removes the rest. Setting
// QUEENS_CACHE=off turns every cache off; QUEENS_CACHE=DIR moves them.
package diskcache

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// ErrOff says that the caches are off (QUEENS_CACHE=off).
var ErrOff = errors.New("the cache is off (QUEENS_CACHE=off)")

// A Cache is one kind of entry, in a folder of its own.
type Cache struct {
	dir  string
	keep int
}

// Open opens the cache called name, which keeps its keep newest entries:
// the folder name in QUEENS_CACHE, or else in queens's folder of the
// user's cache (os.UserCacheDir).
func Open(name string, keep int) (*Cache, error) {
	dir, err := Folder(name)
	if err != nil {
		return nil, err
	}
	return &Cache{dir: dir, keep: max(keep, 1)}, nil
}

// Folder returns the folder of the cache called name, made if need be,
// for a cache that another library keeps (wazero's compiled programs):
// in QUEENS_CACHE, or else in queens's folder of the user's cache. It
// returns ErrOff when the caches are off.
func Folder(name string) (string, error) {
	root := os.Getenv("QUEENS_CACHE")
	switch root {
	case "off":
		return "", ErrOff
	case "":
		user, err := os.UserCacheDir()
		if err != nil {
			return "", err
		}
		root = filepath.Join(user, "queens")
	}
	dir := filepath.Join(root, name)
	return dir, os.MkdirAll(dir, 0o755)
}

// Get returns the files of the entry key, by their slash-separated
// paths, and false when the cache has no such entry.
func (c *Cache) Get(key string) (map[string][]byte, bool) {
	dir := filepath.Join(c.dir, key)
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		return nil, false
	}
	now := time.Now()
	os.Chtimes(dir, now, now) // newest used; an error only ages it
	return files, true
}

// Put writes files (by slash-separated paths) as the entry key, whole,
// and removes the entries past the cache's newest.
func (c *Cache) Put(key string, files map[string][]byte) error {
	tmp, err := os.MkdirTemp(c.dir, "new-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp) // left only when the rename failed
	for name, data := range files {
		path := filepath.Join(tmp, filepath.FromSlash(name))
		if !filepath.IsLocal(filepath.FromSlash(name)) {
			return fmt.Errorf("the cache's entry %s: %s is not a path inside it", key, name)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, filepath.Join(c.dir, key)); err != nil && !exists(filepath.Join(c.dir, key)) {
		return err
	}
	return c.trim()
}

// exists reports whether there is a file or folder at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// trim removes every entry but the newest c.keep, and the locks and the
// half-written entries of a day ago or more.
func (c *Cache) trim() error {
	items, err := os.ReadDir(c.dir)
	if err != nil {
		return err
	}
	type entry struct {
		name string
		used time.Time
	}
	var entries []entry
	var errs []error
	for _, it := range items {
		info, err := it.Info()
		switch {
		case err != nil:
			// gone meanwhile
		case !it.IsDir() || strings.HasPrefix(it.Name(), "new-"):
			// A lock, or an entry a process that died was writing.
			if time.Since(info.ModTime()) > 24*time.Hour {
				errs = append(errs, os.RemoveAll(filepath.Join(c.dir, it.Name())))
			}
		default:
			entries = append(entries, entry{it.Name(), info.ModTime()})
		}
	}
	slices.SortFunc(entries, func(a, b entry) int { return b.used.Compare(a.used) })
	for _, e := range entries[min(c.keep, len(entries)):] {
		errs = append(errs, os.RemoveAll(filepath.Join(c.dir, e.name)))
	}
	return errors.Join(errs...)
}

// Key returns the key of what is made from the parts and the files of
// the folder root, path and content, every file but those in folders
// that skip names (such as .git and node_modules).
func Key(parts []string, root string, skip ...string) (string, error) {
	h := sha256.New()
	for _, s := range parts {
		fmt.Fprintf(h, "%d:%s\n", len(s), s)
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && slices.Contains(skip, d.Name()):
			return filepath.SkipDir
		case !d.Type().IsRegular():
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		fmt.Fprintf(h, "%s\n", filepath.ToSlash(rel))
		_, err = io.Copy(h, f)
		return err
	})
	return hex.EncodeToString(h.Sum(nil)[:16]), err
}
