package halves

import (
	"cmp"
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestTranspose(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var a [64]uint64
	for i := range a {
		a[i] = r.Uint64()
	}
	b := a
	transpose(&b)
	for i := range 64 {
		for j := range 64 {
			if b[i]>>j&1 != a[j]>>i&1 {
				t.Fatalf("bit %d of row %d is not bit %d of row %d", j, i, i, j)
			}
		}
	}
}

// The sieve counts what a double loop over the pairs counts.
func TestSieveCountsDisjointPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var s sieve
	for range 300 {
		width := 1 + r.IntN(maxWidth)
		cuts := make([]int, r.IntN(maxCuts+1))
		for i := range cuts {
			cuts[i] = r.IntN(width)
		}
		east := make([]uint64, r.IntN(800))
		for i := range east {
			east[i] = r.Uint64() & r.Uint64() & (1<<width - 1)
		}
		s.build(slices.Clone(east), width, cuts) // build takes its array
		west := make([]uint64, r.IntN(100))
		var want uint64
		for i := range west {
			west[i] = r.Uint64()&r.Uint64()&(1<<width-1) | r.Uint64N(3)<<weightShift
			for _, e := range east {
				if e&west[i]&(1<<weightShift-1) == 0 {
					want += 1 << (west[i] >> weightShift)
				}
			}
		}
		got, compared, ok := s.join(context.Background(), west)
		if !ok || got != want {
			t.Fatalf("width %d, %d east boards, cuts %v: %d pairs fit, want %d", width, len(east), cuts, got, want)
		}
		// Both widths of chunk, whichever the join chose: narrow chunks
		// for a block few boards look at, wide ones for one many do.
		for _, visits := range []uint64{0, 1 << 20} {
			s.chunk(visits)
			if got, ok := s.fit(context.Background()); !ok || got != want {
				t.Fatalf("width %d, %d east boards, cuts %v, %d chunks of %d: %d pairs fit, want %d", width, len(east), cuts, s.shape.chunks, s.shape.bits, got, want)
			}
		}
		if want := lanePairs(&s, east, west); compared != want {
			t.Fatalf("width %d, %d east boards, cuts %v: %d pairs compared, want %d", width, len(east), cuts, compared, want)
		}
	}
}

// lanePairs returns the pairs a join of the sieve s, built from east,
// compares with west, worked out from their definition: a west board is
// compared with every board of each word of 64 east boards, sorted by
// key, that holds a board whose key shares no diagonal with its own.
func lanePairs(s *sieve, east, west []uint64) (pairs uint64) {
	keys := make([]int, len(east))
	for i, e := range east {
		keys[i] = s.key(e)
	}
	slices.Sort(keys)
	for _, m := range west {
		for lane := range slices.Chunk(keys, 64) {
			if slices.ContainsFunc(lane, func(k int) bool { return k&s.key(m) == 0 }) {
				pairs += uint64(len(lane))
			}
		}
	}
	return pairs
}

// The fits, in Go and, where the processor has AVX-512, in vector
// registers, count what a plain loop over the lanes and chunks counts,
// for every shape of block, number of lanes and mask of the lanes looked
// at, and any number of west boards.
func TestFitsMatch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	b := new(block)
	for i := range b {
		b[i] = r.Uint64() | r.Uint64()
	}
	var shapes []shape
	for c := 1; c <= maxChunks; c++ {
		for k := 1; c<<k <= blockEntries && c*k <= weightShift; k++ {
			shapes = append(shapes, shape{k, c})
		}
	}
	if len(shapes) < 60 {
		t.Fatalf("only %d shapes", len(shapes))
	}
	for _, sh := range shapes {
		for lanes := 1; lanes <= maxLanes; lanes *= 2 {
			for n := range 20 {
				west := make([]uint64, n)
				for i := range west {
					west[i] = r.Uint64()&(1<<(sh.chunks*sh.bits)-1) | r.Uint64N(3)<<weightShift
				}
				mask := uint8(1<<lanes - 1)
				if n%2 == 1 {
					mask &= uint8(r.Uint32())
				}
				var want uint64
				for _, m := range west {
					for j := range lanes {
						if mask>>j&1 == 0 {
							continue
						}
						fit := ^uint64(0)
						for c := range sh.chunks {
							v := int(m>>(c*sh.bits)) & (1<<sh.bits - 1)
							fit &= b[(c<<sh.bits|v)*lanes+j]
						}
						want += uint64(bits.OnesCount64(fit)) << (m >> weightShift)
					}
				}
				fits := map[string]func() uint64{}
				if lanes == 1 && mask == 1 && slices.Contains(goShapes[:], sh) {
					fits["fitGo"] = func() uint64 { return fitGo(b, sh, west) }
				}
				if vectorFits {
					fits["fitVector"] = func() uint64 { return fitVector(b, sh, lanes, mask, west) }
				}
				for name, fit := range fits {
					if got := fit(); got != want {
						t.Fatalf("%s, %d chunks of %d, %d lanes, mask %b, %d boards: %d pairs fit, want %d", name, sh.chunks, sh.bits, lanes, mask, n, got, want)
					}
				}
			}
		}
	}
}

