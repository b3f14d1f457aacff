package bitboard

import (
	"math/bits"

	"github.com/queensbook/queens/puzzle/board"
)

// The masks of this file are the vocabulary of every bit-mask search in
// the book: [Solve] lists solutions with them, and the record counter of
// package bitcount builds its folded spaces on them.

// MaxSide is the widest board a row mask of 32 bits holds.
const MaxSide = 32

// A Space is the part of the board one search may use. Bit c of a mask
// stands for column c, so a row's free squares are one AND-NOT away.
type Space struct {
	// N is the number of rows, each of which takes a queen. On a square
	// board it is the width too; a wide board's masks are as wide as its
	// columns.
	N int
	// Allowed holds, for every row, the columns the search may try there.
	Allowed [MaxSide]uint32
}

// Everything returns the mask of all n columns.
func Everything(n int) uint32 {
	return uint32(1<<n - 1)
}

// Attacks are the squares of one row that the queens below attack, as
// three masks: the occupied columns and the two diagonals. A diagonal
// moves one column further in its direction with every row, which is a
// shift of its mask.
type Attacks struct {
	Cols, RightDiag, LeftDiag uint32
}

// Below returns the attacks on the next row once a queen stands on bit.
func (a Attacks) Below(bit uint32) Attacks {
	return Attacks{a.Cols | bit, (a.RightDiag | bit) << 1, (a.LeftDiag | bit) >> 1}
}

// Free returns the squares of row that the space allows and no queen
// below attacks: one AND-NOT.
func (sp *Space) Free(row int, a Attacks) uint32 {
	return sp.Allowed[row] &^ (a.Cols | a.RightDiag | a.LeftDiag)
}

// PlainSpace is the whole board of p, every square allowed except those
// its fixed queens rule out. A fixed queen's row offers only its column,
// and every other row loses the squares the fixed queens attack, so the
// search never places a queen that a fixed queen further up would
// later refute. p may be wide, with fewer rows than columns.
func PlainSpace(p board.Problem) Space {
	sp := Space{N: p.Rows}
	for row := range p.Rows {
		sp.Allowed[row] = Everything(p.Cols)
	}
	for _, q := range p.Fixed {
		for row := range p.Rows {
			sp.Allowed[row] &^= attackedInRow(q, row, p.Cols)
		}
	}
	for _, q := range p.Fixed {
		sp.Allowed[q.Row] = 1 << q.Col
	}
	return sp
}

// attackedInRow returns the squares of row, on a board cols wide, that a
// queen on q attacks.
func attackedInRow(q board.Square, row, cols int) uint32 {
	if row == q.Row {
		return Everything(cols)
	}
	dist := row - q.Row
	attacked := uint32(1) << q.Col
	for _, col := range []int{q.Col + dist, q.Col - dist} {
		if col >= 0 && col < cols {
			attacked |= 1 << col
		}
	}
	return attacked
}

// Column returns the column of the one queen in a row mask.
func Column(bit uint32) int {
	return bits.TrailingZeros32(bit)
}
