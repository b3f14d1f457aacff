// Package oeis holds the published counts that the book's tests check
// every approach against, from the On-Line Encyclopedia of Integer
// Sequences: A000170, the number of solutions of n queens on an n x n
// board, and A002562, the number of fundamental solutions, those distinct
// under the eight rotations and reflections of the board; and A032522 and
// A033148, the solutions that a half turn and a quarter turn keep, which
// turn the first into the second by Burnside's lemma (see package
// symmetric).
//
// [Solutions] gives the first for 1 <= n <= [MaxN], 27, and [Fundamental]
// the second for 1 <= n <= [MaxFundamentalN], 20, [HalfTurn] and
// [QuarterTurn] the last two for 1 <= n <= [MaxTurnsN], 21:
//
//	oeis.Solutions(8)   // 92
//	oeis.Fundamental(8) // 12
//
// No approach reads these numbers: tests do, so that a count the book
// prints is always one its code computed, and the growth chapter's picture
// of how the count grows, which marks the counts past what the book's code
// counts as published ones.
package oeis
