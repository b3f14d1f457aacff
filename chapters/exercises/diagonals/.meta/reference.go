package diagonals

import (
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/permfilter"
)

// Valid is the permutation filter's own test: along one diagonal row-col
// stays the same, along the other row+col does, so the board is valid
// when both numbers are all different.
func Valid(b board.Board) bool {
	return permfilter.Valid(b)
}
