//go:build exercise

package diagonals

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "diagonals", Approach)) }

// TestByHand checks boards whose diagonals can be seen at a glance.
func TestByHand(t *testing.T) {
	cases := []struct {
		b    board.Board
		want bool
		hint string
	}{
		{board.Board{0, 1, 2, 3}, false, "every queen is on the diagonal going down to the right, along which row-col stays the same."},
		{board.Board{3, 2, 1, 0}, false, "every queen is on the diagonal going down to the left, along which row+col stays the same."},
		{board.Board{1, 3, 0, 2}, true, "this is a solution: a test that rejects it is too strict. Compare each pair of queens once, and never a queen with itself."},
		{board.Board{2, 0, 3, 1}, true, "this is a solution, the mirror image of 1 3 0 2."},
		{board.Board{0, 2, 4, 1, 3, 5}, false, "only the queens of rows 0 and 5 meet, on the long diagonal: compare every pair, not only neighbouring rows."},
		{board.Board{5, 3, 1, 4, 2, 0}, false, "only the queens of rows 0 and 5 meet, on the long diagonal going down to the left."},
		{board.Board{0}, true, "a single queen attacks nobody."},
		{board.Board{}, true, "an empty board has no queens to attack each other."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Valid(slices.Clone(tc.b)); got != tc.want {
			failed = append(failed, fmt.Sprintf("Valid(%v) = %v, want %v:\n%s\nhint: %s", tc.b, got, tc.want, exercisetest.Picture(tc.b, len(tc.b)), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryPermutation compares Valid with the board package's own check
// on every permutation up to 7 x 7.
func TestEveryPermutation(t *testing.T) {
	for n := 1; n <= 7; n++ {
		for b := range permfilter.Permutations(board.Board(exercisetest.Columns(n))) {
			why := exercisetest.Why(board.SquareProblem(n), b)
			if got := Valid(slices.Clone(b)); got != (why == "") {
				t.Fatalf("Valid(%v) = %v, want %v:\n%s\nhint: %s", b, got, !got, exercisetest.Picture(b, n), whyNot(why))
			}
		}
	}
}

// whyNot explains the right answer for a board that Valid judged wrong.
func whyNot(why string) string {
	if why == "" {
		return "no two queens of this board share a diagonal. Two queens share one when the distance between their rows equals the distance between their columns."
	}
	return why + "."
}

// TestLeavesTheBoardAlone checks that Valid does not change its board:
// the filter passes the very slice on when Valid accepts it.
func TestLeavesTheBoardAlone(t *testing.T) {
	for _, b := range []board.Board{{1, 3, 0, 2}, {0, 1, 2, 3}} {
		before := slices.Clone(b)
		Valid(b)
		if !slices.Equal(b, before) {
			t.Fatalf("Valid(%v) changed its board to %v.\nhint: only look at the board; count or mark in a slice of your own.", before, b)
		}
	}
}

// TestFindsTheSolutions runs the permutation filter on your Valid.
func TestFindsTheSolutions(t *testing.T) {
	if fault := exercisetest.Fault(Approach, 1, 2, 3, 4, 5, 6, 7); fault != "" {
		t.Errorf("%s\nhint: the filter keeps the permutations Valid accepts, so Valid judged this board wrong.", fault)
	}
}
