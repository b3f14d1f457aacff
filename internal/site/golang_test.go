package site

import (
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// goTokens reads every source file of the book as chroma's Go lexer does:
// the same tokens, of the same types, once both are merged where two of
// a type follow each other.
func TestGoTokensAreChromas(t *testing.T) {
	if testing.Short() {
		t.Skip("chroma's lexer is slow, and under the race detector its regular expressions run out of time")
	}
	b := bookSite(t)
	for file, text := range b.web.Files {
		if path.Ext(file) != ".go" {
			continue
		}
		code := string(text)
		tokens := goTokens(code)
		got := merged(tokens)
		// chroma's own reading, read again when a busy machine makes its
		// regular expressions run out of time.
		chromas, err := lex(lexers.Get("go"), code)
		if err != nil {
			t.Fatal(err)
		}
		want := merged(octalAsOne(chromas))
		var joined strings.Builder
		for _, tok := range tokens {
			joined.WriteString(tok.Value)
		}
		if joined.String() != code {
			t.Errorf("%s: the tokens do not add up to the file", file)
		}
		if i := slices.IndexFunc(got, func(tok chroma.Token) bool { return tok.Type == chroma.Error }); i >= 0 {
			t.Errorf("%s: an error token %q", file, got[i].Value)
		}
		for i := range min(len(got), len(want)) {
			if got[i] != want[i] {
				t.Errorf("%s: token %d is %v, chroma's %v", file, i, got[i], want[i])
				break
			}
		}
	}
}

// merged joins neighbouring tokens of one type, and takes the spaces
// out, which the two lexers put in different tokens (chroma keeps the
// newline that ends a // comment in it).
func merged(tokens []chroma.Token) []chroma.Token {
	var out []chroma.Token
	for _, tok := range tokens {
		tok.Value = strings.Join(strings.Fields(tok.Value), "")
		if tok.Value == "" {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Type == tok.Type {
			out[n-1].Value += tok.Value
			continue
		}
		out = append(out, tok)
	}
	return out
}

// octalAsOne reads chroma's tokens of an octal literal written 0o644,
// which its lexer takes for the number 0 and the name o644, as the one
// number that go/scanner reads.
func octalAsOne(tokens []chroma.Token) []chroma.Token {
	var out []chroma.Token
	for _, tok := range tokens {
		n := len(out)
		if n > 0 && out[n-1].Type == chroma.LiteralNumberInteger && out[n-1].Value == "0" && tok.Type == chroma.NameOther && strings.HasPrefix(tok.Value, "o") {
			out[n-1].Value += tok.Value
			continue
		}
		out = append(out, tok)
	}
	return out
}

// TestGoNumbers compares the number literals of every base with chroma's
// reading of them, whether or not the book's code has each one today.
func TestGoNumbers(t *testing.T) {
	code := "package p\n\nconst x = 12 + 0x1F + 0b101 + 0644 + 1.5 + 2i\n"
	chromas, err := lex(lexers.Get("go"), code)
	if err != nil {
		t.Fatal(err)
	}
	got, want := merged(goTokens(code)), merged(chromas)
	if !slices.Equal(got, want) {
		t.Errorf("go/scanner's tokens\n%v\nchroma's\n%v", got, want)
	}
}
