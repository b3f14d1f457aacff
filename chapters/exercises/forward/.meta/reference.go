package forward

import "github.com/queensbook/queens/puzzle/board"

// After moves one column to the right, and from the last column to the
// first column of the next row.
func After(sq board.Square, cols int) board.Square {
	if sq.Col+1 < cols {
		return board.Square{Row: sq.Row, Col: sq.Col + 1}
	}
	return board.Square{Row: sq.Row + 1, Col: 0}
}
