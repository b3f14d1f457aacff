//go:build race

package clitest

// The race detector slows the book's searches tenfold; TestBookIsFresh
// replays the cells instead of running them.
func init() { RaceDetector = true }
