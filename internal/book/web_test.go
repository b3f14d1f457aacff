package book

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sebdah/goldie/v2"
	"github.com/yuin/goldmark/ast"
)

// loadWeb expands the web fixture for the web edition.
func loadWeb(t *testing.T, files fstest.MapFS) (*Web, error) {
	t.Helper()
	b, err := Load(files)
	if err != nil {
		t.Fatal(err)
	}
	b.Draw = draw
	var f fake
	return b.Web(f.run)
}

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

// TestWeb holds the pages of the fixture, their expanded text with the
// links rewritten for the site, to a golden file, and checks the rest of
// what the site needs by hand.
func TestWeb(t *testing.T) {
	web, err := loadWeb(t, webFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	var paths []string
	for _, p := range web.Pages {
		paths = append(paths, p.Path)
		fmt.Fprintf(&all, "==> %s (kind %d, number %d, slug %q, title %q, from %s)\n", p.Path, p.Kind, p.Number, p.Slug, p.Title, p.File)
		for _, h := range p.Headings {
			fmt.Fprintf(&all, "    h%d #%s %s\n", h.Level, h.Anchor, h.Text)
		}
		all.Write(p.Markdown)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "web", []byte(all.String()))

	want := []string{"index.html", "one.html", "two.html", "exercises/index.html", "exercises/beta.html", "exercises/alpha.html", "measured/table.html"}
	if !slices.Equal(paths, want) {
		t.Errorf("pages %v, want %v: the exercises in the order the book links them", paths, want)
	}
	if web.Title != "A small web book" {
		t.Errorf("title %q", web.Title)
	}
	if got := slices.Sorted(maps.Keys(web.Files)); !slices.Equal(got, []string{"measured/chart.svg", "pictures/corner.svg"}) {
		t.Errorf("files %v", got)
	}
	if got := slices.Sorted(maps.Keys(web.Sources)); !slices.Equal(got, []string{"pkg/sample/sample.go", "pkg/sample/sample_test.go"}) {
		t.Errorf("sources %v", got)
	}
	if string(web.Files["pictures/corner.svg"]) != "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" {
		t.Errorf("the picture is %q, not as drawn", web.Files["pictures/corner.svg"])
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

// Two Markdown files that would be one page are refused.
func TestWebRefusesTwoFilesAtOnePath(t *testing.T) {
	files := webFixture(t)
	files["chapters/ORDER"] = &fstest.MapFile{Data: []byte("one\ntwo\nindex\n")}
	files["chapters/index.md"] = &fstest.MapFile{Data: []byte("# Index\n")}
	_, err := loadWeb(t, files)
	if want := "chapters/FRONT.md and chapters/index.md would both be the page index.html"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Web: %v\nwant %q", err, want)
	}
}

func TestRelative(t *testing.T) {
	for _, tt := range []struct{ from, to, want string }{
		{"octal.html", "bitboard.html#try-it", "bitboard.html#try-it"},
		{"octal.html", "src/approaches/octal/octal.go.html#L12", "src/approaches/octal/octal.go.html#L12"},
		{"exercises/decode.html", "octal.html#a-board-is-a-number", "../octal.html#a-board-is-a-number"},
		{"exercises/decode.html", "exercises/choose.html", "choose.html"},
		{"src/approaches/octal/octal.go.html", "style.css", "../../../style.css"},
		{"src/approaches/octal/octal.go.html", "src/approaches/board/board.go.html", "../board/board.go.html"},
		{"index.html", "index.html", "index.html"},
	} {
		if got := Relative(tt.from, tt.to); got != tt.want {
			t.Errorf("Relative(%s, %s) = %s, want %s", tt.from, tt.to, got, tt.want)
		}
	}
}
