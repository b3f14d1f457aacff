package treeprofile

import (
	"fmt"
	"testing"
)

// BenchmarkCount reports the cost of one node of the tree as the tree
// grows: a few bit operations and a call, though not always the same few
// nanoseconds, since a larger tree is harder for the processor to predict.
func BenchmarkCount(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				p, err := Count(n)
				if err != nil {
					b.Fatal(err)
				}
				nodes = p.Total()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(uint64(b.N)*nodes), "ns/node")
		})
	}
}
