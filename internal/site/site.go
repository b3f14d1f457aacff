// Package site renders the web edition of the queens book: a static site
// of HTML pages, one per chapter and exercise with the front matter as
// its index, a highlighted page for each source file the chapters cut
// code from, the pictures and charts, the stylesheets, and the page's
// script, bundled from the ES modules of internal/site/js (make js), all
// embedded in the binary. Nothing is fetched from the network.
//
// The pages are rendered with goldmark from the Markdown that
// [book.Book.Web] expands from the builder's one parse of the chapters.
// The site owns its URLs: the builder resolves what each link leads to,
// and the site's [book.Layout] says where that is in the site (links.go).
// Code is highlighted by the site itself, with the lexers of
// internal/highlight (highlight.go). The same bytes come out of every
// build of the same book.
package site

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"path"
	"runtime"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/book"
	"github.com/queensbook/queens/internal/picture"
	"golang.org/x/sync/errgroup"
)

// assets are the files of every site: the templates and stylesheets,
// written by hand, and the scripts, bundled from internal/site/js.
//
//go:embed assets
var assets embed.FS

// The files of the site that are the same for every page: its script
// (the copy buttons and the notebook, bundled from the modules of
// internal/site/js), the notebook's stylesheet, and its code editor,
// which a page loads only when a reader opens an editor. A script
// bundled with npm packages has their licences beside it, in a file of
// its name and licence.
const (
	stylesheet    = "style.css"
	script        = "script.js"
	favicon       = "favicon.svg"
	notebookStyle = "notebook.css"
	editorScript  = "editor.js"
	licence       = ".LICENSE.txt"
)

// Site is the web edition: every file, by its slash-separated path.
type Site struct {
	files map[string][]byte
}

// FromSource builds the site from files, a module's source tree (see
// [book.Book.Files]): its chapters, their code, and book.md, whose
// cells answer the chapters' commands (see [book.Replay]), so that
// the site shows what book.md shows. The pictures are drawn by
// [picture.Draw], which stops with ctx's error once ctx is done. The
// stepper page runs st, or says why it cannot; it shows the code of the
// approach it runs (see stepcode.go).
func FromSource(ctx context.Context, files fs.FS, st *Wasm) (*Site, error) {
	web, err := webFrom(ctx, files)
	if err != nil {
		return nil, err
	}
	s, err := build(web, st)
	if err != nil || st.Missing != "" {
		return s, err
	}
	return s, s.addStepperCode(files)
}

// webFrom expands the book in files for the web, as FromSource builds it.
func webFrom(ctx context.Context, files fs.FS) (*book.Web, error) {
	run, err := book.ReplayCommitted(files)
	if err != nil {
		return nil, err
	}
	b, err := book.Load(files)
	if err != nil {
		return nil, err
	}
	b.Draw = func(name string) ([]byte, string, error) { return picture.Draw(ctx, name) }
	web, err := b.Web(run, links{})
	if ctx.Err() != nil {
		return nil, ctx.Err() // a picture was cut short
	}
	return web, err
}

// build renders the pages, the source files and the files of web, its
// links written by the site's [links], as a site, and checks that every
// link of every page leads to a file of the site and, with a #fragment,
// to an id in it. The pages and the Go files' source pages are rendered
// side by side, one per core. The stepper page runs st, or says why it
// cannot.
func build(web *book.Web, st *Wasm) (*Site, error) {
	if err := distinctPaths(web.Pages); err != nil {
		return nil, err
	}
	l := newLayouts(web)
	s := &Site{files: map[string][]byte{}}
	pictures := pictureSizes(web.Files)
	var jobs []job
	for _, p := range web.Pages {
		jobs = append(jobs, job{pagePath(p), func() ([]byte, error) { return page(l, p, pictures) }})
	}
	for _, file := range slices.Sorted(maps.Keys(web.Files)) {
		if path.Ext(file) == ".go" {
			jobs = append(jobs, job{sourcePage(file), func() ([]byte, error) { return source(l, file, web.Files[file]) }})
		} else {
			s.files[sitePath(file)] = web.Files[file]
		}
	}
	if err := errors.Join(s.assets(), s.addStepper(l, st), s.addChanges(l), s.render(jobs)); err != nil {
		return nil, err
	}
	if err := s.checkLinks(); err != nil {
		return nil, err
	}
	return s, nil
}

// job renders one file of the site.
type job struct {
	path   string
	render func() ([]byte, error)
}

// render runs the jobs side by side, one a core, and adds what they make
// to the site. It returns the first error.
func (s *Site) render(jobs []job) error {
	made := make([][]byte, len(jobs))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, j := range jobs {
		g.Go(func() (err error) {
			made[i], err = j.render()
			return err
		})
	}
	err := g.Wait()
	for i, j := range jobs {
		s.files[j.path] = made[i]
	}
	return err
}

// page renders one page of the book, whose pictures have the sizes
// pictures gives them.
func page(l *layouts, p *book.Page, pictures map[string][2]int) ([]byte, error) {
	at := pagePath(p)
	body, err := renderPage(markdown(&codeBlocks{page: at}), at, p, pictures)
	if err != nil {
		return nil, err
	}
	return l.page(at, p.Title, p, body)
}

// source renders the page of a Go file, highlighted, its lines numbered.
func source(l *layouts, file string, text []byte) ([]byte, error) {
	var body strings.Builder
	fmt.Fprintf(&body, "<h1><code>%s</code></h1>\n<p class=\"source-note\">A file of the package %s, where the book's code comes from.</p>\n",
		html.EscapeString(file), html.EscapeString(path.Dir(file)))
	if err := writeCode(&body, fileLayout, "go", text); err != nil {
		return nil, err
	}
	return l.page(sourcePage(file), file, nil, []byte(body.String()))
}

// assets adds the stylesheet, with the highlighting's, the script and
// the icon.
func (s *Site) assets() error {
	own, err := assets.ReadFile("assets/" + stylesheet)
	s.files[stylesheet] = append(codeCSS(), own...)
	for _, name := range []string{script, script + licence, favicon, notebookStyle, editorScript, editorScript + licence} {
		data, e := assets.ReadFile("assets/" + name)
		s.files[name] = data
		err = errors.Join(err, e)
	}
	return err
}

// Paths returns the path of every file of the site, sorted.
func (s *Site) Paths() []string { return slices.Sorted(maps.Keys(s.files)) }

// File returns the file at path name, and whether there is one.
func (s *Site) File(name string) ([]byte, bool) {
	data, ok := s.files[name]
	return data, ok
}
