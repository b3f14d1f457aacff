package decode

import (
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/octal"
)

// Decode is the octal counter's own: the remainder by n is the last
// digit, and dividing by n drops it, so the digits come out last row
// first.
func Decode(i uint64, n int) board.Board {
	return octal.Decode(i, n)
}
