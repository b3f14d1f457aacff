package bookcmd

import (
	"context"
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
}

// TestEveryChapterReadsAt80Columns renders each chapter of the book, as an
// installed queens reads it, on a terminal 80 columns wide: no line of
// prose may be wider, and nothing is cut. A wider line is a line of code
// or a row of a table, shown whole, for a pager to scroll sideways.
func TestEveryChapterReadsAt80Columns(t *testing.T) {
	t.Parallel()
	_, replay := committedBook(t)
	b, err := loadBook(context.Background(), queensbook.Source())
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
		rendered := strings.Split(ansi.Strip(out), "\n")
		wide := wideLines(string(markdown))
		for _, l := range rendered {
			if ansi.StringWidth(l) > readWidth && !wide[squeeze(l)] {
				t.Errorf("chapter %s: a line that is neither code nor a table row is %d columns wide: %q", c.Slug, ansi.StringWidth(l), l)
			}
			if strings.Contains(l, "…") && !strings.Contains(string(markdown), "…") {
				t.Errorf("chapter %s: a line is cut: %q", c.Slug, l)
			}
		}
		for _, code := range codeLines(string(markdown)) {
			if !holdsWhole(rendered, strings.TrimSpace(code)) {
				t.Errorf("chapter %s: the code line %q is not shown whole", c.Slug, code)
			}
		}
	}
}

// wideLines returns the lines of markdown that may render wider than the
// terminal, code lines and table rows, squeezed as squeeze does.
func wideLines(markdown string) map[string]bool {
	lines := map[string]bool{}
	for _, code := range codeLines(markdown) {
		lines[squeeze(code)] = true
	}
	for _, l := range strings.Split(markdown, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "|") {
			lines[squeeze(l)] = true
		}
	}
	return lines
}

// squeeze drops the spaces and the Markdown marks of a line, which differ
// between a table row's Markdown and its rendering.
func squeeze(line string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(" \t|`*_", r) {
			return -1
		}
		return r
	}, line)
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
