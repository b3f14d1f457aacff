package halves

import (
	"flag"
	"fmt"
	"math/rand/v2"
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

// BenchmarkShapes measures what chunking weighs: for each shape of block,
// the time of a fit for each west board that looks at the block
// (ns/board), and the time to make the block's words (ns/word).
//
//	go test -run '^$' -bench Shapes ./counting/halves
func BenchmarkShapes(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	block := new([blockWords]uint64)
	for i := range block {
		block[i] = r.Uint64()
	}
	west := make([]uint64, 256) // about the west boards of one key at n = 20
	for i := range west {
		west[i] = r.Uint64() & (1<<maxWidth - 1)
	}
	shapes := goShapes[:]
	if vectorFits {
		shapes = append(shapes, shape{10, 4}, shape{9, 5})
	}
	for _, s := range shapes {
		b.Run(fmt.Sprintf("fit/%dx%d", s.chunks, s.bits), func(b *testing.B) {
			var total uint64
			for b.Loop() {
				total += fitChunks(block, s, west)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(west)), "ns/board")
		})
		b.Run(fmt.Sprintf("make/%dx%d", s.chunks, s.bits), func(b *testing.B) {
			var side [64]uint64
			for i := range side {
				side[i] = r.Uint64()
			}
			for b.Loop() {
				fillChunks(block, &side, ^uint64(0), s)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*s.chunks<<s.bits), "ns/word")
		})
	}
}
