package halves

import (
	"cmp"
	"context"
	"math/bits"
	"slices"
)

// weightShift is where a west half-board's weight sits in its mask, above
// the join's diagonals: the weight is 1<<(mask>>weightShift).
const weightShift = 56

// A halfMaker joins north and south quadrant placements into the
// half-boards of a start. The workers of the start share it; it does not
// change once made.
//
// The join of a north and a south placement takes one AND. A queen at row
// r, column c of the half's quadrants (c counted from the half's west
// edge, so from 0 on the west and n-h on the east) stands on the sum
// diagonal r+c and the difference diagonal c-r+n-1 of the board, less
// the half's first column. The north quadrant starts at row n-h, so its
// placements carry their sum diagonals n-h higher than the square's own;
// the south ones carry their difference diagonals n-h higher. Written so,
// low 32 bits for the sums and high 32 for the differences, both are in
// the half's frame, and two placements meet on a diagonal exactly when
// their words share a bit.
type halfMaker struct {
	n, h  int
	start *start
	// square is the table of the square's placements, of which all four
	// quadrants take theirs. The north ones leave out those the half's
	// blocked diagonals hold as a worker copies them (see
	// [northGroups]); the south ones, read far more often, are marked
	// once: south[side] has a bit for each placement of the table that
	// the south quadrant of the west (side 0) or east (side 1) half can
	// hold, a bit a placement where a copy would take a word.
	square *quadrant
	south  [2][]uint64
	// block[side] are the diagonals no queen of the half may stand on,
	// in its frame: the start's, and on the east under the diagonal
	// fold the two long diagonals.
	block [2]uint64
	// longs[side] are the long diagonals in the half's frame when the
	// half-boards that hold a queen there weigh more (the west under
	// the diagonal fold), or 0.
	longs [2]uint64
	// lo and width say which diagonals the join compares: those from lo
	// to lo+width-1 of either family, the only ones both halves reach.
	lo, width int
	// subsets[k] lists the k-column subsets of each half's columns,
	// in the square's frame.
	subsets [2][][]uint32
	// cuts are the diagonals the sieves sort the east boards by, the
	// busiest first (see [halfMaker.busiest]).
	cuts []int
}

// lo32 keeps the low 32 bits, the sum diagonals of a placement.
const lo32 = 1<<32 - 1

// newHalfMaker returns a halfMaker for the start s whose quadrants are
// made from the square's table, q. It marks the south placements each
// half can hold first; if ctx is done meanwhile, the marks are
// unfinished.
func newHalfMaker(ctx context.Context, q *quadrant, s *start) *halfMaker {
	n, h := s.n, s.n/2
	lo := n - h
	m := &halfMaker{n: n, h: h, start: s, square: q, lo: lo, width: max(n+h-1-lo, 0)}
	for side, c0 := range []int{0, n - h} {
		m.block[side] = s.sum>>c0&lo32 | (s.diff>>c0&lo32)<<32
		if s.diagonals {
			longs := uint64(1)<<(n-1-c0) | 1<<(32+n-1-c0)
			if side == 0 {
				m.longs[side] = longs
			} else {
				m.block[side] |= longs
			}
		}
		m.south[side] = q.southFree(ctx, m.block[side])
	}
	low := uint32(1)<<h - 1
	for i, cols := range []uint32{s.west & low, s.east >> (n - h) & low} {
		m.subsets[i] = make([][]uint32, h+1)
		for sub := uint32(0); ; sub = (sub - cols) & cols {
			k := bits.OnesCount32(sub)
			m.subsets[i][k] = append(m.subsets[i][k], sub)
			if sub == cols {
				break
			}
		}
	}
	return m
}

// half appends to dst the half-boards with a queen in each of the rows
// and in each of the start's free columns of one half, and returns it
// with the number of pairs of placements it compared. On the west, each
// board carries its weight above weightShift. north holds the half's
// north placements for the task's north rows, made again only when they
// change: tasks in a row often share them.
func (m *halfMaker) half(dst []uint64, north *northGroups, rows uint32, west bool) ([]uint64, uint64) {
	n, h := m.n, m.h
	low := uint32(1)<<h - 1
	c0, side, cols := n-h, 1, m.start.east
	if west {
		c0, side, cols = 0, 0, m.start.west
	}
	local := cols >> c0 & low
	southRows, northRows := rows&low, rows>>(n-h)&low
	quad, free := m.square, m.south[side]
	f := m.form(c0, side)
	if bits.OnesCount32(northRows)+bits.OnesCount32(southRows) != bits.OnesCount32(local) {
		return dst, 0 // the rows cannot fill the half's free columns
	}
	if north.maker != m || north.rows != northRows {
		north.fill(m, side, northRows, &f)
	}
	var pairs uint64

	// Every way of sharing the columns between the north quadrant and
	// the south one.
	for i, nc := range m.subsets[side][bits.OnesCount32(northRows)] {
		placements, joins := north.group(i)
		if len(placements) == 0 {
			continue
		}
		south := quad.group(southRows, local&^nc)
		first, end := south.first, south.end
		if first == end {
			continue
		}
		// The south placements of the group that the half can hold:
		// the bits from first to end-1 of free, word by word.
		for w := first / 64; w <= (end-1)/64; w++ {
			word := free[w]
			if w == first/64 {
				word &= ^uint64(0) << (first % 64)
			}
			if w == (end-1)/64 {
				word &= ^uint64(0) >> (63 - (end-1)%64)
			}
			for ; word != 0; word &= word - 1 {
				// quad.placement, written out: the compiler does
				// not inline it.
				s := quad.stored[w*64+bits.TrailingZeros64(word)+south.moved]
				if south.turn != 0 {
					s = south.turn.apply(s, quad.sumBits)
				}
				s = quad.south(s)
				pairs += uint64(len(placements))
				if cap(dst)-len(dst) < len(placements) {
					dst = slices.Grow(dst, len(placements))
				}
				k := pairUp(dst[len(dst):len(dst)+len(placements)], placements, joins, f.join(s), s)
				dst = dst[:len(dst)+k]
			}
		}
	}
	return dst, pairs
}

