package halves

import (
	"math/bits"
	"slices"
)

// A sieve holds the east half-boards of one row set turned on their side,
// so that one west half-board is compared with 64 east ones in a few
// word operations, and sorted so that it skips the words of boards it
// cannot fit.
//
// Bit j of a word of a block stands for east board j of the block's 64.
// For each diagonal d there is the word of the boards that leave d free.
// A west board fits the east boards whose bits are set in the AND of the
// words of its diagonals, and counting them is a popcount. The words are
// ANDed in advance five diagonals at a time, for all 32 ways of holding
// them, so a west board needs one word for each chunk of five of its
// diagonals: six chunks for the 30 diagonals the join compares at
// n = 16 and 17, eight for n up to 21.
//
// The east boards are sorted by a key, the few diagonals of cuts they
// hold (the busiest ones, where most pairs meet): a west board that
// holds some of them only looks at the words of the boards whose key
// leaves those free.
type sieve struct {
	// wide is whether the boards need eight chunks rather than six.
	wide bool
	// blocks[i][c<<5|v] is the word of the boards 64i to 64i+63 that
	// leave free all the diagonals of chunk c (bits 5c to 5c+4) that v
	// holds, of those boards that exist.
	blocks [][256]uint64
	// cuts are the diagonals of the key, bit i of the key being whether
	// a board holds cuts[i]; keyPart[c][v] are the bits of the key that
	// chunk c holding v gives.
	cuts    []int
	keyPart [8][32]uint8
	// spans[first[key]:first[key+1]] are the spans of blocks that a west
	// board with this key looks at, and boards[key] the number of east
	// boards in them.
	spans  []span
	first  []int
	boards []uint64
	// sorted and bucket are scratch space for the sort.
	sorted []uint64
	bucket []int
}

// A span is the blocks from lo up to hi, hi excluded.
type span struct{ lo, hi int }

// maxWidth is the most diagonals a sieve compares: eight chunks of five.
const maxWidth = 40

// build fills the sieve with the east boards, whose diagonals lie in the
// low width bits, width <= maxWidth, sorted by their keys on cuts.
func (s *sieve) build(east []uint64, width int, cuts []int) {
	s.wide = width > 30
	s.cuts = cuts
	s.keyPart = [8][32]uint8{}
	for i, d := range cuts {
		for v := range 32 {
			if v>>(d%5)&1 != 0 {
				s.keyPart[d/5%8][v] |= 1 << i
			}
		}
	}
	s.sort(east)
	chunks := 6
	if s.wide {
		chunks = 8
	}
	words := (len(east) + 63) / 64
	s.blocks = slices.Grow(s.blocks[:0], words)[:words]
	var side [64]uint64
	for i := range s.blocks {
		// Turn 64 boards on their side: side[d] holds, for each board,
		// whether it leaves diagonal d free.
		group := s.sorted[i*64 : min(i*64+64, len(s.sorted))]
		for j, e := range group {
			side[j] = ^e
		}
		clear(side[len(group):])
		transpose(&side)
		valid := ^uint64(0) >> (64 - len(group))
		b := &s.blocks[i]
		for c := range chunks {
			row := (*[32]uint64)(b[c<<5 : c<<5+32])
			row[0] = valid
			for d := range 5 {
				free := side[c*5+d] & valid
				bit := 1 << d
				for v := range bit {
					row[bit|v] = row[v] & free
				}
			}
		}
	}
	s.plan(len(east))
}

// key returns the key of a board: the diagonals of cuts it holds.
func (s *sieve) key(mask uint64) int {
	p := &s.keyPart
	return int(p[0][mask&31] | p[1][mask>>5&31] | p[2][mask>>10&31] | p[3][mask>>15&31] |
		p[4][mask>>20&31] | p[5][mask>>25&31] | p[6][mask>>30&31] | p[7][mask>>35&31])
}

