// Package permfilter solves the n queens puzzle by sorting out the
// permutations: a solution has one queen in every row and every column,
// so as a tuple it is a permutation of 0..n-1, and the search lists the
// permutations and keeps those whose diagonals are free.
//
// The search is two tools that know nothing of chess and one test that
// does. [Permutations] lists the orderings of any slice, in lexicographic
// order for sorted items, and [PartialPermutations] the orderings of k of
// them; [Filter] passes on the items of any sequence that a test accepts;
// [Valid] reports whether a board's diagonals are free. [Solve] plugs them
// together, and [Approach] registers it with the harness:
//
//	for b := range permfilter.Filter(permfilter.Permutations(board.Board{0, 1, 2, 3}), permfilter.Valid) {
//		fmt.Println(b) // 1 3 0 2, then 2 0 3 1
//	}
//
// # Attempts
//
// One attempt is one permutation tested by [Valid]: [Solve] counts it in
// the test it hands to [Filter], and a trace sees every board tested,
// rejected with the first queen that an earlier one attacks on a diagonal
// ([harness.Tested]). [Space] computes the attempts of a full run: n! on
// an empty board, (n-k)! with k queens fixed, since [Rooks] permutes only
// the free columns over the free rows, and cols!/(cols-rows)! on a wide
// board, whose rows take rows of the cols columns; the harness turns a
// tall board on its side. [Approach] stops at n = 11, 39,916,800
// permutations; n = 12 would take twelve times as long.
//
// The book's chapter chapters/permfilter.md tells the idea with the code
// and its output, compares the two sources' ways of writing fixed queens,
// measures the count and weighs the sources.
package permfilter