// northGroups are the north placements of one half for one set of north
// rows, group by group as the half's column subsets list them: those
// that the half's blocked diagonals leave free, as they are and in the
// join's form. A worker keeps them from one task to the next.
type northGroups struct {
	maker *halfMaker
	rows  uint32
	// Group i is placements[first[i]:first[i+1]], and the same in
	// joins.
	first             []int
	placements, joins []uint64
}

// fill makes the north groups of one side of m for the given rows.
func (g *northGroups) fill(m *halfMaker, side int, rows uint32, f *form) {
	g.maker, g.rows = m, rows
	g.first, g.placements, g.joins = append(g.first[:0], 0), g.placements[:0], g.joins[:0]
	block := m.block[side]
	quad := m.square
	for _, nc := range m.subsets[side][bits.OnesCount32(rows)] {
		group := quad.group(rows, nc)
		for i := group.first; i < group.end; i++ {
			if q := quad.north(quad.placement(&group, i)); q&block == 0 {
				g.placements = append(g.placements, q)
				g.joins = append(g.joins, f.join(q))
			}
		}
		g.first = append(g.first, len(g.placements))
	}
}

// group returns the north placements of group i and their join forms.
func (g *northGroups) group(i int) (placements, joins []uint64) {
	lo, hi := g.first[i], g.first[i+1]
	return g.placements[lo:hi], g.joins[lo:hi]
}

// pairNorth writes to out the half-boards that the north placements make
// with a south one, and returns how many it wrote: south is the south
// one in the join's form and wall its diagonals in the half's frame, and
// joins holds the north ones in the join's form. out has room for every
// north placement. It is small enough for the compiler to inline it.
func pairNorth(out, north, joins []uint64, south, wall uint64) int {
	out, joins = out[:len(north)], joins[:len(north)]
	k := 0
	for i, q := range north {
		// Write every pair and keep those that fit, without a branch:
		// q&wall-1 has its top bit set exactly when q&wall is 0.
		out[k] = joins[i] + south
		k += int((q&wall - 1) >> 63)
	}
	return k
}

// A form turns a placement in a half's frame into the join's form: the
// diagonals both halves reach, the sums in the low width bits and the
// differences above them, and the weight above weightShift. The shifts
// are masked so that the compiler knows they are below 64.
type form struct {
	sumShift, diffShift, width uint
	low                        uint64
	// long and other are where the two long diagonals are in the
	// half's frame when a queen on them weighs more, or 63, a bit no
	// placement holds.
	long, other uint
}

// form returns the join's form of the half whose first column is c0.
func (m *halfMaker) form(c0, side int) form {
	f := form{sumShift: uint(m.lo-c0) & 63, diffShift: uint(32+m.lo-c0) & 63, width: uint(m.width) & 63, long: 63, other: 63}
	f.low = 1<<f.width - 1
	if m.longs[side] != 0 {
		f.long, f.other = uint(bits.TrailingZeros64(m.longs[side]))&63, uint(63-bits.LeadingZeros64(m.longs[side]))&63
	}
	return f
}

// join returns the placement x of a half's frame in the join's form.
func (f *form) join(x uint64) uint64 {
	weight := x>>f.long&1 + x>>f.other&1
	return x>>f.sumShift&f.low | (x>>f.diffShift&f.low)<<f.width | weight<<weightShift
}

// busiest returns the maxCuts diagonals (or all, if fewer), in the join's
// form, where most
// pairs of half-boards of the sample tasks meet, the most first: those
// with the largest product of the share of east boards and the share of
// west boards that hold them.
//
// It stops early, with what it has seen, once ctx is done.
func (m *halfMaker) busiest(ctx context.Context, sample []task) []int {
	var east, west [64]int
	var ne, nw int
	var list []uint64
	var north [2]northGroups
	for _, t := range sample {
		if ctx.Err() != nil {
			break
		}
		list, _ = m.half(list[:0], &north[1], t.rows, false)
		tally(&east, list)
		ne += len(list)
		list, _ = m.half(list[:0], &north[0], m.start.rows&^t.rows, true)
		tally(&west, list)
		nw += len(list)
	}
	d := make([]int, 2*m.width)
	score := make([]float64, 2*m.width)
	for i := range d {
		d[i] = i
		score[i] = float64(east[i]) / float64(max(ne, 1)) * float64(west[i]) / float64(max(nw, 1))
	}
	slices.SortStableFunc(d, func(a, b int) int { return cmp.Compare(score[b], score[a]) })
	return d[:min(len(d), maxCuts)]
}

// tally adds to count[d] the boards of list that hold diagonal d.
func tally(count *[64]int, list []uint64) {
	for _, b := range list {
		for b &= 1<<weightShift - 1; b != 0; b &= b - 1 {
			count[bits.TrailingZeros64(b)]++
		}
	}
}
