package site

import (
	"path"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
)

// TestGoTokens checks each rule of chroma's Go lexer that goTokens
// follows, on a line that shows it.
func TestGoTokens(t *testing.T) {
	for code, want := range map[string]string{
		"package p // the package": "[KeywordNamespace package] [NameOther p] [CommentSingle // the package]",
		`/* a */ import "fmt"`:     `[CommentMultiline /* a */] [KeywordNamespace import] [LiteralString "fmt"]`,
		"func F[E any](n int) error": "[KeywordDeclaration func] [NameOther F][Punctuation [][NameOther E] [KeywordType any][Punctuation ]][Punctuation (]" +
			"[NameOther n] [KeywordType int][Punctuation )] [KeywordType error]",
		"for x := range len(s) { f(int(x), any(x)) }": "[Keyword for] [NameOther x] [Operator :=] [Keyword range] [NameBuiltin len][Punctuation (][NameOther s][Punctuation )] " +
			"[Punctuation {] [NameFunction f][Punctuation (][NameBuiltin int][Punctuation (][NameOther x][Punctuation )][Punctuation ,] " +
			"[KeywordType any][Punctuation (][NameOther x][Punctuation )][Punctuation )] [Punctuation }]",
		"x = 12 + 0x1F + 0b101 + 0644 + 1.5 + 2i": "[NameOther x] [Punctuation =] [LiteralNumberInteger 12] [Operator +] [LiteralNumberHex 0x1F] [Operator +] " +
			"[LiteralNumberBin 0b101] [Operator +] [LiteralNumberOct 0644] [Operator +] [LiteralNumberFloat 1.5] [Operator +] [LiteralNumber 2i]",
		"c <- 'q' == nil || true": "[NameOther c] [Operator <-] [LiteralStringChar 'q'] [Operator ==] [KeywordConstant nil] [Operator ||] [KeywordConstant true]",
	} {
		if got := spelled(goTokens(code)); got != want {
			t.Errorf("%s:\ngot  %s\nwant %s", code, got, want)
		}
	}
}

// The tokens of every source file of the book add up to the file, and
// go/scanner finds nothing it cannot read.
func TestGoTokensOfTheBook(t *testing.T) {
	for file, text := range bookSite(t).web.Files {
		if path.Ext(file) != ".go" {
			continue
		}
		var joined strings.Builder
		for _, tok := range goTokens(string(text)) {
			joined.WriteString(tok.Value)
			if tok.Type == chroma.Error {
				t.Errorf("%s: an error token %q", file, tok.Value)
			}
		}
		if joined.String() != string(text) {
			t.Errorf("%s: the tokens do not add up to the file", file)
		}
	}
}
