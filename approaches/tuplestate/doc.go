// Package tuplestate solves the n queens puzzle with the recursive
// generator of the tuple-state source: the state is a tuple of the
// columns placed so far, one queen a row, and one small function,
// [Conflict], decides whether the next queen may go in a given column.
//
// [Conflict] asks each queen of the state whether it attacks the
// candidate, on its column or on a diagonal. [Solve] is the generator, an
// [iter.Seq] whose every level ranges over the level below: it yields the
// solutions in lexicographic order, each a fresh slice that stays as it
// is, and a consumer that breaks out of its loop unwinds the whole
// recursion at once. [Approach] registers it with the harness:
//
//	res, err := harness.Run(ctx, tuplestate.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 92, res.Attempts 15,720
//
// # Attempts
//
// One attempt is one call of [Conflict]: every state with fewer than n
// queens calls it once for each column its next row offers. A trace sees
// each call as a place, or as a conflict with the first queen that attacks
// the column, and a queen lifted when the generator goes back to the
// shorter tuple.
//
// # Boards
//
// A row that holds a fixed queen offers only its column, still tested
// with [Conflict] against the queens below, so [Approach] honours fixed
// queens itself. On a wide board, rows x cols with rows <= cols, each row
// offers cols columns; the harness turns a tall board on its side and
// reflects each solution back. [Approach] stops at n = 13, for the longer
// side of a rectangle too.
//
// The book's chapter chapters/tuplestate.md tells the idea with the code,
// its output and a drawing of the whole 4 x 4 search, and weighs the
// source.
package tuplestate
