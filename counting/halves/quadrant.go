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
// group (rows, cols), numbered g by [groups], is placements start[g] to
// start[g+1]-1. A placement is the diagonals its queens stand on: for a
// queen at row r, column c of the square, bit r+c, and bit c-r+s-1 above
// the 2s-1 bits of the sums. [quadrant.north] and [quadrant.south]
// unpack it as the quadrants of a half need it.
//
// The table is the count's one large thing: a placement takes a word,
// and the 10 x 10 square of n = 20 and 21 has 7.5 million (the 11 x 11
// of n = 22, 66.8 million). So from that square on (see [turnFrom]) it
// keeps an eighth of them. The square's eight turns and reflections
// take the placements of a group to those of another, as many, and
// diagonals to diagonals: one swaps the sums with the differences,
// another turns a family end for end (see [turn]). The table stores
// the placements of one group of each family of groups the turns make
// of one another, its representative, and reads the others' through the
// turn that makes them (see [span]): 1.0 million placements at s = 10,
// 8 MB instead of 60, and 9.0 million at s = 11, 72 MB instead of 534.
type quadrant struct {
	s, shift int
	groups   *groups
	start    []uint32
	// from[g] is where the placements of group g's representative begin
	// in stored, and turns[g] the turn that takes them to group g's;
	// a group that is its own representative has the zero turn.
	from   []uint32
	turns  []turn
	stored []uint64
	// sumBits is 2s-1, the number of sum diagonals of the square.
	sumBits  uint
	attempts uint64 // queens placed while listing them
}

// newQuadrant lists the placements of the s x s square, s <= 11, whose
// sum diagonals its north quadrants see moved up by shift, 2s-2+shift <
// 32 (see [halfMaker]). It searches twice: once to count each group's
// placements, once to store those of the representatives in their
// places; below turnFrom, every group is its own. The searches look at
// ctx as they go (see [quadrant.search]): if it is done meanwhile, the
// table is unfinished.
func newQuadrant(ctx context.Context, s, shift int) *quadrant {
	return listQuadrant(ctx, s, shift, s >= turnFrom)
}

// listQuadrant is newQuadrant, keeping the representatives' placements
// alone when turned is true and every group's when it is false.
func listQuadrant(ctx context.Context, s, shift int, turned bool) *quadrant {
	numbers := newGroups(s)
	q := &quadrant{s: s, shift: shift, groups: numbers, start: make([]uint32, numbers.len()+1), sumBits: uint(max(2*s-1, 0))}
	q.search(ctx, 0, 0, 0, 0, 0, func(g int, _ uint64) { q.start[g+1]++ })
	if ctx.Err() != nil {
		return q // before the table's room is made: 72 MB at s = 11
	}
	for i := 1; i < len(q.start); i++ {
		q.start[i] += q.start[i-1]
	}
	var rep []uint32
	var turns []turn
	if turned {
		rep, turns = numbers.representatives(s)
	} else {
		rep, turns = make([]uint32, numbers.len()), make([]turn, numbers.len())
		for g := range rep {
			rep[g] = uint32(g)
		}
	}
	// A representative's placements go after those of the ones before
	// it, which all have lower numbers; the other groups read their
	// representative's.
	q.from, q.turns = make([]uint32, numbers.len()), turns
	size := uint32(0)
	for g, r := range rep {
		if int(r) == g {
			q.from[g] = size
			size += q.start[g+1] - q.start[g]
		} else {
			q.from[g] = q.from[r]
		}
	}
	q.stored = make([]uint64, size)
	next := slices.Clone(q.from)
	q.attempts = 0
	q.search(ctx, 0, 0, 0, 0, 0, func(g int, diags uint64) {
		if int(rep[g]) == g {
			q.stored[next[g]] = diags
			next[g]++
		}
	})
	return q
}

// turnFrom is the smallest square whose table keeps the representatives'
// placements alone. Reading placements through a turn made the count a
// quarter slower at n = 17 and a sixth at 15 (farm-bench, alternated),
// where the whole table takes 1 MB or less and is no burden; at n = 18
// and 19 it takes 7 MB, and turning took the peak at 18 from 42 MB to 36
// for about 3 % more time. At n = 20 and 21 it saves 52 MB, at n = 22
// 462 MB.
const turnFrom = 10

