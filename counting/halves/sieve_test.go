package halves

import (
	"context"
	"math/rand/v2"
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
		east := make([]uint64, r.IntN(800))
		for i := range east {
			east[i] = r.Uint64() & r.Uint64() & (1<<width - 1)
		}
		cuts := make([]int, r.IntN(maxCuts+1))
		for i := range cuts {
			cuts[i] = r.IntN(width)
		}
		s.build(east, width, cuts)
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
		// Both widths of chunk, whichever the join chose.
		for _, bits := range []int{5, 7} {
			s.chunk(bits)
			if got, ok := s.fit(context.Background()); !ok || got != want {
				t.Fatalf("width %d, %d east boards, cuts %v, chunks of %d: %d pairs fit, want %d", width, len(east), cuts, bits, got, want)
			}
		}
		if compared > uint64(len(east)*len(west)) {
			t.Fatalf("%d pairs compared of %d", compared, len(east)*len(west))
		}
	}
}

// The fits of chunks of seven count as many pairs eight boards at a time,
// in AVX-512 where the processor has it, as one at a time.
func TestFitVectorMatches(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		var b5 [5 << 7]uint64
		var b6 [6 << 7]uint64
		for i := range b5 {
			b5[i] = r.Uint64()
		}
		for i := range b6 {
			b6[i] = r.Uint64()
		}
		west := make([]uint64, r.IntN(100))
		for i := range west {
			west[i] = r.Uint64()&(1<<42-1) | r.Uint64N(3)<<weightShift
		}
		done, fit := fit5x7Vector(&b5, west)
		if done%8 != 0 || done > len(west) || fit+fit5x7(&b5, west[done:]) != fit5x7(&b5, west) {
			t.Fatalf("five chunks, %d boards: %d counted %d at once, want %d in all", len(west), done, fit, fit5x7(&b5, west))
		}
		done, fit = fit6x7Vector(&b6, west)
		if done%8 != 0 || done > len(west) || fit+fit6x7(&b6, west[done:]) != fit6x7(&b6, west) {
			t.Fatalf("six chunks, %d boards: %d counted %d at once, want %d in all", len(west), done, fit, fit6x7(&b6, west))
		}
	}
}
