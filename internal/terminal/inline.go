package terminal

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// inline returns the runs of the inline nodes in parent, in style and
// each in its own besides.
func (r *renderer) inline(parent ast.Node, style string) []run {
	var runs []run
	for n := parent.FirstChild(); n != nil; n = n.NextSibling() {
		runs = append(runs, r.inlineNode(n, style)...)
	}
	return runs
}

// inlineNode returns the runs of one inline node, in style.
func (r *renderer) inlineNode(n ast.Node, style string) []run {
	t := r.theme
	switch n := n.(type) {
	case *ast.Text:
		value := util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(n.Value(r.source))))
		runs := []run{{string(value), style}}
		switch {
		case n.HardLineBreak():
			runs = append(runs, lineBreak)
		case n.SoftLineBreak():
			runs = append(runs, run{" ", style})
		}
		return runs
	case *ast.String:
		return []run{{string(n.Value), style}}
	case *ast.CodeSpan:
		var code strings.Builder
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if s, ok := c.(*ast.Text); ok {
				code.Write(s.Value(r.source))
			}
		}
		return []run{{t.codeMark + code.String() + t.codeMark, join(style, t.code)}}
	case *ast.Emphasis:
		mark, own := t.emphasisMark, t.emphasis
		if n.Level > 1 {
			mark, own = t.strongMark, t.strong
		}
		return markRuns(mark, r.inline(n, join(style, own)), style)
	case *ast.Link:
		runs := r.inline(n, join(style, t.link))
		if url := string(n.Destination); strings.Contains(url, "://") || strings.HasPrefix(url, "mailto:") {
			runs = append(runs, run{" (" + url + ")", join(style, t.muted)})
		}
		return runs
	case *ast.AutoLink:
		return []run{{string(n.URL(r.source)), join(style, t.link)}}
	case *ast.Image:
		alt := plainText(n, r.source)
		return []run{{"[picture: " + alt + "]", join(style, t.muted)}}
	case *ast.RawHTML:
		return nil // a tag says nothing in a terminal
	}
	return r.inline(n, style)
}

// markRuns returns runs between two marks, in outer's style.
func markRuns(mark string, runs []run, outer string) []run {
	if mark == "" {
		return runs
	}
	return append(append([]run{{mark, outer}}, runs...), run{mark, outer})
}

// join returns the styles outer and inner, inner written after outer so
// that where both set a colour, inner's wins.
func join(outer, inner string) string {
	switch {
	case outer == "":
		return inner
	case inner == "":
		return outer
	}
	return outer + ";" + inner
}

// plainText returns the text of the inline nodes in n, without styles.
func plainText(n ast.Node, source []byte) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Value(source))
		case *ast.String:
			b.Write(c.Value)
		default:
			b.WriteString(plainText(c, source))
		}
	}
	return b.String()
}

// htmlText returns the text of an HTML block without its tags and
// comments, such as the words of a <summary>.
func htmlText(lines *text.Segments, source []byte) string {
	var b strings.Builder
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(source))
	}
	return withoutTags(b.String())
}

// withoutTags returns HTML with a space for each of its tags and
// comments; an unclosed one runs to the end.
func withoutTags(html string) string {
	var b strings.Builder
	for {
		start := strings.IndexByte(html, '<')
		if start < 0 {
			b.WriteString(html)
			return b.String()
		}
		b.WriteString(html[:start])
		end := ">"
		if strings.HasPrefix(html[start:], "<!--") {
			end = "-->"
		}
		n := strings.Index(html[start:], end)
		if n < 0 {
			return b.String()
		}
		b.WriteByte(' ')
		html = html[start+n+len(end):]
	}
}
