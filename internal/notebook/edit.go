package notebook

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// An Edit replaces one declaration of a Go file with the reader's text.
type Edit struct {
	// File is the file, from the module root: approaches/tuplestate/tuplestate.go.
	File string `json:"file"`
	// Original is the declaration as the book shows it, which must stand
	// in the file exactly once.
	Original string `json:"original"`
	// Text is what the reader wrote in its place.
	Text string `json:"text"`
}

// placed is an edit found in its file: where its text starts in the
// edited file, and how many lines it has, so that a compiler's message
// can be told by its line in the edited text.
type placed struct {
	Edit
	firstLine, lines int
}

// An overlay is the reader's edits, checked and applied: the text of
// every edited file and where each edit landed in it. Written into a
// run's folder it becomes the go command's -overlay file.
type overlay struct {
	root string
	// files holds the edited text of each file, by its path from the
	// module root.
	files map[string]string
	edits []placed
	// file is the -overlay file, once written, and dir the folder that
	// holds the edited files.
	file, dir string
}

// newOverlay checks the edits against the files of the source tree at
// root and applies them. Every edit must be to a file of the package
// folder pkg, unless pkg is empty.
func newOverlay(root, pkg string, edits []Edit) (*overlay, error) {
	if len(edits) == 0 {
		return nil, fmt.Errorf("a code run needs an edit")
	}
	byFile := map[string][]Edit{}
	for _, e := range edits {
		if err := checkEdit(root, pkg, e); err != nil {
			return nil, err
		}
		byFile[e.File] = append(byFile[e.File], e)
	}
	ov := &overlay{root: root, files: map[string]string{}}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		text, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(file)))
		if err != nil {
			return nil, err
		}
		edited, at, err := apply(string(text), file, byFile[file])
		if err != nil {
			return nil, err
		}
		ov.files[file] = edited
		ov.edits = append(ov.edits, at...)
	}
	return ov, nil
}

// write writes the edited files into dir, and the -overlay file that
// puts them in place of the originals.
func (ov *overlay) write(dir string) error {
	replace := map[string]string{}
	ov.dir = filepath.Join(dir, "overlay")
	for file, text := range ov.files {
		into := filepath.Join(ov.dir, filepath.FromSlash(file))
		if err := os.MkdirAll(filepath.Dir(into), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(into, []byte(text), 0o644); err != nil {
			return err
		}
		replace[filepath.Join(ov.root, filepath.FromSlash(file))] = into
	}
	data, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return err
	}
	ov.file = filepath.Join(dir, "overlay.json")
	return os.WriteFile(ov.file, data, 0o644)
}

// checkEdit refuses an edit that is not of a Go file of the source tree
// (in package folder pkg, unless pkg is empty), that a symbolic link
// leads out of the tree, or whose text is too long.
func checkEdit(root, pkg string, e Edit) error {
	switch {
	case !fs.ValidPath(e.File) || !strings.HasSuffix(e.File, ".go"):
		return fmt.Errorf("%q is not a Go file of the module", e.File)
	case pkg != "" && path.Dir(e.File) != pkg:
		return fmt.Errorf("%s is not in the package folder %s that the run builds", e.File, pkg)
	case len(e.Text) > maxEditText:
		return fmt.Errorf("an edited declaration holds at most %d bytes", maxEditText)
	case e.Original == "":
		return fmt.Errorf("an edit of %s names no declaration to replace", e.File)
	}
	info, err := os.Stat(filepath.Join(root, filepath.FromSlash(e.File)))
	if err != nil || !info.Mode().IsRegular() {
		return fmt.Errorf("the module has no file %s", e.File)
	}
	if !inTree(root, e.File) {
		return fmt.Errorf("%s leads out of the module by a symbolic link, and an edit changes the module's own files only", e.File)
	}
	return nil
}

// inTree reports whether the file at the slash-separated path name in
// the tree at root is the tree's own: no symbolic link on the way leads
// elsewhere.
func inTree(root, name string) bool {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return false
	}
	real, err := filepath.EvalSymlinks(filepath.Join(root, filepath.FromSlash(name)))
	return err == nil && real == filepath.Join(realRoot, filepath.FromSlash(name))
}

// apply replaces each edit's original in text by the edit's text, and
// returns where every edited text now starts. An original must stand
// exactly once in the file, and two edits may not overlap.
func apply(text, file string, edits []Edit) (string, []placed, error) {
	type span struct {
		start, end int
		edit       Edit
	}
	var spans []span
	for _, e := range edits {
		i := strings.Index(text, e.Original)
		switch {
		case i < 0:
			return "", nil, fmt.Errorf("%s no longer holds the declaration the book shows: build the book again, or reload the page", file)
		case strings.Contains(text[i+1:], e.Original):
			return "", nil, fmt.Errorf("%s holds the declaration the book shows more than once", file)
		}
		spans = append(spans, span{i, i + len(e.Original), e})
	}
	slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
	var out strings.Builder
	var at []placed
	last := 0
	for _, s := range spans {
		if s.start < last {
			return "", nil, fmt.Errorf("two edits of %s change the same lines", file)
		}
		out.WriteString(text[last:s.start])
		first := strings.Count(out.String(), "\n") + 1
		out.WriteString(s.edit.Text)
		at = append(at, placed{s.edit, first, strings.Count(s.edit.Text, "\n") + 1})
		last = s.end
	}
	out.WriteString(text[last:])
	return out.String(), at, nil
}

// blockLine returns the line, counted from 1, of the edited text that
// line of file falls on, or 0 when it falls outside every edit.
func (ov *overlay) blockLine(file string, line int) int {
	for _, e := range ov.edits {
		if e.File == file && line >= e.firstLine && line < e.firstLine+e.lines {
			return line - e.firstLine + 1
		}
	}
	return 0
}

// original returns the path from the module root of a file the compiler
// names: the compiler names an edited file by where the overlay keeps it,
// and any file by a path from the folder it runs in, the module root, or
// from /.
func (ov *overlay) original(file string) string {
	// The go command shortens a path from the folder it runs in when that
	// is shorter, even one that climbs out of it.
	if !filepath.IsAbs(file) {
		file = filepath.Join(ov.root, file)
	}
	if rel, err := filepath.Rel(ov.dir, file); err == nil && filepath.IsLocal(rel) {
		return filepath.ToSlash(rel)
	}
	if rel, err := filepath.Rel(ov.root, file); err == nil && filepath.IsLocal(rel) {
		return filepath.ToSlash(rel)
	}
	return file
}
