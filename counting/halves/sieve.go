package halves

import (
	"context"
	"math/bits"
	"slices"
)

// A sieve holds the east half-boards of one row set turned on their side,
// so that one west half-board is compared with 64 east ones in a few
// operations on words (512 where the processor has AVX-512), and sorted
// so that it skips the boards it cannot fit.
//
// Bit i of a word stands for one of 64 east boards. For each diagonal d
// there are the words of the boards that leave d free. A west board fits
// the east boards whose bits are set in the AND of the words of its
// diagonals, and counting them is a popcount. The words are ANDed in
// advance a chunk of diagonals at a time, for every way of holding them,
// so a west board needs one entry for each chunk of its diagonals. Wider
// chunks take fewer entries a west board and more to make: a chunk of
// five diagonals has 32 entries, one of nine 512. The join picks the
// chunks that make a block and its west boards quickest (see
// [chunking]): at n = 22, whose join compares 42 diagonals, nine chunks
// of five for a block that few west boards look at, and, where the
// processor has AVX-512, five of nine for one that tens of thousands do.
// There a block holds up to eight words side by side, its lanes, 512
// boards, and each entry is eight words that one instruction reads (see
// [widestBlock]); in Go a block is one word.
//
// The east boards are sorted by a key, the few diagonals of cuts they
// hold (the busiest ones, where most pairs meet): a west board that
// holds some of them only looks at the words of 64 boards that hold a
// board whose key leaves those free.
type sieve struct {
	// width is how many diagonals the boards hold, in their low bits,
	// and east how many east boards there are.
	width, east int
	// lanes is how many words of 64 boards a block holds side by side:
	// widestBlock(), or as few as hold every east board. shape is how
	// the diagonals of a block are cut into chunks. block holds the
	// entries of one block, block i for the boards 64*lanes*i on: the
	// chunks' entries one after the other, chunk c's entry for the
	// diagonals v it holds (bit k of v for diagonal c*shape.bits+k) at
	// c<<shape.bits|v, lanes words with the bits of those boards, among
	// those that exist, that leave free all the diagonals of v. The join
	// makes each block's entries just before it runs the west boards over
	// them, so one block's are all the sieve keeps: made for every block
	// at once, they would take up to 96 bytes an east board, more than
	// the boards themselves.
	lanes int
	shape shape
	block *block
	// cuts are the diagonals of the key, and cutMask has their bits: bit
	// i of the key says whether a board holds the diagonal of the i-th
	// lowest bit of cutMask, so that the key is a board's bits of
	// cutMask gathered down, what the processor's PEXT does in one
	// instruction. keyPart[c][v] are the bits of the key that
	// the diagonals 5c to 5c+4 holding v give, and keyChunks lists the
	// chunks c that hold a cut. keyPart has room for 16 chunks, not the
	// nine that maxWidth needs, so that an index masked by 15 needs no
	// bounds check.
	cuts      []int
	cutMask   uint64
	keyPart   [16][32]uint16
	keyChunks []uint
	// runs[k] is the first east board of key k, and runs[1<<len(cuts)]
	// the number of east boards. bit k%64 of visit[i*visitWords+k/64]
	// says whether the west boards of key k look at block i, that is
	// whether they share no diagonal with the key of one of its boards;
	// they look only at the lanes that hold such a board, and boards[k]
	// is how many east boards those lanes hold in all, the pairs a west
	// board of key k is compared in. here lists the keys of the block
	// being fitted and the lanes each takes.
	runs       [1<<maxCuts + 1]int32
	visit      []uint64
	visitWords int
	boards     []uint64
	here       []keyLanes
	// side holds the east boards turned on their side, 64 after 64:
	// side[64i+d] the bits of boards 64i to 64i+63 that leave diagonal d
	// free, so that block i's are side[64*lanes*i:64*lanes*(i+1)]. It is
	// the array the east boards came in.
	side []uint64
	// sorted are the boards last sorted, the east ones while the sieve
	// is built and then the west ones; keys, spare, bucket and next
	// are scratch space for the sort. bucket and next have room for every
	// key and one more, twice over, so that an index masked by
	// bucketMask needs no bounds check.
	sorted       []uint64
	keys         []uint16
	spare        []uint64
	bucket, next [2 << maxCuts]int32
}

// maxWidth is the most diagonals a sieve compares, those of n = 22.
const maxWidth = 42

