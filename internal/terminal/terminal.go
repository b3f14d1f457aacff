// Package terminal renders a chapter's Markdown for a terminal of a
// given width, with ANSI escapes for its colours: headings, paragraphs
// wrapped at the width, emphasis, code and links, lists, block quotes,
// tables, rules, and blocks of code, highlighted by internal/highlight.
//
// A block of code never wraps, since a wrapped line of code reads as
// two: its tabs become spaces to the next multiple of four columns, and
// each of its lines stays one line however long it is, for a pager to
// scroll sideways. So does a row of a table. Everything else fits in the
// width.
//
// Every style is closed at the end of its line, so that a pager that
// cuts a long line, or starts the screen in the middle of a block, shows
// the rest as it should.
package terminal

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// margin is the columns left blank at the left of every line.
const margin = 2

// Render renders Markdown for a terminal width columns wide, in the
// theme named theme: "dark" for a terminal with a dark background,
// "light" for a light one, or "ascii" for no colour and only the ASCII
// characters. Every line of prose, headings and lists and quotes
// included, is at most width columns wide, a word too wide cut where the
// line ends, unless the indents of nested lists and quotes leave no room;
// lines of code and rows of tables are as wide as they are. The text
// starts and ends with a blank line.
func Render(source string, width int, theme string) (string, error) {
	t, ok := themes[theme]
	if !ok {
		return "", fmt.Errorf("no theme %q; the themes are %s", theme, strings.Join(slices.Sorted(maps.Keys(themes)), ", "))
	}
	src := []byte(source)
	// The book's Markdown is CommonMark with GitHub's tables.
	doc := goldmark.New(goldmark.WithExtensions(extension.Table)).Parser().Parse(text.NewReader(src))
	r := &renderer{source: src, theme: t}
	lines := indent(r.blocks(doc, max(width-margin, 1), false), strings.Repeat(" ", margin), "")
	return "\n" + strings.Join(lines, "\n") + "\n\n", nil
}

// A renderer renders the nodes of one parsed Markdown text.
type renderer struct {
	source []byte
	theme  *theme
}

// blocks renders the blocks in parent for width columns, a blank line
// between two, or none when tight.
func (r *renderer) blocks(parent ast.Node, width int, tight bool) []string {
	var lines []string
	for n := parent.FirstChild(); n != nil; n = n.NextSibling() {
		block := r.block(n, width)
		if len(block) == 0 {
			continue
		}
		if len(lines) > 0 && !tight {
			lines = append(lines, "")
		}
		lines = append(lines, block...)
	}
	return lines
}

// block renders one block for width columns.
func (r *renderer) block(n ast.Node, width int) []string {
	switch n := n.(type) {
	case *ast.Heading:
		return r.heading(n, width)
	case *ast.Paragraph, *ast.TextBlock:
		return r.paragraph(r.inline(n, ""), width)
	case *ast.FencedCodeBlock:
		return r.code(n, string(n.Language(r.source)), width)
	case *ast.CodeBlock:
		return r.code(n, "", width)
	case *ast.List:
		return r.list(n, width)
	case *ast.Blockquote:
		bar := r.paint(r.theme.quote, r.theme.muted) + " "
		return indent(r.blocks(n, max(width-textWidth(r.theme.quote)-1, 1), false), bar, "")
	case *ast.ThematicBreak:
		return []string{r.paint(strings.Repeat(r.theme.rule, width), r.theme.muted)}
	case *ast.HTMLBlock:
		return r.paragraph([]run{{text: htmlText(n.Lines(), r.source)}}, width)
	case *east.Table:
		return r.table(n)
	}
	return r.blocks(n, width, false)
}

// heading renders a heading in its level's style: underlined at levels
// 1 and 2, and after its level's #s at deeper ones.
func (r *renderer) heading(n *ast.Heading, width int) []string {
	style := r.theme.headings[min(n.Level, 3)-1]
	runs := r.inline(n, style)
	if n.Level > 2 {
		runs = append([]run{{strings.Repeat("#", n.Level) + " ", style}}, runs...)
	}
	var lines []string
	widest := 0
	for _, l := range wrap(runs, width) {
		lines = append(lines, styled(l))
		widest = max(widest, runsWidth(l))
	}
	if n.Level <= 2 {
		lines = append(lines, r.paint(strings.Repeat(r.theme.underlines[n.Level-1], widest), style))
	}
	return lines
}

// paragraph wraps runs in lines width columns wide.
func (r *renderer) paragraph(runs []run, width int) []string {
	var lines []string
	for _, l := range wrap(runs, width) {
		lines = append(lines, styled(l))
	}
	return lines
}

// list renders a list, each item after its bullet or number and its
// lines below indented as far; a loose list has a blank line between
// two items.
func (r *renderer) list(n *ast.List, width int) []string {
	depth := 0
	for p := n.Parent(); p != nil; p = p.Parent() {
		if _, ok := p.(*ast.List); ok {
			depth++
		}
	}
	bullet := r.theme.bullets[min(depth, len(r.theme.bullets)-1)]
	last := n.Start + n.ChildCount() - 1
	markWidth := textWidth(bullet) + 1
	if n.IsOrdered() {
		markWidth = len(fmt.Sprint(last)) + 2 // "10. "
	}
	var lines []string
	number := n.Start
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		mark := bullet
		if n.IsOrdered() {
			mark = fmt.Sprintf("%*d%c", markWidth-2, number, n.Marker)
			number++
		}
		if len(lines) > 0 && !n.IsTight {
			lines = append(lines, "")
		}
		body := r.blocks(item, max(width-markWidth, 1), n.IsTight)
		if len(body) == 0 {
			body = []string{""}
		}
		first := r.paint(mark, r.theme.bullet) + " "
		lines = append(lines, indent(body, first, strings.Repeat(" ", markWidth))...)
	}
	return lines
}

// paint returns text in style.
func (r *renderer) paint(text, style string) string {
	return styled([]run{{text, style}})
}

// indent puts first before the first line and rest before each other
// one, or first before every line when rest is "". A blank line gets
// the prefix without its trailing spaces.
func indent(lines []string, first, rest string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		prefix := first
		if i > 0 && rest != "" {
			prefix = rest
		}
		if l == "" {
			prefix = strings.TrimRight(prefix, " ")
		}
		out[i] = prefix + l
	}
	return out
}