// The pairs of north and south placements are those of pairNorth, in
// its order, also eight at a time in AVX-512 where the processor has it.
// Placements hold no bit as high as bit 63, which pairNorth needs.
func TestPairsMatch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 70 {
		north, joins := make([]uint64, n), make([]uint64, n)
		for i := range north {
			north[i] = r.Uint64() & r.Uint64() & r.Uint64() >> 1
			joins[i] = r.Uint64() >> 8
		}
		south, wall := r.Uint64()>>8, r.Uint64()&r.Uint64()&r.Uint64()>>1
		want := make([]uint64, n)
		k := pairNorth(want, north, joins, south, wall)
		got := make([]uint64, n)
		if g := pairUp(got, north, joins, south, wall); g != k || !slices.Equal(got[:g], want[:k]) {
			t.Fatalf("%d north placements: %d pairs %x, want %d %x", n, g, got[:g], k, want[:k])
		}
	}
}

// A board's key is its bits of the cuts gathered down, in Go as with the
// processor's PEXT.
func TestKeysGatherTheCuts(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var s sieve
	for range 100 {
		cuts := make([]int, 1+r.IntN(maxCuts))
		for i := range cuts {
			cuts[i] = r.IntN(maxWidth)
		}
		s.build(nil, maxWidth, cuts)
		boards := make([]uint64, r.IntN(50))
		for i := range boards {
			boards[i] = r.Uint64() & (1<<maxWidth - 1)
		}
		keys := make([]uint16, len(boards))
		if fastPext {
			pextKeys(keys, boards, s.cutMask)
		}
		for i, b := range boards {
			var want uint16
			for j, bit := 0, 0; bit < 64; bit++ {
				if s.cutMask>>bit&1 != 0 {
					want |= uint16(b>>bit&1) << j
					j++
				}
			}
			if got := uint16(s.key(b)); got != want {
				t.Fatalf("cuts %v, board %x: key %b in Go, want %b", cuts, b, got, want)
			}
			if fastPext && keys[i] != want {
				t.Fatalf("cuts %v, board %x: key %b by PEXT, want %b", cuts, b, keys[i], want)
			}
		}
	}
}

// Both of sort's ways, through a second array and in place, leave the
// same boards in the order of their keys, with each key's run where
// s.bucket says it starts.
func TestSortOrdersByKey(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{0, 1, 1000, scatterBoards, scatterBoards + 1, 3 * scatterBoards} {
		var s sieve
		cuts := []int{3, 11, 17, 29, 40}
		s.build(nil, maxWidth, cuts)
		boards := make([]uint64, n)
		for i := range boards {
			boards[i] = r.Uint64() & (1<<maxWidth - 1)
		}
		want := slices.Clone(boards)
		slices.SortFunc(want, func(a, b uint64) int {
			return cmp.Or(cmp.Compare(s.key(a), s.key(b)), cmp.Compare(a, b))
		})
		s.sort(boards)
		for k := range 1 << len(cuts) {
			run := boards[s.bucket[k]:s.bucket[k+1]]
			for _, b := range run {
				if s.key(b) != k {
					t.Fatalf("%d boards: board %x of key %d in the run of key %d", n, b, s.key(b), k)
				}
			}
			slices.Sort(run) // the order within a run is the sort's own
		}
		if !slices.Equal(boards, want) {
			t.Fatalf("%d boards: the sort lost or made boards", n)
		}
	}
}
