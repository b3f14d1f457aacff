package verify

import (
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/queensbook/queens/puzzle/board"
)

func TestRead(t *testing.T) {
	good := map[string]board.Board{
		"1 3 0 2":          {1, 3, 0, 2},
		"1\n3\n0\n2\n":     {1, 3, 0, 2},
		"  1\t3 \r\n0  2 ": {1, 3, 0, 2},
		"7":                {7},
		"0 -1":             {0, -1},
		"- - 0 2 1":        {board.Empty, board.Empty, 0, 2, 1},
		"0 2 4 1 7":        {0, 2, 4, 1, 7},
	}
	for in, want := range good {
		got, err := Read(strings.NewReader(in), 10)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Read(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	bad := map[string]string{
		"":                         "no columns",
		" \n ":                     "no columns",
		"1 3 x 2":                  `word 3, "x", is not a column number`,
		"1 3 0 2 4":                "more than 4 columns",
		"1 2.5":                    `word 2, "2.5"`,
		"1 -- 2":                   `word 2, "--"`,
		strings.Repeat("9", 70000): "too long",
	}
	for in, want := range bad {
		_, err := Read(strings.NewReader(in), 4)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Read(%.30q) = %v, want an error saying %q", in, err, want)
		}
	}
}

func TestReadPassesOnReadErrors(t *testing.T) {
	_, err := Read(iotest.ErrReader(iotest.ErrTimeout), 10)
	if err != iotest.ErrTimeout {
		t.Errorf("Read of a failing reader = %v, want %v", err, iotest.ErrTimeout)
	}
}

// FuzzReadCheck feeds Read arbitrary files: it must never panic, a board
// it returns must survive a round trip through its tuple form, and Check
// and CheckOn must agree with board.Problem.Solves on it, on the square
// board and on the narrowest board it fits.
func FuzzReadCheck(f *testing.F) {
	for _, seed := range []string{
		"1 3 0 2", "0 4 7 5 2 6 1 3", "0 0", "1\n3\n0\n2\n", "-1 2", "x", "", "+1 -0",
		// A wide board's tuple, as 'queens solve -rows 5 -cols 8' writes it.
		"0 2 4 1 7", "0 2 4 6 1",
		// A tall board's, as 'solve -rows 8 -cols 5' writes it.
		"- - - 0 2 4 1 3", "- - - 0 3 1 4 2\n", "1 - 0", "- -", "-", "- 0 - 1",
		// The fundamental solution that 'solve -n 6 -unique' writes.
		"1 3 5 0 2 4",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		b, err := Read(strings.NewReader(in), 64)
		if err != nil {
			return
		}
		again, err := Read(strings.NewReader(b.String()), 64)
		if err != nil || !slices.Equal(again, b) {
			t.Fatalf("round trip of %v gave %v, %v", b, again, err)
		}
		if (Check(b) == nil) != board.SquareProblem(len(b)).Solves(b) {
			t.Fatalf("Check and Solves disagree on %v", b)
		}
		cols := Columns(b)
		if cols < 1 || cols > 1<<12 {
			return // no board, or too wide to allocate for in a fuzz test
		}
		if (CheckOn(b, cols) == nil) != (board.Problem{Rows: len(b), Cols: cols}).Solves(b) {
			t.Fatalf("CheckOn(%d) and Solves disagree on %v", cols, b)
		}
	})
}
