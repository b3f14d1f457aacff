package stepper

import (
	"context"
	"encoding/json"
	"time"

	"github.com/queensbook/queens/approaches/harness"
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
	// Steps is the number of steps of the whole search: exact when Exact,
	// and otherwise the attempts of the whole search (its search space,
	// or the count of an untraced run) times the steps an attempt takes
	// in the first part of it. Zero when there is no estimate.
	Steps float64 `json:"steps"`
	Exact bool    `json:"exact"`
	// Attempts is the attempts of the whole search the estimate rests on,
	// and From says where they come from: "space" for the approach's own
	// count of its search space ([harness.Approach.MaxAttempts]), "run"
	// for an untraced run, "trace" when the probe traced it all.
	Attempts float64 `json:"attempts"`
	From     string  `json:"from"`
	// Rate is the steps a second the probe traced, each recorded and
	// encoded for the page as a batch of the stepper is; zero for a
	// search shorter than a batch, too short to time.
	Rate float64 `json:"rate"`
}

// Estimate forecasts the traced search of the settings within about
// budget: it traces the search for a share of the budget, as the page
// would be sent it, to measure the steps an attempt takes and how fast
// they come; a search that ends in that time is counted exactly. Past
// it, the attempts of the whole search come from the approach's search
// space when it knows it, or from an untraced run in the rest of the
// budget; when neither is to be had, Steps is zero.
func Estimate(s Settings, budget time.Duration) (Forecast, error) {
	a, p, err := s.Check()
	if err != nil {
		return Forecast{}, err
	}
	f := Forecast{}
	steps, attempts, done, took := probe(s, budget/4)
	// A search shorter than a batch is all start-up: no rate to be had.
	if took > 0 && steps >= probeBatch {
		f.Rate = float64(steps) / took.Seconds()
	}
	if done {
		f.Steps, f.Exact, f.Attempts, f.From = float64(steps), true, float64(attempts), "trace"
		return f, nil
	}
	if a.MaxAttempts != nil {
		f.Attempts, f.From = a.MaxAttempts(p), "space"
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), budget-took)
		res, err := harness.Run(ctx, a, p, harness.Options{})
		cancel()
		if err != nil || res.Stopped {
			return f, nil
		}
		f.Attempts, f.From = float64(res.Attempts), "run"
	}
	if attempts > 0 {
		f.Steps = f.Attempts * float64(steps) / float64(attempts)
	}
	return f, nil
}

// probeBatch is the size of the probe's batches: the page's largest.
const probeBatch = 5000

// probe traces the search of s for up to budget, in batches recorded and
// encoded as the page is sent them, and returns the steps and attempts
// it saw, whether the search ended, and how long it took.
func probe(s Settings, budget time.Duration) (steps int, attempts uint64, done bool, took time.Duration) {
	search, err := Start(s)
	if err != nil {
		return 0, 0, false, 0
	}
	defer search.Stop()
	start := time.Now()
	for time.Since(start) < budget {
		b := search.Next(probeBatch)
		if _, err := json.Marshal(b); err != nil {
			break
		}
		steps += len(b.Steps)
		if n := len(b.Steps); n > 0 {
			attempts = b.Steps[n-1].Attempt
		}
		if b.Done {
			done = b.Error == ""
			break
		}
	}
	return steps, attempts, done, time.Since(start)
}
