package site

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"slices"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
)

// Code is highlighted by chroma with CSS classes, so that the light and
// the dark theme are two stylesheets for the same HTML.
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

// highlight writes code in language lang with formatter f: Go split by
// go/scanner (see goTokens), other languages by chroma's lexers, and a
// language chroma does not know written plain.
func highlight(w io.Writer, f *chromahtml.Formatter, lang string, code []byte) error {
	if lang == "go" {
		return f.Format(w, styles.Get(lightStyle), chroma.Literator(goTokens(string(code))...))
	}
	lexer := lexers.Get(lang)
	if lexer == nil {
		_, err := fmt.Fprintf(w, "<pre tabindex=\"0\"><code>%s</code></pre>", html.EscapeString(string(code)))
		return err
	}
	tokens, err := lex(chroma.Coalesce(lexer), string(code))
	if err != nil {
		return err
	}
	return f.Format(w, styles.Get(lightStyle), chroma.Literator(tokens...))
}

// lexAttempts bounds how many times lex reads one piece of code.
const lexAttempts = 5

// lex splits code into tokens with a chroma lexer. chroma gives each of
// its regular expressions 250 ms to match, and one that runs out of time
// on a busy machine (the race detector makes them slow) splits the text
// otherwise: lex reads it until two readings in a row agree, which two
// that ran out of time would not. The blocks read so are short shell
// commands; Go never goes through chroma's lexer (see goTokens).
func lex(lexer chroma.Lexer, code string) ([]chroma.Token, error) {
	var last []chroma.Token
	for range lexAttempts {
		it, err := lexer.Tokenise(nil, code)
		if err != nil {
			return nil, err
		}
		tokens := it.Tokens()
		if slices.Equal(tokens, last) {
			break
		}
		last = tokens
	}
	return last, nil
}

// highlightCSS returns the stylesheet of the highlighted code: the light
// theme, and the dark one inside a media query for the system setting
// (on screens only: paper is white).
func highlightCSS() ([]byte, error) {
	var css bytes.Buffer
	css.WriteString("/* Highlighted code: chroma's " + lightStyle + " style, and " + darkStyle + " on a dark screen. */\n")
	if err := fileFormatter.WriteCSS(&css, styles.Get(lightStyle)); err != nil {
		return nil, err
	}
	css.WriteString("@media screen and (prefers-color-scheme: dark) {\n")
	if err := fileFormatter.WriteCSS(&css, styles.Get(darkStyle)); err != nil {
		return nil, err
	}
	css.WriteString("}\n")
	return css.Bytes(), nil
}
