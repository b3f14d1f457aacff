package constellation

import (
	"fmt"

	"github.com/queensbook/queens/approaches/board"
)

// A Symmetry is one of the eight rotations and reflections of the square,
// written as three choices made in turn: swap rows and columns (a
// reflection in the main diagonal), then turn the rows upside down, then
// the columns left to right. Every choice of the three bits is a
// different symmetry, so the eight values 0 to 7 are all of them, and 0
// is the identity.
type Symmetry uint8

const (
	// Transpose reflects the board in its main diagonal, a1 to the
	// opposite corner: square (row, col) goes to (col, row).
	Transpose Symmetry = 1 << iota
	// FlipRows swaps rank 1 and the last rank, and so on inwards.
	FlipRows
	// FlipCols swaps file a and the last file, and so on inwards.
	FlipCols
)

// Identity is the symmetry that moves nothing.
const Identity Symmetry = 0

// All8 lists the eight symmetries of the square, the identity first.
var All8 = []Symmetry{0, 1, 2, 3, 4, 5, 6, 7}

// Move returns the image of square q of an n x n board.
func (s Symmetry) Move(n int, q board.Square) board.Square {
	if s&Transpose != 0 {
		q.Row, q.Col = q.Col, q.Row
	}
	if s&FlipRows != 0 {
		q.Row = n - 1 - q.Row
	}
	if s&FlipCols != 0 {
		q.Col = n - 1 - q.Col
	}
	return q
}

// names are the symmetries' names as package board gives them, by the
// value of the three choices: transpose then flip the rows is the quarter
// turn that takes a1 to a8, "rotate 270".
var names = [8]string{
	Identity:                        "identity",
	Transpose:                       "main diagonal",
	FlipRows:                        "mirror top-bottom",
	Transpose | FlipRows:            "rotate 270",
	FlipCols:                        "mirror left-right",
	Transpose | FlipCols:            "rotate 90",
	FlipRows | FlipCols:             "rotate 180",
	Transpose | FlipRows | FlipCols: "anti-diagonal",
}

// String names the symmetry as [board.Symmetries] does, such as "rotate
// 90".
func (s Symmetry) String() string {
	if int(s) < len(names) {
		return names[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// Keeping returns the symmetries of the n x n board that map the set of
// squares onto itself, the identity first: all eight for no squares, and
// fewer the less symmetric the squares stand. A count with fixed queens
// may fold only these.
func Keeping(n int, squares []board.Square) []Symmetry {
	var keep []Symmetry
	for _, s := range All8 {
		if mapsOntoItself(s, n, squares) {
			keep = append(keep, s)
		}
	}
	return keep
}

// mapsOntoItself reports whether s maps every one of the squares onto
// one of them.
func mapsOntoItself(s Symmetry, n int, squares []board.Square) bool {
	for _, q := range squares {
		found := false
		img := s.Move(n, q)
		for _, r := range squares {
			found = found || r == img
		}
		if !found {
			return false
		}
	}
	return true
}
