package halves

import (
	"flag"
	"fmt"
	"testing"
)

// benchN is the board side BenchmarkCount counts. The flag goes after the
// package, for example
//
//	go test -run '^$' -bench Count -benchtime 1x ./counting/halves -args -benchn=18
//
// Package bitcount's BenchmarkVersusC runs the join on every core beside
// the C yardstick.
var benchN = flag.Int("benchn", 14, "board side for BenchmarkCount")

// BenchmarkCount counts the board of side -benchn on one core.
func BenchmarkCount(b *testing.B) {
	b.Run(fmt.Sprintf("n=%d", *benchN), func(b *testing.B) {
		var attempts uint64
		for b.Loop() {
			res, err := Count(*benchN)
			if err != nil {
				b.Fatal(err)
			}
			attempts += res.Attempts
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(attempts), "ns/attempt")
	})
}
