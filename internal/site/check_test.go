package site

import (
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/book"
)

// tinyWeb is a web edition of two pages, the second with the given
// Markdown after its title.
func tinyWeb(text string) *book.Web {
	return &book.Web{
		Title: "A tiny book",
		Pages: []*book.Page{
			{Kind: book.FrontPage, File: "chapters/FRONT.md", Title: "A tiny book", Markdown: []byte("# A tiny book\n\nRead [one](one.html).\n"),
				Headings: []book.Heading{{Level: 1, Text: "A tiny book", Anchor: "a-tiny-book"}}},
			{Kind: book.ChapterPage, File: "chapters/one.md", Number: 1, Slug: "one", Title: "One", Markdown: []byte("# One\n\n## Try it\n\n" + text),
				Headings: []book.Heading{{Level: 1, Text: "One", Anchor: "one"}, {Level: 2, Text: "Try it", Anchor: "try-it-1"}}},
		},
		Files: map[string][]byte{
			"chapters/measured/chart.svg": []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"),
			"pkg/a.go":                    []byte("package a\n\n// F does nothing.\nfunc F() {}\n"),
		},
	}
}

func TestTinySiteBuilds(t *testing.T) {
	s, err := build(tinyWeb("[up](#try-it-1), [back](index.html#a-tiny-book), ![a chart](measured/chart.svg), [away](https://example.com/x.png)\n\n"+
		"```go package=pkg ident=F source=pkg/a.go:3\n// F does nothing.\nfunc F() {}\n```\n"), noStepper)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"changes.html", "editor.js", "editor.js.LICENSE.txt", "favicon.svg", "index.html", "measured/chart.svg", "notebook.css", "one.html",
		"panels.css", "script.js", "script.js.LICENSE.txt", "src/pkg/a.go.html", "stepper.css", "stepper.html", "stepper.js", "style.css", "worker.js"}
	if got := s.Paths(); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("files %v, want %v", got, want)
	}
	page, _ := s.File("one.html")
	for _, want := range []string{
		`<h2 id="try-it-1">Try it</h2>`,
		`<figcaption><a href="src/pkg/a.go.html#L3">pkg · F</a></figcaption>`,
		`<img src="measured/chart.svg" alt="a chart">`,
		`<link rel="stylesheet" href="style.css">`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("one.html lacks %s:\n%s", want, page)
		}
	}
	source, _ := s.File("src/pkg/a.go.html")
	for _, want := range []string{`id="L3"`, `href="../../style.css"`, `href="../../one.html"`} {
		if !strings.Contains(string(source), want) {
			t.Errorf("the source page lacks %s:\n%s", want, source)
		}
	}
}

// A link that leads nowhere, to a missing file or a missing id, stops
// the build, and so does an image from another site.
func TestBrokenLinksFail(t *testing.T) {
	for text, want := range map[string]string{
		"[gone](two.html)\n":                                              `one.html: <a href="two.html">: the site has no file two.html`,
		"[gone](index.html#nowhere)\n":                                    `one.html: <a href="index.html#nowhere">: index.html has no element with the id "nowhere"`,
		"[gone](#try-it)\n":                                               `one.html: <a href="#try-it">: one.html has no element with the id "try-it"`,
		"![far](https://example.com/x.png)\n":                             `one.html: <img src="https://example.com/x.png">: the page would fetch it from the network`,
		"<a href=\"../up.html\">up</a>\n":                                 `one.html: <a href="../up.html">: the site has no file ../up.html`,
		"```go package=pkg ident=F source=pkg/b.go:3\nfunc F() {}\n```\n": `one.html: <a href="src/pkg/b.go.html#L3">: the site has no file src/pkg/b.go.html`,
		"```go package=pkg ident=F source=pkg/a.go:9\nfunc F() {}\n```\n": `one.html: <a href="src/pkg/a.go.html#L9">: src/pkg/a.go.html has no element with the id "L9"`,
	} {
		_, err := build(tinyWeb(text), noStepper)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a page with %q: %v\nwant %s", text, err, want)
		}
	}
}

// The ids come from the page's headings, one for one: a heading the web
// edition does not know of is an error, not a heading without an anchor.
func TestHeadingsMustMatch(t *testing.T) {
	_, err := build(tinyWeb("## Another\n"), noStepper)
	if want := "one.html: the page has 3 headings and the book 2"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("build: %v, want %s", err, want)
	}
}