// build fills the sieve with the east boards, whose diagonals lie in the
// low width bits, width <= maxWidth, sorted by their keys on cuts, and
// turns them on their side in east's own array, which the sieve keeps
// until the next build. The chunks' words are made by the join, which
// knows how many west boards will look at each block.
func (s *sieve) build(east []uint64, width int, cuts []int) {
	s.width, s.east = width, len(east)
	s.cuts = cuts
	s.cutMask = 0
	for _, d := range cuts {
		s.cutMask |= 1 << d
	}
	s.keyPart = [16][32]uint16{}
	s.keyChunks = s.keyChunks[:0]
	for _, d := range cuts {
		if !slices.Contains(s.keyChunks, uint(d/5)) {
			s.keyChunks = append(s.keyChunks, uint(d/5))
		}
		rank := bits.OnesCount64(s.cutMask & (1<<d - 1))
		for v := range 32 {
			if v>>(d%5)&1 != 0 {
				s.keyPart[d/5][v] |= 1 << rank
			}
		}
	}
	s.sort(east)
	copy(s.runs[:], s.bucket[:1<<len(cuts)+1])
	// Turn the boards on their side where they lie, 64 at a time: their
	// 64 words take the place of the 64 boards, so the sieve keeps no
	// second copy of them. The last block needs room up to its end;
	// where east has none, the boards are copied once.
	words := max((len(east)+63)/64, 1) // of 64 boards
	s.lanes = min(1<<bits.Len(uint(words-1)), widestBlock())
	span := 64 * s.lanes // the boards of a block
	blocks := (len(east) + span - 1) / span
	s.side = slices.Grow(east, span*blocks-len(east))[:span*blocks]
	for i := range blocks * s.lanes {
		// side[d] holds, for each board, whether it leaves diagonal d
		// free.
		side := (*[64]uint64)(s.side[64*i:])
		boards := max(min(len(east)-64*i, 64), 0)
		for j := range boards {
			side[j] = ^side[j]
		}
		clear(side[boards:])
		transpose(side)
		valid := ^uint64(0) >> (64 - boards)
		for d := range side {
			side[d] &= valid
		}
	}
	s.plan(len(east))
}

// chunk sets the shape of the blocks for a join in which each block has
// so many west boards looking at it.
func (s *sieve) chunk(visits uint64) {
	s.shape = chunking(s.width, s.lanes, visits)
	if s.block == nil {
		s.block = new(block)
	}
}

// makeBlock fills s.block with the entries of block i.
func (s *sieve) makeBlock(i int) {
	var valid [maxLanes]uint64 // the boards that exist
	for j := range s.lanes {
		if boards := s.east - 64*(s.lanes*i+j); boards > 0 {
			valid[j] = ^uint64(0) >> (64 - min(boards, 64))
		}
	}
	span := 64 * s.lanes
	fillChunks(s.block, s.side[span*i:span*(i+1)], valid[:s.lanes], s.shape)
}

// key returns the key of a board: the diagonals of cuts it holds.
func (s *sieve) key(mask uint64) int {
	var k uint16
	for _, c := range s.keyChunks {
		k |= s.keyPart[c&15][mask>>(5*c&63)&31]
	}
	return int(k)
}

// sort sorts the boards by key where they lie, and leaves them in
// s.sorted, and in s.bucket[k] the first board of key k
// (s.bucket[1<<len(cuts)] the number of boards). It counts the boards
// of each key, then moves each one to the next free place of its key's
// run: through a second array when there are at most scatterBoards of
// them, and otherwise in place (see [sieve.cycle]).
func (s *sieve) sort(boards []uint64) {
	keys := 1 << len(s.cuts)
	bucket, next := &s.bucket, &s.next
	clear(bucket[:keys+1])
	s.sorted = boards
	if keys == 1 {
		bucket[1] = int32(len(boards))
		return
	}
	s.keys = slices.Grow(s.keys[:0], len(boards))[:len(boards)]
	keyOf := s.keys[:len(boards)]
	if fastPext {
		pextKeys(keyOf, boards, s.cutMask)
	} else {
		for i, b := range boards {
			keyOf[i] = uint16(s.key(b))
		}
	}
	for _, k := range keyOf {
		bucket[(k+1)&bucketMask]++
	}
	for k := range keys {
		bucket[(k+1)&bucketMask] += bucket[k&bucketMask]
	}
	copy(next[:keys], bucket[:keys])
	if len(boards) > scatterBoards {
		s.cycle(boards, keys)
		return
	}
	s.spare = slices.Grow(s.spare[:0], len(boards))[:len(boards)]
	for i, b := range boards {
		k := keyOf[i] & bucketMask
		s.spare[next[k]] = b
		next[k]++
	}
	copy(boards, s.spare)
}

// scatterBoards is the most boards [sieve.sort] moves through a second
// array, 512 KiB of them. That sort writes each board once, where its
// key's run goes on, and is the quicker: on one core it took two counts
// of n = 18 from 7.4 to 6.4 s of user time (BenchmarkCount, three runs
// each way; 1<<20 did no better, and 1<<12 took 7.0 s).
const scatterBoards = 1 << 16

