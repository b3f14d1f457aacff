// Package gridwritten runs the grid search of the grid-backtracking post
// as the post's code runs it, where that differs from its prose: for
// every queen its loops try every empty square of the grid, from the
// first square each time, and it stops at the first solution. Package
// gridbacktrack is the search the prose describes; the two share the grid
// of booleans, [gridbacktrack.Grid], and its legality test.
//
// [Solve] is that search, kept as it is: it yields at most one board, the
// first solution in its own order, and reaches a set of k queens in up to
// k! orders. [Approach] registers it with the harness, marked FirstOnly:
//
//	res, err := harness.Run(ctx, gridwritten.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 1, res.Attempts 1,502,345
//
// # Attempts
//
// One attempt is one test placement, as in gridbacktrack: a queen put on
// an empty square, counted before the search goes deeper, legal or not.
// Fixed queens stand on the grid from the start and cost none. Asked for
// all solutions, the search makes the same attempts and yields the same
// one board. A trace sees each placement as a place or a conflict, and
// each legal queen again when the search lifts it; the queens of the
// solution are never lifted.
//
// # Boards
//
// A board may be any rectangle, as in gridbacktrack. Without a solution
// the search tries every order of every legal grid before it gives up;
// [Approach] stops at n = 10, where every board with one or two fixed
// queens still ends after at most about 90 million placements. The search
// asks [harness.Counter.Stopped] at every level, so a cancelled run stops
// at once.
//
// The book's chapter chapters/gridbacktrack.md sets this search beside
// the prose's, with the code, the measured figures and why the order
// costs so much.
package gridwritten
