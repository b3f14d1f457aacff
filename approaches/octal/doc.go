// Package octal solves the n queens puzzle by counting: every number from
// 0 to n^n - 1, written in base n with row 0 the most significant digit,
// is a board with one queen a row, and every one is tested.
//
// [Solve] is the search: it counts on an [Odometer], tests each board with
// [Safe] and yields the solutions in lexicographic order. [Decode] turns
// one number into its board. [Approach] registers the search with the
// harness, which runs it as it runs every approach:
//
//	res, err := harness.Run(ctx, octal.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 92, res.Attempts 16,777,216 = 8^8
//
// # Attempts
//
// One attempt is one board tested. A full run on n x n makes n^n attempts,
// as [Boards] computes, and the attempts to the first solution are that
// solution read as a base-n number, plus one. A fixed queen fixes the digit
// of its row, which the odometer never turns, so each one divides the
// attempts by n. A trace sees every board tested, accepted or rejected
// with the two queens of a clash ([harness.Tested]).
//
// # Boards
//
// On a wide board, rows x cols with rows <= cols, the boards are the
// cols^rows numbers of rows digits in base cols; the harness turns a tall
// board on its side, so 8 x 5 costs the 32,768 boards of 5 x 8.
// [Approach] declares n = 9 the largest square it finishes in reasonable
// time, 387,420,489 boards.
//
// The book's chapter chapters/octal.md tells the idea step by step with
// the code and its output, measures the count and weighs the source.
package octal
