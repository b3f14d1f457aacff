//go:build exercise

package construct

import (
	"fmt"
	"os"
	"testing"

	"github.com/queensbook/queens/approaches/construct"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.TestsOnly(m, "construct")) }

// drawnUpTo is the largest board a failure draws.
const drawnUpTo = 16

// TestSmallBoards compares Column with the book's construction on every
// row of every board from 4 x 4 to 40 x 40, and reports the first board
// on which they differ, drawn when it is small.
func TestSmallBoards(t *testing.T) {
	for n := 4; n <= 40; n++ {
		want, err := construct.Solve(n)
		if err != nil {
			t.Fatal(err)
		}
		got := columns(n)
		for row := range n {
			if got[row] == want[row] {
				continue
			}
			msg := fmt.Sprintf("Column(%d, %d) = %d, want %d", n, row, got[row], want[row])
			if n <= drawnUpTo {
				msg += fmt.Sprintf(":\n%s", exercisetest.Beside([]string{fmt.Sprintf("the construction, %v", want), "yours"}, []string{exercisetest.Picture(want, n), picture(got, row)}))
			} else {
				msg += "."
			}
			t.Fatalf("%s\nhint: %s", msg, explain(n, row))
		}
	}
}

// TestHugeBoards compares Column with the construction on a board of a
// million rows or so for each remainder mod 6, on the rows at both ends
// of each half and a thousand more, and checks the whole board that
// Column gives for the first one.
func TestHugeBoards(t *testing.T) {
	for n := 1_000_002; n < 1_000_008; n++ {
		want, err := construct.Solve(n)
		if err != nil {
			t.Fatal(err)
		}
		h := n / 2
		rows := []int{0, 1, 2, h - 2, h - 1, h, h + 1, h + 2, h + 3, n - 3, n - 2, n - 1}
		for row := 0; row < n; row += n / 1000 {
			rows = append(rows, row)
		}
		for _, row := range rows {
			if got := Column(n, row); got != want[row] {
				t.Fatalf("Column(%d, %d) = %d, want %d.\nhint: %s", n, row, got, want[row], explain(n, row))
			}
		}
	}
	b := columns(1_000_002)
	if err := verify.Check(b); err != nil {
		t.Errorf("the board of 1,000,002 rows that Column gives is not a solution: %v.\nhint: every row must get the column that the construction gives it.", err)
	}
}

// columns returns the board that Column gives for the n x n board.
func columns(n int) board.Board {
	b := make(board.Board, n)
	for row := range b {
		b[row] = Column(n, row)
	}
	return b
}

// picture draws the board Column gave, with its first wrong row marked.
func picture(b board.Board, wrong int) string {
	return exercisetest.Annotated(b, len(b), map[int]string{wrong: "<- the first row that differs"})
}

// explain says which part of the construction's list row falls in.
func explain(n, row int) string {
	h := n / 2
	list := "2, 4, ..., then 1, 3, ...: the first n/2 rows hold the even numbers, 2*row+2, less one; the others the odd ones"
	switch n % 6 {
	case 2:
		list = "2, 4, ..., n, then 3, 1, 7, 9, ..., n-1, 5: after the even numbers, rows n/2 and n/2+1 hold 3 and 1, and the last row 5"
	case 3:
		list = "4, 6, ..., n-1, 2, then 5, 7, ..., n, 1, 3: the even numbers start at 4 and end with 2, the odd ones start at 5 and end with 1, 3"
	}
	half := "the even half, the first n/2 rows"
	if row >= h {
		half = "the odd half, from row n/2"
	}
	return fmt.Sprintf("n = %d leaves %d divided by 6, so the list is %s. Row %d is in %s, with n/2 = %d; the column is the number less one.", n, n%6, list, row, half, h)
}
