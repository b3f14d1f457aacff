package harnesstest

import (
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// TestSolutions checks the brute force itself against the published
// counts, on rectangles against their reflections, and with a fixed queen.
func TestSolutions(t *testing.T) {
	for n := 1; n <= 8; n++ {
		if got := len(Solutions(board.SquareProblem(n))); got != oeis.Solutions(n) {
			t.Errorf("n = %d: %d solutions, want %d", n, got, oeis.Solutions(n))
		}
	}
	for _, p := range []board.Problem{{Rows: 4, Cols: 6}, {Rows: 3, Cols: 5}, {Rows: 5, Cols: 8}} {
		wide, tall := Solutions(p), Solutions(board.Problem{Rows: p.Cols, Cols: p.Rows})
		if len(wide) == 0 || len(wide) != len(tall) {
			t.Errorf("%v: %d solutions, its reflection %d", p, len(wide), len(tall))
		}
		for _, b := range tall {
			if len(b.Queens()) != p.Rows {
				t.Errorf("%v on its side: %v holds %d queens", p, b, len(b.Queens()))
			}
		}
	}
	fixed := Solutions(board.SquareProblem(6).WithFixed(board.Square{Row: 0, Col: 1}))
	if len(fixed) != 1 || fixed[0].String() != "1 3 5 0 2 4" {
		t.Errorf("6 x 6 with b1 fixed: %v, want only 1 3 5 0 2 4", fixed)
	}
}
