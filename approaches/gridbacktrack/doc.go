// Package gridbacktrack solves the n queens puzzle the way the
// grid-backtracking post's prose describes: the queens go one at a time
// onto a [Grid] of booleans, each on a later square than the one before,
// the whole grid is tested after every placement, and the search backs
// out of a grid as soon as two of its queens attack each other.
//
// [Solve] is the search; it yields every solution, in lexicographic order
// on boards with a queen in every row. [NewGrid] makes the grid and
// [Grid.Legal] is its test, every queen against every other, newest first;
// package gridwritten runs the post's code as written on the same grid.
// [Approach] registers the search with the harness:
//
//	res, err := harness.Run(ctx, gridbacktrack.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 92, res.Attempts 924,226
//
// # Attempts
//
// One attempt is one test placement: a queen put on an empty square,
// counted before the search goes deeper, exactly where the post's code
// increments num_attempts, so an illegal placement still counts. Fixed
// queens stand on the grid from the start and cost none. A trace sees
// each placement as a place, or as a conflict with the first queen the
// new one attacks, and each legal queen again when the search lifts it.
//
// # Boards
//
// A board may be any rectangle, rows x cols with min(rows, cols) queens,
// where a row or a column may stay empty. [Approach] stops at n = 10,
// the last size whose 724 solutions a run lists without a long wait. The
// search asks [harness.Counter.Stopped] at every level, so a cancelled
// run stops at once.
//
// The book's chapter chapters/gridbacktrack.md tells the idea with the
// code and its output, sets the prose's search beside the code's,
// measures both and weighs the source.
package gridbacktrack
