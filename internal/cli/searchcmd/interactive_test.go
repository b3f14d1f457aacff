package searchcmd

import (
	"bufio"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// At a terminal every bad line gets its reason and another prompt, until
// a line fits the board.
func TestReadFixedAsksAgain(t *testing.T) {
	lines := []struct{ line, reason string }{
		{"0040020", `fixed "0040020" has 7 digits, but the board has 8 files`},
		{"i1", "fixed queen i1 is off the 8 x 8 board"},
		{"a1,a5", "fixed queens a1 and a5 attack each other (same file)"},
		{"a1,h1", "fixed queens a1 and h1 attack each other (same rank)"},
		{"c4,e6", "fixed queens c4 and e6 attack each other (same diagonal)"},
		{"queen on c4", `"queen on c4" is not a square`},
		{"00900000", `puts a queen on c9, past rank 8`},
	}
	var input strings.Builder
	for _, l := range lines {
		input.WriteString(l.line + "\n")
	}
	input.WriteString("00400200\n")
	var prompt strings.Builder
	fixed, ok, err := readFixed(bufio.NewReader(strings.NewReader(input.String())), &prompt, true, board.SquareProblem(8))
	if !ok || err != nil {
		t.Fatalf("ok %v, err %v; want the last line's queens", ok, err)
	}
	if want := []board.Square{{Row: 3, Col: 2}, {Row: 1, Col: 5}}; !slices.Equal(fixed, want) {
		t.Errorf("fixed %v, want %v", fixed, want)
	}
	shown := prompt.String()
	if got := strings.Count(shown, "fixed> "); got != len(lines)+1 {
		t.Errorf("%d prompts, want %d:\n%s", got, len(lines)+1, shown)
	}
	for _, l := range lines {
		if !strings.Contains(shown, l.reason) {
			t.Errorf("no reason given for %q; want %q in\n%s", l.line, l.reason, shown)
		}
	}
}

// The end of the input quits without an error, at a terminal or not; a
// last line without a newline still counts.
func TestReadFixedAtTheEnd(t *testing.T) {
	for _, retry := range []bool{true, false} {
		_, ok, err := readFixed(bufio.NewReader(strings.NewReader("")), &strings.Builder{}, retry, board.SquareProblem(8))
		if ok || err != nil {
			t.Errorf("retry %v, empty input: ok %v, err %v; want a quiet end", retry, ok, err)
		}
		fixed, ok, err := readFixed(bufio.NewReader(strings.NewReader("c4")), &strings.Builder{}, retry, board.SquareProblem(8))
		if !ok || err != nil || len(fixed) != 1 {
			t.Errorf("retry %v, c4 without a newline: %v, ok %v, err %v", retry, fixed, ok, err)
		}
		_, ok, err = readFixed(bufio.NewReader(strings.NewReader("c9")), &strings.Builder{}, retry, board.SquareProblem(8))
		if ok || err == nil {
			t.Errorf("retry %v, a bad last line: ok %v, err %v; want a usage error", retry, ok, err)
		}
	}
}

// The help shows both forms with an example that fits the board, and
// leaves the digit form out where ranks need two digits.
func TestPlacementHelp(t *testing.T) {
	tests := []struct {
		p            board.Problem
		want, absent []string
	}{
		{board.SquareProblem(8), []string{"8 x 8", "c4,f2", "a to h:  00400200"}, nil},
		{board.Problem{Rows: 3, Cols: 7}, []string{"3 x 7", "squares, separated by commas:  f2", "a to g:  0000020"}, nil},
		{board.SquareProblem(2), []string{"squares, separated by commas:  a1", "a to b:  10"}, nil},
		{board.SquareProblem(12), []string{"12 x 12", "c4,f2"}, []string{"digit"}},
		{board.Problem{Rows: 3, Cols: 60}, []string{"3 x 60", "commas:  f2"}, []string{"digit"}},
	}
	for _, tt := range tests {
		help := placementHelp(tt.p)
		for _, s := range tt.want {
			if !strings.Contains(help, s) {
				t.Errorf("%v: help lacks %q:\n%s", tt.p, s, help)
			}
		}
		for _, s := range tt.absent {
			if strings.Contains(help, s) {
				t.Errorf("%v: help has %q:\n%s", tt.p, s, help)
			}
		}
		for _, line := range strings.Split(help, "\n") {
			if len(line) > promptWidth {
				t.Errorf("%v: a line of the help is %d columns wide, past %d: %q", tt.p, len(line), promptWidth, line)
			}
		}
	}
}
