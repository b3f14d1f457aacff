//go:build exercise

package forward

import (
	"fmt"
	"os"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "forward", Approach)) }

// TestAfter checks the square after a few squares of a few boards.
func TestAfter(t *testing.T) {
	cases := []struct {
		sq, want board.Square
		cols     int
		hint     string
	}{
		{board.Square{Row: 0, Col: 0}, board.Square{Row: 0, Col: 1}, 8, "the next square of the same row is one column to the right."},
		{board.Square{Row: 1, Col: 2}, board.Square{Row: 1, Col: 3}, 5, "the next square of the same row is one column to the right."},
		{board.Square{Row: 0, Col: 6}, board.Square{Row: 0, Col: 7}, 8, "column 7 is still on a board of 8 columns, the last one."},
		{board.Square{Row: 0, Col: 7}, board.Square{Row: 1, Col: 0}, 8, "after the last square of a row comes the first square of the next row."},
		{board.Square{Row: 2, Col: 3}, board.Square{Row: 3, Col: 0}, 4, "after the last square of a row comes the first square of the next row."},
		{board.Square{Row: 3, Col: 3}, board.Square{Row: 4, Col: 0}, 4, "after the board's last square comes the first square of a row past the board, where the search stops."},
	}
	var failed []string
	for _, tc := range cases {
		got := After(tc.sq, tc.cols)
		if got == tc.want {
			continue
		}
		hint := tc.hint
		if got == (board.Square{}) {
			hint = "returning the first square, a1, starts every next queen from the beginning again, as the source's code does; then the search reaches the same queens in every order."
		}
		failed = append(failed, fmt.Sprintf("After(%s, %d) = %s, want %s.\nhint: %s", square(tc.sq), tc.cols, square(got), square(tc.want), hint))
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestFindsEachSolutionOnce runs the grid search on your After.
func TestFindsEachSolutionOnce(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			Twice:  "the next queen starts looking before the square right after the queen put last, so the search reaches the same queens in another order.",
			Missed: "the next queen starts looking past the square right after the queen put last, and the squares it skips hold this solution's next queen.",
		}))
	}
}

// square writes a square with its fields and its chess name.
func square(s board.Square) string {
	return fmt.Sprintf("{Row: %d, Col: %d} (%s)", s.Row, s.Col, s)
}
