package halves

import "math/bits"

// maxLanes is how many words of 64 east boards a block of the sieve
// holds side by side, its lanes, where the processor runs the vector
// fit: a block is up to 512 boards, and each of its chunks' entries up
// to 8 words, 64 bytes, one cache line and one 512-bit register. A west
// board works out where its chunks' entries lie once and reads all the
// words of each in one instruction, so the work of finding them is
// shared by 512 east boards, not 64. A sieve of fewer east boards has
// blocks of fewer lanes, 1, 2 or 4, so as not to make words for boards
// it does not have.
const maxLanes = 8

// widestBlock returns how many lanes a block has at most: maxLanes where
// the processor runs the vector fit, and one where the fit is in Go,
// which reads a word at a time and would share little but the finding
// of the entries; its blocks of 64 boards each have a west board look
// only at those it may fit, where a block of 512 would have it read
// lanes that hold none.
func widestBlock() int {
	if vectorFits {
		return maxLanes
	}
	return 1
}

// blockEntries is the room a block's chunks take at most, in entries of
// maxLanes words: 4,096 entries, 256 KiB, which a core's second cache
// holds. Every index into a block stays below it, so the fits need no
// bounds check.
const blockEntries = 4096

// A block holds the entries of one block of the sieve (see [sieve]).
type block = [blockEntries * maxLanes]uint64

// A shape is how a block's diagonals are cut into chunks: chunks of
// bits diagonals each.
type shape struct{ bits, chunks int }

// entries is how many entries a block of the shape has: one for every
// way of holding the diagonals of each chunk.
func (s shape) entries() int { return s.chunks << s.bits }

// maxChunks is the most chunks a block is cut into.
const maxChunks = 9

// goShapes are the shapes whose fits are written in Go, each with its
// chunks' offsets and shifts as constants: chunks of five for a block
// that few west boards look at, of seven for one that many do. Together
// they hold up to 45 diagonals.
var goShapes = [...]shape{{5, 6}, {5, 8}, {5, 9}, {7, 5}, {7, 6}}

// chunking returns the shape of block of so many lanes that joins
// quickest: of those that hold width diagonals, the shapes in Go and,
// where the processor runs the vector fit, those of one to maxChunks
// chunks of equal width. Making a block writes entries()*lanes words,
// and each of the visits, the west boards that look at it, reads chunks
// entries: a block few boards look at is cut into many narrow chunks,
// one that many do into few wide ones. The costs are measured (see
// fitCosts).
func chunking(width, lanes int, visits uint64) shape {
	made, read, board := fitCosts()
	var best shape
	var least uint64
	try := func(s shape) {
		if s.bits*s.chunks < width || s.entries() > blockEntries || s.bits*s.chunks > weightShift {
			return
		}
		if cost := uint64(s.entries()*lanes)*made + visits*(uint64(s.chunks)*read+board); best.chunks == 0 || cost < least {
			best, least = s, cost
		}
	}
	if !vectorFits {
		for _, s := range goShapes {
			try(s)
		}
		return best
	}
	for c := 1; c <= maxChunks; c++ {
		try(shape{max((width+c-1)/c, 1), c})
	}
	return best
}

// fillChunks fills b with the entries of the chunks, cut as s says, of
// a block of len(valid) lanes whose boards are turned on their side in
// side: side[64j+d] the bits of lane j's boards that leave diagonal d
// free, valid[j] the bits of those that exist. The entry of chunk c for
// the diagonals v it holds (bit k of v for diagonal c*s.bits+k) is the
// lanes words at (c<<s.bits|v)*lanes.
func fillChunks(b *block, side, valid []uint64, s shape) {
	lanes := len(valid)
	for c := range s.chunks {
		row := b[c<<s.bits*lanes : (c+1)<<s.bits*lanes]
		copy(row, valid)
		for d := range s.bits {
			var free [maxLanes]uint64
			for j := range lanes {
				free[j] = side[64*j+(c*s.bits+d)&63]
			}
			// The entries of the diagonals v with bit d set are those
			// without it, ANDed with the words of diagonal d.
			without := row[:lanes<<d]
			with := row[lanes<<d : 2*lanes<<d][:len(without)]
			for i, w := range without {
				with[i] = w & free[i&(lanes-1)&(maxLanes-1)]
			}
		}
	}
}

