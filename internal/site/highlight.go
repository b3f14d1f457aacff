package site

import (
	"bytes"
	"io"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/styles"
)

// Code is highlighted in two steps: a lexer of the site's own splits it
// into tokens of chroma's types, the same tokens every time, and chroma's
// HTML formatter writes them with CSS classes, so that the light and the
// dark theme are two stylesheets for the same HTML. chroma's own lexers
// are not used: each of their regular expressions has 250 ms to match,
// and one that runs out of time on a busy machine splits the text
// otherwise, so that the same page came out differently.

// languages are the lexers of the languages the book shows; any other
// is text.
var languages = map[string]func(code string) []chroma.Token{
	"go":   goTokens,
	"sh":   shellTokens,
	"bash": shellTokens,
	"text": textTokens,
}

// textTokens returns text as one token, for text shown as it is.
func textTokens(text string) []chroma.Token {
	return []chroma.Token{{Type: chroma.Text, Value: text}}
}

var (
	// blockFormatter writes a block of code as a pre that the keyboard
	// can reach, to scroll it sideways.
	blockFormatter = chromahtml.New(chromahtml.WithClasses(true), chromahtml.WithPreWrapper(focusablePre{}))
	// fileFormatter writes a whole source file, each line numbered and
	// linkable as #L12.
	fileFormatter = chromahtml.New(chromahtml.WithClasses(true), chromahtml.WithPreWrapper(focusablePre{}),
		chromahtml.WithLineNumbers(true), chromahtml.WithLinkableLineNumbers(true, "L"))
	// inlineFormatter writes the tokens alone, for a command line.
	inlineFormatter = chromahtml.New(chromahtml.WithClasses(true), chromahtml.PreventSurroundingPre(true))
)

// The themes: GitHub's light one, and its dark one when the reader's
// system asks for dark.
const lightStyle, darkStyle = "github", "github-dark"

// focusablePre wraps highlighted code in <pre tabindex="0"><code>.
type focusablePre struct{}

// Start implements chromahtml.PreWrapper.
func (focusablePre) Start(code bool, attr string) string {
	if code {
		return `<pre tabindex="0"` + attr + "><code>"
	}
	return `<pre tabindex="0"` + attr + ">"
}

// End implements chromahtml.PreWrapper.
func (focusablePre) End(code bool) string {
	if code {
		return "</code></pre>"
	}
	return "</pre>"
}

// highlight writes code in the language lang with the formatter f.
func highlight(w io.Writer, f *chromahtml.Formatter, lang string, code []byte) error {
	lex, ok := languages[lang]
	if !ok {
		lex = textTokens
	}
	return f.Format(w, styles.Get(lightStyle), chroma.Literator(lex(string(code))...))
}

// highlightCSS returns the stylesheet of the highlighted code: the light
// theme, and the dark one on a screen whose system asks for dark (paper
// is white). Each theme holds only in its own media query: chroma leaves
// out of a theme the tokens drawn in its plain text colour, and a light
// rule that held everywhere would colour them in the dark too (dark gray
// names and builtins on a black background).
func highlightCSS() ([]byte, error) {
	var css bytes.Buffer
	css.WriteString("/* Highlighted code: chroma's " + lightStyle + " style, and " + darkStyle + " on a dark screen. */\n")
	css.WriteString("@media not screen and (prefers-color-scheme: dark) {\n")
	if err := fileFormatter.WriteCSS(&css, styles.Get(lightStyle)); err != nil {
		return nil, err
	}
	css.WriteString("}\n@media screen and (prefers-color-scheme: dark) {\n")
	if err := fileFormatter.WriteCSS(&css, styles.Get(darkStyle)); err != nil {
		return nil, err
	}
	css.WriteString("}\n")
	return css.Bytes(), nil
}
