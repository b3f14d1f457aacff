package book

import (
	"strings"
	"testing"
	"testing/fstest"
)

// probeBook is a module with a chapter "probe", whose text each test
// sets, a chapter "octal" to link to, a package and a file.
func probeBook(probe string) fstest.MapFS {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"chapters/ORDER":    file("probe\noctal\n"),
		"chapters/FRONT.md": file("# Front\n"),
		"chapters/probe.md": file(probe),
		"chapters/octal.md": file("# Octal\n\n## Try it\n"),
		"docs/a_(b).md":     file("a file with parentheses in its name\n"),
		"pkg/p/p.go":        file("package p\n\n// F is f.\nfunc F() {}\n"),
	}
}

// probeChapter builds the probe book and returns the probe chapter as
// book.md shows it.
func probeChapter(t *testing.T, probe string) string {
	t.Helper()
	var f fake
	book, err := Build(probeBook(probe), f.run, draw)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	text := string(book)
	start := strings.Index(text, "\n## Probe\n")
	end := strings.Index(text, "\n## Octal\n")
	if start < 0 || end < start {
		t.Fatalf("the book has no probe chapter:\n%s", book)
	}
	return text[start+1 : end]
}

// TestProbes checks the Markdown that a line-by-line scanner got wrong:
// each chapter is shown as book.md has it.
func TestProbes(t *testing.T) {
	tests := []struct{ name, chapter, want string }{
		{
			"a directive in an indented code block is code",
			"# Probe\n\n    <!-- code pkg/p F -->\n",
			"## Probe\n\n    <!-- code pkg/p F -->\n",
		},
		{
			"a directive in a fenced code block is code",
			"# Probe\n\n~~~markdown\n<!-- code pkg/p Nothing -->\n~~~\n",
			"## Probe\n\n~~~markdown\n<!-- code pkg/p Nothing -->\n~~~\n",
		},
		{
			"a reference link's definition is rewritten",
			"# Probe\n\nSee [x][r] and [octal][].\n\n[r]: octal.md#try-it\n[octal]: <octal.md> \"the chapter\"\n",
			"## Probe\n\nSee [x][r] and [octal][].\n\n[r]: #try-it\n[octal]: <#octal> \"the chapter\"\n",
		},
		{
			"autolinks are absolute and stay; <octal.md> is text in CommonMark",
			"# Probe\n\nSee <https://go.dev> and <octal.md>.\n",
			"## Probe\n\nSee <https://go.dev> and <octal.md>.\n",
		},
		{
			"raw HTML links are rewritten, inline and in HTML blocks",
			"# Probe\n\nSee <a href=\"octal.md\">it</a>.\n\n<p><a href='octal.md#try-it'>try</a> <img src=\"../docs/a_(b).md\"></p>\n",
			"## Probe\n\nSee <a href=\"#octal\">it</a>.\n\n<p><a href='#try-it'>try</a> <img src=\"docs/a_(b).md\"></p>\n",
		},
		{
			"an HTML comment keeps its href",
			"# Probe\n\n<!-- <a href=\"gone.md\"> -->\n",
			"## Probe\n\n<!-- <a href=\"gone.md\"> -->\n",
		},
		{
			"a destination with parentheses is whole",
			"# Probe\n\n[p](../docs/a_(b).md), [q](../docs/a_(b).md \"title\"), [r](<../docs/a_(b).md>) and [s](\noctal.md).\n",
			"## Probe\n\n[p](docs/a_(b).md), [q](docs/a_(b).md \"title\"), [r](<docs/a_(b).md>) and [s](\n#octal).\n",
		},
		{
			"a link in a code span is code",
			"# Probe\n\n`[x](octal.md)` and [y](octal.md)\n",
			"## Probe\n\n`[x](octal.md)` and [y](#octal)\n",
		},
		{
			"a setext heading gets its anchor and becomes ATX one level down",
			"# Probe\n\nSee [it](#setext-heading) and [two](#two-lines).\n\nSetext *heading*\n----------------\n\nTwo  \nlines\n---\n",
			"## Probe\n\nSee [it](#setext-heading) and [two](#two-lines).\n\n### Setext *heading*\n\n### Two lines\n",
		},
		{
			"a setext title",
			"Probe\n=====\n\n## Next\n",
			"## Probe\n\n### Next\n",
		},
		{
			"a heading in a block quote gets its anchor",
			"# Probe\n\n> ## Quoted ##\n>\n> Quoted\n> ------\n\n[q](#quoted), [q1](#quoted-1)\n",
			"## Probe\n\n> ### Quoted ##\n>\n> ### Quoted\n\n[q](#quoted), [q1](#quoted-1)\n",
		},
		{
			"a directive in a list item keeps the item's indentation",
			"# Probe\n\n- item\n\n  <!-- code pkg/p F -->\n- next\n",
			"## Probe\n\n- item\n\n  ```go\n  // F is f.\n  func F() {}\n  ```\n- next\n",
		},
		{
			"a directive as a list item's first line",
			"# Probe\n\n1. <!-- run queens solve -n 4 -->\n",
			"## Probe\n\n1. ```console\n   $ queens solve -n 4\n   1 3 0 2\n   2 0 3 1\n   ```\n",
		},
		{
			"a directive in a block quote",
			"# Probe\n\n> <!-- code pkg/p F -->\n",
			"## Probe\n\n> ```go\n> // F is f.\n> func F() {}\n> ```\n",
		},
		{
			"a comment inside a paragraph is not a directive",
			"# Probe\n\nText <!-- code pkg/p Nothing --> text.\n",
			"## Probe\n\nText <!-- code pkg/p Nothing --> text.\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := probeChapter(t, tt.chapter); got != tt.want {
				t.Errorf("chapter\n%s\nin the book is\n%s\nwant\n%s", tt.chapter, got, tt.want)
			}
		})
	}
}

