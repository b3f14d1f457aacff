package bitcount

import (
	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
)

// A space is the part of the board one search of a count may use: the
// rows and allowed squares of a [bitboard.Space], with what the folds add
// to them.
type space struct {
	bitboard.Space
	// sideRow is the last row that may hold a queen in column 0 or n-1,
	// or -1 when the space has no such rule (see edgeSpace).
	sideRow int
	// weight is how many solutions each board found stands for; 0 means
	// each board is classified by its symmetry (see classSize).
	weight uint64
}

// plainSpace is the whole board of p (see [bitboard.PlainSpace]), in which
// every board found stands for itself.
func plainSpace(p board.Problem) space {
	return space{Space: bitboard.PlainSpace(p), sideRow: -1, weight: 1}
}

// sides returns the mask of columns 0 and n-1.
func sides(n int) uint32 {
	return 1 | 1<<(n-1)
}

// free returns the squares of row that the space allows and no queen
// below attacks, with the rule of the side columns on sideRow.
func (sp *space) free(row int, a bitboard.Attacks) uint32 {
	free := sp.Free(row, a)
	if row == sp.sideRow {
		// Columns 0 and n-1 each still need their queen, and no row above
		// this one may hold it: an open side column must be taken now, and
		// two open side columns are one too many.
		open := sides(sp.N) &^ a.Cols
		switch {
		case open == sides(sp.N):
			free = 0
		case open != 0:
			free &= open
		}
	}
	return free
}

// startingAt returns a copy of sp whose first row offers only column col,
// with weight w.
func (sp space) startingAt(col int, w uint64) space {
	sp.Allowed[0] = 1 << col
	sp.weight = w
	return sp
}
