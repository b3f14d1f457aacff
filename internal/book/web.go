package book

import (
	"bytes"
	"errors"
	"io/fs"
	"path"
	"runtime"
	"slices"
	"strings"
)

// Web is the book laid out as the pages of the web edition, expanded from
// the same parse of the chapters as book.md. Every link is rewritten by
// the [Layout] the caller gives, which knows where the site keeps its
// pages and files; the builder only says what each link leads to.
//
// The fenced blocks of code and output say where they come from: their
// info string is the language followed by words KEY=VALUE,
//
//	go package=approaches/octal ident=Solve source=approaches/octal/octal.go:12
//	text package=approaches/octal ident=ExampleSolve source=approaches/octal/example_test.go:30
//
// where source is the file, from the module root, and the line where the
// block starts (for output, the line of the Example function). Every such
// file is in Files. A cell whose search the stepper runs (a solve or a
// trace of an approach it runs, on a board it takes) says where the
// stepper opens that search, as the Layout writes it:
//
//	console stepper=stepper.html?approach=octal&n=4
type Web struct {
	// Title is the book's title, as plain text.
	Title string
	// Pages are the front matter, the chapters in the order of ORDER, the
	// exercises' index and the exercises, then the other Markdown files
	// that the pages link, such as the measured tables. The exercises come
	// in the order the book first links them.
	Pages []*Page
	// Files are the files that the pages show or link and that are no
	// pages, by their path from the module root: the Go files that code
	// and output blocks come from or that a page links, the pictures,
	// drawn, and the measured charts.
	Files map[string][]byte
}

// PageKind says what a page of the web edition is.
type PageKind int

const (
	FrontPage     PageKind = iota // the front matter, chapters/FRONT.md
	ChapterPage                   // a chapter of ORDER
	ExercisesPage                 // the exercises' index, chapters/exercises/README.md
	ExercisePage                  // one exercise's README.md
	DocumentPage                  // another Markdown file that a page links
)

// Page is one page of the web edition.
type Page struct {
	Kind PageKind
	// Number is a chapter's place in ORDER, from 1, and 0 for the other
	// pages. Slug is a chapter's or an exercise's name, and "" for the
	// other pages.
	Number int
	Slug   string
	// Title is the page's title, its level-one heading, as plain text.
	Title string
	// File is the Markdown file the page is made from, from the module root.
	File string
	// Markdown is the page's text with every directive expanded as in
	// book.md and its links rewritten by the Layout. Its headings keep the
	// levels of the file: the title is the only level-one heading.
	Markdown []byte
	// Headings are the page's headings in the order of the text.
	Headings []Heading
}

// Heading is one heading of a page.
type Heading struct {
	Level int    // as in the page's Markdown: 1 for the title
	Text  string // plain text
	// Anchor is the heading's id: the one book.md gives it for the front
	// matter and the chapters, so that a link works in both, and the one
	// the file has alone for the other pages.
	Anchor string
}

// Layout writes the URLs of the web edition: it knows where the site
// keeps each page and file, and the builder does not. Package
// internal/site has the web edition's.
type Layout interface {
	// Link returns the URL of a link on the page from to target.
	Link(from *Page, to Target) string
	// Stepper returns the URL of a link on the page from to the stepper,
	// the page where a reader watches a search, opening the search that
	// query gives, such as approach=tuplestate&n=4.
	Stepper(from *Page, query string) string
}

// Target is what a link of the web edition leads to, as the builder
// resolves it.
type Target struct {
	// File is the file, from the module root: a page's Markdown file, or
	// a file of [Web.Files].
	File string
	// Page is the page made from File, or nil when File is no page.
	Page *Page
	// Fragment is the id the link leads to: the anchor of a heading of
	// Page, as its Headings give it, or for another file the fragment as
	// the link writes it; "" for none.
	Fragment string
}

// exercisesFolder holds one folder per exercise, each with a README.md.
const exercisesFolder = "chapters/exercises"

// webSite gathers the web edition while the pages are expanded.
type webSite struct {
	book   *Book
	layout Layout
	pages  []*webPage          // in the order they were found
	byFile map[string]*webPage // by the module path of their Markdown
	files  map[string][]byte   // see Web.Files
}

// webPage is a page and the chapter it is made from.
type webPage struct {
	*Page
	chapter *Chapter
	inBook  bool // the chapter is in book.md, so its headings have book anchors
}

// anchor returns the id of a heading of the page.
func (p *webPage) anchor(s *section) string {
	if p.inBook {
		return s.book
	}
	return s.local
}

