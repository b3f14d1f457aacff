package conflict

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTeacherWideBoards is a test only a teacher runs (queens exercise
// report): it compares Attacker with the lowest attacker on a board twelve
// columns wide, for two thousand states of up to eleven queens drawn at
// random, the same every run. The student's tests stop at five columns,
// where looking back four rows is enough.
func TestTeacherWideBoards(t *testing.T) {
	const n = 12
	r := rand.New(rand.NewPCG(n, 2026))
	for range 2000 {
		state := make([]int, r.IntN(n))
		for row := range state {
			state[row] = r.IntN(n)
		}
		x := r.IntN(n)
		want := lowestAttacker(state, x)
		if got := Attacker(slices.Clone(state), x); got != want {
			t.Fatalf("Attacker(%v, %d) = %d, want %d, on a board %d columns wide.\nhint: %s",
				state, x, got, want, n, explain(state, x, got, want))
		}
	}
}