// north returns the placement x as a north quadrant's: its sums, moved
// up by shift, in the low 32 bits and its differences in the high 32
// (see [halfMaker]).
func (q *quadrant) north(x uint64) uint64 {
	return (x&(1<<q.sumBits-1))<<q.shift | (x>>q.sumBits)<<32
}

// south returns the placement x as a south quadrant's: its sums as they
// are and its differences moved up by shift, above bit 32.
func (q *quadrant) south(x uint64) uint64 {
	return x&(1<<q.sumBits-1) | (x>>q.sumBits)<<(32+q.shift)
}

// len returns how many placements the square has, those the table reads
// through a turn included.
func (q *quadrant) len() int {
	return int(q.start[len(q.start)-1])
}

// search places queens in rows r and up of the square, each row holding a
// queen or none, given the rows and columns filled and the diagonals
// attacked, and calls found with every placement and the number of its
// group, in the order of the columns of its queens, row by row.
//
// It looks at ctx once its first two rows are filled, and leaves the
// rest of the search once ctx is done: the 11 x 11 square's searches,
// which take seconds, so stop within a few milliseconds.
func (q *quadrant) search(ctx context.Context, r int, rows, cols uint32, sum, diff uint32, found func(group int, diags uint64)) {
	if r == q.s {
		found(q.groups.number(rows, cols), uint64(sum)|uint64(diff)<<q.sumBits)
		return
	}
	if r == 2 && ctx.Err() != nil {
		return
	}
	q.search(ctx, r+1, rows, cols, sum, diff, found)
	free := (1<<q.s - 1) &^ cols &^ (sum >> r) &^ (diff >> (q.s - 1 - r))
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros32(free)
		q.attempts++
		q.search(ctx, r+1, rows|1<<r, cols|1<<c, sum|1<<(r+c), diff|1<<(c-r+q.s-1), found)
	}
}

// southFree returns the placements of the square that a south quadrant
// can hold when the diagonals block, in the south quadrant's frame, are
// taken: bit i%64 of word i/64 for placement i. It takes a bit a
// placement, 0.9 MB at s = 10. It looks at ctx every 1<<10 groups, and
// returns the set unfinished once it is done.
func (q *quadrant) southFree(ctx context.Context, block uint64) []uint64 {
	free := make([]uint64, (q.len()+63)/64)
	// blocked is the block in the square's own frame. A stored
	// placement, turned, misses it exactly when the placement as stored
	// misses it turned back, so the loop never turns a placement.
	mask := uint64(1)<<q.sumBits - 1
	blocked := block&mask | (block>>(32+q.shift)&mask)<<q.sumBits
	var back [8]uint64
	for t := range turn(8) {
		back[t] = t.inverse().apply(blocked, q.sumBits)
	}
	for g := range q.groups.len() {
		if g%(1<<10) == 0 && ctx.Err() != nil {
			return free
		}
		v := q.span(g)
		b := back[v.turn]
		for i, x := range q.stored[v.first+v.moved : v.end+v.moved] {
			if x&b == 0 {
				i += v.first
				free[i/64] |= 1 << (i % 64)
			}
		}
	}
	return free
}

// group returns the placements that fill exactly the given rows and
// columns of the square; there must be as many rows as columns.
func (q *quadrant) group(rows, cols uint32) span {
	return q.span(q.groups.number(rows, cols))
}

// span returns the placements of group g.
func (q *quadrant) span(g int) span {
	first := int(q.start[g])
	return span{first: first, end: int(q.start[g+1]), moved: int(q.from[g]) - first, turn: q.turns[g]}
}

// A span is the placements of one group, those the square's numbering
// gives first to end-1, and where to read them: placement i is stored
// at i+moved, and turn takes it to the group's.
type span struct {
	first, end, moved int
	turn              turn
}

// placement returns placement i of the square, which span v holds.
func (q *quadrant) placement(v *span, i int) uint64 {
	x := q.stored[i+v.moved]
	if v.turn != 0 {
		x = v.turn.apply(x, q.sumBits)
	}
	return x
}

