package halves

import (
	"context"
	"math/bits"
)

// A quadrant lists every way of standing queens on an s x s square with
// no two in a row, a column or a diagonal, from no queen to s: the
// placements the four quadrants of the board are made of. All four
// quadrants are the same square moved, so one table serves them all.
//
// The placements are grouped by the rows and the columns they fill:
// group (rows, cols), numbered g by [groups], is placements start[g] to
// start[g+1]-1. A placement is the diagonals its queens stand
// on, packed into 5 bytes, since the table is the count's one large
// thing (7.5 million placements at s = 10): for a queen at row r,
// column c of the square, bit r+c, and bit c-r+s-1 above the 2s-1 bits
// of the sums. [quadrant.north] and [quadrant.south] unpack it as the
// quadrants of a half need it.
type quadrant struct {
	s, shift int
	groups   *groups
	start    []uint32
	// low holds the low 32 bits of each placement, high the rest.
	low  []uint32
	high []uint8
	// sumBits is 2s-1, the number of sum diagonals of the square.
	sumBits  uint
	attempts uint64 // queens placed while listing them
}

// newQuadrant lists the placements of the s x s square, s <= 10, whose
// sum diagonals its north quadrants see moved up by shift, 2s-2+shift <
// 32 (see [halfMaker]). It searches twice: once to count each group's
// placements, once to store them in their places.
func newQuadrant(s, shift int) *quadrant {
	numbers := newGroups(s)
	q := &quadrant{s: s, shift: shift, groups: numbers, start: make([]uint32, numbers.len()+1), sumBits: uint(max(2*s-1, 0))}
	q.search(0, 0, 0, 0, 0, func(g int, _ uint64) { q.start[g+1]++ })
	for i := 1; i < len(q.start); i++ {
		q.start[i] += q.start[i-1]
	}
	total := q.start[len(q.start)-1]
	q.low, q.high = make([]uint32, total), make([]uint8, total)
	// start[g] is now where group g begins: use it as the place of the
	// group's next placement, then move the starts back by one.
	q.attempts = 0
	q.search(0, 0, 0, 0, 0, func(g int, diags uint64) {
		q.set(int(q.start[g]), diags)
		q.start[g]++
	})
	copy(q.start[1:], q.start[:len(q.start)-1])
	q.start[0] = 0
	return q
}

// set stores the packed placement x as placement i.
func (q *quadrant) set(i int, x uint64) {
	q.low[i], q.high[i] = uint32(x), uint8(x>>32)
}

// packed returns placement i as newQuadrant packed it.
func (q *quadrant) packed(i int) uint64 {
	return uint64(q.low[i]) | uint64(q.high[i])<<32
}

// north returns the packed placement x as a north quadrant's: its sums,
// moved up by shift, in the low 32 bits and its differences in the high
// 32 (see [halfMaker]).
func (q *quadrant) north(x uint64) uint64 {
	return (x&(1<<q.sumBits-1))<<q.shift | (x>>q.sumBits)<<32
}

// south returns the packed placement x as a south quadrant's: its sums as
// they are and its differences moved up by shift, above bit 32.
func (q *quadrant) south(x uint64) uint64 {
	return x&(1<<q.sumBits-1) | (x>>q.sumBits)<<(32+q.shift)
}

// len returns how many placements the table holds.
func (q *quadrant) len() int {
	return len(q.low)
}

// search places queens in rows r and up of the square, each row holding a
// queen or none, given the rows and columns filled and the diagonals
// attacked, and calls found with every placement and the number of its
// group.
func (q *quadrant) search(r int, rows, cols uint32, sum, diff uint32, found func(group int, diags uint64)) {
	if r == q.s {
		found(q.groups.number(rows, cols), uint64(sum)|uint64(diff)<<q.sumBits)
		return
	}
	q.search(r+1, rows, cols, sum, diff, found)
	free := (1<<q.s - 1) &^ cols &^ (sum >> r) &^ (diff >> (q.s - 1 - r))
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros32(free)
		q.attempts++
		q.search(r+1, rows|1<<r, cols|1<<c, sum|1<<(r+c), diff|1<<(c-r+q.s-1), found)
	}
}

// southFree returns the placements of the table that a south quadrant
// can hold when the diagonals block, in the south quadrant's frame, are
// taken: bit i%64 of word i/64 for placement i. It takes a bit a
// placement, 0.9 MB at s = 10. It looks at ctx every 1<<16 placements,
// and returns the set unfinished once it is done.
func (q *quadrant) southFree(ctx context.Context, block uint64) []uint64 {
	free := make([]uint64, (q.len()+63)/64)
	for i := range q.len() {
		if i%(1<<16) == 0 && ctx.Err() != nil {
			return free
		}
		if q.south(q.packed(i))&block == 0 {
			free[i/64] |= 1 << (i % 64)
		}
	}
	return free
}

// group returns the first and the end of the placements that fill exactly
// the given rows and columns of the square.
func (q *quadrant) group(rows, cols uint32) (first, end int) {
	if bits.OnesCount32(rows) != bits.OnesCount32(cols) {
		return 0, 0 // no placement fills more rows than columns
	}
	g := q.groups.number(rows, cols)
	return int(q.start[g]), int(q.start[g+1])
}

// groups numbers the groups of the placements of an s x s square. Only
// the groups with as many rows as columns hold any: C(2s, s) of the 4^s
// pairs of sets, 184,756 of 1,048,576 at s = 10, so the index of a table
// numbers those alone and takes 0.7 MB instead of 4. The groups of k
// rows come after those of fewer, row set by row set, each with all the
// column sets of k columns.
type groups struct {
	// rank[set] is the place of a set among those of as many elements,
	// in increasing order; size[k] is how many sets of k there are,
	// C(s, k); before[k] is how many groups have fewer than k rows.
	rank         []uint32
	size, before []int
}

// newGroups numbers the groups of the s x s square.
func newGroups(s int) *groups {
	g := &groups{rank: make([]uint32, 1<<s), size: make([]int, s+1), before: make([]int, s+2)}
	for set := range g.rank {
		k := bits.OnesCount(uint(set))
		g.rank[set] = uint32(g.size[k])
		g.size[k]++
	}
	for k, size := range g.size {
		g.before[k+1] = g.before[k] + size*size
	}
	return g
}

// len returns how many groups there are.
func (g *groups) len() int {
	return g.before[len(g.before)-1]
}

// number returns the number of group (rows, cols), which fill as many
// rows as columns.
func (g *groups) number(rows, cols uint32) int {
	k := bits.OnesCount32(rows)
	return g.before[k] + int(g.rank[rows])*g.size[k] + int(g.rank[cols])
}
