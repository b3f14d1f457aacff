package site

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/queensbook/queens/internal/book"
)

// markdown renders the Markdown of a page as GitHub does book.md (GFM,
// with the chapters' raw HTML), with the blocks of code, output and
// commands of blocks.go.
func markdown(blocks *codeBlocks) goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithRendererOptions(
			html.WithUnsafe(),
			renderer.WithNodeRenderers(util.Prioritized(blocks, 100), util.Prioritized(scrollRenderer{}, 100)),
		),
	)
}

// renderPage renders the Markdown of page p, at the path at in the site.
// Its headings get the ids of p.Headings, book.md's anchors, in order, and
// its tables a box that scrolls sideways on a narrow screen, their key
// columns staying in view (see keyColumns). Its pictures get the sizes
// pictures knows (see sizePicture).
func renderPage(md goldmark.Markdown, at string, p *book.Page, pictures map[string][2]int) ([]byte, error) {
	doc := md.Parser().Parse(text.NewReader(p.Markdown))
	var headings []*ast.Heading
	var tables []*east.Table
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n := n.(type) {
		case *ast.Heading:
			if entering {
				headings = append(headings, n)
			}
		case *east.Table:
			if entering {
				tables = append(tables, n)
			}
		case *ast.Image:
			if entering {
				sizePicture(n, at, pictures)
			}
		}
		return ast.WalkContinue, nil
	})
	if len(headings) != len(p.Headings) {
		return nil, fmt.Errorf("%s: the page has %d headings and the book %d; is a heading inside raw HTML?", at, len(headings), len(p.Headings))
	}
	for i, h := range headings {
		h.SetAttributeString("id", []byte(p.Headings[i].Anchor))
	}
	for _, t := range tables {
		right := make([]bool, len(t.Alignments))
		for i, a := range t.Alignments {
			right[i] = a == east.AlignRight
		}
		t.SetAttributeString("class", keyClass(keyColumns(right)))
		box := &scroll{}
		t.Parent().ReplaceChild(t.Parent(), t, box)
		box.AppendChild(box, t)
	}
	var out bytes.Buffer
	err := md.Renderer().Render(&out, p.Markdown, doc)
	return out.Bytes(), err
}

// scroll is a box around a table, which scrolls sideways when the table
// is wider than the screen, so that the page itself never does.
type scroll struct{ ast.BaseBlock }

var kindScroll = ast.NewNodeKind("Scroll")

// Kind implements ast.Node.
func (*scroll) Kind() ast.NodeKind { return kindScroll }

// Dump implements ast.Node.
func (n *scroll) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

// scrollRenderer renders a scroll box as a div that the keyboard can
// reach, to scroll it.
type scrollRenderer struct{}

// RegisterFuncs implements renderer.NodeRenderer.
func (scrollRenderer) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(kindScroll, func(w util.BufWriter, _ []byte, _ ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(`<div class="scroll" tabindex="0" role="region" aria-label="Table">` + "\n")
		} else {
			w.WriteString("</div>\n")
		}
		return ast.WalkContinue, nil
	})
}
