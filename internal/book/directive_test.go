package book

import (
	"slices"
	"strings"
	"testing"
)

func TestParseDirective(t *testing.T) {
	at := position{"chapters/x.md", 7}
	tests := []struct {
		line string
		want directive // compared on kind, dir, ident, args and wantFail
	}{
		{"<!-- code approaches/octal Solve -->", directive{kind: kindCode, dir: "approaches/octal", ident: "Solve"}},
		{"  <!--code   puzzle/board Board.String-->  ", directive{kind: kindCode, dir: "puzzle/board", ident: "Board.String"}},
		{"<!-- output approaches/octal ExampleSolve_fixed -->", directive{kind: kindOutput, dir: "approaches/octal", ident: "ExampleSolve_fixed"}},
		{"<!-- run queens -->", directive{kind: kindRun, args: []string{}}},
		{"<!-- run queens solve -n 4 -format tuple -->", directive{kind: kindRun, args: []string{"solve", "-n", "4", "-format", "tuple"}}},
		{`<!-- run queens solve -fixed 'c4, f2' -approach "" -->`, directive{kind: kindRun, args: []string{"solve", "-fixed", "c4, f2", "-approach", ""}}},
		{"<!-- run! queens solve -n 0 -->", directive{kind: kindRun, args: []string{"solve", "-n", "0"}, wantFail: true}},
	}
	for _, tt := range tests {
		d, ok, err := parseDirective(tt.line, at)
		if err != nil || !ok {
			t.Errorf("parseDirective(%q) = ok %v, error %v; want a directive", tt.line, ok, err)
			continue
		}
		if d.kind != tt.want.kind || d.dir != tt.want.dir || d.ident != tt.want.ident || !slices.Equal(d.args, tt.want.args) || d.wantFail != tt.want.wantFail {
			t.Errorf("parseDirective(%q) = %+v, want %+v", tt.line, *d, tt.want)
		}
		if d.at != at {
			t.Errorf("parseDirective(%q) is at %v, want %v", tt.line, d.at, at)
		}
	}
}

func TestParseDirectiveLeavesOtherLinesAlone(t *testing.T) {
	for _, line := range []string{
		"",
		"Some prose about <!-- code a B --> in a sentence.",
		"<!-- a comment for the authors -->",
		"<!-- TODO: code approaches/octal Solve -->",
		"<!-- code approaches/octal Solve",
		"# code",
	} {
		if d, ok, err := parseDirective(line, position{"x.md", 1}); ok || d != nil || err != nil {
			t.Errorf("parseDirective(%q) = %v, %v, %v; want no directive and no error", line, d, ok, err)
		}
	}
}

func TestParseDirectiveErrors(t *testing.T) {
	tests := []struct{ line, want string }{
		{"<!-- code approaches/octal -->", "want <!-- code PKGDIR IDENT -->"},
		{"<!-- code approaches/octal Solve extra -->", "want <!-- code PKGDIR IDENT -->"},
		{"<!-- output approaches/octal Solve -->", "Solve is not an Example function"},
		{"<!-- code ../elsewhere Solve -->", "must be a clean path inside the module"},
		{"<!-- code /abs/path Solve -->", "must be a clean path inside the module"},
		{"<!-- code approaches//octal Solve -->", "must be a clean path inside the module"},
		{"<!-- run ls -l -->", "write <!-- run queens ARGS... -->"},
		{"<!-- run -->", "write <!-- run queens ARGS... -->"},
		{"<!-- run queens solve -fixed 'c4 -->", "the quote ' is never closed"},
	}
	for _, tt := range tests {
		_, ok, err := parseDirective(tt.line, position{"chapters/x.md", 12})
		if !ok || err == nil {
			t.Errorf("parseDirective(%q) = ok %v, error %v; want an error", tt.line, ok, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), "chapters/x.md:12: ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseDirective(%q) error = %q, want chapters/x.md:12: and %q", tt.line, err, tt.want)
		}
	}
}

func TestSplitArgs(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"  solve  -n 8 ", []string{"solve", "-n", "8"}},
		{`-fixed 'c4, f2'`, []string{"-fixed", "c4, f2"}},
		{`-fixed "c4, f2"`, []string{"-fixed", "c4, f2"}},
		{`a'b c'd`, []string{"ab cd"}},
		{`'' x`, []string{"", "x"}},
		{`"it's"`, []string{"it's"}},
	}
	for _, tt := range tests {
		got, err := splitArgs(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("splitArgs(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestJoinArgs(t *testing.T) {
	got := joinArgs([]string{"solve", "-fixed", "c4,f2", "-name", "a b", "", "it's", `'"`})
	want := `solve -fixed c4,f2 -name 'a b' '' "it's" ''"'"'"'`
	if got != want {
		t.Errorf("joinArgs = %s, want %s", got, want)
	}
}

// FuzzSplitJoin checks that a command line written by joinArgs reads back
// as the same words.
func FuzzSplitJoin(f *testing.F) {
	for _, seed := range []string{"solve -n 8", `-fixed 'c4, f2'`, `"it's" ''`, `a"b'c`, `"'"'"'`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		words, err := splitArgs(line)
		if err != nil {
			return
		}
		again, err := splitArgs(joinArgs(words))
		if err != nil || !slices.Equal(again, words) {
			t.Errorf("splitArgs(joinArgs(%q)) = %q, %v", words, again, err)
		}
	})
}

// FuzzParseDirective checks that no line of a chapter panics the
// directive parser, that every error is one line that says where, and
// that a run cell's command reads back from the words it holds.
func FuzzParseDirective(f *testing.F) {
	for _, seed := range []string{
		"<!-- code approaches/octal Solve -->", "<!-- output approaches/octal ExampleSolve_fixed -->",
		"<!-- run queens solve -n 4 -format tuple -->", `<!-- run queens solve -fixed 'c4, f2' -approach "" -->`,
		"<!-- run! queens solve -n 0 -->", "<!-- picture diagonals -->", "<!-- stepper approach=octal n=6 -->",
		"<!-- run -->", "<!-- run queens 'unclosed -->", "<!-- code -->", "<!---->", "<!-- code a b c d -->", "text",
	} {
		f.Add(seed)
	}
	at := position{"chapters/fuzz.md", 3}
	f.Fuzz(func(t *testing.T, line string) {
		d, ok, err := parseDirective(line, at)
		switch {
		case err != nil:
			if !ok || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), at.String()+": ") {
				t.Fatalf("parseDirective(%q): ok %v, error %q; want one line that starts with the place", line, ok, err)
			}
		case ok && d.kind == kindRun:
			words, err := splitArgs(joinArgs(d.args))
			if err != nil || !slices.Equal(words, d.args) {
				t.Fatalf("parseDirective(%q): the cell's words %q read back as %q, %v", line, d.args, words, err)
			}
		}
	})
}
