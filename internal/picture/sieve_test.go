package picture

import (
	"context"
	"math/bits"
	"slices"
	"testing"

	"github.com/queensbook/queens/counting/halves"
)

// The sieve's picture finds the pairs of half-boards that fit by ANDing
// words, as it shows. Over every set of rows of the even boards to
// 10 x 10, its pairs, each standing for as many solutions as its set of
// rows, add up to the count of package halves. (A set of rows alone may
// not: on an even board halves folds the long diagonals too, which moves
// solutions between sets.) The set of rows the picture draws counts as
// it does in halves.
func TestSieveFindsTheJoinsPairs(t *testing.T) {
	for _, n := range []int{4, 6, 8, 10} {
		plan, err := halves.NewPlan(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		drawn, err := firstJoined(n)
		if err != nil {
			t.Fatal(err)
		}
		var drawnRows []int
		for row, col := range drawn {
			if col >= n/2 {
				drawnRows = append(drawnRows, row)
			}
		}
		var sieved, counted uint64
		for i := range plan.Tasks() {
			rows, standsFor := plan.Task(i)
			solutions, _, _ := plan.Join(context.Background(), i, i+1)
			task := newSieveTask(n, rows)
			pairs := uint64(0)
			for _, w := range task.west {
				pairs += uint64(bits.OnesCount64(task.fits(w)))
			}
			sieved += pairs * standsFor
			counted += solutions
			if n == 6 && slices.Equal(rows, drawnRows) && pairs*standsFor != solutions {
				t.Errorf("6 x 6, east rows %v, the set the picture draws: the sieve finds %d pairs, standing for %d each; halves counts %d", rows, pairs, standsFor, solutions)
			}
		}
		if sieved != counted {
			t.Errorf("%d x %d: the sieve finds pairs standing for %d solutions; halves counts %d", n, n, sieved, counted)
		}
	}
}