// sort sorts the east boards into s.sorted by key, counting, and leaves
// in s.bucket[k] the first board of key k (s.bucket[1<<len(cuts)] the
// number of boards).
func (s *sieve) sort(east []uint64) {
	keys := 1 << len(s.cuts)
	s.bucket = slices.Grow(s.bucket[:0], keys+1)[:keys+1]
	clear(s.bucket)
	for _, e := range east {
		s.bucket[s.key(e)+1]++
	}
	for k := range keys {
		s.bucket[k+1] += s.bucket[k]
	}
	s.sorted = slices.Grow(s.sorted[:0], len(east))[:len(east)]
	for _, e := range east {
		k := s.key(e)
		s.sorted[s.bucket[k]] = e
		s.bucket[k]++
	}
	// Each bucket[k] now holds the first board after key k: move them
	// back by one.
	copy(s.bucket[1:], s.bucket[:keys])
	s.bucket[0] = 0
}

// plan works out, for each key a west board may have, the spans of blocks
// it looks at: those holding boards whose key shares no diagonal with
// its own.
func (s *sieve) plan(boards int) {
	keys := 1 << len(s.cuts)
	s.spans, s.first = s.spans[:0], append(s.first[:0], 0)
	s.boards = slices.Grow(s.boards[:0], keys)[:keys]
	for west := range keys {
		start := len(s.spans)
		for k := range keys {
			lo, hi := s.bucket[k], s.bucket[k+1]
			if k&west != 0 || lo == hi {
				continue
			}
			sp := span{lo / 64, (hi + 63) / 64}
			if last := len(s.spans) - 1; last >= start && s.spans[last].hi >= sp.lo {
				s.spans[last].hi = max(s.spans[last].hi, sp.hi)
			} else {
				s.spans = append(s.spans, sp)
			}
		}
		s.first = append(s.first, len(s.spans))
		var n uint64
		for _, sp := range s.spans[start:] {
			n += uint64(min(sp.hi*64, boards) - sp.lo*64)
		}
		s.boards[west] = n
	}
}

// transpose turns the 64 x 64 bit matrix a, row i being a[i] and column j
// its bit j, on its side: afterwards bit j of a[i] is what bit i of a[j]
// was. It swaps ever smaller blocks across the diagonal: the two 32 x 32
// blocks off it, then within each quarter the 16 x 16 ones, down to
// single bits.
func transpose(a *[64]uint64) {
	swap := func(j uint, m uint64) {
		for k := 0; k < 64; k = (k + int(j) + 1) &^ int(j) {
			t := (a[k]>>j ^ a[(k+int(j))&63]) & m
			a[k] ^= t << j
			a[(k+int(j))&63] ^= t
		}
	}
	swap(32, 0x00000000ffffffff)
	swap(16, 0x0000ffff0000ffff)
	swap(8, 0x00ff00ff00ff00ff)
	swap(4, 0x0f0f0f0f0f0f0f0f)
	swap(2, 0x3333333333333333)
	swap(1, 0x5555555555555555)
}

// count returns how many east boards share no diagonal with the west
// board's mask, and how many it compared it with.
func (s *sieve) count(mask uint64) (fit int, compared uint64) {
	key := s.key(mask)
	// The index of each chunk's word in a block.
	c0 := mask & 31
	c1 := 1<<5 + mask>>5&31
	c2 := 2<<5 + mask>>10&31
	c3 := 3<<5 + mask>>15&31
	c4 := 4<<5 + mask>>20&31
	c5 := 5<<5 + mask>>25&31
	c6 := 6<<5 + mask>>30&31
	c7 := 7<<5 + mask>>35&31
	total := 0
	for _, sp := range s.spans[s.first[key]:s.first[key+1]] {
		blocks := s.blocks[sp.lo:sp.hi]
		if !s.wide {
			for i := range blocks {
				b := &blocks[i]
				total += bits.OnesCount64(b[c0] & b[c1] & b[c2] & b[c3] & b[c4] & b[c5])
			}
			continue
		}
		for i := range blocks {
			b := &blocks[i]
			total += bits.OnesCount64(b[c0] & b[c1] & b[c2] & b[c3] & b[c4] & b[c5] & b[c6] & b[c7])
		}
	}
	return total, s.boards[key]
}
