package site

import (
	"fmt"
	"path"
	"strings"

	"github.com/queensbook/queens/internal/book"
)

// The site's URL scheme: where each page and each file of the module
// lives in the site, and the relative URLs that lead from page to page.
// The builder resolves what a link leads to and asks [links] for its URL.

// links is the site's [book.Layout].
type links struct{}

// Link implements book.Layout.
func (links) Link(from *book.Page, to book.Target) string {
	if to.Page == from && to.Fragment != "" {
		return "#" + to.Fragment
	}
	at := filePath(to.File)
	if to.Page != nil {
		at = pagePath(to.Page)
	}
	if to.Fragment != "" {
		at += "#" + to.Fragment
	}
	return relative(pagePath(from), at)
}

// Stepper implements book.Layout.
func (links) Stepper(from *book.Page, query string) string {
	return relative(pagePath(from), stepperPage) + "?" + query
}

// pagePath is where a page of the book lives in the site: the front
// matter is index.html, a chapter SLUG.html, an exercise
// exercises/SLUG.html beside its index, and another page has the path of
// its Markdown file (see [sitePath]), .md turned into .html.
func pagePath(p *book.Page) string {
	switch p.Kind {
	case book.FrontPage:
		return "index.html"
	case book.ChapterPage:
		return p.Slug + ".html"
	case book.ExercisesPage:
		return "exercises/index.html"
	case book.ExercisePage:
		return "exercises/" + p.Slug + ".html"
	}
	return strings.TrimSuffix(sitePath(p.File), ".md") + ".html"
}

// distinctPaths reports two pages that would live at one path.
func distinctPaths(pages []*book.Page) error {
	files := map[string]string{} // by page path
	for _, p := range pages {
		at := pagePath(p)
		if other, taken := files[at]; taken {
			return fmt.Errorf("%s and %s would both be the page %s of the web edition; rename one", other, p.File, at)
		}
		files[at] = p.File
	}
	return nil
}

// filePath is where a file of the module that is no page lives in the
// site: a Go file is shown on its source page, another file is copied.
func filePath(file string) string {
	if path.Ext(file) == ".go" {
		return sourcePage(file)
	}
	return sitePath(file)
}

// sourcePage is the path in the site of the page that shows the Go file
// at path file (from the module root), such as
// src/approaches/octal/octal.go.html. Its lines have the ids L1, L2, ...
func sourcePage(file string) string { return "src/" + file + ".html" }

// sitePath is where a file of the module lives in the site: the chapters
// folder is the site's root, and the other files of the module go under
// src.
func sitePath(file string) string {
	if rest, ok := strings.CutPrefix(file, "chapters/"); ok {
		return rest
	}
	return "src/" + file
}

// relative returns the relative URL that leads from the site page at path
// from to the site path to, which may end in a #fragment: from
// exercises/decode.html to octal.html#try-it it is ../octal.html#try-it.
func relative(from, to string) string {
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
