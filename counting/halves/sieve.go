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
// ANDed in advance a chunk of diagonals at a time, for every way of
// holding them, so a west board needs one word for each chunk of its
// diagonals. Chunks of five diagonals take 32 words each and chunks of
// seven 128: the wider chunks cost four times as much to make and save
// a word or three for each west board that looks at the block, so a
// join that has many west boards to a block takes them (see
// [sieve.join]). The join compares 30 diagonals at n = 16 and 17, 34 at
// 18 and 19, 38 at 20 and 21, and 42 at 22: six or five chunks, eight or
// five, eight or six, and nine or six.
//
// The east boards are sorted by a key, the few diagonals of cuts they
// hold (the busiest ones, where most pairs meet): a west board that
// holds some of them only looks at the blocks that hold a board whose
// key leaves those free.
type sieve struct {
	// width is how many diagonals the boards hold, in their low bits,
	// and east how many east boards there are.
	width, east int
	// chunkBits is the width of a chunk, 5 or 7, and chunks how many a
	// block has. block holds the words of one block, block i for the
	// boards 64i to 64i+63: the chunks' words one after the other, chunk
	// c's word for the diagonals v it holds (bit k of v for diagonal
	// c*chunkBits+k) at c<<chunkBits|v, with the bits of those boards,
	// among those that exist, that leave free all the diagonals of v.
	// The join makes each block's words just before it runs the west
	// boards over them, so one block's are all the sieve keeps: made for
	// every block at once, they would take up to 96 bytes an east board,
	// more than the boards themselves.
	chunkBits, chunks int
	block             []uint64
	// cuts are the diagonals of the key, bit i of the key being whether
	// a board holds cuts[i]; keyPart[c][v] are the bits of the key that
	// the diagonals 5c to 5c+4 holding v give, and keyChunks lists the
	// chunks c that hold a cut. keyPart has room for 16 chunks, not the
	// nine that maxWidth needs, so that an index masked by 15 needs no
	// bounds check.
	cuts      []int
	keyPart   [16][32]uint8
	keyChunks []uint
	// bit k of visit[i] says whether the west boards of key k look at
	// block i, that is whether they share no diagonal with the key of
	// one of its boards; boards[k] is how many east boards a west board
	// of key k looks at. With at most maxCuts = 6 cuts, keys are below 64.
	visit  []uint64
	boards []uint64
	// side holds the east boards turned on their side, block after
	// block: side[64i+d] the bits of block i's boards that leave
	// diagonal d free.
	side []uint64
	// sorted, keys and bucket are scratch space for the sort, of the
	// east boards and of the west ones.
	sorted []uint64
	keys   []uint8
	bucket []int
}

// maxWidth is the most diagonals a sieve compares: six chunks of seven
// hold 42 (nine of five would hold 45).
const maxWidth = 42

// build fills the sieve with the east boards, whose diagonals lie in the
// low width bits, width <= maxWidth, sorted by their keys on cuts, and
// turns them on their side. The chunks' words are made by the join, which
// knows how many west boards will look at each block.
func (s *sieve) build(east []uint64, width int, cuts []int) {
	s.width, s.east = width, len(east)
	s.cuts = cuts
	s.keyPart = [16][32]uint8{}
	s.keyChunks = s.keyChunks[:0]
	for i, d := range cuts {
		if !slices.Contains(s.keyChunks, uint(d/5)) {
			s.keyChunks = append(s.keyChunks, uint(d/5))
		}
		for v := range 32 {
			if v>>(d%5)&1 != 0 {
				s.keyPart[d/5][v] |= 1 << i
			}
		}
	}
	s.sort(east)
	words := (len(east) + 63) / 64
	s.side = slices.Grow(s.side[:0], 64*words)[:64*words]
	for i := range words {
		// Turn 64 boards on their side: side[d] holds, for each board,
		// whether it leaves diagonal d free.
		group := s.sorted[i*64 : min(i*64+64, len(s.sorted))]
		side := (*[64]uint64)(s.side[64*i:])
		for j, e := range group {
			side[j] = ^e
		}
		clear(side[len(group):])
		transpose(side)
		valid := ^uint64(0) >> (64 - len(group))
		for d := range side {
			side[d] &= valid
		}
	}
	s.plan(len(east))
}

// chunk sets the width of the chunks, 5 or 7, and how many the
// sieve's width takes.
func (s *sieve) chunk(bits int) {
	switch {
	case bits == 5 && s.width <= 30:
		s.chunks = 6 // fitNarrow's
	case bits == 5 && s.width <= 40:
		s.chunks = 8 // fitWide's
	case bits == 5:
		s.chunks = 9 // fitNine's
	case s.width <= 35:
		s.chunks = 5 // fit5x7's
	default:
		s.chunks = 6 // fit6x7's
	}
	s.chunkBits = bits
	s.block = slices.Grow(s.block[:0], s.chunks<<bits)[:s.chunks<<bits]
}

