package symmetry

import (
	"slices"

	"github.com/queensbook/queens/puzzle/board"
)

// Turn moves the queen of row r, column c to row c, column n-1-r: a
// quarter turn counter-clockwise takes the bottom rank to the last file.
func Turn(b board.Board) board.Board {
	n := len(b)
	img := make(board.Board, n)
	for row, col := range b {
		img[col] = n - 1 - row
	}
	return img
}

// Mirror keeps every queen in its row and counts its column from the
// other edge.
func Mirror(b board.Board) board.Board {
	n := len(b)
	img := make(board.Board, n)
	for row, col := range b {
		img[row] = n - 1 - col
	}
	return img
}

// Fold sorts the eight images and drops the repeats: the first board left
// is the canonical one, and the boards left are the class.
func Fold(b board.Board) (canonical board.Board, size int) {
	images := Images(b)
	slices.SortFunc(images, slices.Compare[board.Board])
	class := slices.CompactFunc(images, slices.Equal[board.Board])
	return class[0], len(class)
}
