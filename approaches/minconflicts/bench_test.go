package minconflicts

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkSolve measures whole runs, start and repair, with seed 1 for
// n = 10^3 to 10^7; the goal is n = 10^6 in under 5 s. It reports the
// steps of a run and the time per queen. The run at 10^7 takes seconds:
// select the sizes with -bench 'Solve/n=1000000$' and the like.
func BenchmarkSolve(b *testing.B) {
	for n := 1000; n <= 10_000_000; n *= 10 {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var res Result
			for b.Loop() {
				var err error
				if res, err = Solve(context.Background(), n, Options{Seed: 1}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Steps), "steps")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// BenchmarkStep measures one repair step, a scan of all n-1 swaps of one
// queen, on a greedy start of a million queens.
func BenchmarkStep(b *testing.B) {
	const n = 1_000_000
	s := newSearch(n, 1)
	s.start(context.Background(), DefaultCandidates, nil)
	row := s.conflicted(nil)[0]
	for b.Loop() {
		s.bestSwap(row)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/swap")
}
