package stepper

import (
	"context"
	"encoding/json"
	"time"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Outcome is what a whole run, untraced, found: the two lines `queens
// solve` ends with, and the counts they hold.
type Outcome struct {
	Found    string `json:"found"`
	Attempts string `json:"attempts"`
	// Solutions and Tries are the counts of the lines: solutions found,
	// attempts made.
	Solutions int    `json:"solutions"`
	Tries     uint64 `json:"tries"`
	// First is the first solution's queens, numbered as a Step's, or nil.
	First []int `json:"first"`
	// Millis is how long the run took, in milliseconds.
	Millis float64 `json:"millis"`
}

// Finish runs the search of the settings to its end at full speed, as
// `queens solve` runs it: untraced, with no step recorded, so that a
// search the stepper would play for hours ends in about the CLI's time.
// It serves both "skip to the end" and "can this be completed?", which is
// the same question about the fixed queens.
func Finish(s Settings) (Outcome, error) {
	a, p, err := s.Check()
	if err != nil {
		return Outcome{}, err
	}
	res, err := harness.Run(context.Background(), a, p, harness.Options{})
	if err != nil {
		return Outcome{}, err
	}
	o := Outcome{Solutions: res.Solutions, Tries: res.Attempts, Millis: float64(res.Time.Microseconds()) / 1000}
	o.Found, o.Attempts = res.Summary(a, false)
	for row, col := range res.First {
		if col >= 0 {
			o.First = append(o.First, row*p.Cols+col)
		}
	}
	return o, nil
}

// Forecast says how long a traced search would take to step through.
type Forecast struct {
	// Steps is the number of steps of the whole search: exact when Exact;
	// at least that many when AtLeast; and otherwise the attempts of the
	// whole search, its search space, times the steps an attempt takes in
	// the first part of it.
	Steps   float64 `json:"steps"`
	Exact   bool    `json:"exact"`
	AtLeast bool    `json:"atLeast"`
	// Attempts is the approach's own count of its search space
	// ([harness.Approach.MaxAttempts]) when the estimate rests on it.
	Attempts float64 `json:"attempts,omitempty"`
	// Rate is the steps a second the probe traced, each recorded and
	// encoded for the page as a batch of the stepper is; zero for a
	// search shorter than a batch, too short to time.
	Rate float64 `json:"rate"`
}

// Estimate forecasts the traced search of the settings in about budget.
// It traces the search for a quarter of the budget as the page would be
// sent it, to time its steps, and counts them in the rest: a
// search that ends in that time is counted exactly. Past it, an approach
// that knows its search space has its steps estimated from there, at the
// steps an attempt took so far; any other has the steps counted as a
// lower bound. No search runs past the budget: a forecast that ran the
// whole search, untraced, would hold the worker for as long as the run,
// since nothing stops a search in WebAssembly but the search itself (it
// has one thread, and a timer cannot fire while the search runs).
func Estimate(s Settings, budget time.Duration) (Forecast, error) {
	a, p, err := s.Check()
	if err != nil {
		return Forecast{}, err
	}
	f := Forecast{Rate: probe(s, budget/4)}
	steps, attempts, done := count(a, p, time.Now().Add(budget-budget/4))
	switch {
	case done:
		f.Steps, f.Exact = float64(steps), true
	case a.MaxAttempts != nil && attempts > 0:
		f.Attempts = a.MaxAttempts(p)
		f.Steps = f.Attempts * float64(steps) / float64(attempts)
	default:
		f.Steps, f.AtLeast = float64(steps), true
	}
	return f, nil
}

// probeBatch is the size of the probe's batches: the page's largest.
const probeBatch = 5000

// probe traces the search of s for up to budget, in batches recorded and
// encoded as the page is sent them, and returns the steps a second it
// traced, or zero when the search is shorter than a batch.
func probe(s Settings, budget time.Duration) float64 {
	search, err := Start(s)
	if err != nil {
		return 0
	}
	defer search.Stop()
	start := time.Now()
	steps := 0
	for time.Since(start) < budget {
		b := search.Next(probeBatch)
		if _, err := json.Marshal(b); err != nil || b.Done {
			break
		}
		steps += len(b.Steps)
	}
	if steps < probeBatch {
		return 0
	}
	return float64(steps) / time.Since(start).Seconds()
}

// count counts the steps of the traced search of a on p until it ends,
// or deadline passes, and the attempts among them; done says it ended.
// The trace itself stops the search at the deadline, the one way to stop
// it in time in WebAssembly.
func count(a harness.Approach, p board.Problem, deadline time.Time) (steps int, attempts uint64, done bool) {
	res, err := harness.Trace(context.Background(), a, p, harness.Options{}, func(st harness.Step) bool {
		steps++
		attempts = st.Attempt
		// The clock is read every 1,024 steps: often enough to stop on
		// time, seldom enough to cost nothing.
		return steps%1024 != 0 || time.Now().Before(deadline)
	})
	return steps, attempts, err == nil && !res.Stopped
}