// Web expands the book for the web edition: the front matter, every
// chapter, the exercises (chapters/exercises/README.md and each exercise's
// README.md) and every other Markdown file the pages link. Their cells run
// with run, side by side as for [Book.Build], their pictures are drawn
// with the book's Drawer, and their links are written by layout. Every
// problem is reported at once, each with its file and line: a directive
// that fails, a link that leads nowhere.
func (b *Book) Web(run Runner, layout Layout) (*Web, error) {
	b.assignAnchors()
	w := &webSite{book: b, layout: layout, byFile: map[string]*webPage{}, files: map[string][]byte{}}
	errs := []error{w.findPages()}
	var ds []*directive
	for _, p := range w.pages {
		ds = append(ds, p.chapter.directives(kindRun)...)
	}
	r := &renderer{book: b, src: newSource(b.Files), cells: runCells(ds, run, runtime.GOMAXPROCS(0)), web: w}
	web := &Web{Title: plainText(b.Front.sections[0].heading, b.Front.Source), Files: w.files}
	for _, p := range w.ordered() {
		var out bytes.Buffer
		r.chapter(&out, p.chapter, 0)
		p.Markdown = out.Bytes()
		web.Pages = append(web.Pages, p.Page)
	}
	if err := errors.Join(append(errs, r.errs...)...); err != nil {
		return nil, err
	}
	return web, nil
}

// findPages adds the front matter, the chapters and the exercises, then
// every Markdown file that a page links, following links from page to
// page.
func (w *webSite) findPages() error {
	w.add(w.book.Front, FrontPage, true)
	for _, c := range w.book.Chapters {
		w.add(c, ChapterPage, true)
	}
	unlinked, err := w.exerciseFiles()
	errs := []error{err}
	// Each page's links, in order, may find more pages; the exercises
	// that no page links come after the others, in the folder's order.
	for i := 0; i < len(w.pages) || len(unlinked) > 0; {
		if i == len(w.pages) {
			errs = append(errs, w.addFile(unlinked[0]))
			unlinked = unlinked[1:]
			continue
		}
		for _, name := range w.linkedMarkdown(w.pages[i].chapter) {
			if w.byFile[name] == nil {
				unlinked = slices.DeleteFunc(unlinked, func(e string) bool { return e == name })
				errs = append(errs, w.addFile(name))
			}
		}
		i++
	}
	return errors.Join(errs...)
}

// linkedMarkdown returns the Markdown files that the links of chapter c
// lead to, in order. A link that leads nowhere is left for [webSite.link]
// to report when the page is expanded.
func (w *webSite) linkedMarkdown(c *Chapter) []string {
	var names []string
	for _, t := range c.md.targets {
		target := string(c.Source[t.start:t.end])
		file, _, _ := strings.Cut(target, "#")
		if !relative(target) || file == "" || path.Ext(file) != ".md" {
			continue
		}
		if name, err := w.resolve(c, file); err == nil {
			names = append(names, name)
		}
	}
	return names
}

// exerciseFiles lists the exercises' index and each exercise's README.md,
// in the folder's order; a book without exercises has none.
func (w *webSite) exerciseFiles() ([]string, error) {
	index := path.Join(exercisesFolder, readme)
	if _, err := fs.Stat(w.book.Files, index); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	entries, err := fs.ReadDir(w.book.Files, exercisesFolder)
	files := []string{index}
	for _, e := range entries {
		name := path.Join(exercisesFolder, e.Name(), readme)
		if _, err := fs.Stat(w.book.Files, name); e.IsDir() && err == nil {
			files = append(files, name)
		}
	}
	return files, err
}

// addFile reads and adds the page of a Markdown file that is not a
// chapter: an exercise's, or a document's.
func (w *webSite) addFile(name string) error {
	c := &Chapter{File: name}
	if err := c.read(w.book.Files, "there is no file "+name); err != nil {
		return err
	}
	dir := path.Dir(name)
	switch {
	case name == path.Join(exercisesFolder, readme):
		w.add(c, ExercisesPage, false)
	case path.Base(name) == readme && path.Dir(dir) == exercisesFolder:
		c.Slug = path.Base(dir)
		w.add(c, ExercisePage, false)
	default:
		w.add(c, DocumentPage, false)
	}
	return nil
}

// add makes the page of chapter c.
func (w *webSite) add(c *Chapter, kind PageKind, inBook bool) {
	p := &webPage{Page: &Page{Kind: kind, Number: c.Number, Slug: c.Slug, File: c.File}, chapter: c, inBook: inBook}
	if len(c.sections) > 0 {
		p.Title = plainText(c.sections[0].heading, c.Source)
	}
	for _, s := range c.sections {
		p.Headings = append(p.Headings, Heading{Level: s.level, Text: plainText(s.heading, c.Source), Anchor: p.anchor(s)})
	}
	w.pages = append(w.pages, p)
	w.byFile[c.File] = p
}

// ordered returns the pages by kind, in the order they were found.
func (w *webSite) ordered() []*webPage {
	return slices.SortedStableFunc(slices.Values(w.pages), func(a, b *webPage) int { return int(a.Kind) - int(b.Kind) })
}
