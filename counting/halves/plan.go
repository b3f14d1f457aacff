package halves

import (
	"math/bits"

	"github.com/queensbook/queens/puzzle/board"
)

// A start is one way of beginning the count: the queens placed before the
// join (the fixed queens, and on an odd board the queens of the middle
// row and the middle column), the rows and columns they leave free, and
// how many solutions each board found from it stands for.
type start struct {
	n int
	// rows are the free rows; east and west the free columns of each half.
	rows, east, west uint32
	// sum and diff are the diagonals the queens placed first attack: bit
	// r+c of sum and bit c-r+n-1 of diff for a queen at row r, column c.
	sum, diff uint64
	// weight is how many solutions each board counted from this start
	// stands for: 8 for the two queens of an odd board's cross, whose
	// eight images are all different; 1 otherwise.
	weight uint64
	// flip: a row set and its image upside down have as many solutions,
	// so only the smaller of the two is joined, counted twice.
	flip bool
	// mirror: a row set and its complement (the west half's rows) have
	// as many solutions, the mirror images, so only the smallest of the
	// four images under flip and mirror is joined.
	mirror bool
	// diagonals: the east half-boards with a queen on a long diagonal
	// are left out, and every west half-board counts twice for each long
	// diagonal it holds a queen on.
	diagonals bool
}

// starts returns the starts of the n x n board, n >= 1, with the fixed
// queens given (see fixedStarts), or folded by the board's symmetry when
// there are none.
func starts(n int, fixed ...board.Square) []start {
	if len(fixed) > 0 {
		return fixedStarts(n, fixed)
	}
	h := n / 2
	all := uint32(1)<<n - 1
	low := uint32(1)<<h - 1
	if n%2 == 0 {
		return []start{{n: n, rows: all, east: all &^ low, west: low, weight: 1, flip: true, diagonals: true}}
	}
	// An odd board: the middle row h and the middle column h hold one
	// queen each, the same one at the center or two others.
	center := start{n: n, rows: all &^ (1 << h), east: all &^ low &^ (1 << h), west: low, weight: 1, flip: true, mirror: true}
	center.place(h, h)
	list := []start{center}
	// The middle row's queen u columns east of the center and the middle
	// column's queen v rows above it: the eight symmetries of the square
	// turn (u, v) into (±u, ±v) and (±v, ±u), eight different pairs since
	// |u| = |v| would put the two queens on one diagonal. So 0 < u < v
	// picks one of each eight.
	for v := 2; v <= h; v++ {
		for u := 1; u < v; u++ {
			s := start{n: n, rows: all &^ (1 << h) &^ (1 << (h + v)), east: all &^ low &^ (1 << h) &^ (1 << (h + u)), west: low, weight: 8}
			s.place(h, h+u)
			s.place(h+v, h)
			list = append(list, s)
		}
	}
	return list
}

// place marks the diagonals of a queen at row r, column c.
func (s *start) place(r, c int) {
	s.sum |= 1 << (r + c)
	s.diff |= 1 << (c - r + s.n - 1)
}

// rowSets calls f with every set of free rows that could hold the east
// half's queens and that the start's folds keep, and the number of row
// sets it stands for.
func (s *start) rowSets(f func(rows uint32, weight uint64)) {
	k := bits.OnesCount32(s.east)
	free := make([]int, 0, s.n)
	for r := range s.n {
		if s.rows&(1<<r) != 0 {
			free = append(free, r)
		}
	}
	combinations(len(free), k, func(pick uint32) {
		var rows uint32
		for p := pick; p != 0; p &= p - 1 {
			rows |= 1 << free[bits.TrailingZeros32(p)]
		}
		if w := s.keep(rows); w > 0 {
			f(rows, w)
		}
	})
}

// keep returns 0 if the folds leave the east row set rows out, and
// otherwise how many row sets it stands for: itself and those of its
// images that differ from it.
func (s *start) keep(rows uint32) uint64 {
	images := make([]uint32, 1, 4) // so that they stay on the stack
	images[0] = rows
	if s.flip {
		images = append(images, s.flipRows(rows))
	}
	if s.mirror {
		for _, im := range images {
			images = append(images, s.rows&^im)
		}
	}
	var distinct uint64
	for i, im := range images {
		if im < rows {
			return 0
		}
		if !containsBefore(images, i) {
			distinct++
		}
	}
	return distinct
}

// containsBefore reports whether images[i] is among images[:i].
func containsBefore(images []uint32, i int) bool {
	for _, im := range images[:i] {
		if im == images[i] {
			return true
		}
	}
	return false
}

// flipRows turns a row set upside down: row r becomes row n-1-r.
func (s *start) flipRows(rows uint32) uint32 {
	return bits.Reverse32(rows) >> (32 - s.n)
}

// combinations calls f with every k-element subset of {0, ..., m-1}, as a
// bit set, in increasing order.
func combinations(m, k int, f func(uint32)) {
	if k > m {
		return
	}
	if k == 0 {
		f(0)
		return
	}
	limit := uint32(1) << m
	for c := uint32(1)<<k - 1; c < limit; {
		f(c)
		// The next larger number with as many ones (Gosper's hack).
		low := c & -c
		ripple := c + low
		c = ripple | (c^ripple)>>2/low
	}
}
