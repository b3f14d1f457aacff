// Package searchspace computes how many candidates the approaches of the
// queens book walk through before they find the solutions, and how many
// of them a search that prunes ever looks at.
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
// # What pruning leaves
//
// A backtracking search builds the tuple row by row and gives up on a
// prefix as soon as two of its queens attack each other, so it never
// looks at the boards that begin with that prefix. [SafePrefixes] counts
// the prefixes that survive, row by row: they are the partial boards such
// a search visits, and their total is far smaller than any of the four
// spaces.
//
// The sizes are [math/big] integers, because (n*n)^n leaves uint64 behind
// at n = 10.
package searchspace
