package site

import (
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"github.com/queensbook/queens/internal/highlight"
)

// Code is highlighted in two steps: internal/highlight splits it into
// tokens of a few kinds, the same tokens every time, and writeCode
// writes them as HTML, a span with a CSS class for each token that is
// not plain text, so that the light and the dark theme are two sets of
// colours for the same HTML (codeCSS).
//
// The HTML is a pre of class "chroma", the name of the highlighter the
// site once used, which the stylesheets and the stepper's panels style
// code by; in it each line is a span.line, which holds the line's number,
// a span.ln, when the lines are numbered, and then its code, a span.cl.

// A codeLayout says how a block of code is written.
type codeLayout struct {
	// numbered numbers each line, and linked makes each number a link
	// to its line, #L12, the target of the link.
	numbered, linked bool
	// focusable lets the keyboard reach the pre, to scroll it sideways.
	focusable bool
}

var (
	// blockLayout is that of a block of code in a chapter.
	blockLayout = codeLayout{focusable: true}
	// fileLayout is that of a whole source file, each line numbered and
	// linkable as #L12.
	fileLayout = codeLayout{numbered: true, linked: true, focusable: true}
)

// writeCode writes code in the language lang as a highlighted block.
func writeCode(w io.Writer, layout codeLayout, lang string, code []byte) error {
	var b strings.Builder
	b.WriteString("<pre")
	if layout.focusable {
		b.WriteString(` tabindex="0"`)
	}
	b.WriteString(` class="chroma"><code>`)
	lines := strings.SplitAfter(string(code), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1] // after the final line break
	}
	digits := len(strconv.Itoa(len(lines)))
	tokens := highlight.Tokens(lang, string(code))
	for i, line := range lines {
		b.WriteString(`<span class="line">`)
		switch n := i + 1; {
		case layout.linked:
			fmt.Fprintf(&b, `<span class="ln" id="L%d"><a href="#L%d">%*d</a></span>`, n, n, digits, n)
		case layout.numbered:
			fmt.Fprintf(&b, `<span class="ln">%*d</span>`, digits, n)
		}
		b.WriteString(`<span class="cl">`)
		text, end := strings.CutSuffix(line, "\n")
		tokens = writeTokens(&b, tokens, len(text))
		if end {
			b.WriteString("\n")
			tokens = skipLineBreak(tokens)
		}
		b.WriteString("</span></span>")
	}
	b.WriteString("</code></pre>")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTokens writes the first n bytes of the text of tokens, each
// token that is not text in a span of its kind's class, and returns the
// tokens left, the first of them cut where the n bytes end.
func writeTokens(b *strings.Builder, tokens []highlight.Token, n int) []highlight.Token {
	for n > 0 && len(tokens) > 0 {
		tok := tokens[0]
		part := tok.Text[:min(n, len(tok.Text))]
		if class := tokenStyles[tok.Kind].class; class != "" {
			fmt.Fprintf(b, `<span class="%s">%s</span>`, class, html.EscapeString(part))
		} else {
			b.WriteString(html.EscapeString(part))
		}
		n -= len(part)
		if tokens[0].Text = tok.Text[len(part):]; tokens[0].Text == "" {
			tokens = tokens[1:]
		}
	}
	return tokens
}

// skipLineBreak drops the line break that the text of tokens starts with.
func skipLineBreak(tokens []highlight.Token) []highlight.Token {
	if tokens[0].Text = tokens[0].Text[1:]; tokens[0].Text == "" {
		return tokens[1:]
	}
	return tokens
}

// writeCommand writes a command line, highlighted as shell, without a
// pre of its own.
func writeCommand(w io.Writer, command string) error {
	var b strings.Builder
	writeTokens(&b, highlight.Shell(command), len(command))
	_, err := io.WriteString(w, b.String())
	return err
}

// A tokenStyle is how the site shows a kind of token: the class of its
// spans, and its colour in the light theme and in the dark one.
type tokenStyle struct {
	class, light, dark string
	// more is CSS for both themes, such as " font-style: italic;".
	more string
}

// tokenStyles are the styles of the kinds of token, the site's own
// palette: each colour reaches WCAG AA's 4.5:1 against the background
// of code (style.css's --code) in its theme, and against that of a line
// a link names (TestCodeColoursMeetAA). Text is shown in the page's
// text colour, without a span.
var tokenStyles = [...]tokenStyle{
	highlight.Text:     {},
	highlight.Comment:  {class: "c", light: "#4b5560", dark: "#a2acb7", more: " font-style: italic;"},
	highlight.Keyword:  {class: "k", light: "#9b1c55", dark: "#f79bc3"},
	highlight.Type:     {class: "kt", light: "#0f6a35", dark: "#7fdca6"},
	highlight.Constant: {class: "kc", light: "#8a4500", dark: "#f2b478"},
	highlight.Builtin:  {class: "nb", light: "#6331a8", dark: "#c9a6ff"},
	highlight.Function: {class: "nf", light: "#1552a6", dark: "#8ec5ff"},
	highlight.String:   {class: "s", light: "#0a606e", dark: "#7ed3df"},
	highlight.Number:   {class: "m", light: "#8a4500", dark: "#f2b478"},
	highlight.Operator: {class: "o", light: "#a2331a", dark: "#ffa187"},
	highlight.Variable: {class: "nv", light: "#8a4500", dark: "#f2b478"},
	highlight.Error:    {class: "err", light: "#b3001e", dark: "#ff8f8f", more: " text-decoration: wavy underline;"},
}

// codeCSS returns the stylesheet of highlighted code: the layout of its
// lines, the light theme, and the dark one on a screen whose system asks
// for dark (paper is white).
func codeCSS() []byte {
	var css strings.Builder
	css.WriteString(`/* Highlighted code: the site's own palette, light and dark (highlight.go). */
.chroma .line { display: flex; }
.chroma .ln { white-space: pre; margin-right: 0.4em; padding: 0 0.4em; }
`)
	for _, s := range tokenStyles {
		if s.class != "" {
			fmt.Fprintf(&css, ".chroma .%s { color: %s;%s }\n", s.class, s.light, s.more)
		}
	}
	css.WriteString("@media screen and (prefers-color-scheme: dark) {\n")
	for _, s := range tokenStyles {
		if s.class != "" {
			fmt.Fprintf(&css, "  .chroma .%s { color: %s; }\n", s.class, s.dark)
		}
	}
	css.WriteString("}\n")
	return []byte(css.String())
}
