package halves

import "math/bits"

// chunkBits is how many of a half-board's diagonals one look-up in a
// sieve covers.
const chunkBits = 5

// A sieve holds the east half-boards of one row set turned on their side,
// so that one west half-board is compared with 64 east ones in a few
// word operations.
//
// Bit j%64 of word j/64 of a column of bits stands for east board j. For
// each diagonal d there is the column of the boards that leave d free. A
// west board fits the east boards in the AND of the columns of its
// diagonals, and counting them is a popcount. The columns are ANDed in
// advance chunkBits diagonals at a time, for every combination of them,
// so a west board needs one column for each chunk of its diagonals.
type sieve struct {
	chunks, words int
	// table[(c<<chunkBits|v)*words:][:words] is the column of the boards
	// that leave free all the diagonals of chunk c that v holds.
	table []uint64
}

// build fills the sieve with the east boards, whose diagonals lie in the
// low width bits, width <= 64.
func (s *sieve) build(east []uint64, width int) {
	s.chunks = max((width+chunkBits-1)/chunkBits, 1)
	s.words = (len(east) + 63) / 64
	w := s.words
	size := s.chunks << chunkBits * w
	if cap(s.table) < size {
		s.table = make([]uint64, size)
	}
	s.table = s.table[:size]
	var side [64]uint64
	for word := range w {
		// Turn 64 boards on their side: side[d] holds, for each board,
		// whether it leaves diagonal d free.
		group := east[word*64 : min(word*64+64, len(east))]
		for j, e := range group {
			side[j] = ^e
		}
		clear(side[len(group):])
		transpose(&side)
		valid := ^uint64(0) >> (64 - len(group))
		for c := range s.chunks {
			rows := s.table[c<<chunkBits*w:]
			rows[word] = valid
			for b := range chunkBits {
				if d := c*chunkBits + b; d < 64 {
					rows[(1<<b)*w+word] = side[d] & valid
				} else {
					rows[(1<<b)*w+word] = valid
				}
			}
			for v := 3; v < 1<<chunkBits; v++ {
				if v&(v-1) != 0 {
					rows[v*w+word] = rows[(v&(v-1))*w+word] & rows[(v&-v)*w+word]
				}
			}
		}
	}
}

// transpose turns the 64 x 64 bit matrix a, row i being a[i] and column j
// its bit j, on its side: afterwards bit j of a[i] is what bit i of a[j]
// was.
func transpose(a *[64]uint64) {
	m := uint64(0x00000000ffffffff)
	for j := 32; j != 0; j, m = j>>1, m^(m<<(j>>1)) {
		for k := 0; k < 64; k = (k + j + 1) &^ j {
			t := (a[k]>>j ^ a[k+j]) & m
			a[k] ^= t << j
			a[k+j] ^= t
		}
	}
}

// count returns how many east boards share no diagonal with the west
// board's mask.
func (s *sieve) count(mask uint64) uint64 {
	w := s.words
	var base [64 / chunkBits]int
	for c := range s.chunks {
		base[c] = (c<<chunkBits | int(mask>>(c*chunkBits)&(1<<chunkBits-1))) * w
	}
	var total int
	for i := range w {
		acc := ^uint64(0)
		for c := range s.chunks {
			acc &= s.table[base[c]+i]
		}
		total += bits.OnesCount64(acc)
	}
	return uint64(total)
}
