package stepper

import (
	"context"
	"time"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A race by time moves each pane as far as its search would get in the
// same time with no trace watching it, so the page needs each
// approach's pace: how long it takes for an attempt on the race's
// board. The worker measures it where the search runs, in the reader's
// browser: whole untraced runs, one after another, until a fixed time
// has passed. It reads the clock between runs and never stops one: in
// WebAssembly a search that does not wait for anything keeps the one
// thread to itself, so no timer fires, and no context times out, until
// it ends. A board whose one run would take too long, as the brute-force
// searches' larger boards do, is measured on the largest smaller square
// board whose run does not: the cost of an attempt barely changes with
// the side, the time of a run does by a factor of ten or more a side.

// PaceTime is how long the worker measures a pace: long enough that the
// browser's coarse clock reads it to a few percent.
const PaceTime = 250 * time.Millisecond

// longestRun is the longest one run of a pace may be expected to take.
const longestRun = time.Second

// Pace is what one measure of an approach's pace found.
type Pace struct {
	// Attempts were made in Nanoseconds, over Runs whole runs.
	Attempts    uint64 `json:"attempts"`
	Nanoseconds int64  `json:"nanoseconds"`
	Runs        int    `json:"runs"`
	// Smaller names the board measured, such as "7 x 7", when it is not
	// the one asked for.
	Smaller string `json:"smaller,omitempty"`
}

// MeasurePace measures the pace of the search the settings name,
// untraced, for about d.
func MeasurePace(s Settings, d time.Duration) (Pace, error) {
	a, p, err := s.Check()
	if err != nil {
		return Pace{}, err
	}
	on, err := paceBoard(a, p)
	if err != nil {
		return Pace{}, err
	}
	pace := Pace{}
	if on.Rows != p.Rows || on.Cols != p.Cols {
		pace.Smaller = on.String()
	}
	for start := time.Now(); pace.Runs == 0 || time.Since(start) < d; pace.Runs++ {
		res, err := harness.Run(context.Background(), a, on, harness.Options{})
		if err != nil {
			return pace, err
		}
		pace.Attempts += res.Attempts
		pace.Nanoseconds += res.Time.Nanoseconds()
	}
	return pace, nil
}

// paceBoard returns the board to measure a's pace on for p: p itself,
// unless the square boards up to it, run side by side from 4 x 4, say
// that one run on p would take longer than longestRun; then the largest
// of them that does not. The attempts, which never vary, foresee the
// next side's; only the pace of the last run comes from the clock, so a
// busy machine cannot make a long run look short.
func paceBoard(a harness.Approach, p board.Problem) (board.Problem, error) {
	var last, before float64 // the attempts of the last two runs
	var perAttempt float64   // the seconds an attempt took in the last run
	for side := 4; side <= p.Queens(); side++ {
		// Each side makes about as many times more attempts as the last did.
		if before > 0 && last*last/before*perAttempt > longestRun.Seconds() {
			return board.SquareProblem(side - 1), nil
		}
		if side == p.Queens() {
			break
		}
		res, err := harness.Run(context.Background(), a, board.SquareProblem(side), harness.Options{})
		if err != nil {
			return p, err
		}
		before, last = last, max(float64(res.Attempts), 1)
		perAttempt = res.Time.Seconds() / last
	}
	return p, nil
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
