package board

import (
	"fmt"
	"slices"
)

// A Symmetry is one of the eight rotations and reflections of a square
// board, written as three choices made in turn: swap rows and columns (a
// reflection in the main diagonal), then turn the rows upside down, then
// the columns left to right. Every choice of the three bits is a
// different symmetry, so the values 0 to 7 are all eight of them, the
// dihedral group D4, and 0 is the identity. A move is three lines, which
// the compiler inlines into the loops of the fast counters.
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

// Symmetries lists the eight symmetries of the square by their values,
// the identity first.
var Symmetries = []Symmetry{0, 1, 2, 3, 4, 5, 6, 7}

// Move returns the image of square q of an n x n board.
func (s Symmetry) Move(n int, q Square) Square {
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

// names are the symmetries' names, by the value of the three choices. The
// names read the board as the book draws it, rank 1 at the bottom:
// "rotate 90" is a quarter turn counter-clockwise, taking a1 to h1, and
// transposing then flipping the rows is the quarter turn that takes a1 to
// a8, "rotate 270".
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

// String names the symmetry by what it does, such as "rotate 90" or
// "mirror left-right".
func (s Symmetry) String() string {
	if int(s) < len(names) {
		return names[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// Apply returns the image of the square board b under s. Every symmetry
// maps a solution to a solution, since it maps rows, columns and diagonals
// to rows, columns and diagonals.
func (s Symmetry) Apply(b Board) Board {
	n := len(b)
	out := make(Board, n)
	for row, col := range b {
		q := s.Move(n, Square{Row: row, Col: col})
		out[q.Row] = q.Col
	}
	return out
}

// A Tuple is a square board of at most 32 rows as a fixed array,
// t[row] = column: the form in which the fast counters keep a board,
// which costs no allocation to make or to copy.
type Tuple [32]uint8

// ApplyTuple returns the image of the n x n board t under s, as Apply
// does for a Board.
func (s Symmetry) ApplyTuple(t *Tuple, n int) Tuple {
	var img Tuple
	for row := range n {
		q := s.Move(n, Square{Row: row, Col: int(t[row])})
		img[q.Row] = uint8(q.Col)
	}
	return img
}

// Canonical returns the smallest of the eight images of the square board b
// in lexicographic order: the representative of its symmetry class.
func Canonical(b Board) Board {
	best := b
	for _, s := range Symmetries[1:] {
		if img := s.Apply(b); slices.Compare(img, best) < 0 {
			best = img
		}
	}
	return slices.Clone(best)
}

// ClassSize returns how many distinct boards the eight symmetries make of
// b: 8 for most solutions, 4 or 2 for those that look the same after a
// half or quarter turn.
func ClassSize(b Board) int {
	var images []Board
	for _, s := range Symmetries {
		img := s.Apply(b)
		if !slices.ContainsFunc(images, func(o Board) bool { return slices.Equal(o, img) }) {
			images = append(images, img)
		}
	}
	return len(images)
}
