//go:build exercise

package masks

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "masks", Approach)) }

// TestByHand checks rows whose attacked squares can be seen at a glance.
func TestByHand(t *testing.T) {
	cases := []struct {
		queens board.Board
		n      int
		want   uint32
		hint   string
	}{
		{board.Board{}, 4, 0b0000, "with no queen below, no square is attacked."},
		{board.Board{1}, 4, 0b0111, "a queen attacks its own column, bit 1 here, and the squares one column to either side in the row just above it."},
		{board.Board{0}, 4, 0b0011, "a1 has no square to its left: a shift by a negative count panics in Go, so leave that diagonal out."},
		{board.Board{3}, 4, 0b1100, "d1 has no square to its right on a board 4 wide: bit 4 is column 4, off the board, so mask it off."},
		{board.Board{1, 3}, 4, 0b1110, "b1 is two rows below row 2, so it attacks two columns to either side, d3 (and a square off the board); d2 attacks c3 and d3."},
		{board.Board{0, 4, 7, 5, 2, 6, 1}, 8, 0b11110111, "every square of rank 8 but d8 is attacked: d8 completes the first solution of eight queens."},
		{board.Board{0, 2}, 6, 0b001111, "a1 attacks a3 and c3, c2 attacks b3, c3 and d3: a square attacked twice is one bit."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Attacked(slices.Clone(tc.queens), tc.n); got != tc.want {
			failed = append(failed, fmt.Sprintf("Attacked(%v, %d) = %s, want %s:\n%s\nhint: %s",
				[]int(tc.queens), tc.n, binary(got, tc.n), binary(tc.want, tc.n), picture(tc.queens, tc.n, got, tc.want), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryState compares Attacked with the board package's test of two
// attacking squares, for every state of up to four queens on a board
// five columns wide, attacked or not.
func TestEveryState(t *testing.T) {
	const n = 5
	for queens := range exercisetest.Tuples(n, n-1) {
		want := attacked(queens, n)
		if got := Attacked(slices.Clone(queens), n); got != want {
			t.Fatalf("Attacked(%v, %d) = %s, want %s:\n%s\nhint: a queen k rows below attacks its own column and the columns k to either side, where they are on the board.",
				[]int(queens), n, binary(got, n), binary(want, n), picture(queens, n, got, want))
		}
	}
}

// TestLeavesTheQueensAlone checks that Attacked does not change the
// queens: the search goes on with the same slice.
func TestLeavesTheQueensAlone(t *testing.T) {
	queens := board.Board{1, 3, 0}
	Attacked(queens, 5)
	if !slices.Equal(queens, board.Board{1, 3, 0}) {
		t.Errorf("Attacked changed the queens [1 3 0] to %v.\nhint: only look at the queens; build the mask in a variable of your own.", []int(queens))
	}
}

// TestFindsTheSolutions runs the bit-mask search on your Attacked.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "the search places a queen on every square that Attacked leaves out, so Attacked missed a square that a queen below attacks.",
			Missed:       "the search places a queen on every square that Attacked leaves out, so Attacked counted a square of this solution as attacked.",
		}))
	}
}

// attacked is the mask Attacked should return, square by square.
func attacked(queens board.Board, n int) uint32 {
	var mask uint32
	for col := range n {
		next := board.Square{Row: len(queens), Col: col}
		for _, q := range queens.Queens() {
			if q.Attacks(next) {
				mask |= 1 << col
			}
		}
	}
	return mask
}

// binary writes a mask with at least n binary digits, as Go writes a
// literal: column 0 is the last digit.
func binary(mask uint32, n int) string {
	return fmt.Sprintf("0b%0*b", n, mask)
}

// picture draws the queens and, beside the next rank, the squares that
// the two masks hold.
func picture(queens board.Board, n int, got, want uint32) string {
	row := len(queens)
	b := append(slices.Clone(queens), board.Empty)
	note := fmt.Sprintf("<- attacked: want %s; yours %s", squares(want, row, n), squares(got, row, n))
	return exercisetest.Annotated(b, n, map[int]string{row: note})
}

// squares names the squares of row that mask holds, and any bit past
// the n columns.
func squares(mask uint32, row, n int) string {
	var names []string
	for col := range 32 {
		switch {
		case mask&(1<<col) == 0:
		case col < n:
			names = append(names, board.Square{Row: row, Col: col}.String())
		default:
			names = append(names, fmt.Sprintf("bit %d, off the board", col))
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}
