package book

import (
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/yuin/goldmark/ast"
)

// loadWeb expands the web fixture for the web edition, with links as
// moduleLayout writes them.
func loadWeb(t *testing.T, files fstest.MapFS) (*Web, error) {
	t.Helper()
	b, err := Load(files)
	if err != nil {
		t.Fatal(err)
	}
	b.Draw = draw
	var f fake
	return b.Web(f.run, moduleLayout{})
}

// moduleLayout writes what a link leads to as the builder resolved it:
// the file's path from the module root, "page:" before the file of a
// page, and the fragment.
type moduleLayout struct{}

func (moduleLayout) Link(_ *Page, to Target) string {
	link := to.File
	if to.Page != nil {
		link = "page:" + link
	}
	if to.Fragment != "" {
		link += "#" + to.Fragment
	}
	return link
}

func (moduleLayout) Stepper(_ *Page, query string) string { return "stepper?" + query }

// webFixture returns the files of testdata/web, with the package of
// testdata/book, to change in a test.
func webFixture(t *testing.T) fstest.MapFS {
	t.Helper()
	files := fstest.MapFS{}
	for dir, under := range map[string]string{"testdata/web": "", "testdata/book/pkg": "pkg/"} {
		err := fs.WalkDir(os.DirFS(dir), ".", func(name string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			text, err := os.ReadFile(dir + "/" + name)
			files[under+name] = &fstest.MapFile{Data: text}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// TestWeb checks the pages of the fixture, what each link leads to, and
// the files the pages show. (internal/site holds the pages, as the site
// links them, to a golden file.)
func TestWeb(t *testing.T) {
	web, err := loadWeb(t, webFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	pages := map[string]*Page{}
	for _, p := range web.Pages {
		files = append(files, p.File)
		pages[p.File] = p
	}
	want := []string{"chapters/FRONT.md", "chapters/one.md", "chapters/two.md", "chapters/exercises/README.md",
		"chapters/exercises/beta/README.md", "chapters/exercises/alpha/README.md", "chapters/measured/table.md"}
	if !slices.Equal(files, want) {
		t.Errorf("pages %v, want %v: the exercises in the order the book links them", files, want)
	}
	if web.Title != "A small web book" {
		t.Errorf("title %q", web.Title)
	}
	for file, links := range map[string][]string{
		"chapters/one.md": {
			"![a queen on a1 \\[the corner\\]](chapters/pictures/corner.svg)",
			"[the table](page:chapters/measured/table.md#the-rows)",
			"![a chart](chapters/measured/chart.svg)",
			"[the exercise](page:chapters/exercises/beta/README.md)",
			"[below](page:chapters/one.md#try-it)",
			"[the fixture](pkg/sample/sample.go)",
		},
		"chapters/exercises/beta/README.md": {
			"[its last section](page:chapters/two.md#try-it-1)", // book.md's anchor
			"[alpha](page:chapters/exercises/alpha/README.md#try-it)",
		},
	} {
		for _, link := range links {
			if !strings.Contains(string(pages[file].Markdown), link) {
				t.Errorf("%s has no link %s:\n%s", file, link, pages[file].Markdown)
			}
		}
	}
	wantFiles := []string{"chapters/measured/chart.svg", "chapters/pictures/corner.svg", "pkg/sample/sample.go", "pkg/sample/sample_test.go"}
	if got := slices.Sorted(maps.Keys(web.Files)); !slices.Equal(got, wantFiles) {
		t.Errorf("files %v, want %v", got, wantFiles)
	}
	if string(web.Files["chapters/pictures/corner.svg"]) != "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" {
		t.Errorf("the picture is %q, not as drawn", web.Files["chapters/pictures/corner.svg"])
	}
}

// The anchors of the headings of the front matter and the chapters are
// book.md's, so that a link to a heading works in both: the book numbers
// the second "Try it". The test counts book.md's headings afresh.
func TestWebAnchorsAreTheBooks(t *testing.T) {
	web, err := loadWeb(t, webFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	var f fake
	book, err := Build(webFixture(t), f.run, draw)
	if err != nil {
		t.Fatal(err)
	}
	taken := anchors{}
	var inBook []string
	ast.Walk(parseMarkdown(book).doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			if a := taken.add(plainText(h, book)); a != "contents" {
				inBook = append(inBook, a)
			}
		}
		return ast.WalkContinue, nil
	})
	var onPages []string
	for _, p := range web.Pages {
		for _, h := range p.Headings {
			if p.Kind == FrontPage || p.Kind == ChapterPage {
				onPages = append(onPages, h.Anchor)
			}
		}
	}
	if !slices.Equal(onPages, inBook) {
		t.Errorf("the pages' anchors are\n%v\nand book.md's\n%v", onPages, inBook)
	}
	if got := web.Pages[2].Headings[1].Anchor; got != "try-it-1" {
		t.Errorf("the second chapter's Try it has the anchor %s, want book.md's try-it-1", got)
	}
}

func TestWebReportsBadLinks(t *testing.T) {
	files := webFixture(t)
	files["chapters/two.md"] = &fstest.MapFile{Data: []byte("# Two\n\n[x](one.md#nowhere) [y](measured) [z](../../out.md)\n")}
	files["chapters/exercises/beta/README.md"] = &fstest.MapFile{Data: []byte("# Beta\n\n[gone](../gone/README.md)\n")}
	_, err := loadWeb(t, files)
	for _, want := range []string{
		"chapters/two.md:3: link one.md#nowhere: chapters/one.md has no heading with the anchor #nowhere",
		"chapters/two.md:3: link measured: chapters/measured is a folder",
		"chapters/two.md:3: link ../../out.md: it leads out of the module",
		"chapters/exercises/beta/README.md:3: link ../gone/README.md: there is no file chapters/exercises/gone/README.md",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Web: %v\nwant %q", err, want)
		}
	}
}
