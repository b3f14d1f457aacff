package halves

import (
	"context"
	"math/bits"
	"slices"
)

// A quadrant lists every way of standing queens on an s x s square with
// no two in a row, a column or a diagonal, from no queen to s: the
// placements the four quadrants of the board are made of. All four
// quadrants are the same square moved, so one table serves them all.
//
// The placements are grouped by the rows and the columns they fill:
// group (rows, cols) is placements[start[rows<<s|cols]:start[rows<<s|cols+1]].
// A placement is the diagonals its queens stand on, written as the north
// quadrants need them (see [halfMaker]): for a queen at row r, column c
// of the square, bit r+c+shift of the low 32 bits and bit c-r+s-1 of the
// high 32.
type quadrant struct {
	s, shift   int
	start      []uint32
	placements []uint64
	attempts   uint64 // queens placed while listing them
}

// newQuadrant lists the placements of the s x s square, s <= 10, with
// their sum diagonals moved up by shift, 2s-2+shift < 32 (see
// [halfMaker]). It searches twice: once to count each group's
// placements, once to store them in their places.
func newQuadrant(s, shift int) *quadrant {
	q := &quadrant{s: s, shift: shift, start: make([]uint32, 1<<(2*s)+1)}
	q.search(0, 0, 0, 0, func(key uint32, _ uint64) { q.start[key+1]++ })
	for i := 1; i < len(q.start); i++ {
		q.start[i] += q.start[i-1]
	}
	q.placements = make([]uint64, q.start[len(q.start)-1])
	// start[key] is now where group key begins: use it as the place of
	// the group's next placement, then move the starts back by one.
	q.attempts = 0
	q.search(0, 0, 0, 0, func(key uint32, diags uint64) {
		q.placements[q.start[key]] = diags
		q.start[key]++
	})
	copy(q.start[1:], q.start[:len(q.start)-1])
	q.start[0] = 0
	return q
}

// search places queens in rows r and up of the square, each row holding a
// queen or none, given the rows and columns filled (key) and the
// diagonals attacked, and calls found with every placement.
func (q *quadrant) search(r int, key uint32, sum, diff uint32, found func(key uint32, diags uint64)) {
	if r == q.s {
		found(key, uint64(sum)<<q.shift|uint64(diff)<<32)
		return
	}
	q.search(r+1, key, sum, diff, found)
	cols := key & (1<<q.s - 1)
	free := (1<<q.s - 1) &^ cols &^ (sum >> r) &^ (diff >> (q.s - 1 - r))
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros32(free)
		q.attempts++
		q.search(r+1, key|1<<(q.s+r)|1<<c, sum|1<<(r+c), diff|1<<(c-r+q.s-1), found)
	}
}

// filter fills f with the table of the placements of q that keep keeps,
// grouped as in q, reusing f's memory, and returns f. It looks at ctx
// every 4096 groups, and returns f unfinished once it is done.
func (q *quadrant) filter(ctx context.Context, f *quadrant, keep func(uint64) bool) *quadrant {
	f.s, f.shift = q.s, q.shift
	f.start = slices.Grow(f.start[:0], len(q.start))[:len(q.start)]
	kept := 0
	for _, p := range q.placements {
		if keep(p) {
			kept++
		}
	}
	if cap(f.placements) < kept {
		// Room for all of q's placements, so that the tables of later
		// starts never leave a smaller array behind for the collector.
		f.placements = make([]uint64, len(q.placements))
	}
	f.placements = f.placements[:kept]
	kept = 0
	for key := range len(q.start) - 1 {
		if key%4096 == 0 && ctx.Err() != nil {
			return f
		}
		f.start[key] = uint32(kept)
		for _, p := range q.placements[q.start[key]:q.start[key+1]] {
			if keep(p) {
				f.placements[kept] = p
				kept++
			}
		}
	}
	f.start[len(f.start)-1] = uint32(kept)
	return f
}

// group returns the placements that fill exactly the given rows and
// columns of the square.
func (q *quadrant) group(rows, cols uint32) []uint64 {
	key := rows<<q.s | cols
	return q.placements[q.start[key]:q.start[key+1]]
}
