package site

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
)

// spelled writes tokens for a test to read: text as it is, every other
// token as [Type value].
func spelled(tokens []chroma.Token) string {
	var s strings.Builder
	for _, tok := range tokens {
		if tok.Type == chroma.Text {
			s.WriteString(tok.Value)
		} else {
			fmt.Fprintf(&s, "[%s %s]", tok.Type, tok.Value)
		}
	}
	return s.String()
}

func TestShellTokens(t *testing.T) {
	for code, want := range map[string]string{
		"queens solve -n 8 -fixed 00400200":      "queens solve -n [LiteralNumber 8] -fixed [LiteralNumber 00400200]",
		"go run ./cmd/queens read  # the list":   "go run ./cmd/queens read  [CommentSingle # the list]",
		"echo c6,d2 | queens solve -interactive": "[NameBuiltin echo] c6,d2 [Punctuation |] queens solve -interactive",
		"for p in 1 2; do queens -shard $p/2 > part$p.json; done": "[Keyword for] p in [LiteralNumber 1] [LiteralNumber 2][Punctuation ;] [Keyword do] queens -shard [NameVariable $p]/2 " +
			"[Punctuation >] part[NameVariable $p].json[Punctuation ;] [Keyword done]",
		`queens solve -fixed 'c4, f2' -o "${HOME}/a b"`: `queens solve -fixed [LiteralStringSingle 'c4, f2'] -o [LiteralStringDouble "${HOME}/a b"]`,
		"cd /tmp && read x # a#b\nexit 1":               "[NameBuiltin cd] /tmp [Punctuation &&] [NameBuiltin read] x [CommentSingle # a#b]\n[NameBuiltin exit] [LiteralNumber 1]",
		"echo 'unclosed":                                "[NameBuiltin echo] [LiteralStringSingle 'unclosed]",
	} {
		if got := spelled(shellTokens(code)); got != want {
			t.Errorf("%s:\ngot  %s\nwant %s", code, got, want)
		}
	}
}

// FuzzShellTokens checks that the tokens of any text add up to it.
func FuzzShellTokens(f *testing.F) {
	for _, seed := range []string{"queens solve -n 8", "for p in 1 2; do echo $p > \"x $p\"; done # end", "a'b\"c${d", "$ $_ ${"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		var joined strings.Builder
		for _, tok := range shellTokens(code) {
			joined.WriteString(tok.Value)
		}
		if joined.String() != code {
			t.Errorf("the tokens of %q add up to %q", code, joined.String())
		}
	})
}
