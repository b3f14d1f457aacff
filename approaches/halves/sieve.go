package halves

import (
	"context"
	"math/bits"
	"slices"
)

// A sieve holds the east half-boards of one row set turned on their side,
// so that one west half-board is compared with 64 east ones in a few
// word operations, and sorted so that it skips the blocks of boards it
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
// holds some of them only looks at the blocks that hold a board whose
// key leaves those free.
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
	// bit k of visit[i] says whether the west boards of key k look at
	// block i, that is whether they share no diagonal with the key of
	// one of its boards; boards[k] is how many east boards a west board
	// of key k looks at. With at most maxCuts = 6 cuts, keys are below 64.
	visit  []uint64
	boards []uint64
	// sorted, keys and bucket are scratch space for the sort, of the
	// east boards and of the west ones.
	sorted []uint64
	keys   []uint8
	bucket []int
}

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

// sort sorts the boards into s.sorted by key, counting, and leaves in
// s.bucket[k] the first board of key k (s.bucket[1<<len(cuts)] the
// number of boards).
func (s *sieve) sort(boards []uint64) {
	keys := 1 << len(s.cuts)
	s.bucket = slices.Grow(s.bucket[:0], keys+1)[:keys+1]
	clear(s.bucket)
	s.sorted = slices.Grow(s.sorted[:0], len(boards))[:len(boards)]
	if keys == 1 {
		copy(s.sorted, boards)
		s.bucket[1] = len(boards)
		return
	}
	s.keys = slices.Grow(s.keys[:0], len(boards))[:len(boards)]
	for i, b := range boards {
		k := s.key(b)
		s.keys[i] = uint8(k)
		s.bucket[k+1]++
	}
	for k := range keys {
		s.bucket[k+1] += s.bucket[k]
	}
	for i, b := range boards {
		k := s.keys[i]
		s.sorted[s.bucket[k]] = b
		s.bucket[k]++
	}
	// Each bucket[k] now holds the first board after key k: move them
	// back by one.
	copy(s.bucket[1:], s.bucket[:keys])
	s.bucket[0] = 0
}

// plan works out, for each block, the keys of the west boards that look
// at it: those that share no diagonal with the key of one of its boards.
// It leaves in s.boards[k] how many boards a west board of key k looks
// at.
func (s *sieve) plan(boards int) {
	keys := 1 << len(s.cuts)
	s.visit = slices.Grow(s.visit[:0], len(s.blocks))[:len(s.blocks)]
	clear(s.visit)
	s.boards = slices.Grow(s.boards[:0], keys)[:keys]
	clear(s.boards)
	for west := range keys {
		last := -1 // the last block marked for west
		for k := range keys {
			lo, hi := s.bucket[k], s.bucket[k+1]
			if k&west != 0 || lo == hi {
				continue
			}
			for i := max(lo/64, last+1); i < (hi+63)/64; i++ {
				s.visit[i] |= 1 << west
				s.boards[west] += uint64(min(i*64+64, boards) - i*64)
				last = i
			}
		}
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

// join returns how many pairs of an east board of the sieve and a west one
// share no diagonal, each counted 1<<(west>>weightShift) times, and how
// many pairs it compared. It looks at ctx after each block, and returns
// ok false once it is done.
//
// join takes one block after the other, and runs over the west boards
// that look at it, sorted by their keys: so the block stays in the
// core's first cache, and the west boards stream by in order.
func (s *sieve) join(ctx context.Context, west []uint64) (pairs, compared uint64, ok bool) {
	s.sort(west)
	for k := range 1 << len(s.cuts) {
		compared += uint64(s.bucket[k+1]-s.bucket[k]) * s.boards[k]
	}
	for i := range s.blocks {
		if ctx.Err() != nil {
			return 0, 0, false
		}
		b := &s.blocks[i]
		for ks := s.visit[i]; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros64(ks)
			boards := s.sorted[s.bucket[k]:s.bucket[k+1]]
			if s.wide {
				pairs += fitWide(b, boards)
			} else {
				pairs += fitNarrow(b, boards)
			}
		}
	}
	return pairs, compared, true
}

// fitNarrow returns how many pairs of a board of block b and a west board
// share no diagonal, each counted as the west board weighs, for boards
// of at most six chunks.
func fitNarrow(b *[256]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] & b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift)
	}
	return total
}

// fitWide is fitNarrow for boards of eight chunks.
func fitWide(b *[256]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] & b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31] & b[6<<5+m>>30&31] & b[7<<5+m>>35&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift)
	}
	return total
}