// A turn of the square, one of its eight rotations and reflections, as
// it moves the diagonals of a placement, those of the sums in the low
// bits and those of the differences above them: swap exchanges the two
// families first, then sums and diffs turn the first and the second end
// for end. The zero turn leaves the placement as it is.
//
// Stood on its head, with row r going to row s-1-r, the square takes
// the queen at (r, c), on sum r+c and difference c-r+s-1, to (s-1-r, c),
// whose sum is the old difference and whose difference the old sum: a
// swap. Flipped left to right it takes it to (r, s-1-c), on sum 2s-2 less
// the old difference and the difference 2s-2 less the old sum: a swap,
// both ends for end. Turned about its main diagonal, to (c, r), it keeps
// the sum and takes the difference to 2s-2 less it: the differences end
// for end.
type turn uint8

// The three parts of a turn, one bit each.
const (
	swap turn = 1 << iota
	sums
	diffs
)

// apply returns the placement x, whose families are k bits wide, turned.
// Turning both families end for end is one reversal of the whole
// placement, which also swaps them, so no turn takes more than one.
func (t turn) apply(x uint64, k uint) uint64 {
	if t&(sums|diffs) == sums|diffs {
		x = bits.Reverse64(x) >> (64 - 2*k)
		t = t&swap ^ swap
	}
	lo, hi := x&(1<<k-1), x>>k
	if t&swap != 0 {
		lo, hi = hi, lo
	}
	if t&sums != 0 {
		lo = bits.Reverse64(lo) >> (64 - k)
	}
	if t&diffs != 0 {
		hi = bits.Reverse64(hi) >> (64 - k)
	}
	return lo | hi<<k
}

// inverse returns the turn that takes t's placements back.
func (t turn) inverse() turn {
	u := turn(0)
	for t.then(u) != 0 {
		u++
	}
	return u
}

// then returns the turn t followed by u.
func (t turn) then(u turn) turn {
	if u&swap != 0 {
		// Swapping the families after t also swaps which of them t
		// turned end for end.
		t = t&swap ^ swap | t&sums<<1 | t&diffs>>1
	}
	return t ^ u&(sums|diffs)
}

// The three moves of the square that make all eight, as they move the
// diagonals: standing it on its head, flipping it left to right and
// turning it about its main diagonal.
const (
	headOverHeels = swap
	leftToRight   = swap | sums | diffs
	aboutDiagonal = diffs
)

// representatives returns, for each group of the s x s square, the
// number of its representative, the lowest numbered group its turns
// make, and the turn that takes the representative's placements to the
// group's. A turn moves the rows and the columns of a group as it moves
// its queens.
func (g *groups) representatives(s int) (rep []uint32, turns []turn) {
	rep, turns = make([]uint32, g.len()), make([]turn, g.len())
	flip := func(set uint32) uint32 { return bits.Reverse32(set) >> (32 - s) }
	// move applies move m, m being three bits: head over heels, left to
	// right, then about the diagonal, in that order.
	move := func(m int, rows, cols uint32) (uint32, uint32, turn) {
		var t turn
		if m&1 != 0 {
			rows, t = flip(rows), t.then(headOverHeels)
		}
		if m&2 != 0 {
			cols, t = flip(cols), t.then(leftToRight)
		}
		if m&4 != 0 {
			rows, cols, t = cols, rows, t.then(aboutDiagonal)
		}
		return rows, cols, t
	}
	for rows := range uint32(1 << s) {
		for cols := range uint32(1 << s) {
			if bits.OnesCount32(rows) != bits.OnesCount32(cols) {
				continue
			}
			// The representative, and the move that takes this group
			// to it.
			n, low, best := g.number(rows, cols), g.number(rows, cols), 0
			for m := range 8 {
				if r, c, _ := move(m, rows, cols); g.number(r, c) < low {
					low, best = g.number(r, c), m
				}
			}
			rep[n] = uint32(low)
			// The move that takes the representative back to this group.
			repRows, repCols, _ := move(best, rows, cols)
			for m := range 8 {
				if r, c, t := move(m, repRows, repCols); r == rows && c == cols {
					turns[n] = t
					break
				}
			}
		}
	}
	return rep, turns
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
