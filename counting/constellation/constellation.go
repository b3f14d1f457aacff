package constellation

import (
	"slices"

	"github.com/queensbook/queens/puzzle/board"
)

// A Constellation is where a solution's queens stand on the border of the
// n x n board: every solution has exactly one queen on each of the four
// edges, rank 1 (row 0), the last rank (row n-1), file a (column 0) and
// the last file (column n-1). A queen in a corner stands on two edges at
// once, so a constellation is three or four queens.
type Constellation struct {
	// N is the side of the board.
	N int
	// Bottom and Top are the columns of the queens on rank 1 and on the
	// last rank.
	Bottom, Top int
	// Left and Right are the rows of the queens on file a and on the
	// last file.
	Left, Right int
}

// Queens returns the constellation's queens, three or four, by row.
func (c Constellation) Queens() []board.Square {
	qs, k := c.squares()
	sorted := slices.Clone(qs[:k])
	slices.SortFunc(sorted, func(a, b board.Square) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return sorted
}

// squares returns the constellation's queens in an array, and how many
// there are: a queen in a corner stands on two edges but is one queen.
func (c Constellation) squares() ([4]board.Square, int) {
	edges := [4]board.Square{{Row: 0, Col: c.Bottom}, {Row: c.N - 1, Col: c.Top}, {Row: c.Left, Col: 0}, {Row: c.Right, Col: c.N - 1}}
	var qs [4]board.Square
	k := 0
	for _, q := range edges {
		if !slices.Contains(qs[:k], q) {
			qs[k] = q
			k++
		}
	}
	return qs, k
}

// valid reports whether the queens of c can stand together: no two of
// them attack each other. That also rules out two different queens on
// one edge, since they would share a row or a column, and so it makes
// the four numbers agree about a corner: Left = 0 puts the queen of file
// a on rank 1, so it must be the queen of rank 1 too, Bottom = 0.
func (c Constellation) valid() bool {
	qs, k := c.squares()
	for i, q := range qs[:k] {
		for _, r := range qs[i+1 : k] {
			if q.Attacks(r) {
				return false
			}
		}
	}
	return true
}

// Image returns the constellation of the image under s of any solution
// with constellation c. A symmetry maps edges to edges, so it only
// permutes the four numbers, turning some of them around: swapping rows
// and columns trades rank 1 for file a and the last rank for the last
// file, and a flip trades two opposite edges and counts along the other
// two from their other end.
func (c Constellation) Image(s board.Symmetry) Constellation {
	last := c.N - 1
	if s&board.Transpose != 0 {
		c.Bottom, c.Left, c.Top, c.Right = c.Left, c.Bottom, c.Right, c.Top
	}
	if s&board.FlipRows != 0 {
		c.Bottom, c.Top, c.Left, c.Right = c.Top, c.Bottom, last-c.Left, last-c.Right
	}
	if s&board.FlipCols != 0 {
		c.Left, c.Right, c.Bottom, c.Top = c.Right, c.Left, last-c.Bottom, last-c.Top
	}
	return c
}

// Fits reports whether a solution with constellation c can hold the
// fixed queens: each fixed queen on an edge is the constellation's queen
// of that edge, and no queen of c attacks a fixed queen.
func (c Constellation) Fits(fixed []board.Square) bool {
	qs, k := c.squares()
	for _, f := range fixed {
		onEdge := f.Row == 0 || f.Row == c.N-1 || f.Col == 0 || f.Col == c.N-1
		if onEdge && !slices.Contains(qs[:k], f) {
			return false
		}
		for _, q := range qs[:k] {
			if q.Attacks(f) {
				return false
			}
		}
	}
	return true
}

// All returns every constellation of the n x n board, ordered by Bottom,
// then Top, Left and Right. It tries the n^4 ways of choosing the four
// numbers, passing over those whose first two queens attack each other.
func All(n int) []Constellation {
	var all []Constellation
	for bottom := range n {
		for top := range n {
			if n > 1 && (board.Square{Row: 0, Col: bottom}).Attacks(board.Square{Row: n - 1, Col: top}) {
				continue
			}
			for left := range n {
				for right := range n {
					if c := (Constellation{n, bottom, top, left, right}); c.valid() {
						all = append(all, c)
					}
				}
			}
		}
	}
	return all
}
