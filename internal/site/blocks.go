package site

import (
	"fmt"
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// codeBlocks renders the fenced blocks of one page: code and output with
// a caption that links the file they come from at their line, a command
// cell as its command with a copy button and then its output, and any
// other block highlighted in its language.
type codeBlocks struct {
	page string // the page's path in the site, which links start from
}

// RegisterFuncs implements renderer.NodeRenderer.
func (b *codeBlocks) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(ast.KindFencedCodeBlock, b.render)
}

func (b *codeBlocks) render(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.FencedCodeBlock)
	var body []byte
	for i := 0; i < n.Lines().Len(); i++ {
		line := n.Lines().At(i)
		body = append(body, line.Value(src)...)
	}
	var info []string
	if n.Info != nil {
		info = strings.Fields(string(n.Info.Segment.Value(src)))
	}
	lang, words := "", map[string]string{}
	if len(info) > 0 {
		lang = info[0]
		for _, word := range info[1:] {
			if key, value, ok := strings.Cut(word, "="); ok {
				words[key] = value
			}
		}
	}
	var err error
	switch {
	case lang == "console" && strings.HasPrefix(string(body), "$ "):
		err = b.cell(w, string(body), words["stepper"])
	case words["source"] != "":
		err = b.cut(w, lang, words, body)
	default:
		err = writeCode(w, blockLayout, lang, body)
	}
	w.WriteString("\n")
	return ast.WalkSkipChildren, err
}

// cut writes a block of code or output cut from a source file, as a
// figure whose caption names the package and the identifier and links
// the file at the block's first line.
func (b *codeBlocks) cut(w util.BufWriter, lang string, words map[string]string, body []byte) error {
	file, line, ok := strings.Cut(words["source"], ":")
	if !ok {
		return fmt.Errorf("%s: a block's source %q has no line", b.page, words["source"])
	}
	href := relative(b.page, sourcePage(file)+"#L"+line)
	caption := fmt.Sprintf(`<a href="%s">%s · %s</a>`, html.EscapeString(href), html.EscapeString(words["package"]), html.EscapeString(words["ident"]))
	if lang != "go" {
		caption = "What " + caption + " prints"
	}
	// The data attributes say what the block is cut from, for the notebook
	// (js/notebook/code-block.js) to edit it and to find the Examples of a
	// package.
	fmt.Fprintf(w, "<figure class=\"code\" data-lang=\"%s\" data-package=\"%s\" data-ident=\"%s\" data-source=\"%s\">\n<figcaption>%s</figcaption>\n",
		html.EscapeString(lang), html.EscapeString(words["package"]), html.EscapeString(words["ident"]), html.EscapeString(words["source"]), caption)
	if err := writeCode(w, blockLayout, lang, body); err != nil {
		return err
	}
	_, err := w.WriteString("\n</figure>")
	return err
}

// cell writes a command cell, "$ queens ..." and what it printed: the
// command with a button that copies it and, given the address of the
// stepper opening the cell's search, a link there, then the output. The
// button is hidden until the script shows it, so that a page read
// without the script has no button that does nothing.
func (b *codeBlocks) cell(w util.BufWriter, body, stepper string) error {
	first, output, _ := strings.Cut(body, "\n")
	command := strings.TrimPrefix(first, "$ ")
	fmt.Fprintf(w, "<div class=\"cell\">\n<div class=\"command\"><pre tabindex=\"0\" class=\"chroma\"><code><span class=\"prompt\">$ </span><span class=\"typed\">")
	if err := writeCommand(w, command); err != nil {
		return err
	}
	fmt.Fprintf(w, "</span></code></pre><button type=\"button\" class=\"copy\" data-command=\"%s\" aria-label=\"Copy the command %s\" hidden>Copy</button>",
		html.EscapeString(command), html.EscapeString(command))
	if stepper != "" {
		fmt.Fprintf(w, "<a class=\"watch\" href=\"%s\" aria-label=\"Watch it in the stepper: %s, step by step\">Watch it</a>", html.EscapeString(stepper), html.EscapeString(command))
	}
	w.WriteString("</div>\n")
	writeOutput(w, command, output)
	_, err := w.WriteString("</div>")
	return err
}

// writeOutput writes what a command printed as it printed it, or, when it
// drew tables, with each table as an HTML table (see printed.go). Then the
// text as printed is kept in a hidden block: the notebook's command cells
// (js/notebook/cell.js) compare a run's output with it, and show the run
// there.
func writeOutput(w util.BufWriter, command, output string) {
	if output == "" {
		return
	}
	parts := splitOutput(output)
	if len(parts) == 1 && parts[0].table == nil {
		fmt.Fprintf(w, "<pre tabindex=\"0\" class=\"output\"><code>%s</code></pre>\n", html.EscapeString(output))
		return
	}
	w.WriteString("<div class=\"output printed\">\n")
	for _, part := range parts {
		if part.table != nil {
			part.table.writeHTML(w, "What "+command+" printed, as a table")
		} else {
			fmt.Fprintf(w, "<pre tabindex=\"0\"><code>%s</code></pre>\n", html.EscapeString(strings.Trim(part.text, "\n")))
		}
	}
	w.WriteString("</div>\n")
	fmt.Fprintf(w, "<pre tabindex=\"0\" class=\"output\" hidden><code>%s</code></pre>\n", html.EscapeString(output))
}
