//go:build exercise

package conflict

import (
	"fmt"
	"iter"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "conflict", Approach)) }

// TestByHand checks placements that can be judged at a glance.
func TestByHand(t *testing.T) {
	cases := []struct {
		state []int
		nextX int
		want  bool
		hint  string
	}{
		{nil, 3, false, "row 0 has no queen above it, so nothing can attack it."},
		{[]int{2}, 2, true, "the same column: the horizontal distance is 0."},
		{[]int{2}, 3, true, "one row down and one column to the right is a diagonal."},
		{[]int{2}, 1, true, "one row down and one column to the left is a diagonal too: take the absolute value of the horizontal distance."},
		{[]int{2}, 0, false, "two columns apart but only one row apart: no attack."},
		{[]int{0, 3}, 2, true, "the queen of row 0 attacks from two rows up: compare the horizontal distance with the vertical distance, not with 1."},
		{[]int{1, 3}, 0, false, "no queen above attacks column 0 of row 2."},
		{[]int{0, 4, 7, 5, 2, 6, 1}, 3, false, "this completes the first solution of eight queens."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Conflict(slices.Clone(tc.state), tc.nextX); got != tc.want {
			failed = append(failed, fmt.Sprintf("Conflict(%v, %d) = %v, want %v; the candidate is the last row:\n%s\nhint: %s",
				tc.state, tc.nextX, got, tc.want, picture(tc.state, tc.nextX), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryPlacement compares Conflict with the board package's test of
// two attacking squares, for every state of up to four queens on a board
// five columns wide and every column of the next row.
func TestEveryPlacement(t *testing.T) {
	const n = 5
	for state := range states(n, n-1) {
		for x := range n {
			attacker := attackerOf(state, x)
			if got := Conflict(slices.Clone(state), x); got != (attacker >= 0) {
				t.Fatalf("Conflict(%v, %d) = %v, want %v; the candidate is the last row:\n%s\nhint: %s",
					state, x, got, !got, picture(state, x), explain(state, x, attacker))
			}
		}
	}
}

// TestLeavesStateAlone checks that Conflict does not change the queens
// placed so far.
func TestLeavesStateAlone(t *testing.T) {
	state := []int{1, 3, 0}
	Conflict(state, 2)
	Conflict(state, 4)
	if !slices.Equal(state, []int{1, 3, 0}) {
		t.Errorf("Conflict changed the state [1 3 0] to %v.\nhint: only look at the queens above; the search goes on with the same state.", state)
	}
}

// TestFindsTheSolutions runs the tuple-state generator on your Conflict.
func TestFindsTheSolutions(t *testing.T) {
	if fault := exercisetest.Fault(Approach, 1, 2, 3, 4, 5, 6, 7); fault != "" {
		t.Errorf("%s\nhint: the generator places a queen wherever Conflict allows it, so Conflict judged a column of this board wrong.", fault)
	}
}

// states yields every tuple of up to most columns from 0 to n-1, the
// empty one first.
func states(n, most int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		var grow func(state []int) bool
		grow = func(state []int) bool {
			if !yield(state) {
				return false
			}
			if len(state) == most {
				return true
			}
			for x := range n {
				if !grow(append(slices.Clone(state), x)) {
					return false
				}
			}
			return true
		}
		grow(nil)
	}
}

// attackerOf returns the row of the first queen of state that attacks
// column x of the next row, or -1.
func attackerOf(state []int, x int) int {
	next := board.Square{Row: len(state), Col: x}
	for y, col := range state {
		if (board.Square{Row: y, Col: col}).Attacks(next) {
			return y
		}
	}
	return -1
}

// explain says why the right answer is right.
func explain(state []int, x, attacker int) string {
	if attacker < 0 {
		return "no queen above attacks this square: a queen attacks along its column and its two diagonals only."
	}
	dx, dy := abs(state[attacker]-x), len(state)-attacker
	if dx == 0 {
		return fmt.Sprintf("the queen of row %d stands in the same column.", attacker)
	}
	return fmt.Sprintf("the queen of row %d is %s up and %s across: a diagonal.", attacker, exercisetest.Count(dy, "row"), exercisetest.Count(dx, "column"))
}

// picture draws the state with the candidate as its last row.
func picture(state []int, x int) string {
	b := board.Board(append(slices.Clone(state), x))
	return exercisetest.Picture(b, max(slices.Max(b)+1, len(b), 4))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
