// Package octal solves the eight queens puzzle by counting: every number
// from 0 to n^n - 1, written in base n, is a board, and each one is tested.
//
// # The idea
//
// A board with one queen a row is a list of n columns, each from 0 to n-1:
// that is exactly a number of n digits in base n. For eight queens the base
// is eight, so the boards are the octal numbers 00000000 to 77777777, and
// counting through them visits all 8^8 = 16,777,216 boards one after
// another. The digit for row 0 is the most significant, so the boards come
// in lexicographic order and so do the solutions.
//
// [Decode] turns a number into its board by repeated division. [Solve]
// counts on an [Odometer] instead: it keeps the digits and turns the last
// one, carrying when a digit wraps, which is the same count without the
// divisions. Each board goes through [Safe], which marks the columns and
// diagonals of the queens in bit masks and stops at the first clash.
//
// Counting in base n is nothing but n nested loops, one a row, written as
// a single loop; it has their cost too.
//
// # Attempts
//
// One attempt is one board tested. A full run on n x n makes exactly n^n
// attempts ([Boards] computes the figure), and the attempts to the first
// solution are that solution read as a base-n number, plus one.
//
// A trace ([harness.Trace]) sees every board tested, accepted or rejected
// ([harness.Tested]): one queen on every rank, on the file its digit
// gives, and often two on one file, which the Reject names. On a tall
// board the harness turns the boards back as sets of squares.
//
// # Fixed queens
//
// The counter honours fixed queens itself: a fixed queen fixes the digit
// of its row, the odometer never turns that digit, and only the boards
// that keep it are counted. Each fixed queen divides the attempts by n.
//
// # Rectangles
//
// On a board of rows x cols with rows <= cols, every row still holds a
// queen, and each can take any of cols columns: the boards are the numbers
// of rows digits in base cols, cols^rows of them (8^5 = 32,768 on 5 x 8).
// A tall board has rows that stay empty, which no number describes; the
// harness turns it on its side, counts on the wide board and turns each
// solution back, so 8 x 5 costs the same 32,768 boards.
//
// # Cost
//
// n^n grows faster than any search that prunes: 16,777,216 boards at n = 8,
// 387,420,489 at n = 9 and 10^10 at n = 10. [Approach] declares n = 9 the
// largest board it finishes in reasonable time, and a rectangle whose
// longer side is 9 at most.
//
// # Try it
//
// Run the counter on a board you can check by hand:
//
//	queens solve -n 4 -approach octal
//
// Fix a queen and watch the attempts fall by a factor of n, or compare the
// counter with the other approaches:
//
//	queens solve -n 8 -approach octal -fixed a1
//	queens solve -rows 5 -cols 8 -approach octal -format tuple
//	queens compare -n 8 -approach octal,combinations
//	queens trace -n 4 -approach octal -compact
//
// An exercise: consecutive boards share all their rows but the last few,
// yet [Safe] checks every row again. Make [Odometer.Next] report the first
// row it changed, keep the masks of the rows below it, and test each board
// from that row on. The attempts stay the same; count how much faster they
// come.
package octal
