package chapters

import (
	"strings"
	"testing"
)

// TestAnchors checks the anchors GitHub gives headings, the ones its
// Markdown renderer writes as id="user-content-ANCHOR".
func TestAnchors(t *testing.T) {
	taken := anchors{}
	tests := []struct{ heading, want string }{
		{"The eight queens puzzle", "the-eight-queens-puzzle"},
		{"Try it", "try-it"},
		{"Try it", "try-it-1"},
		{"Try it", "try-it-2"},
		{"try-it-1", "try-it-1-1"}, // taken by the second "Try it"
		{"The `conflict` function", "the-conflict-function"},
		{"Why 8! = 40,320?", "why-8--40320"},
		{"C(64, 8): *choosing* squares", "c64-8-choosing-squares"},
		{"The `num_attempts` counter", "the-num_attempts-counter"},
		{"_Emphasis_ and snake_case", "emphasis-and-snake_case"},
		{"See [the octal chapter](octal.md)", "see-the-octal-chapter"},
		{"Zählen à la française", "zählen-à-la-française"},
	}
	for _, tt := range tests {
		if got := taken.add(tt.heading); got != tt.want {
			t.Errorf("anchor of %q = %q, want %q", tt.heading, got, tt.want)
		}
	}
}

func TestParseHeading(t *testing.T) {
	tests := []struct {
		line  string
		level int
		text  string
	}{
		{"# Title", 1, "Title"},
		{"### Deeper ###", 3, "Deeper"},
		{"## C# is a language", 2, "C# is a language"},
		{"   ## Indented", 2, "Indented"},
		{"#", 1, ""},
		{"    # code, indented four", 0, ""},
		{"#hashtag", 0, ""},
		{"####### seven", 0, ""},
		{"text", 0, ""},
	}
	for _, tt := range tests {
		level, text := parseHeading(tt.line)
		if level != tt.level || text != tt.text {
			t.Errorf("parseHeading(%q) = %d, %q; want %d, %q", tt.line, level, text, tt.level, tt.text)
		}
	}
}

func TestFences(t *testing.T) {
	lines := []string{
		"text",              // false
		"```go",             // true: opens
		"# comment",         // true
		"~~~",               // true: a tilde fence does not close a backtick one
		"```",               // true: closes
		"text",              // false
		"````",              // true: opens with four
		"```",               // true: too short to close
		"````",              // true: closes
		"``` not `a fence`", // false: an info string with a backtick is inline code
		"    ```",           // false: indented four, an indented code line
	}
	want := []bool{false, true, true, true, true, false, true, true, true, false, false}
	var f fences
	for i, l := range lines {
		if got := f.step(l); got != want[i] {
			t.Errorf("line %d %q: code = %v, want %v", i+1, l, got, want[i])
		}
	}
}

func TestMapLinks(t *testing.T) {
	line := "A [link](a.md), an ![image](img/x.svg \"title\"), `[code](not.md)` and [web](https://go.dev)."
	got := mapLinks(line, strings.ToUpper)
	want := "A [link](A.MD), an ![image](IMG/X.SVG \"title\"), `[code](not.md)` and [web](HTTPS://GO.DEV)."
	if got != want {
		t.Errorf("mapLinks =\n%s\nwant\n%s", got, want)
	}
}

func TestSplitCode(t *testing.T) {
	got := splitCode("a `b` c ``d ` e`` f `g")
	want := []span{{"a ", false}, {"`b`", true}, {" c ", false}, {"``d ` e``", true}, {" f `g", false}}
	if len(got) != len(want) {
		t.Fatalf("splitCode = %+v, want %+v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("span %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestFenced(t *testing.T) {
	if got, want := fenced("text", "a\nb"), "```text\na\nb\n```\n"; got != want {
		t.Errorf("fenced = %q, want %q", got, want)
	}
	if got, want := fenced("go", "s := `\n```\n`\n"), "````go\ns := `\n```\n`\n````\n"; got != want {
		t.Errorf("fenced with a fence inside = %q, want %q", got, want)
	}
}
