package book

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// The web edition's paths and links: where each file of the module lives
// in the site, and how a link of a chapter becomes a link between pages.

// SourcePage is the path in the site of the page that shows the Go file
// at path file (from the module root), such as
// src/approaches/octal/octal.go.html. Its lines have the ids L1, L2, ...
func SourcePage(file string) string { return "src/" + file + ".html" }

// sitePath is where a file of the module that is not a page lives in the
// site: the chapters folder is the site's root, and the other files of the
// module go under src.
func sitePath(file string) string {
	if rest, ok := strings.CutPrefix(file, "chapters/"); ok {
		return rest
	}
	return "src/" + file
}

// Relative returns the relative URL that leads from the site page at path
// from to the site path to, which may end in a #fragment: from
// exercises/decode.html to octal.html#try-it it is ../octal.html#try-it.
func Relative(from, to string) string {
	to, fragment, hasFragment := strings.Cut(to, "#")
	var dirs []string
	if dir := path.Dir(from); dir != "." {
		dirs = strings.Split(dir, "/")
	}
	parts := strings.Split(to, "/")
	for len(dirs) > 0 && len(parts) > 1 && dirs[0] == parts[0] {
		dirs, parts = dirs[1:], parts[1:]
	}
	href := strings.Repeat("../", len(dirs)) + strings.Join(parts, "/")
	if hasFragment {
		href += "#" + fragment
	}
	return href
}

// resolve returns the module path of the file that a link of chapter c
// names by a path relative to the chapter, and checks that it exists.
func (w *webSite) resolve(c *Chapter, file string) (string, error) {
	if file == "" {
		return c.File, nil
	}
	name := path.Join(path.Dir(c.File), file)
	if !fs.ValidPath(name) {
		return "", fmt.Errorf("it leads out of the module")
	}
	info, err := fs.Stat(w.book.Files, name)
	switch {
	case err != nil:
		return "", fmt.Errorf("there is no file %s", name)
	case info.IsDir():
		return "", fmt.Errorf("%s is a folder, and the web edition has no page for a folder; link to a file in it", name)
	}
	return name, nil
}

// link returns the target that a link of chapter c has in the web
// edition: a page, a heading of a page, or a file of the site, relative
// to c's page. A Go file's link leads to its source page.
func (w *webSite) link(c *Chapter, target string) (string, error) {
	if !relative(target) {
		return target, nil
	}
	from := w.byFile[c.File]
	file, anchor, hasAnchor := strings.Cut(target, "#")
	name, err := w.resolve(c, file)
	if err != nil {
		return target, err
	}
	to := w.byFile[name]
	if to == nil {
		at, err := w.include(name)
		if hasAnchor {
			at += "#" + anchor
		}
		return Relative(from.Path, at), err
	}
	if !hasAnchor {
		return Relative(from.Path, to.Path), nil
	}
	s := to.chapter.sectionAt(anchor)
	if s == nil {
		return target, fmt.Errorf("%s has no heading with the anchor #%s", to.File, anchor)
	}
	if to == from {
		return "#" + to.anchor(s), nil
	}
	return Relative(from.Path, to.Path+"#"+to.anchor(s)), nil
}

// include adds a file of the module that a page links to the site and
// returns its path there: a Go file's source page, or the file itself.
func (w *webSite) include(name string) (string, error) {
	text, err := fs.ReadFile(w.book.Files, name)
	if path.Ext(name) == ".go" {
		w.sources[name] = text
		return SourcePage(name), err
	}
	w.files[sitePath(name)] = text
	return sitePath(name), err
}

// picture adds a picture, drawn, to the site and returns the link to it
// from the page of the chapter file.
func (w *webSite) picture(file, name string, svg []byte) string {
	w.files[sitePath(name)] = svg
	return Relative(w.byFile[file].Path, sitePath(name))
}

// info returns the info string of a fenced block of code or output cut
// from s: the language alone, or for the web edition with the words that
// say where the block comes from (see [Web]).
func (r *renderer) info(lang string, d *directive, s snippet) string {
	if r.web == nil || s.file == "" {
		return lang
	}
	if _, err := r.web.include(s.file); err != nil {
		r.errs = append(r.errs, fmt.Errorf("%v: %w", d.at, err))
	}
	return fmt.Sprintf("%s package=%s ident=%s source=%s:%d", lang, d.dir, d.ident, s.file, s.line)
}
