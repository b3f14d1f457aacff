package bitboard

import (
	"flag"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

// benchN is the board side the benchmark lists. The flag goes after the
// package, for example
//
//	go test -run '^$' -bench Solve -count 3 ./approaches/bitboard -args -benchn=13
//
// The record counter's benchmarks, which go much further, are in package
// bitcount.
var benchN = flag.Int("benchn", 12, "board side for the benchmarks")

// BenchmarkSolve lists every solution through the harness, as 'queens
// solve' does, rather than counting them.
func BenchmarkSolve(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(*benchN))
}
