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

// BenchmarkShapes measures what chunking weighs: for each shape of block
// in Go and, where the processor has AVX-512, in vector registers, those
// that hold the 42 diagonals of n = 22, the time of a fit for each west
// board that looks at the block (ns/board), and the time to make the
// block's words (ns/word).
//
//	go test -run '^$' -bench Shapes ./counting/halves
func BenchmarkShapes(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	blk := new(block)
	for i := range blk {
		blk[i] = r.Uint64()
	}
	west := make([]uint64, 256) // about the west boards of one key at n = 20
	for i := range west {
		west[i] = r.Uint64() & (1<<maxWidth - 1)
	}
	type fit struct {
		name  string
		shape shape
		lanes int
		fit   func(*block, shape, []uint64) uint64
	}
	var fits []fit
	for _, s := range goShapes {
		fits = append(fits, fit{"go", s, 1, fitGo})
	}
	if vectorFits {
		for c := 4; c <= maxChunks; c++ {
			if s := (shape{(maxWidth + c - 1) / c, c}); s.entries() <= blockEntries {
				fits = append(fits, fit{"vector", s, maxLanes, func(b *block, s shape, west []uint64) uint64 { return fitVector(b, s, maxLanes, 1<<maxLanes-1, west) }})
			}
		}
	}
	for _, f := range fits {
		s := f.shape
		b.Run(fmt.Sprintf("%s/%dx%d", f.name, s.chunks, s.bits), func(b *testing.B) {
			var total uint64
			for b.Loop() {
				total += f.fit(blk, s, west)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(west)), "ns/board")
		})
		b.Run(fmt.Sprintf("%s/make/%dx%d", f.name, s.chunks, s.bits), func(b *testing.B) {
			side, valid := make([]uint64, 64*f.lanes), make([]uint64, f.lanes)
			for i := range side {
				side[i] = r.Uint64()
			}
			for i := range valid {
				valid[i] = ^uint64(0)
			}
			for b.Loop() {
				fillChunks(blk, side, valid, s)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*s.entries()*f.lanes), "ns/word")
		})
	}
}
