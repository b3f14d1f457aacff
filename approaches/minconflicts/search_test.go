package minconflicts

import (
	"context"
	"testing"
)

// pairs counts the attacking pairs of the search's board from scratch.
func (s *search) pairs() int {
	k := 0
	for _, c := range s.sums {
		k += int(c) * int(c-1) / 2
	}
	for _, c := range s.diffs {
		k += int(c) * int(c-1) / 2
	}
	return k
}

// TestSwapDelta compares swapDelta with a recount after the swap, for
// every pair of rows of random starts.
func TestSwapDelta(t *testing.T) {
	for n := 4; n <= 12; n++ {
		s := newSearch(n, uint64(n))
		for _, candidates := range []int{1, 3} {
			s.start(context.Background(), candidates, nil)
			for i := range n {
				for j := range n {
					if i == j {
						continue
					}
					before, want := s.pairs(), 0
					delta := s.swapDelta(i, j)
					s.swap(i, j)
					want = s.pairs() - before
					s.swap(i, j)
					if delta != want {
						t.Fatalf("n = %d, board %v: swapDelta(%d, %d) = %d, recount says %d", n, s.b, i, j, delta, want)
					}
				}
			}
		}
	}
}
