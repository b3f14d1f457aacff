package decode

import "github.com/queensbook/queens/puzzle/board"

// Decode puts the fixed queens on an empty board, then takes the digits
// of i in base p.Cols from the last: the remainder by p.Cols is the
// column of the highest free row, and dividing by p.Cols drops it, so
// the digits go to the free rows from the top down.
func Decode(i uint64, p board.Problem) board.Board {
	b := make(board.Board, p.Rows)
	for row := range b {
		b[row] = board.Empty
	}
	for _, q := range p.Fixed {
		b[q.Row] = q.Col
	}
	base := uint64(p.Cols)
	for row := p.Rows - 1; row >= 0; row-- {
		if b[row] == board.Empty {
			b[row] = int(i % base)
			i /= base
		}
	}
	return b
}