// fitChunks returns how many pairs of a board of block b, of so many
// lanes and cut as s says, and a board of west share no diagonal, each
// counted as the west board weighs. It looks only at the lanes of mask,
// bit j for lane j; blocks of more than one lane are the vector fit's
// (see widestBlock).
func fitChunks(b *block, s shape, lanes int, mask uint8, west []uint64) uint64 {
	if vectorFits {
		return fitVector(b, s, lanes, mask, west)
	}
	return fitGo(b, s, west)
}

// fitGo is fitChunks in Go, for blocks of one lane and the shapes of
// goShapes. The five fits differ only in their chunks: each is written
// out so that the compiler keeps the chunks' offsets as constants and
// drops the bounds checks.
func fitGo(b *block, s shape, west []uint64) uint64 {
	switch s {
	case shape{5, 6}:
		return fit6x5((*[6 << 5]uint64)(b[:6<<5]), west)
	case shape{5, 8}:
		return fit8x5((*[8 << 5]uint64)(b[:8<<5]), west)
	case shape{5, 9}:
		return fit9x5((*[9 << 5]uint64)(b[:9<<5]), west)
	case shape{7, 5}:
		return fit5x7((*[5 << 7]uint64)(b[:5<<7]), west)
	case shape{7, 6}:
		return fit6x7((*[6 << 7]uint64)(b[:6<<7]), west)
	}
	panic("halves: no fit for this shape of block")
}

// fit6x5 returns how many pairs of an east board of block b, a word of
// 64, and a west board share no diagonal, each counted as the west board
// weighs, for six chunks of five diagonals: the AND of the west board's
// six entries has a bit for each east board it fits.
func fit6x5(b *[6 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] &
			b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit8x5 is fit6x5 for eight chunks of five.
func fit8x5(b *[8 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] &
			b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31] &
			b[6<<5+m>>30&31] & b[7<<5+m>>35&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit9x5 is fit6x5 for nine chunks of five, the 42 diagonals of n = 22.
func fit9x5(b *[9 << 5]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&31] & b[1<<5+m>>5&31] & b[2<<5+m>>10&31] &
			b[3<<5+m>>15&31] & b[4<<5+m>>20&31] & b[5<<5+m>>25&31] &
			b[6<<5+m>>30&31] & b[7<<5+m>>35&31] & b[8<<5+m>>40&31]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit5x7 is fit6x5 for five chunks of seven.
func fit5x7(b *[5 << 7]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&127] & b[1<<7+m>>7&127] & b[2<<7+m>>14&127] &
			b[3<<7+m>>21&127] & b[4<<7+m>>28&127]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fit6x7 is fit6x5 for six chunks of seven.
func fit6x7(b *[6 << 7]uint64, west []uint64) uint64 {
	var total uint64
	for _, m := range west {
		fit := b[m&127] & b[1<<7+m>>7&127] & b[2<<7+m>>14&127] &
			b[3<<7+m>>21&127] & b[4<<7+m>>28&127] & b[5<<7+m>>35&127]
		total += uint64(bits.OnesCount64(fit)) << (m >> weightShift & 63)
	}
	return total
}

// fitCosts returns what chunking weighs: the time to make a word of a
// block, to read a chunk's entry for a west board and to fit a west
// board besides, in hundredths of a nanosecond, as BenchmarkShapes
// measured them on an AMD Zen 5 (EPYC "Turin"). In AVX-512, with blocks
// of eight lanes, a west board took about 1.3 ns and 0.17 ns more for
// each chunk (2.2 ns for five chunks of nine, 2.8 ns for nine of five),
// and a word 0.5 to 0.6 ns to make; in Go, with blocks of one lane,
// about 0.3 ns and 0.25 ns a chunk (1.5 ns for five chunks of seven,
// 2.5 ns for nine of five), and a word 0.75 to 1 ns.
func fitCosts() (made, read, board uint64) {
	if vectorFits {
		return 60, 17, 130
	}
	return 80, 25, 30
}
