package terminal

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/sebdah/goldie/v2"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// elements are Markdown texts of each kind of element the renderer
// knows, by name.
var elements = map[string]string{
	"headings": "# The first heading, long enough to wrap on a narrow terminal\n\n" +
		"## A second-level heading\n\n### A third\n\n#### A fourth\n",
	"paragraph": "Prose wraps at the width of the terminal, between words, and never inside one. " +
		"A word too wide for a line, such as https://example.com/a/very/long/path/that/goes/on/and/on, " +
		"is cut where the line ends.  \nA hard line break starts a new line.\n",
	"inline": "Text with *emphasis*, **strong** and ***both***, `inline code`, " +
		"**strong with `code` in it**, an entity &amp; an escaped \\*star\\*.\n",
	"links": "A [link to the web](https://go.dev/doc/) shows its address, a [chapter](octal.md#testing) " +
		"its text alone, an autolink <https://example.com> its address, and a picture ![a queen on a1](pictures/a1.svg) its caption.\n",
	"lists": "- a bullet that goes on long enough to wrap onto a second line at forty columns\n" +
		"- a second bullet\n  - nested once\n    - nested twice\n      - nested three times\n\n" +
		"1. first\n2. second, with a nested list:\n   1. two-one\n   2. two-two\n3. third\n\n" +
		"9) nine\n10) ten\n\n" +
		"- a loose list\n\n- has blank lines\n\n  and paragraphs in its items\n",
	"quote": "> A block quote that holds enough words to wrap at forty columns and more.\n>\n" +
		"> > A quote in a quote.\n>\n> - and a list\n",
	"table": "| n | approach | solutions |\n|--:|:---|:---:|\n| 8 | octal | 92 |\n| 10 | bitboard, *folded* | 724 |\n| 27 | huge | 234,907,967,154,122,528 |\n",
	"rule":  "Above the rule.\n\n---\n\nBelow it.\n",
	"code": "```go\n// Safe reports whether no two queens of b attack each other, on a line wider than forty columns.\nfunc Safe(b board.Board) bool {\n" +
		"\tfor row, col := range b {\t// a tab in the middle\n\t\treturn row == col\n\t}\n\treturn true\n}\n```\n\n" +
		"```sh\nqueens solve -n 8 -fixed \"c4\" > out.txt # a comment\n```\n\n" +
		"```text\nplain text\twith a tab\n```\n\n    an indented block\n",
	"console": "```console\n$ queens solve -n 4 -format tuple\n1 3 0 2\n2 0 3 1\n\n$ echo $HOME\n```\n",
	"html":    "<details>\n<summary>Answer: <em>half</em> the attempts</summary>\n\nThe answer.\n\n</details>\n\n<!-- a comment -->\n\nText with <b>inline</b> tags.\n",
}

// TestElements checks each element against its golden file at 40 and 80
// columns in the ascii theme, which shows its layout, and at 80 in the
// dark one, which shows its styles, each escape written as \e.
func TestElements(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	for name, markdown := range elements {
		for _, tt := range []struct {
			width int
			theme string
		}{{40, "ascii"}, {80, "ascii"}, {80, "dark"}} {
			out, err := Render(markdown, tt.width, tt.theme)
			if err != nil {
				t.Fatal(err)
			}
			file := fmt.Sprintf("%s-%d", name, tt.width)
			if tt.theme != "ascii" {
				file += "-" + tt.theme
			}
			g.Assert(t, file, []byte(strings.ReplaceAll(out, "\x1b", `\e`)))
			checkWidth(t, file, markdown, out, tt.width, tt.theme)
		}
	}
}

// TestLightTheme checks that the light theme styles what the dark one
// does, in its own colours.
func TestLightTheme(t *testing.T) {
	for name, markdown := range elements {
		dark, _ := Render(markdown, 80, "dark")
		light, err := Render(markdown, 80, "light")
		if err != nil {
			t.Fatal(err)
		}
		if ansi.Strip(dark) != ansi.Strip(light) {
			t.Errorf("%s: the light theme shows other text than the dark one", name)
		}
		if strings.Count(dark, "\x1b[") != strings.Count(light, "\x1b[") {
			t.Errorf("%s: the light theme styles %d runs, the dark one %d", name, strings.Count(light, "\x1b["), strings.Count(dark, "\x1b["))
		}
	}
}

func TestUnknownTheme(t *testing.T) {
	if _, err := Render("text", 80, "solarized"); err == nil || !strings.Contains(err.Error(), "ascii, dark, light") {
		t.Errorf("Render in an unknown theme: %v; want an error that names the themes", err)
	}
}

// TestCodeNeverWraps renders a block of code far wider than the
// terminal: each of its lines is one line, whole, its tabs expanded to
// the next multiple of four columns.
func TestCodeNeverWraps(t *testing.T) {
	long := "\t\treturn " + strings.Repeat("queens + ", 12) + "queens // a line far wider than the terminal"
	markdown := "Some prose.\n\n```go\nfunc f() int {\n\tif true {\n" + long + "\n\t}\n}\n```\n"
	for _, theme := range []string{"ascii", "dark"} {
		out, err := Render(markdown, 40, theme)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(ansi.Strip(out), "\n")
		want := []string{"func f() int {", "    if true {", strings.Replace(strings.Replace(long, "\t\t", "        ", 1), "\t", "    ", -1), "    }", "}"}
		got := lines[3 : 3+len(want)]
		for i := range want {
			if strings.TrimPrefix(got[i], "  ") != want[i] { // the margin, and no indent, since the block is too wide for it
				t.Errorf("%s: line %d of the code is %q, want %q", theme, i+1, got[i], want[i])
			}
		}
	}
}