// cycle sorts the boards in place, once s.next holds the first place of
// each key's run: it moves each board to the next free place of its
// key's run, taking up the board it displaces, until the board taken up
// belongs where the move began. Each move waits for the key of the board
// before it, which makes it the slower sort, but a task of n = 22 with a
// million west boards needs no second array of them.
func (s *sieve) cycle(boards []uint64, keys int) {
	bucket, next, keyOf := &s.bucket, &s.next, s.keys[:len(boards)]
	for k := range keys {
		for end := bucket[(k+1)&bucketMask]; next[k&bucketMask] < end; next[k&bucketMask]++ {
			i := next[k&bucketMask]
			b, kb := boards[i], keyOf[i]
			for int(kb) != k {
				j := next[kb&bucketMask]
				next[kb&bucketMask]++
				boards[j], b = b, boards[j]
				keyOf[j], kb = kb, keyOf[j]
			}
			boards[i], keyOf[i] = b, kb
		}
	}
}

// bucketMask masks an index into a sieve's buckets.
const bucketMask = 2<<maxCuts - 1

// plan works out, for each block, the keys of the west boards that look
// at it: those that share no diagonal with the key of one of its boards.
// It leaves in s.boards[k] how many boards a west board of key k is
// compared with: those of the lanes, 64 boards each, that hold a board
// whose key k fits.
func (s *sieve) plan(boards int) {
	keys := 1 << len(s.cuts)
	blocks := len(s.side) / (64 * s.lanes)
	s.visitWords = (keys + 63) / 64
	s.visit = slices.Grow(s.visit[:0], blocks*s.visitWords)[:blocks*s.visitWords]
	clear(s.visit)
	s.boards = slices.Grow(s.boards[:0], keys)[:keys]
	clear(s.boards)
	for west := range keys {
		next := 0 // the first lane not yet counted for west
		for k := range keys {
			lo, hi := int(s.runs[k]), int(s.runs[k+1])
			if k&west != 0 || lo == hi {
				continue
			}
			first, end := max(lo/64, next), (hi+63)/64 // lanes
			if first >= end {
				continue
			}
			for i := first / s.lanes; i <= (end-1)/s.lanes; i++ {
				s.visit[i*s.visitWords+west/64] |= 1 << (west % 64)
			}
			s.boards[west] += uint64(min(64*end, boards) - 64*first)
			next = end
		}
	}
}

// A keyLanes is a key of the east boards of a block and the lanes of the
// block that hold boards of that key, bit j for lane j.
type keyLanes struct {
	key   int
	lanes uint8
}

// keysOf lists in s.here the keys of the east boards of block i and the
// lanes each takes, looking from key first on, and returns the first
// key of the block, from which the next block's keys start.
func (s *sieve) keysOf(i, first int) int {
	span := 64 * s.lanes
	lo, hi := int32(span*i), int32(span*(i+1))
	keys := 1 << len(s.cuts)
	for first < keys && s.runs[first+1] <= lo {
		first++
	}
	s.here = s.here[:0]
	for k := first; k < keys && s.runs[k] < hi; k++ {
		from, to := max(s.runs[k], lo)-lo, min(s.runs[k+1], hi)-lo
		if from < to {
			lanes := uint8(1<<((to+63)/64) - 1<<(from/64))
			s.here = append(s.here, keyLanes{k, lanes})
		}
	}
	return first
}

// lanesFor returns the lanes of the block in s.here that a west board of
// key k looks at: those holding a board whose key shares no diagonal
// with k.
func (s *sieve) lanesFor(k int) uint8 {
	var lanes uint8
	for _, h := range s.here {
		if h.key&k == 0 {
			lanes |= h.lanes
		}
	}
	return lanes
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
	s.chunk(compared / uint64(max(len(s.side), 1))) // side has a word a board, existing or not
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

// fit runs the join of [sieve.join] once the west boards are sorted and
// the width of the chunks chosen.
//
// It takes one block after the other, makes its words, and runs over the
// west boards that look at it, sorted by their keys: so the block stays
// in the core's first cache, and the west boards stream by in order.
func (s *sieve) fit(ctx context.Context) (pairs uint64, ok bool) {
	b := s.block
	first := 0 // the first key of the last block made
	for i := range len(s.visit) / s.visitWords {
		if ctx.Err() != nil {
			return 0, false
		}
		visit := s.visit[i*s.visitWords : (i+1)*s.visitWords]
		made := false
		for w, ks := range visit {
			if ks != 0 && !made {
				s.makeBlock(i)
				if s.lanes > 1 {
					first = s.keysOf(i, first)
				}
				made = true
			}
			for ; ks != 0; ks &= ks - 1 {
				k := w*64 + bits.TrailingZeros64(ks)
				lanes := uint8(1) // of a block of one lane, which k looks at
				if s.lanes > 1 {
					lanes = s.lanesFor(k)
				}
				pairs += fitChunks(b, s.shape, s.lanes, lanes, s.sorted[s.bucket[k&bucketMask]:s.bucket[(k+1)&bucketMask]])
			}
		}
	}
	return pairs, true
}
