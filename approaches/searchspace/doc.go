// Package searchspace computes how many candidates the brute-force
// approaches of the queens book walk through: the sizes of their search
// spaces.
//
// # Four ways to write down a candidate
//
// Every approach writes down candidate boards in some form and tests them.
// The less a form can express, the fewer candidates there are, and the
// fewer a brute-force search has to test. [Spaces] lists four forms, from
// the loosest to the tightest:
//
//   - placements: each of the n queens on any of the n*n squares, in
//     order, two queens allowed on one square: (n*n)^n, see [Placements];
//   - arrangements: a set of n different squares, as the combinations
//     approach chooses them: C(n*n, n), see [Arrangements];
//   - boards: a tuple with one queen a row, as the octal counter counts
//     them: n^n, see [Boards];
//   - permutations: one queen a row and a column, as the permutation
//     filter generates them: n!, see [Permutations].
//
// Each form rules out, by its shape alone, a kind of attack the looser
// forms still have to test: a tuple cannot put two queens in one row, and
// a permutation cannot put two in one column either. Only the diagonals
// are left for the test.
//
// A search that prunes walks none of these spaces to the end: it gives up
// on a partial board as soon as two of its queens attack each other. The
// package treeprofile counts the partial boards it meets instead.
//
// The sizes are [math/big] integers, because (n*n)^n leaves uint64 behind
// at n = 10.
package searchspace
