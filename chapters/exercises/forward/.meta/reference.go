package forward

import "github.com/queensbook/queens/approaches/board"

// After moves one column to the right, and from the last column to the
// first column of the next row.
func After(sq board.Sq, cols int) board.Sq {
	if sq.Col+1 < cols {
		return board.Sq{Row: sq.Row, Col: sq.Col + 1}
	}
	return board.Sq{Row: sq.Row + 1, Col: 0}
}
