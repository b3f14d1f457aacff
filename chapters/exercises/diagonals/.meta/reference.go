package diagonals

import "github.com/queensbook/queens/puzzle/board"

// Clash marks each queen's two diagonal numbers with the row that took
// them, going up the board: the first queen to find a number taken is
// the first attacked, and the marks say by whom.
func Clash(b board.Board) (row, below int) {
	n := len(b)
	// sums[row+col] and diffs[col-row+n] are one more than the row of the
	// queen on that diagonal, and 0 while no queen stands on it.
	sums, diffs := make([]int, 2*n), make([]int, 2*n)
	for row, col := range b {
		sum, diff := &sums[row+col], &diffs[col-row+n]
		if *sum > 0 || *diff > 0 {
			return row, lowest(*sum, *diff) - 1
		}
		*sum, *diff = row+1, row+1
	}
	return -1, -1
}

// lowest returns the smaller of two marks that are not 0; at least one
// of them is not.
func lowest(a, b int) int {
	if a == 0 || (b > 0 && b < a) {
		return b
	}
	return a
}
