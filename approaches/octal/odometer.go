package octal

import "github.com/queensbook/queens/puzzle/board"

// Odometer counts in base n the way a car's odometer counts in base 10: it
// keeps the digits themselves and turns the last one, carrying into the
// digit before it when a digit wraps from n-1 back to 0. Counting this way
// visits the same numbers, in the same order, as [Decode] of 0, 1, 2, ...,
// without a division per number.
//
// On a board of rows x cols there is a digit for every row and the base
// is cols, the number of columns a queen may take.
type Odometer struct {
	// Digits is the current number, most significant digit first; read as
	// a board, Digits[row] is the column of that row's queen.
	Digits board.Board
	// base is the number of columns.
	base int
	// turning lists the rows whose digit may turn, the last row first.
	turning []int
}

// NewOdometer returns an odometer at the first board of p: every digit 0,
// except that a row with a fixed queen holds that queen's column and never
// turns.
func NewOdometer(p board.Problem) *Odometer {
	o := &Odometer{Digits: make(board.Board, p.Rows), base: p.Cols}
	fixed := make([]bool, p.Rows)
	for _, q := range p.Fixed {
		o.Digits[q.Row] = q.Col
		fixed[q.Row] = true
	}
	for row := p.Rows - 1; row >= 0; row-- {
		if !fixed[row] {
			o.turning = append(o.turning, row)
		}
	}
	return o
}

// Next advances the odometer by one. It reports false when every turning
// digit wraps around, that is when the count is over.
func (o *Odometer) Next() bool {
	for _, row := range o.turning {
		if o.Digits[row]++; o.Digits[row] < o.base {
			return true
		}
		o.Digits[row] = 0
	}
	return false
}
