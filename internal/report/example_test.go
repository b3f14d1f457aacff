package report_test

import (
	"os"
	"time"

	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A small comparison written without times, as the book prints it: it
// has no time columns, and the forecast of the row that did not run gives
// its attempts only. With Options{Times: true} the same table shows the
// times measured.
func Example() {
	table := report.Table{Rows: []report.Row{
		{Result: harness.Result{
			Approach: "permfilter", Problem: board.SquareProblem(8), Solutions: 92,
			AttemptsToFirst: 2467, Attempts: 40320, Time: 2 * time.Millisecond,
		}},
		{
			Result:   harness.Result{Approach: "octal", Problem: board.SquareProblem(10)},
			Skipped:  "past n = 9",
			Forecast: &forecast.Estimate{N: 10, Attempts: 1e10, Seconds: 50, FromSpace: true, From: []int{9}},
		},
	}}
	if err := table.WriteText(os.Stdout, report.Options{Times: false}); err != nil {
		panic(err)
	}
	// Output:
	// ┌────┬────────────┬───────┬──────────┬──────────┐
	// │ n  │ approach   │ found │ attempts │ attempts │
	// │    │            │       │ to first │ in all   │
	// ├────┼────────────┼───────┼──────────┼──────────┤
	// │  8 │ permfilter │    92 │    2,467 │   40,320 │
	// │ 10 │ octal      │   [1] │          │          │
	// └────┴────────────┴───────┴──────────┴──────────┘
	// [1] octal, n = 10: past n = 9: would take 10,000,000,000 attempts
}