// TestProbeErrors checks that problems are reported with file and line
// wherever the Markdown puts them.
func TestProbeErrors(t *testing.T) {
	tests := []struct{ name, chapter, want string }{
		{"an unknown identifier in a list item", "# Probe\n\n- item\n\n  <!-- code pkg/p G -->\n", "chapters/probe.md:5: <!-- code pkg/p G -->: pkg/p declares no G"},
		{"a bad directive in a block quote", "# Probe\n\n> <!-- code pkg/p -->\n", "chapters/probe.md:3: <!-- code pkg/p -->: want <!-- code PKGDIR IDENT -->"},
		{"a reference to a missing heading", "# Probe\n\n[x][r]\n\n[r]: octal.md#nowhere\n", "chapters/probe.md:5: link octal.md#nowhere: chapters/octal.md has no heading with the anchor #nowhere"},
		{"a raw link to a missing file", "# Probe\n\ntext\n<a href=\"../gone.md\">x</a>\n", "chapters/probe.md:4: link ../gone.md: there is no file gone.md"},
		{"a link in a setext heading", "# Probe\n\nSee [x](#gone)\n---\n", "chapters/probe.md:3: link #gone: chapters/probe.md has no heading with the anchor #gone"},
		{"a level-one heading in a block quote", "# Probe\n\n> # Again\n", "chapters/probe.md:3: only the first line may be a level-one heading"},
		{"a chapter named by its place", "# Probe\n\nAs the\nprevious chapter showed.\n", `chapters/probe.md:3: "the previous chapter" names a chapter by its place in the book`},
		{"a chapter named by its place in a link", "# Probe\n\nSee [the next chapter](octal.md).\n", `chapters/probe.md:3: "the next chapter" names a chapter`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f fake
			_, err := Build(probeBook(tt.chapter), f.run, draw)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Build error = %v\nwant %s", err, tt.want)
			}
		})
	}
}
