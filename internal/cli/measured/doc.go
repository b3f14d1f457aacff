// Package measured writes the measured tables the book shows
// (chapters/measured) and draws their charts, again from the tables when
// only their look changed. The commands that measure (plot, count) share
// it.
package measured
