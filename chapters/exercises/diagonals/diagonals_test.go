//go:build exercise

package diagonals

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "diagonals", Approach)) }

// TestByHand checks boards whose diagonals can be seen at a glance.
func TestByHand(t *testing.T) {
	cases := []struct {
		b          board.Board
		row, below int
		hint       string
	}{
		{board.Board{0, 1, 2, 3}, 1, 0, "every queen is on the diagonal going up to the right, along which col-row stays the same; the first one attacked is b2."},
		{board.Board{3, 2, 1, 0}, 1, 0, "every queen is on the diagonal going up to the left, along which row+col stays the same."},
		{board.Board{1, 3, 0, 2}, -1, -1, "this is a solution: a test that finds a clash is too strict. Never compare a queen with itself."},
		{board.Board{2, 0, 3, 1}, -1, -1, "this is a solution, the mirror image of 1 3 0 2."},
		{board.Board{0, 2, 4, 1, 3, 5}, 5, 0, "only the queens of rows 0 and 5 meet, on the long diagonal: look at every queen below, not only the next row down."},
		{board.Board{5, 3, 1, 4, 2, 0}, 5, 0, "only the queens of rows 0 and 5 meet, on the long diagonal going up to the left."},
		{board.Board{1, 3, 2, 0}, 2, 1, "b1 and d2 are safe, and c3 is attacked from d2: the queen attacking may stand in any row below, not only row 0."},
		{board.Board{0, 3, 2, 1}, 2, 0, "c3 is attacked along both diagonals, from a1 and from d2: name the lowest of its attackers, as the trace does."},
		{board.Board{3, 0, 4, 1, 2}, 4, 2, "the first four queens are safe, and c5 is attacked from e3 and from b4: the lowest of them is e3, in row 2."},
		{board.Board{0}, -1, -1, "a single queen attacks nobody."},
		{board.Board{}, -1, -1, "an empty board has no queens to attack each other."},
	}
	var failed []string
	for _, tc := range cases {
		if row, below := Clash(slices.Clone(tc.b)); row != tc.row || below != tc.below {
			failed = append(failed, fmt.Sprintf("Clash(%v) = %d, %d, want %d, %d:\n%s\nhint: %s",
				tc.b, row, below, tc.row, tc.below, drawn(tc.b, tc.row, tc.below), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryPermutation compares Clash with the book's trace, which names
// the same two queens when it rejects a board, on every permutation up
// to 7 x 7.
func TestEveryPermutation(t *testing.T) {
	for n := 1; n <= 7; n++ {
		for b := range permfilter.Permutations(board.Board(exercisetest.Columns(n))) {
			wantRow, wantBelow := traced(b)
			if row, below := Clash(slices.Clone(b)); row != wantRow || below != wantBelow {
				t.Fatalf("Clash(%v) = %d, %d, want %d, %d:\n%s\nhint: %s",
					b, row, below, wantRow, wantBelow, drawn(b, wantRow, wantBelow), explain(b, wantRow, wantBelow))
			}
		}
	}
}

// traced returns the rows of the two queens that the book's trace names
// when it rejects b, or -1, -1 when b is a solution.
func traced(b board.Board) (row, below int) {
	if permfilter.Valid(b) {
		return -1, -1
	}
	step := harness.Tested(b, false)
	return step.Square.Row, step.With.Row
}

// explain says why the right answer is right.
func explain(b board.Board, row, below int) string {
	if row < 0 {
		return "no two queens of this board share a diagonal: two queens share one when they are as many rows apart as columns apart."
	}
	q, by := board.Square{Row: row, Col: b[row]}, board.Square{Row: below, Col: b[below]}
	return fmt.Sprintf("%v is the first queen, going up, that a queen below attacks: %v, %s down and %s across; no queen below %v is attacked by one of its own.",
		q, by, exercisetest.Count(row-below, "row"), exercisetest.Count(distance(q.Col, by.Col), "column"), q)
}

// drawn draws b with the two queens Clash should name marked beside
// their ranks.
func drawn(b board.Board, row, below int) string {
	notes := map[int]string{}
	if row >= 0 {
		notes[row] = "<- the first queen attacked"
		notes[below] = "<- the lowest queen attacking it"
	}
	return exercisetest.Annotated(b, len(b), notes)
}

// TestLeavesTheBoardAlone checks that Clash does not change its board:
// the filter passes the very slice on when Clash finds no clash.
func TestLeavesTheBoardAlone(t *testing.T) {
	for _, b := range []board.Board{{1, 3, 0, 2}, {0, 1, 2, 3}} {
		before := slices.Clone(b)
		Clash(b)
		if !slices.Equal(b, before) {
			t.Fatalf("Clash(%v) changed its board to %v.\nhint: only look at the board; mark in slices of your own.", before, b)
		}
	}
}

// TestFindsTheSolutions runs the permutation filter on your Clash.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "the filter keeps the permutations on which Clash finds no clash, and Clash found none on this board.",
			Missed:       "the filter keeps the permutations on which Clash finds no clash, and Clash found one on this solution.",
		}))
	}
}

// distance is how far apart two rows or two columns are. It is not
// called abs, a name your code may well use.
func distance(a, b int) int {
	if a < b {
		return b - a
	}
	return a - b
}
