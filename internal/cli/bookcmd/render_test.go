package bookcmd

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	queensbook "github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/terminal"
)

// readWidth is the terminal width the rendering tests read at.
const readWidth = 80

// TestEveryChapterReadsAt80Columns renders each chapter of the book, as an
// installed queens reads it, its cells replayed, on a terminal 80 columns
// wide: no line of prose may be wider, and no line of code is cut. A wider
// line is a line of code, shown whole, for a pager to
// scroll sideways. (internal/terminal tests each element, and the
// chapters as written.)
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
		out, err := terminal.Render(string(markdown), readWidth, "dark")
		if err != nil {
			t.Fatalf("chapter %s: %v", c.Slug, err)
		}
		rendered := strings.Split(ansi.Strip(out), "\n")
		code := codeLines(string(markdown))
		wide := map[string]bool{}
		for _, l := range code {
			wide[squeeze(l)] = true
		}
		squeezed := make([]string, len(rendered))
		for i, l := range rendered {
			squeezed[i] = squeeze(l)
			if ansi.StringWidth(l) > readWidth && !wide[squeezed[i]] {
				t.Errorf("chapter %s: a line that is not code is %d columns wide: %q", c.Slug, ansi.StringWidth(l), l)
			}
		}
		all := strings.Join(squeezed, "\n")
		for _, l := range code {
			if !strings.Contains(all, squeeze(l)) {
				t.Errorf("chapter %s: the code line %q is not shown whole", c.Slug, l)
			}
		}
	}
}

// codeLines returns the lines inside the fenced blocks of markdown.
func codeLines(markdown string) []string {
	var lines []string
	fence := "" // the open block's fence, or "" in prose
	for _, l := range strings.Split(markdown, "\n") {
		bare := strings.TrimSpace(l)
		switch {
		case fence == "" && (strings.HasPrefix(bare, "```") || strings.HasPrefix(bare, "~~~")):
			fence = bare[:len(bare)-len(strings.TrimLeft(bare, bare[:1]))]
		case fence != "" && strings.HasPrefix(bare, fence) && strings.Trim(bare, fence[:1]) == "":
			fence = ""
		case fence != "":
			lines = append(lines, l)
		}
	}
	return lines
}

// squeeze drops the spaces, tabs and Markdown marks of a line, which
// differ between its Markdown and its rendering.
func squeeze(line string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(" \t|`*_", r) {
			return -1
		}
		return r
	}, line)
}
