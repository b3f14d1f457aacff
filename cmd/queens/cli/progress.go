package cli

import (
	"fmt"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/queensbook/queens/approaches/harness"
)

// progressEvery is how often a bar is redrawn at most.
const progressEvery = 200 * time.Millisecond

// progress returns a function that shows attempts counted so far on a bar
// on stderr, and a function that clears the bar. The bar appears only when
// stderr is a terminal and quiet is false; total <= 0 shows a spinner with
// a count instead of a bar with an ETA. The counts are written with their
// thousands grouped, as everywhere else in queens.
func (env Env) progress(quiet bool, label string, total float64) (update func(uint64), clear func()) {
	if quiet || !isTerminal(env.Stderr) {
		return nil, func() {}
	}
	max := int64(total)
	of := ""
	if total <= 0 {
		max = -1
	} else {
		of = " of " + harness.Thousands(uint64(total))
	}
	bar := progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(env.Stderr),
		progressbar.OptionSetDescription(label),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionThrottle(progressEvery),
		progressbar.OptionClearOnFinish(),
	)
	var last time.Time
	update = func(done uint64) {
		if now := time.Now(); now.Sub(last) >= progressEvery {
			last = now
			bar.Describe(fmt.Sprintf("%s: %s%s", label, harness.Thousands(done), of))
		}
		bar.Set64(int64(done))
	}
	return update, func() { bar.Clear() }
}
