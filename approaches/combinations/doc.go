// Package combinations solves the eight queens puzzle the bluntest way a
// library makes easy: it lists every way to choose n squares out of the
// n*n squares of the board and tests each one.
//
// # The idea
//
// Number the squares row by row, square row*cols+col, and an arrangement
// of queens is a set of square numbers; written in increasing order, it is
// what Python's itertools.combinations produces. [Search] lists them in
// lexicographic order, (0, 1, 2, ..., 7) first, and tests every one. The
// arrangement is legal when no two queens share a row, a column or a
// diagonal.
//
// There is no pruning, and that is the point. The first arrangements all
// put two queens on squares 0 and 1 of the same row, and the search tests
// them one by one anyway: [ArrangementsFrom] counts them.
//
// # Attempts
//
// One attempt is one arrangement tested. A full run tests all of them,
// C(rows*cols, queens) ([Arrangements] computes it), and the attempts to
// the first solution are that solution's rank among the arrangements,
// counted from 1.
//
// A trace ([harness.Trace]) sees every arrangement tested, accepted or
// rejected, as a set of squares ([harness.TestedSquares]), since it may
// put two queens on one rank. A traced search runs on one goroutine, in
// the order above, and counts each arrangement as it reports it.
//
// # Testing an arrangement fast
//
// Testing is cheap without skipping any test. The search places the queens
// in order and carries down, for the queens placed so far, the mask of the
// squares they attack and whether two of them already clash. When the last
// queen moves along its squares, each arrangement's verdict is one bit of
// that mask. The arrangements are cut into chunks by their first two
// squares, and one worker per processor searches chunks at once; the
// results are put back in chunk order, so solutions and attempts are the
// same for any number of workers.
//
// # Boards and fixed queens
//
// Boards may be rectangular: rows x cols with min(rows, cols) queens, as in
// the source's own generalisation; on a board with more rows than columns
// some rows stay [board.Empty]. The search does not know about fixed
// queens; the harness runs it on the whole board and keeps the solutions
// that hold them, so the attempts are those of the whole board.
//
// # Cost
//
// C(64, 8) is 4,426,165,368 arrangements for only 92 solutions. n = 9
// would be C(81, 9), about 2.6 * 10^11, but the search cannot even try:
// the 81 squares of a 9 x 9 board no longer fit one 64-bit mask. So
// [Approach] takes boards of at most [MaxSquares] squares, such as 8 x 8
// or 7 x 9, and its MaxN is 8.
//
// # Try it
//
//	queens solve -n 6 -approach combinations
//	queens solve -n 8 -approach combinations -first
//	queens solve -rows 6 -cols 4 -approach combinations -format plain
//	queens trace -n 4 -approach combinations -compact
package combinations
