package decode

import "github.com/queensbook/queens/approaches/board"

// Decode returns the board that the number i stands for: i written in
// base n with exactly n digits, the most significant first, where digit k
// is the column of the queen in row k. For n = 4, 0 is the board 0 0 0 0,
// 1 is 0 0 0 1, 4 is 0 0 1 0, and 4^4 - 1 = 255 is 3 3 3 3.
//
// This stub returns a board of the right size with every queen in column
// 0. Replace its body.
func Decode(i uint64, n int) board.Board {
	return make(board.Board, n)
}
