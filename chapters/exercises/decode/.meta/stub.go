package decode

import "github.com/queensbook/queens/puzzle/board"

// Decode returns the board that the number i stands for on the problem
// p: i written in base p.Cols, one digit for every row without a fixed
// queen, the most significant digit in the lowest such row. A digit is
// the column of its row's queen; a row with a fixed queen holds that
// queen's column and takes no digit. On 4 x 4, 27 is 0 1 2 3; on 2 x 5,
// 7 is 1 2; on 4 x 4 with b3 fixed, 6 is 0 1 1 2.
//
// This stub returns a board of the right size with every queen in column
// 0. Replace its body.
func Decode(i uint64, p board.Problem) board.Board {
	return make(board.Board, p.Rows)
}
