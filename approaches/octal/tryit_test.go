package octal_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// rows is the board side of the answer below.
const rows = 8

// masks are the columns and diagonals that the queens below each row
// take, as Safe keeps them: index row holds those of rows 0 to row-1.
type masks struct {
	cols, sums, diffs [rows + 1]uint64
}

// test looks at the rows of b from from up, the masks of the rows below
// from being in m already, and returns the first row whose queen is
// attacked, or rows when none is, and how many rows it looked at.
func (m *masks) test(b board.Board, from int) (clash int, looked uint64) {
	for row := from; row < rows; row++ {
		looked++
		c, s, d := uint64(1)<<b[row], uint64(1)<<(row+b[row]), uint64(1)<<(b[row]-row+rows)
		if m.cols[row]&c|m.sums[row]&s|m.diffs[row]&d != 0 {
			return row, looked
		}
		m.cols[row+1], m.sums[row+1], m.diffs[row+1] = m.cols[row]|c, m.sums[row]|s, m.diffs[row]|d
	}
	return rows, looked
}

// The answer to the octal chapter's Try it: the rows that the test looks
// at, over all 8^8 boards. Safe starts from row 0 on every board. Told
// the first row the odometer changed, the test keeps the masks of the
// rows below it and starts there, and when a row below it was attacked
// already, the board fails at once. Every board is still tested, and the
// attempts stay 8^8; the rows looked at fall to n for each safe partial
// board of fewer than n rows, the 15,720 calls of conflict in the
// tuple-state chapter.
func ExampleSafe_fromChangedRow() {
	o := octal.NewOdometer(board.SquareProblem(rows))
	previous := make(board.Board, rows)
	for row := range previous {
		previous[row] = board.Empty // before the first board every row changes
	}
	var fromZero, incremental masks
	var boards, asSafe, fromChanged uint64
	clash := 0
	for {
		b := o.Digits
		changed := 0
		for b[changed] == previous[changed] {
			changed++
		}
		boards++
		_, looked := fromZero.test(b, 0)
		asSafe += looked
		if clash >= changed {
			clash, looked = incremental.test(b, changed)
			fromChanged += looked
		}
		copy(previous, b)
		if !o.Next() {
			break
		}
	}
	fmt.Println("boards tested:", words.Thousands(boards))
	fmt.Println("rows looked at from row 0, as Safe does:", words.Thousands(asSafe))
	fmt.Println("rows looked at from the first row changed:", words.Thousands(fromChanged))
	// Output:
	// boards tested: 16,777,216
	// rows looked at from row 0, as Safe does: 50,889,536
	// rows looked at from the first row changed: 15,720
}
