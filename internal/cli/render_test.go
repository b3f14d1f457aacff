package cli

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	queensbook "github.com/queensbook/queens"
)

// readWidth is the terminal width the rendering tests read at.
const readWidth = 80

// renderedLines renders markdown at readWidth and returns its lines
// without their colours.
func renderedLines(t *testing.T, markdown string) []string {
	t.Helper()
	out, err := renderChapter(markdown, readWidth, "dark")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(ansi.Strip(out), "\n")
}

// codeLines returns the lines inside the fenced blocks at the left margin
// of markdown, as the terminal shows them: tabs expanded.
func codeLines(markdown string) []string {
	var lines []string
	for _, b := range splitFences(markdown) {
		if b.code {
			inside := strings.Split(strings.TrimSuffix(b.text, "\n"), "\n")
			lines = append(lines, strings.Split(expandTabs(strings.Join(inside[1:len(inside)-1], "\n")), "\n")...)
		}
	}
	return lines
}

// holdsWhole reports whether some rendered line holds code as one piece.
func holdsWhole(rendered []string, code string) bool {
	for _, l := range rendered {
		if strings.Contains(l, code) {
			return true
		}
	}
	return false
}

func TestRenderChapterNeverWrapsCode(t *testing.T) {
	long := "\t\treturn " + strings.Repeat("queens + ", 12) + "queens // a line far wider than the terminal"
	markdown := "# Title\n\n" + strings.Repeat("Prose wraps at the width of the terminal. ", 8) + "\n\n" +
		"```go\nfunc f() int {\n\tif true {\n" + long + "\n\t}\n}\n```\n\n" +
		"- a list\n- of two items\n\n" +
		"````text\n```\nfences inside a block are text\n```\n````\n"
	rendered := renderedLines(t, markdown)
	for _, code := range codeLines(markdown) {
		if !holdsWhole(rendered, strings.TrimSpace(code)) {
			t.Errorf("no rendered line holds the code line %q whole:\n%s", code, strings.Join(rendered, "\n"))
		}
	}
	for _, l := range rendered {
		if strings.Contains(l, "\t") {
			t.Errorf("a rendered line keeps a tab: %q", l)
		}
		if w := ansi.StringWidth(l); w > readWidth && !strings.Contains(l, "queens + queens") {
			t.Errorf("a line of prose is %d columns wide, more than %d: %q", w, readWidth, l)
		}
	}
	for _, l := range strings.Split(fitWidth(strings.Join(rendered, "\n"), readWidth), "\n") {
		if w := ansi.StringWidth(l); w > readWidth {
			t.Errorf("after fitWidth a line is %d columns wide: %q", w, l)
		}
	}
}

// TestEveryChapterReadsAt80Columns renders each chapter of the book, as an
// installed queens reads it, on a terminal 80 columns wide: no line may be
// wider, so none wraps, and every code line that fits is shown whole.
func TestEveryChapterReadsAt80Columns(t *testing.T) {
	t.Parallel()
	_, replay := committedBook(t)
	b, err := loadBook(queensbook.Source())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range b.Chapters {
		markdown, err := b.Expand(c, replay)
		if err != nil {
			t.Fatalf("chapter %s: %v", c.Slug, err)
		}
		out, err := renderChapter(string(markdown), readWidth, "dark")
		if err != nil {
			t.Fatalf("chapter %s: %v", c.Slug, err)
		}
		rendered := strings.Split(ansi.Strip(fitWidth(out, readWidth)), "\n")
		for _, l := range rendered {
			if w := ansi.StringWidth(l); w > readWidth {
				t.Errorf("chapter %s: a line is %d columns wide: %q", c.Slug, w, l)
			}
		}
		for _, code := range codeLines(string(markdown)) {
			if ansi.StringWidth(code) <= readWidth-2 && !holdsWhole(rendered, strings.TrimSpace(code)) {
				t.Errorf("chapter %s: the code line %q fits in %d columns but is not shown whole", c.Slug, code, readWidth)
			}
		}
	}
}

func TestSplitFences(t *testing.T) {
	markdown := "prose\n```go\ncode\n```\n- item\n\n  ```\n  nested\n  ```\n~~~~\n~~~\n~~~~\nend\n"
	var got []string
	for _, b := range splitFences(markdown) {
		kind := "prose"
		if b.code {
			kind = "code"
		}
		got = append(got, kind+":"+b.text)
	}
	want := []string{
		"prose:prose\n",
		"code:```go\ncode\n```\n",
		"prose:- item\n\n  ```\n  nested\n  ```\n",
		"code:~~~~\n~~~\n~~~~\n",
		"prose:end\n",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("splitFences =\n%q\nwant\n%q", got, want)
	}
}
