package bitboard

import (
	"math/bits"

	"github.com/queensbook/queens/approaches/board"
)

// maxSide is the widest board a row mask of 32 bits holds.
const maxSide = 32

// A space is the part of the board one search may use. Bit c of a mask
// stands for column c, so a row's free squares are one AND-NOT away.
type space struct {
	// n is the number of rows, each of which takes a queen. The folded
	// spaces are square, and n is their width too; a wide board's masks
	// are as wide as its columns.
	n int
	// allowed holds, for every row, the columns the search may try there.
	allowed [maxSide]uint32
	// sideRow is the last row that may hold a queen in column 0 or n-1,
	// or -1 when the space has no such rule (see edgeSpace).
	sideRow int
	// weight is how many solutions each board found stands for; 0 means
	// each board is classified by its symmetry (see classSize).
	weight uint64
}

// everything returns the mask of all n columns.
func everything(n int) uint32 {
	return uint32(1<<n - 1)
}

// sides returns the mask of columns 0 and n-1.
func sides(n int) uint32 {
	return 1 | 1<<(n-1)
}

// attacks are the squares of one row that the queens above attack, as
// three masks: the occupied columns and the two diagonals. A diagonal
// moves one column further in its direction with every row, which is a
// shift of its mask.
type attacks struct {
	cols, rightDiag, leftDiag uint32
}

// below returns the attacks on the next row once a queen stands on bit.
func (a attacks) below(bit uint32) attacks {
	return attacks{a.cols | bit, (a.rightDiag | bit) << 1, (a.leftDiag | bit) >> 1}
}

// free returns the squares of row that the space allows and no queen
// above attacks: one AND-NOT.
func (sp *space) free(row int, a attacks) uint32 {
	free := sp.allowed[row] &^ (a.cols | a.rightDiag | a.leftDiag)
	if row == sp.sideRow {
		// Columns 0 and n-1 each still need their queen, and no row below
		// this one may hold it: an open side column must be taken now, and
		// two open side columns are one too many.
		open := sides(sp.n) &^ a.cols
		switch {
		case open == sides(sp.n):
			free = 0
		case open != 0:
			free &= open
		}
	}
	return free
}

// plainSpace is the whole board of p, every square allowed except those
// its fixed queens rule out. A fixed queen's row offers only its column,
// and every other row loses the squares the fixed queens attack, so the
// search never places a queen that a fixed queen further down would
// later refute. p may be wide, with fewer rows than columns.
func plainSpace(p board.Problem) space {
	sp := space{n: p.Rows, sideRow: -1, weight: 1}
	for row := range p.Rows {
		sp.allowed[row] = everything(p.Cols)
	}
	for _, q := range p.Fixed {
		for row := range p.Rows {
			sp.allowed[row] &^= attackedInRow(q, row, p.Cols)
		}
	}
	for _, q := range p.Fixed {
		sp.allowed[q.Row] = 1 << q.Col
	}
	return sp
}

// attackedInRow returns the squares of row, on a board cols wide, that a
// queen on q attacks.
func attackedInRow(q board.Sq, row, cols int) uint32 {
	if row == q.Row {
		return everything(cols)
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

// startingAt returns a copy of sp whose first row offers only column col,
// with weight w.
func (sp space) startingAt(col int, w uint64) space {
	sp.allowed[0] = 1 << col
	sp.weight = w
	return sp
}

// column returns the column of the one queen in a row mask.
func column(bit uint32) int {
	return bits.TrailingZeros32(bit)
}
