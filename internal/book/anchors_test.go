package book

import (
	"bytes"
	"testing"

	"github.com/yuin/goldmark/ast"
)

// headings returns the level and the anchor of each heading of a Markdown
// text, in order.
func headings(src []byte) (levels []int, anchorsOf []string) {
	taken := anchors{}
	ast.Walk(parseMarkdown(src).doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			levels = append(levels, h.Level)
			anchorsOf = append(anchorsOf, taken.add(plainText(h, src)))
		}
		return ast.WalkContinue, nil
	})
	return levels, anchorsOf
}

// TestAnchors checks the anchors GitHub gives headings, the ones its
// Markdown renderer writes as id="user-content-ANCHOR".
func TestAnchors(t *testing.T) {
	tests := []struct{ heading, want string }{
		{"# The eight queens puzzle", "the-eight-queens-puzzle"},
		{"## Try it", "try-it"},
		{"## Try it", "try-it-1"},
		{"Try it\n---", "try-it-2"},
		{"> ## try-it-1", "try-it-1-1"}, // taken by the second "Try it"
		{"## The `conflict` function", "the-conflict-function"},
		{"## Why 8! = 40,320?", "why-8--40320"},
		{"## C(64, 8): *choosing* squares", "c64-8-choosing-squares"},
		{"### The `num_attempts` counter ###", "the-num_attempts-counter"},
		{"## _Emphasis_ and snake_case", "emphasis-and-snake_case"},
		{"## See [the octal chapter](octal.md)", "see-the-octal-chapter"},
		{"## Zählen à la française", "zählen-à-la-française"},
		{"- ## In a list", "in-a-list"},
		{"Two\nlines\n===", "two-lines"},
	}
	var src bytes.Buffer
	for _, tt := range tests {
		src.WriteString(tt.heading + "\n\n")
	}
	_, got := headings(src.Bytes())
	if len(got) != len(tests) {
		t.Fatalf("found %d headings, want %d: %q", len(got), len(tests), got)
	}
	for i, tt := range tests {
		if got[i] != tt.want {
			t.Errorf("anchor of %q = %q, want %q", tt.heading, got[i], tt.want)
		}
	}
}

func TestFenced(t *testing.T) {
	if got, want := fenced("text", "a\nb"), "```text\na\nb\n```\n"; got != want {
		t.Errorf("fenced = %q, want %q", got, want)
	}
	if got, want := fenced("go", "s := `\n```\n`\n"), "````go\ns := `\n```\n`\n````\n"; got != want {
		t.Errorf("fenced with a fence inside = %q, want %q", got, want)
	}
}

// FuzzDemote checks, on any Markdown that makes a valid chapter without
// directives, that the book's form of it has the same headings, each one
// level down, with the same anchors.
func FuzzDemote(f *testing.F) {
	for _, seed := range []string{
		"## Try it\n", "Setext\n---\n", "Two  \nlines\n---\n", "> ## Quoted ##\n", "- a\n  ---\n",
		"A #\n---\n", "`\n`\n-\n", "0\r-", "## [x](octal.md) `y`\n", "    ## code\n", "```\n## code\n```\n", "> a\n> b\n> ---\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		c := &Chapter{File: "chapters/fuzz.md"}
		src := []byte("# Title\n\n" + body)
		if err := c.parse(src); err != nil || len(c.embeds) > 0 {
			return
		}
		r := &renderer{book: &Book{}, cells: map[string]cell{}}
		var out bytes.Buffer
		r.chapter(&out, c, 1)
		// The chapter as the book read it, its line endings made \n.
		wasLevels, wasAnchors := headings(c.Source)
		levels, anchorsOf := headings(out.Bytes())
		if len(levels) != len(wasLevels) {
			t.Fatalf("%q became %q: %d headings, want %d", src, out.Bytes(), len(levels), len(wasLevels))
		}
		for i := range levels {
			if levels[i] != wasLevels[i]+1 || anchorsOf[i] != wasAnchors[i] {
				t.Fatalf("%q became %q: heading %d is level %d #%s, want level %d #%s", src, out.Bytes(), i, levels[i], anchorsOf[i], wasLevels[i]+1, wasAnchors[i])
			}
		}
	})
}