func TestExpandTabs(t *testing.T) {
	for line, want := range map[string]string{
		"\tx":       "    x",
		"ab\tc":     "ab  c",
		"abcd\te":   "abcd    e",
		"日本\tx":     "日本    x", // four columns wide already
		"no tabs":   "no tabs",
		"a\t\tb\tc": "a       b   c",
	} {
		if got := expandTabs(line); got != want {
			t.Errorf("expandTabs(%q) = %q, want %q", line, got, want)
		}
	}
}

func TestWrap(t *testing.T) {
	for _, tt := range []struct {
		runs  []run
		width int
		want  string
	}{
		{[]run{{"one two three four", ""}}, 9, "one two|three|four"},
		{[]run{{"  spaces   fold  ", ""}}, 20, "spaces fold"},
		{[]run{{"styled ", "1"}, {"and", ""}, {" plain", ""}}, 10, "\x1b[1mstyled \x1b[0mand|plain"}, // a space in the style of its run,
		{[]run{{"abcdefghij", ""}}, 4, "abcd|efgh|ij"},
		{[]run{{"a", ""}, lineBreak, {"b", ""}}, 10, "a|b"},
		{[]run{{"日本語の文", ""}}, 4, "日本|語の|文"},
	} {
		var lines []string
		for _, l := range wrap(tt.runs, tt.width) {
			lines = append(lines, styled(l))
		}
		if got := strings.Join(lines, "|"); got != tt.want {
			t.Errorf("wrap(%q, %d) = %q, want %q", tt.runs, tt.width, got, tt.want)
		}
	}
}

// TestRuneWidth checks runeWidth against the width that
// charmbracelet/x/ansi, which knows all of Unicode, gives.
func TestRuneWidth(t *testing.T) {
	for _, s := range []string{"a", "é", "e\u0301", "·", "…", "×", "─", "│", "日", "한", "ｱ", "Ａ", "😀", "🧩", "\u200b"} {
		if got, want := textWidth(s), ansi.StringWidth(s); got != want {
			t.Errorf("textWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestChapters renders every chapter of the book at 40 and 80 columns in
// each theme: no line but a line of code or a row of a table is wider,
// and every line of code shows whole.
func TestChapters(t *testing.T) {
	files, err := filepath.Glob("../../chapters/*.md")
	if err != nil || len(files) < 10 {
		t.Fatalf("found %d chapters (%v); want the book's", len(files), err)
	}
	for _, file := range files {
		markdown, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, width := range []int{40, 80} {
			for theme := range themes {
				out, err := Render(string(markdown), width, theme)
				if err != nil {
					t.Fatal(err)
				}
				checkWidth(t, fmt.Sprintf("%s at %d in %s", filepath.Base(file), width, theme), string(markdown), out, width, theme)
			}
		}
	}
}

// checkWidth checks that no line of out, markdown rendered width columns
// wide in theme, is wider but a line of code or a row of a table, and
// that every line of code shows whole.
func checkWidth(t *testing.T, name, markdown, out string, width int, theme string) {
	t.Helper()
	wide, code := wideLines(t, markdown, width, theme)
	rendered := strings.Split(ansi.Strip(out), "\n")
	for _, l := range rendered {
		if w := ansi.StringWidth(l); w > width && !wide[strings.TrimSpace(l)] {
			t.Errorf("%s: a line that is neither code nor a table row is %d columns wide: %q", name, w, l)
		}
	}
	joined := strings.Join(rendered, "\n")
	for _, l := range code {
		if !strings.Contains(joined, l) {
			t.Errorf("%s: the code line %q is not shown whole", name, l)
		}
	}
}

// wideLines returns the lines that the blocks of code and the tables of
// markdown render to in theme, which may be wider than the terminal,
// trimmed of spaces and styles; and the lines of code alone, tabs
// expanded.
func wideLines(t *testing.T, markdown string, width int, theme string) (wide map[string]bool, code []string) {
	t.Helper()
	src := []byte(markdown)
	doc := goldmark.New(goldmark.WithExtensions(extension.Table)).Parser().Parse(text.NewReader(src))
	r := &renderer{source: src, theme: themes[theme]}
	wide = map[string]bool{}
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n.(type) {
		case *ast.FencedCodeBlock, *ast.CodeBlock, *east.Table:
			if entering {
				for _, l := range r.block(n, width) {
					wide[strings.TrimSpace(ansi.Strip(l))] = true
				}
			}
			if _, table := n.(*east.Table); !table && entering {
				for i := 0; i < n.Lines().Len(); i++ {
					line := n.Lines().At(i)
					code = append(code, expandTabs(strings.TrimRight(string(line.Value(src)), "\n")))
				}
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return wide, code
}
