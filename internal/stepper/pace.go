package stepper

import (
	"context"
	"time"

	"github.com/queensbook/queens/approaches/harness"
)

// A race by time moves each pane as far as its search would get in the
// same time with no trace watching it, so the page needs each
// approach's pace: how long it takes for an attempt on the race's
// board. The worker measures it where the search runs, in the reader's
// browser: whole untraced runs, one after another, until a fixed time
// has passed. It reads the clock between runs and never stops one: in
// WebAssembly a search that does not wait for anything keeps the one
// thread to itself, so no timer fires, and no context times out, until
// it ends.

// PaceTime is how long the worker measures a pace: long enough that the
// browser's coarse clock reads it to a few percent.
const PaceTime = 250 * time.Millisecond

// Pace is what one measure of an approach's pace found.
type Pace struct {
	// Attempts were made in Nanoseconds, over Runs whole runs.
	Attempts    uint64 `json:"attempts"`
	Nanoseconds int64  `json:"nanoseconds"`
	Runs        int    `json:"runs"`
}

// MeasurePace runs the search the settings name, untraced, again and
// again until d has passed, and returns its pace.
func MeasurePace(s Settings, d time.Duration) (Pace, error) {
	a, p, err := s.Check()
	if err != nil {
		return Pace{}, err
	}
	var pace Pace
	for start := time.Now(); pace.Runs == 0 || time.Since(start) < d; pace.Runs++ {
		res, err := harness.Run(context.Background(), a, p, harness.Options{})
		if err != nil {
			return pace, err
		}
		pace.Attempts += res.Attempts
		pace.Nanoseconds += res.Time.Nanoseconds()
	}
	return pace, nil
}

// paced answers a pace message.
type paced struct {
	Type string `json:"type"`
	ID   int    `json:"id"`
	Pace Pace   `json:"pace"`
}

// pace answers {"type":"pace","id":3,"settings":{...}} with {"type":
// "paced", "id", "pace"} (see [MeasurePace]), after [PaceTime], or with
// "refused" and the error. It leaves the search under way as it is.
func (w *Worker) pace(m message) []byte {
	pace, err := MeasurePace(m.Settings, PaceTime)
	if err != nil {
		return marshal(refused{"refused", m.ID, err.Error()})
	}
	return marshal(paced{"paced", m.ID, pace})
}
