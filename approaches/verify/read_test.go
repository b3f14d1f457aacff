package verify

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/queensbook/queens/approaches/board"
)

func TestRead(t *testing.T) {
	good := map[string]board.Board{
		"1 3 0 2":          {1, 3, 0, 2},
		"1\n3\n0\n2\n":     {1, 3, 0, 2},
		"  1\t3 \r\n0  2 ": {1, 3, 0, 2},
		"7":                {7},
		"0 -1":             {0, -1},
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
// must agree with board.Problem.Solves on it.
func FuzzReadCheck(f *testing.F) {
	for _, seed := range []string{"1 3 0 2", "0 4 7 5 2 6 1 3", "0 0", "1\n3\n0\n2\n", "-1 2", "x", "", "+1 -0"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		b, err := Read(strings.NewReader(in), 64)
		if err != nil {
			return
		}
		// Not b.String, which writes board.Empty (-1) as "-".
		tuple := strings.Trim(fmt.Sprint([]int(b)), "[]")
		again, err := Read(strings.NewReader(tuple), 64)
		if err != nil || !slices.Equal(again, b) {
			t.Fatalf("round trip of %v gave %v, %v", b, again, err)
		}
		if (Check(b) == nil) != board.Square(len(b)).Solves(b) {
			t.Fatalf("Check and Solves disagree on %v", b)
		}
	})
}
