package halves

import "math/bits"

// blockWords is the room a block's words take at most: four chunks of
// ten diagonals, 1,024 words each, 32 KiB, which a core's first cache
// holds. Every index into a block is masked to below it, so that the
// fits need no bounds check.
const blockWords = 4096

// A shape is how a block's diagonals are cut into chunks: chunks of
// bits diagonals each.
type shape struct{ bits, chunks int }

// vector reports whether blocks of the shape have a vector fit that
// runs here: those of four to six chunks, where the processor has
// AVX-512.
func (s shape) vector() bool {
	return vectorFits && s.chunks >= 4 && s.chunks <= 6
}

// goShapes are the shapes whose fits are written in Go, each with its
// chunks' offsets and shifts as constants: chunks of five for a block
// that few west boards look at, of seven for one that many do. Together
// they hold up to 45 diagonals.
var goShapes = [...]shape{{5, 6}, {5, 8}, {5, 9}, {7, 5}, {7, 6}}

// chunking returns the shape of block that joins quickest: of those that
// hold width diagonals, the shapes in Go and, where the processor runs
// the vector fits, four to six chunks of any width up to what blockWords
// holds. Making a block writes chunks<<bits words, and each of the
// visits, the west boards that look at it, reads chunks words: a block
// few boards look at is cut into many narrow chunks, one that many do
// into few wide ones. The costs are measured (BenchmarkShapes, on a Xeon
// with AVX-512): a word made takes 0.55 to 0.8 ns, a word read 0.17 ns in
// the vector fits and about 0.3 ns in Go.
func chunking(width int, visits uint64) shape {
	const made, gathered, read = 7, 2, 4 // costs, in units of 0.08 ns
	var best shape
	var least uint64
	try := func(s shape) {
		if s.bits*s.chunks < width || s.chunks<<s.bits > blockWords {
			return
		}
		perWord := uint64(read)
		if s.vector() {
			perWord = gathered
		}
		if cost := uint64(s.chunks)<<s.bits*made + visits*uint64(s.chunks)*perWord; best.chunks == 0 || cost < least {
			best, least = s, cost
		}
	}
	for _, s := range goShapes {
		try(s)
	}
	if vectorFits {
		for c := 4; c <= 6; c++ {
			try(shape{max((width+c-1)/c, 1), c})
		}
	}
	return best
}

// fillChunks fills block with the words of the chunks, cut as s says,
// of a block whose boards, those of valid, are turned on their side in
// side: side[d] the bits of those that leave diagonal d free. Chunk c's
// word for the diagonals v it holds (bit k of v for diagonal c*s.bits+k)
// is at c<<s.bits|v.
func fillChunks(block *[blockWords]uint64, side *[64]uint64, valid uint64, s shape) {
	chunkBits := s.bits
	for c := range s.chunks {
		row := block[c<<chunkBits : (c+1)<<chunkBits]
		row[0] = valid
		for d := range chunkBits {
			free := side[(c*chunkBits+d)&63]
			bit := 1 << d
			for v := range bit {
				row[bit|v] = row[v] & free
			}
		}
	}
}

// fitChunks returns how many pairs of a board of the block whose words
// are b, cut as s says, and a board of west share no diagonal, each
// counted as the west board weighs.
func fitChunks(b *[blockWords]uint64, s shape, west []uint64) uint64 {
	if s.vector() {
		return fitVector(b, s, west)
	}
	switch s {
	case shape{5, 6}:
		return fitNarrow((*[6 << 5]uint64)(b[:6<<5]), west)
	case shape{5, 8}:
		return fitWide((*[8 << 5]uint64)(b[:8<<5]), west)
	case shape{5, 9}:
		return fitNine((*[9 << 5]uint64)(b[:9<<5]), west)
	case shape{7, 5}:
		return fit5x7((*[5 << 7]uint64)(b[:5<<7]), west)
	case shape{7, 6}:
		return fit6x7((*[6 << 7]uint64)(b[:6<<7]), west)
	}
	panic("halves: no fit for this shape of block")
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
