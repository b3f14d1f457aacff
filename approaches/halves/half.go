package halves

import "math/bits"

// weightShift is where a west half-board's weight sits in its mask, above
// the join's diagonals: the weight is 1<<(mask>>weightShift).
const weightShift = 56

// A halfMaker joins north and south quadrant placements into the
// half-boards of one half of the board. One worker owns one.
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
	// quads[side][north] is the table of the placements of the west
	// (side 0) or east (side 1), south (0) or north (1) quadrant: the
	// square's table, or, when the start has queens, those of its
	// placements that they do not attack.
	quads [2][2]*quadrant
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
}

// lo32 keeps the low 32 bits, the sum diagonals of a placement.
const lo32 = 1<<32 - 1

// newHalfMaker returns a halfMaker for the start s whose quadrants' tables
// are made from the square's, q. When the start has queens, it filters
// the tables first.
func newHalfMaker(q *quadrant, s *start) *halfMaker {
	n, h := s.n, s.n/2
	lo := n - h
	m := &halfMaker{n: n, h: h, start: s, lo: lo, width: max(n+h-1-lo, 0)}
	for side, c0 := range []int{0, n - h} {
		m.block[side] = s.sum>>c0&lo32 | (s.diff>>c0&lo32)<<32
		for north := range 2 {
			m.quads[side][north] = q
			if m.block[side] != 0 {
				block := m.block[side]
				m.quads[side][north] = q.filter(func(p uint64) bool { return m.frame(p, north == 1)&block == 0 })
			}
		}
		if s.diagonals {
			longs := uint64(1)<<(n-1-c0) | 1<<(32+n-1-c0)
			if side == 0 {
				m.longs[side] = longs
			} else {
				m.block[side] |= longs
			}
		}
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
// board carries its weight above weightShift.
func (m *halfMaker) half(dst []uint64, rows uint32, west bool) ([]uint64, uint64) {
	n, h := m.n, m.h
	low := uint32(1)<<h - 1
	c0, side, cols := n-h, 1, m.start.east
	if west {
		c0, side, cols = 0, 0, m.start.west
	}
	local := cols >> c0 & low
	southRows, northRows := rows&low, rows>>(n-h)&low
	block, longs := m.block[side], m.longs[side]
	shift, lowW := m.lo-c0, uint64(1)<<m.width-1
	var pairs uint64

	// Every way of sharing the columns between the north quadrant and
	// the south one.
	for _, nc := range m.subsets[side][bits.OnesCount32(northRows)] {
		north := m.quads[side][1].group(northRows, nc)
		if len(north) == 0 {
			continue
		}
		south := m.quads[side][0].group(southRows, local&^nc)
		for _, p := range south {
			s := m.frame(p, false)
			if s&block != 0 {
				continue
			}
			pairs += uint64(len(north))
			wall := s | block
			for _, q := range north {
				if q&wall == 0 {
					x := q | s
					join := x>>shift&lowW | (x>>(32+shift)&lowW)<<m.width
					dst = append(dst, join|uint64(bits.OnesCount64(x&longs))<<weightShift)
				}
			}
		}
	}
	return dst, pairs
}

// frame returns the placement p of the square's table in the frame of a
// half, as a north or south quadrant's: the table holds it as a north
// one; a south one has its sums n-h lower and its differences n-h higher.
func (m *halfMaker) frame(p uint64, north bool) uint64 {
	if north {
		return p
	}
	up := uint(m.n - m.h)
	return (p&lo32)>>up | (p>>32)<<(32+up)
}
