package site

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/queensbook/queens/internal/book"
)

// bookFixture copies the builder's fixture of a small web edition, the
// folder testdata/web of package book, with the package its code blocks
// come from, into a folder of the test's.
func bookFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	err := errors.Join(os.CopyFS(dir, os.DirFS("../book/testdata/web")),
		os.CopyFS(filepath.Join(dir, "pkg"), os.DirFS("../book/testdata/book/pkg")))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// fixtureWeb expands the builder's fixture in dir with the site's links,
// its one cell and its one picture answered as the queens command would.
func fixtureWeb(t *testing.T, dir string) *book.Web {
	t.Helper()
	b, err := book.Load(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	b.Draw = func(string) ([]byte, string, error) {
		return []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"), "a queen on a1 [the corner]", nil
	}
	run := func([]string) ([]byte, int) { return []byte("1 3 0 2\n2 0 3 1\n"), 0 }
	web, err := b.Web(run, links{})
	if err != nil {
		t.Fatal(err)
	}
	return web
}

// TestPagesOfTheFixture holds the pages of the builder's fixture, with
// their paths in the site and their links as the site writes them, to a
// golden file.
func TestPagesOfTheFixture(t *testing.T) {
	web := fixtureWeb(t, bookFixture(t))
	var all strings.Builder
	for _, p := range web.Pages {
		fmt.Fprintf(&all, "==> %s (kind %d, number %d, slug %q, title %q, from %s)\n", pagePath(p), p.Kind, p.Number, p.Slug, p.Title, p.File)
		for _, h := range p.Headings {
			fmt.Fprintf(&all, "    h%d #%s %s\n", h.Level, h.Anchor, h.Text)
		}
		all.Write(p.Markdown)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "web", []byte(all.String()))
}

// Two Markdown files that would be one page are refused.
func TestTwoFilesAtOnePath(t *testing.T) {
	dir := bookFixture(t)
	err := errors.Join(os.WriteFile(filepath.Join(dir, "chapters", "ORDER"), []byte("one\ntwo\nindex\n"), 0o644),
		os.WriteFile(filepath.Join(dir, "chapters", "index.md"), []byte("# Index\n"), 0o644))
	if err != nil {
		t.Fatal(err)
	}
	_, err = build(fixtureWeb(t, dir), noStepper)
	if want := "chapters/FRONT.md and chapters/index.md would both be the page index.html"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("build: %v\nwant %q", err, want)
	}
}

func TestRelative(t *testing.T) {
	for _, tt := range []struct{ from, to, want string }{
		{"octal.html", "bitboard.html#try-it", "bitboard.html#try-it"},
		{"octal.html", "src/approaches/octal/octal.go.html#L12", "src/approaches/octal/octal.go.html#L12"},
		{"exercises/decode.html", "octal.html#a-board-is-a-number", "../octal.html#a-board-is-a-number"},
		{"exercises/decode.html", "exercises/choose.html", "choose.html"},
		{"src/approaches/octal/octal.go.html", "style.css", "../../../style.css"},
		{"src/approaches/octal/octal.go.html", "src/approaches/bitboard/bitboard.go.html", "../bitboard/bitboard.go.html"},
		{"src/approaches/octal/octal.go.html", "src/puzzle/board/board.go.html", "../../puzzle/board/board.go.html"},
		{"index.html", "index.html", "index.html"},
	} {
		if got := relative(tt.from, tt.to); got != tt.want {
			t.Errorf("relative(%s, %s) = %s, want %s", tt.from, tt.to, got, tt.want)
		}
	}
}
