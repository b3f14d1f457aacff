package cli

import (
	"time"

	"github.com/schollz/progressbar/v3"
)

// progress returns a function that shows attempts counted so far on a bar
// on stderr, and a function that clears the bar. The bar appears only when
// stderr is a terminal and quiet is false; total <= 0 shows a spinner with
// a count instead of a bar with an ETA.
func (env Env) progress(quiet bool, label string, total float64) (update func(uint64), clear func()) {
	if quiet || !isTerminal(env.Stderr) {
		return nil, func() {}
	}
	max := int64(total)
	if total <= 0 {
		max = -1
	}
	bar := progressbar.NewOptions64(max,
		progressbar.OptionSetWriter(env.Stderr),
		progressbar.OptionSetDescription(label),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionThrottle(200*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	update = func(attempts uint64) { bar.Set64(int64(attempts)) }
	return update, func() { bar.Clear() }
}
