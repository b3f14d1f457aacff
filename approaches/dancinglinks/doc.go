// Package dancinglinks solves the n queens puzzle as an exact cover
// problem, with Knuth's Algorithm X on dancing links. The other
// approaches of the book are searches written for the queens; this one
// states the puzzle as a matrix and hands it to a solver that knows
// nothing of chess.
//
// # The model
//
// The columns of the matrix are items, the lines a queen stands on
// ([Item]). Every rank and every file must hold exactly one queen: they
// are the primary items. A diagonal may hold one queen or none: the
// diagonals are secondary items. The rows of the matrix are options, one
// a square, each holding the four lines through its square ([Option]). A
// solution is a set of options that covers every primary item exactly
// once and no secondary item twice: n queens, one a rank and a file, none
// sharing a diagonal. [NewModel] builds the matrix; on 4 x 4 it has 8
// primary items, 14 secondary ones and 16 options.
//
// # Algorithm X and the links
//
// Algorithm X picks a primary item still to cover and tries each option
// that covers it in turn: the option's queen goes on the board, and every
// other option that shares a line with it leaves the matrix, to come
// back when the search returns. Each item's options sit in a doubly
// linked list, and an option taken out of a list keeps its own two links,
// which still name its old neighbours, so putting it back is two writes
// and no search: the links dance out and in again. Hitotumatu and
// Noshita found the trick and sped up Dijkstra's queens program with it
// ("A technique for implementing backtrack algorithms and its
// application", Information Processing Letters 8(4):174-175, 1979).
// Knuth named it and made it the engine of his Algorithm X for exact
// cover ("Dancing Links", 2000, arXiv cs/0011047), and tells it at
// length, the queens among its first examples, in The Art of Computer
// Programming, Volume 4B (2022), section 7.2.2.1.
//
// Which item to cover matters a great deal. Knuth's rule
// covers the one with the fewest options left, so a line that only one
// square can still fill is filled at once and a line that none can fill
// ends the branch before it grows. Ties go to the item met first, and
// Knuth lists the ranks and files from the middle of the board outward,
// where a queen rules out the most squares. [Search] runs any of the four
// strategies these two choices make ([Strategy]); [Solve] runs Knuth's,
// and [Approach] registers it with the harness:
//
//	res, err := harness.Run(ctx, dancinglinks.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 92, res.Attempts 1,048
//
// # Attempts
//
// One attempt is one option tried: a queen put on a square whose four
// lines are all still open. The links never offer a square that a queen
// already attacks, so there are no conflicts to count, as with the bit
// masks of package bitboard. Fixed queens are chosen before the search
// starts, their lines covered, and cost no attempt. The plain strategy
// always covers the lowest rank still empty, so it goes rank by rank and
// tries exactly the 2,056 squares on which the bit masks place a queen
// on 8 x 8; Knuth's nearly halves that, and an example of [Search]
// measures how the saving grows with n.
//
// A traced run, as queens trace and the web edition's stepper show it,
// reports each option tried as a queen placed, with the item the search
// picked to cover, and each option undone as a queen lifted; no square
// that a queen attacks is ever offered, so there is no conflict to
// report.
//
// An option tried costs far more than a queen placed with bit masks: it
// covers three items, and each of them unlinks every option left on its
// line. The model pays for its generality in time.
//
// # Order and boards
//
// The solutions come in the order the search meets them, which starts
// from the middle of the board: the first on 8 x 8 is 5 3 6 0 2 4 1 7,
// after 15 options tried. The harness sorts the boards it keeps, so they
// compare with every other approach's.
//
// Any rectangle is an exact cover problem too: on rows x cols, the lines
// of the shorter side are primary and those of the longer side, which
// outnumber the queens, secondary, so tall boards need no turning.
// [Approach] stops at n = 14.
//
// The same solver, fed another matrix, tiles a board with pentominoes or
// fills in a Sudoku: that is what modelling the puzzle buys.
//
// The book's chapter chapters/dancinglinks.md tells the idea with the
// code, the 4 x 4 matrix, one cover and uncover step by step, and what
// the rule of the fewest options saves.
package dancinglinks
