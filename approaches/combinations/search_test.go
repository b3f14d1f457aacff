package combinations

import (
	"context"
	"errors"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The binomial behind ArrangementsFrom must agree with the arrangements
// the search itself enumerates, chunk by chunk.
func TestArrangementsFromCountsWhatTheSearchEnumerates(t *testing.T) {
	for _, p := range []board.Problem{board.SquareProblem(4), board.SquareProblem(5), {Rows: 4, Cols: 6}, {Rows: 6, Cols: 3}} {
		g := newGrid(p)
		var total uint64
		for prefix := range g.chunks() {
			res := g.searchChunk(prefix, nil)
			if want := ArrangementsFrom(p, prefix...); res.attempts != want {
				t.Errorf("%v: the chunk of %v tests %d arrangements, ArrangementsFrom says %d", p, prefix, res.attempts, want)
			}
			total += res.attempts
		}
		if want := Arrangements(p); total != want {
			t.Errorf("%v: the chunks test %d arrangements in all, Arrangements says %d", p, total, want)
		}
	}
}

// The figure of the combinations source, by enumeration on 8 x 8.
func TestArrangementsFromZeroOneOnEight(t *testing.T) {
	p := board.SquareProblem(8)
	res := newGrid(p).searchChunk([]int{0, 1}, nil)
	if want := ArrangementsFrom(p, 0, 1); res.attempts != want {
		t.Errorf("the search tests %d arrangements that begin with squares 0 and 1, ArrangementsFrom says %d", res.attempts, want)
	}
	if len(res.solutions) != 0 {
		t.Errorf("found solutions with queens on squares 0 and 1: %v", res.solutions)
	}
}

// A cancelled run stops inside its first chunk, long before the chunk's
// 61 million arrangements are tested.
func TestCancelledSearchStopsInsideAChunk(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := harness.Run(ctx, Approach, board.SquareProblem(8), harness.Options{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v; want context.Canceled", err)
	}
	if chunk := ArrangementsFrom(board.SquareProblem(8), 0, 1); res.Attempts >= chunk {
		t.Errorf("the cancelled search tested %d arrangements; want fewer than the first chunk's %d", res.Attempts, chunk)
	}
}
