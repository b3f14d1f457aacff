// Package harnesstest holds what the approaches' tests and benchmarks
// share, as net/http/httptest does for HTTP handlers.
package harnesstest

import (
	"context"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// Benchmark runs a on p through the harness once per iteration and
// reports the attempts of one run and the time of one attempt, so that
// 'make bench' shows ns per attempt beside ns per op.
func Benchmark(b *testing.B, a harness.Approach, p board.Problem) {
	b.Helper()
	var res harness.Result
	for b.Loop() {
		var err error
		if res, err = harness.Run(context.Background(), a, p, harness.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Attempts), "attempts")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(res.Attempts), "ns/attempt")
}
