// Package oeis holds the published counts that the book's tests check
// every approach against, from the On-Line Encyclopedia of Integer
// Sequences: A000170, the number of solutions of n queens on an n x n
// board, and A002562, the number of fundamental solutions, those distinct
// under the eight rotations and reflections of the board.
//
// [Solutions] and [Fundamental] give them for 1 <= n <= [MaxN]:
//
//	oeis.Solutions(8)   // 92
//	oeis.Fundamental(8) // 12
//
// No approach reads these numbers; only tests do, so that a count the book
// prints is always one its code computed.
package oeis
