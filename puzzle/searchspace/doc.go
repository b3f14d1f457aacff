// Package searchspace computes how many candidates the brute-force
// approaches of the queens book walk through: the sizes of their search
// spaces, in the four forms a candidate board can be written in, from the
// loosest to the tightest.
//
//   - placements: each of the n queens on any of the n*n squares, in
//     order: (n*n)^n, see [Placements];
//   - arrangements: a set of n different squares, as the combinations
//     approach chooses them: C(n*n, n), see [Arrangements];
//   - boards: a tuple with one queen a row, as the octal counter counts
//     them: n^n, see [Boards];
//   - permutations: one queen a row and a column, as the permutation
//     filter generates them: n!, see [Permutations].
//
// [Spaces] lists the four for one n, each [Space] with its name, formula
// and size:
//
//	for _, s := range searchspace.Spaces(8) { ... } // 64^8, C(64, 8), 8^8, 8!
//
// The sizes are [math/big] integers, because (n*n)^n leaves uint64 behind
// at n = 10. A search that prunes walks none of these spaces to the end;
// package treeprofile counts the partial boards it meets instead.
//
// The book's chapter chapters/problem.md reads the table of the four
// spaces on 8 x 8 and says what each form rules out by its shape alone.
package searchspace
