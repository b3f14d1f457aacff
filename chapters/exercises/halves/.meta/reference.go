package halves

import (
	"slices"

	"github.com/queensbook/queens/puzzle/board"
)

// Halves gives the columns their queens one after the other: each column
// takes every row still free where no queen placed before attacks it.
// Rows and columns cannot clash, since each is used once, so only the
// diagonals need a test.
func Halves(n int, rows, cols []int) []board.Board {
	half := make(board.Board, n)
	for row := range half {
		half[row] = board.Empty
	}
	used := make([]bool, len(rows))
	var halves []board.Board
	var place func(i int)
	place = func(i int) {
		if i == len(cols) {
			halves = append(halves, slices.Clone(half))
			return
		}
		for j, row := range rows {
			if used[j] || onDiagonal(half, row, cols[i]) {
				continue
			}
			used[j], half[row] = true, cols[i]
			place(i + 1)
			used[j], half[row] = false, board.Empty
		}
	}
	place(0)
	return halves
}

// onDiagonal reports whether a queen of half shares a diagonal with the
// square at row and col.
func onDiagonal(half board.Board, row, col int) bool {
	for r, c := range half {
		if c != board.Empty && (r-c == row-col || r+c == row+col) {
			return true
		}
	}
	return false
}

// Diagonals sets one bit for each diagonal of each queen.
func Diagonals(half board.Board) uint64 {
	n := len(half)
	var mask uint64
	for row, col := range half {
		if col != board.Empty {
			mask |= 1<<(row+col) | 1<<(32+row-col+n-1)
		}
	}
	return mask
}
