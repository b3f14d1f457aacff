package diagonals

import "github.com/queensbook/queens/approaches/board"

// Valid reports whether no two queens of b share a diagonal, where b[row]
// is the column of the queen in that row. b is a permutation: it has one
// queen in every row and every column, so only the diagonals are left to
// test.
//
// This stub accepts every board. Replace its body.
func Valid(b board.Board) bool {
	return true
}
