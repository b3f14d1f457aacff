// Package combinations solves the n queens puzzle the bluntest way a
// library makes easy: it lists every way to choose n squares of the board,
// as Python's itertools.combinations does, and tests each one, with no
// pruning at all.
//
// Squares are numbered row by row, row*cols+col, and an arrangement is a
// set of square numbers in increasing order. [Search] lists the
// arrangements in lexicographic order and tests them on the given number
// of workers, with the same solutions and attempts for any number; [Solve]
// is the search on one worker per processor, and [Approach] registers it
// with the harness:
//
//	res, err := harness.Run(ctx, combinations.Approach, board.SquareProblem(6), harness.Options{})
//	// res.Solutions is 4, res.Attempts 1,947,792 = C(36, 6)
//
// # Attempts
//
// One attempt is one arrangement tested. A full run makes
// C(rows*cols, queens) attempts, as [Arrangements] computes, and the
// attempts to the first solution are that solution's rank among the
// arrangements, counted from 1; [ArrangementsFrom] counts those that begin
// with given squares. A trace sees every arrangement as a set of squares
// ([harness.TestedSquares]), since it may put two queens on one rank, and
// runs on one goroutine.
//
// # Boards
//
// A board may be any rectangle, rows x cols with min(rows, cols) queens;
// on a tall one some rows stay [board.Empty]. The search knows nothing of
// fixed queens: the harness runs it on the whole board and keeps the
// solutions that hold them, so the attempts are those of the whole board.
// The attack masks hold [MaxSquares] squares, so [Approach] takes boards
// of at most 64 squares, 8 x 8 or 7 x 9, and no 9 x 9 however long it ran.
//
// The book's chapter chapters/combinations.md tells the idea with the
// code and its output, explains the fast test of an arrangement and the
// workers, measures the cost and weighs the sources.
package combinations
