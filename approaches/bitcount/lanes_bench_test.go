package bitcount

import (
	"fmt"
	"testing"

	"github.com/queensbook/queens/approaches/board"
)

// BenchmarkLanes counts the interiors of n = benchn that lanes count, on
// one core, with each interior alone in its lane, and with laneCount
// lanes at once, as Count's workers do, and reports the time a queen:
//
//	go test -run '^$' -bench Lanes -benchtime 3x ./approaches/bitcount -args -benchn=16
func BenchmarkLanes(b *testing.B) {
	ins := laneInteriors(b, board.SquareProblem(*benchN))
	b.Run("lanes=1", func(b *testing.B) {
		var placed uint64
		for b.Loop() {
			for _, in := range ins {
				t, _, _ := in.count(nil, nil)
				placed += t.placed
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(placed), "ns/attempt")
	})
	b.Run(fmt.Sprintf("lanes=%d", laneCount), func(b *testing.B) {
		var placed uint64
		for b.Loop() {
			next := 0
			s := laneSearch{}
			s.search(func() (int, *interior, bool) {
				if next == len(ins) {
					return 0, nil, false
				}
				next++
				return next - 1, ins[next-1], true
			}, func(_ int, t tally, _ uint64) { placed += t.placed })
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(placed), "ns/attempt")
	})
}
