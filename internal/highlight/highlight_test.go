package highlight

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// spelled writes tokens for a test to read: text as it is, every other
// token as [Kind text].
func spelled(tokens []Token) string {
	var s strings.Builder
	for _, tok := range tokens {
		if tok.Kind == Text {
			s.WriteString(tok.Text)
		} else {
			fmt.Fprintf(&s, "[%s %s]", tok.Kind, tok.Text)
		}
	}
	return s.String()
}

// joined returns the texts of tokens, one after the other.
func joined(tokens []Token) string {
	var s strings.Builder
	for _, tok := range tokens {
		s.WriteString(tok.Text)
	}
	return s.String()
}

func TestGo(t *testing.T) {
	for code, want := range map[string]string{
		"package p // the package":   "[Keyword package] p [Comment // the package]",
		`/* a */ import "fmt"`:       `[Comment /* a */] [Keyword import] [String "fmt"]`,
		"func F[E any](n int) error": "[Keyword func] F[E [Type any]](n [Type int]) [Type error]",
		"for x := range len(s) { f(int(x), any(x)) }": "[Keyword for] x [Operator :=] [Keyword range] [Builtin len](s) " +
			"{ [Function f]([Builtin int](x), [Type any](x)) }",
		"x = 12 + 0x1F + 0o644 + 1.5 + 2i": "x = [Number 12] [Operator +] [Number 0x1F] [Operator +] [Number 0o644] [Operator +] [Number 1.5] [Operator +] [Number 2i]",
		"c <- 'q' == nil || true":          "c [Operator <-] [String 'q'] [Operator ==] [Constant nil] [Operator ||] [Constant true]",
		"s := `raw\nstring` # @":           "s [Operator :=] [String `raw\nstring`] [Error #] [Error @]",
	} {
		if got := spelled(Go(code)); got != want {
			t.Errorf("%s:\ngot  %s\nwant %s", code, got, want)
		}
	}
}

// The tokens of every Go file of the module add up to the file, and
// go/scanner finds nothing in them that it cannot read.
func TestGoOfTheModule(t *testing.T) {
	files := 0
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../..":
			return filepath.SkipDir
		case d.IsDir() || filepath.Ext(path) != ".go":
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		tokens := Go(string(text))
		if joined(tokens) != string(text) {
			t.Errorf("%s: the tokens do not add up to the file", path)
		}
		for _, tok := range tokens {
			if tok.Kind == Error {
				t.Errorf("%s: an error token %q", path, tok.Text)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Errorf("read %d Go files; the module has more", files)
	}
}

func TestShell(t *testing.T) {
	for code, want := range map[string]string{
		"queens solve -n 8 -fixed 00400200":      "queens solve -n [Number 8] -fixed [Number 00400200]",
		"go run ./cmd/queens read  # the list":   "go run ./cmd/queens read  [Comment # the list]",
		"echo c6,d2 | queens solve -interactive": "[Builtin echo] c6,d2 [Operator |] queens solve -interactive",
		"for p in 1 2; do queens -shard $p/2 > part$p.json; done": "[Keyword for] p in [Number 1] [Number 2][Operator ;] [Keyword do] queens -shard [Variable $p]/2 " +
			"[Operator >] part[Variable $p].json[Operator ;] [Keyword done]",
		`queens solve -fixed 'c4, f2' -o "${HOME}/a b"`: `queens solve -fixed [String 'c4, f2'] -o [String "${HOME}/a b"]`,
		"cd /tmp && read x # a#b\nexit 1":               "[Builtin cd] /tmp [Operator &&] [Builtin read] x [Comment # a#b]\n[Builtin exit] [Number 1]",
		"echo 'unclosed":                                "[Builtin echo] [String 'unclosed]",
	} {
		if got := spelled(Shell(code)); got != want {
			t.Errorf("%s:\ngot  %s\nwant %s", code, got, want)
		}
	}
}

func TestTokens(t *testing.T) {
	for _, tt := range []struct{ lang, code, want string }{
		{"go", "x := 1", "x [Operator :=] [Number 1]"},
		{"sh", "echo 1", "[Builtin echo] [Number 1]"},
		{"bash", "echo 1", "[Builtin echo] [Number 1]"},
		{"text", "x := 1", "x := 1"},
		{"", "echo 1", "echo 1"},
	} {
		if got := spelled(Tokens(tt.lang, tt.code)); got != tt.want {
			t.Errorf("Tokens(%q, %q) = %s, want %s", tt.lang, tt.code, got, tt.want)
		}
	}
	if tokens := Tokens("text", ""); len(tokens) != 0 {
		t.Errorf("Tokens of no text = %v, want none", tokens)
	}
}

// FuzzGo checks that the tokens of any text add up to it.
func FuzzGo(f *testing.F) {
	for _, seed := range []string{"package p\n\nfunc f() { return `x` }\n", "/* open", "'\\", "\x00\xff"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if got := joined(Go(code)); got != code {
			t.Errorf("the tokens of %q add up to %q", code, got)
		}
	})
}

// FuzzShell checks that the tokens of any text add up to it.
func FuzzShell(f *testing.F) {
	for _, seed := range []string{"queens solve -n 8", "for p in 1 2; do echo $p > \"x $p\"; done # end", "a'b\"c${d", "$ $_ ${"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		if got := joined(Shell(code)); got != code {
			t.Errorf("the tokens of %q add up to %q", code, got)
		}
	})
}
