package book

import (
	"bytes"
	"regexp"
	"slices"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// The builder reads Markdown with goldmark and edits the source by the byte
// offsets of the nodes it finds, so that everything it does not touch stays
// exactly as the author wrote it. goldmark's tree knows where blocks are,
// but not where an inline link keeps its destination, nor where the link
// reference definitions were that it removed: two small wrappers around its
// own parsers record these while it parses.

// parsed is one Markdown file, parsed.
type parsed struct {
	src     []byte
	doc     ast.Node
	targets []span // the destination of every link, image and definition
}

// span is a range of bytes of the source, [start, end).
type span struct{ start, end int }

// parseMarkdown parses src as CommonMark.
func parseMarkdown(src []byte) *parsed {
	p := &parsed{src: src}
	inlines := []util.PrioritizedValue{util.Prioritized(&linkRecorder{parser.NewLinkParser(), p}, 200)}
	for _, v := range parser.DefaultInlineParsers() {
		if !bytes.ContainsRune(v.Value.(parser.InlineParser).Trigger(), ']') {
			inlines = append(inlines, v)
		}
	}
	md := parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(inlines...),
		parser.WithParagraphTransformers(util.Prioritized(definitionRecorder{p}, 100)),
	)
	p.doc = md.Parse(text.NewReader(src))
	p.htmlTargets()
	slices.SortFunc(p.targets, func(a, b span) int { return a.start - b.start })
	return p
}

// linkRecorder is goldmark's link parser, noting where the destination of
// each inline link or image is: between the ] that closes its text and the
// end of the link.
type linkRecorder struct {
	parser.InlineParser
	p *parsed
}

func (r *linkRecorder) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, before := block.Position()
	n := r.InlineParser.Parse(parent, block, pc)
	_, after := block.Position()
	switch n.(type) {
	case *ast.Link, *ast.Image:
		if d, ok := inlineDestination(r.p.src, before.Start, after.Start); ok {
			r.p.targets = append(r.p.targets, d)
		}
	}
	return n
}

// CloseBlock passes the call on: goldmark finds it by a type assertion,
// which the embedded interface would hide.
func (r *linkRecorder) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	r.InlineParser.(parser.CloseBlocker).CloseBlock(parent, block, pc)
}

// inlineDestination finds the destination in the tail of a link,
// src[from:to], which is "](dest "title")" for an inline link and "]",
// "][]" or "][label]" for a reference link, whose destination lives in
// its definition.
func inlineDestination(src []byte, from, to int) (span, bool) {
	i := from + 1 // past the ]
	if i >= to || src[i] != '(' {
		return span{}, false
	}
	i++
	for i < to && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n') {
		i++
	}
	start := i
	if i < to && src[i] == '<' {
		end := bytes.IndexByte(src[i:to], '>')
		if end < 0 {
			return span{}, false
		}
		return span{start + 1, i + end}, true
	}
	// A bare destination ends at a space or at the ) that balances the
	// opening one; a backslash escapes the next byte.
	depth := 0
	for ; i < to; i++ {
		switch c := src[i]; {
		case c == '\\':
			i++
		case c == '(':
			depth++
		case c == ')' && depth == 0, c == ' ', c == '\t', c == '\n':
			return span{start, i}, true
		case c == ')':
			depth--
		}
	}
	return span{start, min(i, to)}, true
}

// definitionRecorder is goldmark's transformer that takes the link
// reference definitions ([r]: octal.md) out of a paragraph, noting where
// their destinations are.
type definitionRecorder struct{ p *parsed }

// definition matches the start of a link reference definition, up to its
// destination (group 1, or group 2 inside angle brackets).
var definition = regexp.MustCompile(`(?m)^[ \t>]*\[(?:[^\]\\]|\\.)+\]:[ \t]*\n?[ \t>]*(?:<([^>\n]*)>|(\S+))`)

func (r definitionRecorder) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	lines := node.Lines()
	if lines.Len() == 0 {
		return
	}
	from := lines.At(0).Start
	last := lines.At(lines.Len() - 1).Stop
	parser.LinkReferenceParagraphTransformer.Transform(node, reader, pc)
	// Definitions come first in a paragraph; whatever is left starts where
	// they end.
	to := last
	if node.Parent() != nil && node.Lines().Len() > 0 {
		to = node.Lines().At(0).Start
	}
	for _, m := range definition.FindAllSubmatchIndex(r.p.src[from:to], -1) {
		g := 2
		if m[g] < 0 {
			g = 4
		}
		r.p.targets = append(r.p.targets, span{from + m[g], from + m[g+1]})
	}
}

// htmlAttribute matches a quoted href or src attribute of an HTML tag;
// group 1 or 2 is its value.
var htmlAttribute = regexp.MustCompile(`(?i)\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')`)

// htmlTargets notes the href and src attributes of raw HTML, inline or in
// HTML blocks, leaving comments alone.
func (p *parsed) htmlTargets() {
	ast.Walk(p.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		var segments *text.Segments
		switch n := n.(type) {
		case *ast.HTMLBlock:
			if n.HTMLBlockType != ast.HTMLBlockType2 { // type 2 is a comment
				segments = n.Lines()
			}
		case *ast.RawHTML:
			if !bytes.HasPrefix(n.Segments.Value(p.src), []byte("<!--")) {
				segments = n.Segments
			}
		}
		for i := 0; segments != nil && i < segments.Len(); i++ {
			s := segments.At(i)
			for _, m := range htmlAttribute.FindAllSubmatchIndex(p.src[s.Start:s.Stop], -1) {
				g := 2
				if m[g] < 0 {
					g = 4
				}
				p.targets = append(p.targets, span{s.Start + m[g], s.Start + m[g+1]})
			}
		}
		return ast.WalkContinue, nil
	})
}

// lineOf returns the line, from 1, of the byte at offset.
func (p *parsed) lineOf(offset int) int {
	return 1 + bytes.Count(p.src[:min(offset, len(p.src))], []byte("\n"))
}

// lineStart returns the offset where the line holding offset starts.
func (p *parsed) lineStart(offset int) int {
	return bytes.LastIndexByte(p.src[:offset], '\n') + 1
}

// plainText returns the text a reader sees of a heading or a link: code
// spans without their backticks, links without their targets, emphasis
// without its marks.
func plainText(n ast.Node, src []byte) string {
	var s bytes.Buffer
	ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Text:
			value := n.Segment.Value(src)
			if _, inCode := n.Parent().(*ast.CodeSpan); inCode {
				// A code span's line ending reads as a space (CommonMark 6.1).
				value = bytes.ReplaceAll(value, []byte("\n"), []byte(" "))
			}
			s.Write(value)
			if n.SoftLineBreak() || n.HardLineBreak() {
				s.WriteByte(' ')
			}
		case *ast.String:
			s.Write(n.Value)
		case *ast.AutoLink:
			s.Write(n.Label(src))
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return s.String()
}

// edit replaces the bytes of a span of the source.
type edit struct {
	span
	text string
}

// applyEdits returns src with the edits made. They must not overlap.
func applyEdits(src []byte, edits []edit) []byte {
	slices.SortStableFunc(edits, func(a, b edit) int { return a.start - b.start })
	var out bytes.Buffer
	at := 0
	for _, e := range edits {
		out.Write(src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(src[at:])
	return out.Bytes()
}

// segmentText returns the bytes of src that a segment covers.
func segmentText(src []byte, s text.Segment) []byte { return src[s.Start:s.Stop] }
