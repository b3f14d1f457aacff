// Package words writes the figures of the queens book the way its prose
// and its tables print them: counts with thousands separators, rough sizes
// in words, measured times, rough spans of time, and a count with its noun.
//
// It is the bottom of the book's presentation: it knows nothing of boards,
// approaches or tables, so that every package can use it, the harness's
// refusals and the command's messages as much as the comparison tables of
// package report. One function a kind of figure, used everywhere, keeps a
// figure looking the same wherever a reader meets it.
//
// # Counts and sizes
//
// [Thousands] writes an exact count, 4,426,165,368, the way the book
// quotes the size of a search. [Approximately] writes a figure that is
// only known roughly, a forecast or a bound, with two significant digits
// and the large numbers named: "8.9 trillion". [Plural] puts a count
// before its noun: "1 solution", "92 solutions".
//
// # Times
//
// [Duration] writes a measured time with three significant digits, 1.23ms
// or 8.41s, which is as precise as one run deserves; [Seconds] is the same
// for a time held as a float of seconds, as counts and charts hold it.
// [Span] is for times nobody measured, the forecasts: two digits in the
// largest unit that keeps them readable, "43 minutes", "1.2 million years",
// and past the 292 years a [time.Duration] holds.
package words
