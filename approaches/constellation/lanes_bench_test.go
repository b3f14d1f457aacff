package constellation

import (
	"context"
	"flag"
	"fmt"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/count"
)

var benchN = flag.Int("benchn", 12, "board side for BenchmarkLanes")

// BenchmarkLanes counts the interiors of n = benchn that lanes count, on
// one core, with each interior alone in its lane, and with laneCount
// lanes at once, as the workers of a count do, and reports the time a
// queen:
//
//	go test -run '^$' -bench Lanes -benchtime 3x ./approaches/constellation -args -benchn=16
func BenchmarkLanes(b *testing.B) {
	ins := laneInteriors(b, board.SquareProblem(*benchN))
	alone := make([][]*interior, len(ins))
	for i, in := range ins {
		alone[i] = []*interior{in}
	}
	for _, c := range []struct {
		lanes  int
		groups [][]*interior
	}{{1, alone}, {laneCount, [][]*interior{ins}}} {
		b.Run(fmt.Sprintf("lanes=%d", c.lanes), func(b *testing.B) {
			var placed uint64
			for b.Loop() {
				for _, group := range c.groups {
					s := laneSearch{ctx: context.Background()}
					s.search(handOut(group), func(_ int, t count.Tally) { placed += t.Attempts })
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(placed), "ns/attempt")
		})
	}
}
