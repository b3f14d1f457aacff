// Package harness runs every approach of the queens book the same way and
// measures it the same way.
//
// An [Approach] is a named solve function plus the words that explain it:
// where it comes from and what one attempt means for it. The solve function
// has the shape of [SolveFunc]: it takes a [board.Problem] and a [Counter]
// and returns an iterator of solutions, the Go cousin of the Python
// generators in the source texts. Ranging over it with break gives "first
// solution only" for free.
//
// [Run] drives one approach on one problem and returns a [Result]: the
// solutions, the attempts to the first solution and in all, and the times.
// It reads the counter at the first solution and at the end, so each
// approach only has to count; it checks every board the approach yields, so
// an approach cannot claim a wrong solution; and it keeps fixed queens for
// approaches that have no natural way to honour them, by filtering their
// complete solutions.
//
// The harness runs and counts, and prints nothing: package report writes
// its results as the book's tables, and package forecast tells what a
// run the harness refused would take.
//
// # Attempts
//
// An attempt is the unit of work an approach's own idea suggests: a board
// tested, an arrangement tested, a call of conflict. Counts are exact and
// deterministic: the same run always reports the same numbers, however many
// goroutines an approach uses. Each approach package documents its
// definition in its doc.go, and [Approach.Attempt] repeats it in one line.
//
// # Shape
//
// A board may be a rectangle of rows x cols squares, holding min(rows,
// cols) queens. [Approach.Shape] says which boards an approach takes. An
// approach that places one queen a row only needs to solve wide boards,
// with no more rows than columns: for a tall one, [Run] solves the board
// reflected in its main diagonal, which is wide, and reflects every
// solution back. The reflection swaps rows and columns and keeps
// diagonals diagonals, fixed queens included, so nothing is lost; the
// attempts are those of the search on the reflected board.
// [Registry.Supports] names the approaches that take a board when one
// does not.
//
// # Traces
//
// [Trace] runs an approach as [Run] does and passes its search on step by
// step: a queen placed, a square tried and found attacked, a whole
// candidate accepted or rejected (a board, or a set of squares that may
// put two queens on one row), a queen lifted, a solution. An approach
// that can do this says so in [Approach.Traces]; it asks
// [Counter.Tracing] before it builds a [Step], and reports each attempt
// right after counting it.
// Trace checks that the attempt steps and the count agree one for one,
// so a trace shows exactly the work the attempts measure.
//
// # Limits
//
// Brute force grows fast. Each approach declares [Approach.MaxN], the
// largest square board it finishes in reasonable time, and [Run] refuses a
// board that needs more work than that square with an [*UnsupportedError]
// instead of hanging; a rectangle is judged by its work, not by its longer
// side, so 2 x 40 runs where 40 x 40 would not. Some approaches also have
// a hard [Approach.Limit], a board their data structures cannot hold at
// all: past it there is nothing to wait for and nothing to forecast, and
// the refusal says so ([CannotRun] rather than [TooSlow]). Past MaxN
// alone, package forecast works out from smaller runs how long the
// refused run would take.
//
// # Time per attempt
//
// An [Approach.Parallel] approach shares its wall time among several cores, so its
// plain wall time per attempt would look cheaper than the same work on
// one core. [Result.NsPerAttempt] charges every core the run used, which
// makes the column compare like with like.
package harness
