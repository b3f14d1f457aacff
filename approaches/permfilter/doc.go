// Package permfilter solves the n queens puzzle by sorting out the
// permutations: the permutation filter post, and the fixed-queens post (the
// same idea with queens fixed in advance).
//
// # The idea
//
// A solution has one queen in every row and one in every column, so as a
// tuple b[row] = column it is a permutation of 0..n-1. Every permutation
// already solves the n rooks puzzle; the queens add only the diagonals. So
// the search is: list the permutations, keep the ones whose diagonals are
// free.
//
// The post's point is that these are two separate tools, each useful
// elsewhere. [Permutations] lists the orderings of any slice and knows
// nothing about chess. [Filter] passes on the items of any sequence that a
// test accepts and knows nothing about permutations. Only [Valid] knows
// about queens: two squares share a diagonal exactly when they share
// row+col or row-col, so a permutation is a solution when those numbers are
// all distinct. [Solve] plugs the three together.
//
// [Permutations] fills the places one by one, trying every unused item in
// the next place in turn. Given sorted items it yields them in
// lexicographic order, so the solutions come out in the book's order too:
// 0 4 7 5 2 6 1 3 first on 8 x 8.
//
// # Fixed queens
//
// The fixed-queens post lets the user fix some queens first and permutes only what is
// left. [Rooks] does the same: it keeps the fixed queens, permutes the free
// columns over the free rows, and so tests (n-k)! boards instead of n!
// when k queens are fixed.
//
// That post thinks in files: each file a..h holds one queen, and it permutes
// the free ranks over the free files. This package thinks in rows, which
// are ranks: a fixed queen [board.Square]{Row, Col} means b[Row] = Col, and the
// free files are permuted over the free ranks. The two are mirror images
// across the main diagonal, and that reflection maps solutions to
// solutions, so on a square board both find the same completions; only
// the order in which they are found differs. Ours is lexicographic in the
// tuple.
//
// # Rectangles
//
// On a wide board of rows x cols, rows <= cols, every row still holds a
// queen and no column holds two, but some columns stay empty: a board is
// an ordering of rows of the cols columns. [PartialPermutations] lists
// those, cols!/(cols-rows)! of them, and [Permutations] is the case where
// every item is used. [Valid] does not mind the wider columns. A tall
// board has empty rows instead, which no ordering describes, so the
// harness turns it on its side and reflects each solution back.
//
// # Attempts
//
// One attempt is one permutation tested by [Valid]: [Solve] counts it in
// the test it hands to [Filter]. A full run makes exactly n! attempts on an
// empty board, 40,320 for n = 8 (the figure the permutation filter post gives), and (n-k)!
// with k queens fixed, (cols-k)!/(cols-rows)! on a wide board; [Space]
// computes that number. The attempts to the first solution are its
// position in lexicographic order.
//
// Under a trace ([harness.Trace]) each permutation tested is reported
// whole, accepted, or rejected with the first pair of queens found on one
// diagonal (see [harness.Tested]).
//
// # Cost
//
// n! grows quickly: 3,628,800 permutations for n = 10 and 39,916,800 for
// n = 11, which still finishes in a few seconds. n = 12 would take twelve
// times as long, so [Approach] stops at 11. Each attempt is cheap: the
// permutation is built incrementally, [Valid] makes one pass with marks on
// the stack, and the only allocation is the fresh slice each permutation
// is yielded in.
//
// # Try it
//
// Count how many of the 8! permutations pass, then fix the fixed-queens post's own
// example, 00400200 (c4 and f2), and watch the attempts drop to 6! = 720.
// Replace [Valid] by a test that always passes to solve the rooks puzzle
// instead, or hand [Permutations] a slice of words.
package permfilter
