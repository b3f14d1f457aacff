//go:build race

package cli

// The race detector slows the book's searches tenfold; TestBookIsFresh
// replays the cells instead of running them.
func init() { raceDetector = true }
