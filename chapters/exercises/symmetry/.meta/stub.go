package symmetry

import (
	"slices"

	"github.com/queensbook/queens/puzzle/board"
)

// Turn returns the image of the square board b under a quarter turn
// counter-clockwise, as the book draws boards, rank 1 at the bottom: a1
// goes to h1, and h1 to h8. b[row] is the column of the queen in that
// row, and b has one queen in every column too. Turn returns a new board
// and leaves b as it is.
//
// This stub turns nothing: it returns a copy of b. Replace its body.
func Turn(b board.Board) board.Board {
	return slices.Clone(b)
}

// Mirror returns the image of b in the middle line between its files:
// file a swaps with the last file, b with the one before it, and so on.
// It returns a new board and leaves b as it is.
//
// This stub mirrors nothing: it returns a copy of b. Replace its body.
func Mirror(b board.Board) board.Board {
	return slices.Clone(b)
}

// Fold returns the canonical board of b's class, the smallest of its
// eight images in lexicographic order, and the size of the class, how
// many different boards the images are. Images, in approach.go, makes the
// eight images with Turn and Mirror.
//
// This stub says that b is canonical and alone in its class. Replace its
// body.
func Fold(b board.Board) (canonical board.Board, size int) {
	return slices.Clone(b), 1
}
