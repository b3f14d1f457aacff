package construct

import (
	"fmt"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// BenchmarkSolve measures the construction, allocation included, for
// n = 10^3 to 10^7; the goal is n = 10^7 in under a second.
func BenchmarkSolve(b *testing.B) {
	for n := 1000; n <= 10_000_000; n *= 10 {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(n); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// BenchmarkFill measures the construction alone, in a board allocated
// once.
func BenchmarkFill(b *testing.B) {
	const n = 10_000_000
	board := make(board.Board, n)
	for b.Loop() {
		if err := Fill(board); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/queen")
}