// makeBlock fills s.block with the words of block i.
func (s *sieve) makeBlock(i int) {
	bits := s.chunkBits
	side := s.side[64*i : 64*i+64]
	for c := range s.chunks {
		row := s.block[c<<bits : (c+1)<<bits]
		row[0] = ^uint64(0) >> (64 - min(s.east-64*i, 64)) // the boards that exist
		for d := range bits {
			free := side[c*bits+d]
			bit := 1 << d
			for v := range bit {
				row[bit|v] = row[v] & free
			}
		}
	}
}

// key returns the key of a board: the diagonals of cuts it holds.
func (s *sieve) key(mask uint64) int {
	var k uint8
	for _, c := range s.keyChunks {
		k |= s.keyPart[c&15][mask>>(5*c&63)&31]
	}
	return int(k)
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
	blocks := len(s.side) / 64
	s.visit = slices.Grow(s.visit[:0], blocks)[:blocks]
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
func (s *sieve) join(ctx context.Context, west []uint64) (pairs, compared uint64, ok bool) {
	compared = s.sortWest(west)
	s.chunk(s.chunkBitsFor(compared))
	pairs, ok = s.fit(ctx)
	return pairs, compared, ok
}

// sortWest sorts the west boards by their keys, and returns how many pairs
// of an east and a west board the join will compare.
func (s *sieve) sortWest(west []uint64) (compared uint64) {
	s.sort(west)
	for k := range 1 << len(s.cuts) {
		compared += uint64(s.bucket[k+1]-s.bucket[k]) * s.boards[k]
	}
	return compared
}

// chunkBitsFor returns the width of chunk that makes a join of so many
// pairs quickest: seven when the words saved on the west boards that look
// at a block outnumber those that the wider chunks take to make.
func (s *sieve) chunkBitsFor(compared uint64) int {
	narrow, wide := 6, 5 // chunks of five and of seven
	switch {
	case s.width > 40:
		narrow, wide = 9, 6
	case s.width > 35:
		narrow, wide = 8, 6
	case s.width > 30:
		narrow = 8
	}
	blocks := uint64(max(len(s.side)/64, 1))
	visits := compared / 64 / blocks // west boards that look at a block
	if visits*uint64(narrow-wide) > uint64(wide<<7-narrow<<5) {
		return 7
	}
	return 5
}

// fit runs the join of [sieve.join] once the west boards are sorted and
// the width of the chunks chosen.
//
// It takes one block after the other, makes its words, and runs over the
// west boards that look at it, sorted by their keys: so the block stays
// in the core's first cache, and the west boards stream by in order.
func (s *sieve) fit(ctx context.Context) (pairs uint64, ok bool) {
	b := s.block
	for i, visit := range s.visit {
		if ctx.Err() != nil {
			return 0, false
		}
		if visit == 0 {
			continue
		}
		s.makeBlock(i)
		for ks := visit; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros64(ks)
			boards := s.sorted[s.bucket[k]:s.bucket[k+1]]
			switch {
			case s.chunkBits == 7 && s.chunks == 5:
				b := (*[5 << 7]uint64)(b)
				done, fit := fit5x7Vector(b, boards)
				pairs += fit + fit5x7(b, boards[done:])
			case s.chunkBits == 7:
				b := (*[6 << 7]uint64)(b)
				done, fit := fit6x7Vector(b, boards)
				pairs += fit + fit6x7(b, boards[done:])
			case s.chunks == 6:
				pairs += fitNarrow((*[6 << 5]uint64)(b), boards)
			case s.chunks == 8:
				pairs += fitWide((*[8 << 5]uint64)(b), boards)
			default:
				pairs += fitNine((*[9 << 5]uint64)(b), boards)
			}
		}
	}
	return pairs, true
}

// fitNarrow returns how many pairs of a board of block b and a west board
// share no diagonal, each counted as the west board weighs, for boards
// of at most six chunks of five diagonals.
func fitNarrow(b *[6 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] & b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fitWide is fitNarrow for eight chunks of five. The five fits differ
// only in their chunks: each is written out so that the compiler keeps
// the chunks' offsets as constants and drops the bounds checks.
func fitWide(b *[8 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] & b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31] & b[6<<5+m>>30&31] & b[7<<5+m>>35&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fitNine is fitNarrow for nine chunks of five, the 42 diagonals of
// n = 22.
func fitNine(b *[9 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] & b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31] & b[6<<5+m>>30&31] & b[7<<5+m>>35&31] & b[8<<5+m>>40&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit5x7 is fitNarrow for five chunks of seven.
func fit5x7(b *[5 << 7]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&127] & b[1<<7+m>>7&127] & b[2<<7+m>>14&127] & b[3<<7+m>>21&127] & b[4<<7+m>>28&127]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit6x7 is fitNarrow for six chunks of seven.
func fit6x7(b *[6 << 7]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&127] & b[1<<7+m>>7&127] & b[2<<7+m>>14&127] & b[3<<7+m>>21&127] & b[4<<7+m>>28&127] & b[5<<7+m>>35&127]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}
