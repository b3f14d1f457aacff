package halves

import (
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
	for range 200 {
		width := 1 + r.IntN(maxWidth)
		east := make([]uint64, r.IntN(300))
		for i := range east {
			east[i] = r.Uint64() & r.Uint64() & (1<<width - 1)
		}
		var s sieve
		s.build(east, width, []int{r.IntN(width), r.IntN(width), r.IntN(width)}[:r.IntN(4)])
		for range 20 {
			west := r.Uint64() & r.Uint64() & (1<<width - 1)
			var want uint64
			for _, e := range east {
				if e&west == 0 {
					want++
				}
			}
			if got, _ := s.count(west); uint64(got) != want {
				t.Fatalf("width %d, %d east boards: %d fit %x, want %d", width, len(east), got, west, want)
			}
		}
	}
}
