package board

import "slices"

// Symmetry is one of the eight rotations and reflections of a square board.
type Symmetry struct {
	// Name says what the symmetry does, such as "rotate 90".
	Name string
	// move maps square (row, col) of an n x n board to its image.
	move func(n, row, col int) (int, int)
}

// Symmetries lists the eight symmetries of the square, the identity first:
// four rotations and four reflections. Together they form the dihedral
// group D4. The names read the board as the book draws it, rank 1 at the
// bottom: "rotate 90" is a quarter turn counter-clockwise, taking a1 to
// h1; "mirror top-bottom" swaps rank 1 and the last rank; the main
// diagonal runs from a1 to the opposite corner.
var Symmetries = []Symmetry{
	{"identity", func(n, r, c int) (int, int) { return r, c }},
	{"rotate 90", func(n, r, c int) (int, int) { return c, n - 1 - r }},
	{"rotate 180", func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }},
	{"rotate 270", func(n, r, c int) (int, int) { return n - 1 - c, r }},
	{"mirror left-right", func(n, r, c int) (int, int) { return r, n - 1 - c }},
	{"mirror top-bottom", func(n, r, c int) (int, int) { return n - 1 - r, c }},
	{"main diagonal", func(n, r, c int) (int, int) { return c, r }},
	{"anti-diagonal", func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r }},
}

// Apply returns the image of the square board b under s. Every symmetry
// maps a solution to a solution, since it maps rows, columns and diagonals
// to rows, columns and diagonals.
func (s Symmetry) Apply(b Board) Board {
	n := len(b)
	out := make(Board, n)
	for row, col := range b {
		r, c := s.move(n, row, col)
		out[r] = c
	}
	return out
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
