package halves

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/queensbook/queens/internal/yardstick"
)

// benchN is the board side BenchmarkCount counts. The flag goes after the
// package, for example
//
//	go test -run '^$' -bench Count -benchtime 1x ./approaches/halves -args -benchn=18
var benchN = flag.Int("benchn", 14, "board side for BenchmarkCount")

// BenchmarkCount counts the board of side -benchn on one core and on
// every core.
func BenchmarkCount(b *testing.B) {
	for _, workers := range []int{1, 0} {
		b.Run(fmt.Sprintf("n=%d/workers=%d", *benchN, workers), func(b *testing.B) {
			var attempts uint64
			for b.Loop() {
				res, err := Count(context.Background(), *benchN, Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				attempts += res.Attempts
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(attempts), "ns/attempt")
		})
	}
}

// BenchmarkVersusC holds the goal of issue 16: at n = 16 and 17 the join
// on every core takes at most a tenth of the wall-clock time and a fifth
// of the CPU time of the plain bitwise counter in C with the mirror of
// the first row (package bitcount's testdata/plain.c, gcc -O3
// -march=native, one core). Each iteration runs the C counter and the
// join one after the other, so that a machine busy with something else
// slows both alike; the benchmark reports the median wall and CPU
// seconds of each over the iterations, and the ratios join/C-wall and
// join/C-cpu. Three rounds:
//
//	go test -run '^$' -bench VersusC -benchtime 3x ./approaches/halves
//
// Without gcc the C counter is skipped, and so are the ratios.
func BenchmarkVersusC(b *testing.B) {
	plain := yardstick.BuildC(b, filepath.Join("..", "bitcount", "testdata", "plain.c"))
	for _, n := range []int{16, 17} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var c, join yardstick.Timings
			for b.Loop() {
				if plain != "" {
					c = append(c, yardstick.RunC(b, plain, n))
				}
				join = append(join, yardstick.Time(b, n, func() uint64 {
					res, err := Count(context.Background(), n, Options{})
					if err != nil {
						b.Fatal(err)
					}
					return res.Solutions
				}))
			}
			c.Report(b, "C", yardstick.Timing{})
			join.Report(b, "join", c.Median())
		})
	}
}
