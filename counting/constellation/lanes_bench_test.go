package constellation

import (
	"context"
	"fmt"
	"testing"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// BenchmarkLanes counts the interiors of n = 12 and n = 14 that lanes
// count, on one core, with each interior alone in its lane, and with
// laneCount lanes at once, as the workers of a count do, and reports the
// time a queen:
//
//	go test -run '^$' -bench 'Lanes/n=14' -count 3 ./counting/constellation
func BenchmarkLanes(b *testing.B) {
	for _, n := range []int{12, 14} {
		ins := laneInteriors(b, board.SquareProblem(n))
		alone := make([][]*interior, len(ins))
		for i, in := range ins {
			alone[i] = []*interior{in}
		}
		b.Run(fmt.Sprintf("n=%d/lanes=1", n), func(b *testing.B) { benchmarkLanes(b, alone) })
		b.Run(fmt.Sprintf("n=%d/lanes=%d", n, laneCount), func(b *testing.B) { benchmarkLanes(b, [][]*interior{ins}) })
	}
}

// benchmarkLanes counts each group of interiors in a laneSearch of its
// own, and reports the time a queen.
func benchmarkLanes(b *testing.B, groups [][]*interior) {
	var placed uint64
	for b.Loop() {
		for _, group := range groups {
			var s laneSearch
			s.search(context.Background(), handOut(group), func(_ int, t count.Tally) { placed += t.Attempts })
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(placed), "ns/attempt")
}
