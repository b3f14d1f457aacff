//go:build exercise

package conflict

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "conflict", Approach)) }

// TestByHand checks placements that can be judged at a glance.
func TestByHand(t *testing.T) {
	cases := []struct {
		state []int
		nextX int
		want  int
		hint  string
	}{
		{nil, 3, -1, "row 0 has no queen below it, so nothing can attack it."},
		{[]int{2}, 2, 0, "the same column: the horizontal distance is 0."},
		{[]int{2}, 3, 0, "one row up and one column to the right is a diagonal."},
		{[]int{2}, 1, 0, "one row up and one column to the left is a diagonal too: take the absolute value of the horizontal distance."},
		{[]int{2}, 0, -1, "two columns apart but only one row apart: no attack."},
		{[]int{0, 4}, 2, 0, "the queen of row 0 attacks from two rows down: compare the horizontal distance with the vertical distance, not with 1."},
		{[]int{1, 3}, 0, -1, "no queen below attacks column 0 of row 2."},
		{[]int{0, 2}, 2, 0, "both queens attack c3, a1 along a diagonal and c2 along the column: the lowest is a1, in row 0."},
		{[]int{3, 0, 2}, 2, 1, "a2 attacks c4 along a diagonal and c3 along the column; d1 does not. The lowest attacker is a2, in row 1."},
		{[]int{0, 4, 7, 5, 2, 6, 1}, 3, -1, "this completes the first solution of eight queens."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Attacker(slices.Clone(tc.state), tc.nextX); got != tc.want {
			failed = append(failed, fmt.Sprintf("Attacker(%v, %d) = %d, want %d:\n%s\nhint: %s",
				tc.state, tc.nextX, got, tc.want, picture(tc.state, tc.nextX, tc.want), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryPlacement compares Attacker with the board package's test of
// two attacking squares, for every state of up to four queens on a board
// five columns wide and every column of the next row.
func TestEveryPlacement(t *testing.T) {
	const n = 5
	for state := range exercisetest.Tuples(n, n-1) {
		for x := range n {
			want := lowestAttacker(state, x)
			if got := Attacker(slices.Clone(state), x); got != want {
				t.Fatalf("Attacker(%v, %d) = %d, want %d:\n%s\nhint: %s",
					state, x, got, want, picture(state, x, want), explain(state, x, got, want))
			}
		}
	}
}

// TestLeavesStateAlone checks that Attacker does not change the queens
// placed so far.
func TestLeavesStateAlone(t *testing.T) {
	state := []int{1, 3, 0}
	Attacker(state, 2)
	Attacker(state, 4)
	if !slices.Equal(state, []int{1, 3, 0}) {
		t.Errorf("Attacker changed the state [1 3 0] to %v.\nhint: only look at the queens below; the search goes on with the same state.", state)
	}
}

// TestFindsTheSolutions runs the tuple-state generator on your Attacker.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "the generator places a queen wherever Attacker returns -1, so Attacker missed an attack on one of this board's queens.",
			Missed:       "the generator places a queen wherever Attacker returns -1, so Attacker saw an attack on one of this solution's queens that is not there.",
		}))
	}
}

// lowestAttacker returns the lowest row of state whose queen attacks
// column x of the next row, or -1.
func lowestAttacker(state []int, x int) int {
	next := board.Square{Row: len(state), Col: x}
	for y, col := range state {
		if (board.Square{Row: y, Col: col}).Attacks(next) {
			return y
		}
	}
	return -1
}

// explain says why the right answer is right.
func explain(state []int, x, got, want int) string {
	if want < 0 {
		return "no queen below attacks this square: a queen attacks along its column and its two diagonals only."
	}
	how := "in the same column"
	if dx := distance(state[want], x); dx != 0 {
		how = fmt.Sprintf("%s down and %s across: a diagonal", exercisetest.Count(len(state)-want, "row"), exercisetest.Count(dx, "column"))
	}
	why := fmt.Sprintf("the queen of row %d stands %s.", want, how)
	if got > want {
		why += fmt.Sprintf(" The queen of row %d attacks too, but the lowest attacker is asked for.", got)
	}
	return why
}

// picture draws the state with the candidate as its last row, and marks
// the attacker, if any.
func picture(state []int, x, attacker int) string {
	b := board.Board(append(slices.Clone(state), x))
	notes := map[int]string{len(state): "<- the candidate"}
	if attacker >= 0 {
		notes[attacker] = "<- its lowest attacker"
	}
	return exercisetest.Annotated(b, max(slices.Max(b)+1, len(b), 4), notes)
}

// distance is how far apart two rows or two columns are. It is not
// called abs, a name your code may well use.
func distance(a, b int) int {
	if a < b {
		return b - a
	}
	return a - b
}
