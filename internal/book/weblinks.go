package book

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// The links of the web edition: the builder resolves each link of a page
// to the file, the page and the heading it leads to, and the Layout writes
// the URL.

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
// edition: a page, a heading of a page, or another file of the module,
// which joins the site's files.
func (w *webSite) link(c *Chapter, target string) (string, error) {
	if !relative(target) {
		return target, nil
	}
	from := w.byFile[c.File].Page
	file, anchor, hasAnchor := strings.Cut(target, "#")
	name, err := w.resolve(c, file)
	if err != nil {
		return target, err
	}
	to := w.byFile[name]
	if to == nil {
		return w.layout.Link(from, Target{File: name, Fragment: anchor}), w.include(name)
	}
	t := Target{File: name, Page: to.Page}
	if hasAnchor {
		s := to.chapter.sectionAt(anchor)
		if s == nil {
			return target, fmt.Errorf("%s has no heading with the anchor #%s", to.File, anchor)
		}
		t.Fragment = to.anchor(s)
	}
	return w.layout.Link(from, t), nil
}

// include adds a file of the module that a page links or shows to the
// site's files.
func (w *webSite) include(name string) error {
	text, err := fs.ReadFile(w.book.Files, name)
	w.files[name] = text
	return err
}

// picture adds a picture, drawn, to the site's files and returns the link
// to it from the page of the chapter file.
func (w *webSite) picture(file, name string, svg []byte) string {
	w.files[name] = svg
	return w.layout.Link(w.byFile[file].Page, Target{File: name})
}

// info returns the info string of a fenced block of code or output cut
// from s: the language alone, or for the web edition with the words that
// say where the block comes from (see [Web]).
func (r *renderer) info(lang string, d *directive, s snippet) string {
	if r.web == nil || s.file == "" {
		return lang
	}
	if err := r.web.include(s.file); err != nil {
		r.errs = append(r.errs, fmt.Errorf("%v: %w", d.at, err))
	}
	return fmt.Sprintf("%s package=%s ident=%s source=%s:%d", lang, d.dir, d.ident, s.file, s.line)
}
