package halves

import "github.com/queensbook/queens/puzzle/board"

// Fixed queens are queens placed before the join, as an odd board's
// start places the queens of its middle row and column: their rows leave
// the rows the halves fill, their columns the halves' columns, and their
// diagonals bar the placements of the quadrants that stand on them. A
// start with the fixed queens so placed, and no fold, counts the
// solutions that hold them, each once: fixed queens keep few of the
// square's symmetries, and the folds would need them all.
//
// On an odd board the quadrants leave out the middle row and the middle
// column, so each must hold a queen before the join. When no fixed queen
// stands there, every way of standing one there that the fixed queens
// leave free is a start of its own: the center, or a queen in the middle
// row and another in the middle column.

// fixedStarts returns the starts of the n x n board with the fixed
// queens, none if two of them attack each other.
func fixedStarts(n int, fixed []board.Square) []start {
	all := uint32(1)<<n - 1
	b := setup{n: n, rows: all, cols: all}
	for _, q := range fixed {
		var ok bool
		if b, ok = b.with(q.Row, q.Col); !ok {
			return nil
		}
	}
	if n%2 == 0 {
		return []start{b.start()}
	}
	var list []start
	for _, row := range b.middleRow() {
		for _, cross := range row.middleColumn() {
			list = append(list, cross.start())
		}
	}
	return list
}

// A setup is a board being set up before the join: the rows and columns
// still free, and the diagonals that the queens placed take, as in a
// start.
type setup struct {
	n          int
	rows, cols uint32
	sum, diff  uint64
}

// with returns the setup with a queen at row r, column c, and false if
// a queen placed before attacks that square.
func (b setup) with(r, c int) (setup, bool) {
	sum, diff := uint64(1)<<(r+c), uint64(1)<<(c-r+b.n-1)
	if b.rows&(1<<r) == 0 || b.cols&(1<<c) == 0 || b.sum&sum != 0 || b.diff&diff != 0 {
		return b, false
	}
	b.rows &^= 1 << r
	b.cols &^= 1 << c
	b.sum |= sum
	b.diff |= diff
	return b, true
}

// middleRow returns the setups with a queen in the middle row of an odd
// board: b itself when it has one, or one for each free square there.
func (b setup) middleRow() []setup {
	h := b.n / 2
	if b.rows&(1<<h) == 0 {
		return []setup{b}
	}
	var list []setup
	for c := range b.n {
		if next, ok := b.with(h, c); ok {
			list = append(list, next)
		}
	}
	return list
}

// middleColumn returns the setups with a queen in the middle column of
// an odd board, as middleRow does for the middle row.
func (b setup) middleColumn() []setup {
	h := b.n / 2
	if b.cols&(1<<h) == 0 {
		return []setup{b}
	}
	var list []setup
	for r := range b.n {
		if next, ok := b.with(r, h); ok {
			list = append(list, next)
		}
	}
	return list
}

// start returns the start the setup makes, without folds: each solution
// found from it counts once. The halves' columns are the free ones
// west and east of the middle, which is taken on an odd board.
func (b setup) start() start {
	low := uint32(1)<<(b.n/2) - 1
	return start{n: b.n, rows: b.rows, east: b.cols &^ low, west: b.cols & low, sum: b.sum, diff: b.diff, weight: 1}
}
