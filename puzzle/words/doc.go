// Package words writes the figures of the queens book the way its prose
// and its tables print them, one function a kind of figure, so that a
// figure looks the same wherever a reader meets it. It knows nothing of
// boards, approaches or tables, so that every package can use it: the
// harness's refusals, the command's messages and the tables alike.
//
//	words.Thousands(4426165368)            // 4,426,165,368: an exact count
//	words.Approximately(8.9e12)            // 8.9 trillion: a forecast, a bound
//	words.Plural(92, "solution")           // 92 solutions
//	words.Duration(8410 * time.Millisecond) // 8.41s: a measured time
//	words.Span(2580)                       // 43 minutes: a time nobody measured
//
// [Duration] keeps three significant digits, as much as one run deserves,
// and [Seconds] does the same for a time held as a float of seconds, as
// counts and charts hold it. [Span] keeps two digits in the largest unit
// that reads well, and goes past the 292 years a [time.Duration] holds.
package words
