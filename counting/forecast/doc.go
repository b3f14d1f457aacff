// Package forecast tells how long a run would take that nobody made: an
// approach on a board past the largest it finishes in reasonable time.
//
// The harness refuses such a board rather than hang (see
// [harness.Approach.MaxN]). A refusal alone leaves the reader guessing
// whether the run is a minute away or a million years, and that answer is
// the lesson of the slow approaches. [Run] works it out from runs that
// were made: the attempts the run would make, from the approach's own
// count of its search space when that count has proved exact, or else by
// carrying on the measured growth from one side to the next; and the
// time, those attempts at the speed of the largest measured run.
//
// When the runs at hand are too small to trust, [CalibrationSides] names
// the boards to time first: small enough to finish quickly, large enough
// that start-up costs vanish.
//
// [Counts] does the same for the counts of package count: it carries
// each method's attempts on from its two largest sides counted, and its
// time at the cost of an attempt on the largest.
//
// An [Estimate] is numbers, not text. How a forecast is written, and
// whether its time is shown at all, is up to whoever prints it: package
// report words it in a comparison table, and leaves the time out of text
// that must not change from run to run.
package forecast
