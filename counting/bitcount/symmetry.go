package bitcount

import (
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
)

// classSize looks at a solution found in an edge space, one queen bit a
// row, and returns how many solutions it stands for: the size of its
// symmetry class (8, 4 or 2) when it is the canonical image of that class,
// and 0 when another image comes first and will be counted instead.
func classSize(pos []uint32) uint64 {
	if !anotherCloseBorderQueen(pos) {
		// The board is the only image that starts with its first column,
		// so it comes first, and only the identity fixes it.
		return 8
	}
	n := len(pos)
	var t board.Tuple
	for row, bit := range pos {
		t[row] = uint8(bitboard.Column(bit))
	}
	// Two reflections whose mirrors meet at 45 degrees generate all eight
	// symmetries: applying them in turn visits every image once and comes
	// back to t itself after eight steps.
	fixers := 0
	img := t
	for step := range 8 {
		reflection := board.FlipCols
		if step%2 == 1 {
			reflection = board.Transpose
		}
		img = reflection.ApplyTuple(&img, n)
		switch slices.Compare(img[:n], t[:n]) {
		case -1:
			return 0
		case 0:
			fixers++
		}
	}
	return uint64(8 / fixers)
}

// anotherCloseBorderQueen reports whether a queen on the bottom row or on
// a side column stands exactly as far from a corner as the queen on rank 1. Only
// then can another image start with the same column as pos.
func anotherCloseBorderQueen(pos []uint32) bool {
	n := len(pos)
	d := bitboard.Column(pos[0])
	near := uint32(1)<<d | 1<<(n-1-d)
	return pos[n-1]&near != 0 || pos[d]&sides(n) != 0 || pos[n-1-d]&sides(n) != 0
}
