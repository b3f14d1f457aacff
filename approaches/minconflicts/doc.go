// Package minconflicts finds one solution of the n queens puzzle by local
// search: it starts from a complete board that is nearly right and repairs
// it, one queen at a time, until no queen is attacked. It solves a million
// queens in a fraction of a second.
//
// # The idea
//
// Backtracking builds a solution queen by queen and undoes its mistakes.
// Local search does the opposite: it places all n queens at once, most of
// them well and a few badly, and then moves queens that are attacked. The
// rule for the move is the min-conflicts heuristic of Minton, Johnston,
// Philips and Laird ("Solving large-scale constraint satisfaction and
// scheduling problems using a heuristic repair method", AAAI 1990, and
// "Minimizing conflicts", Artificial Intelligence 58, 1992): pick a queen
// in conflict at random and move it to the square of its row where it
// meets the fewest attacks, breaking ties at random. Minton and his
// colleagues found that the number of moves needed hardly grows with n.
//
// # Swaps keep a permutation
//
// Here the board is always a permutation, one queen in every row and
// every column, as in Sosic and Gu's searches ("3,000,000 queens in less
// than one minute", SIGART Bulletin 2(2), 1991). A queen moves by
// swapping columns with the queen of another row, so no move ever puts
// two queens in one column, and only diagonals can clash. The
// least-conflicted square of a queen is then the swap that leaves the
// fewest attacking pairs on the whole board, since the other queen moves
// too; staying put counts as a choice, worth zero.
//
// Two arrays count the queens on each diagonal, numbered row+col in one
// direction and row-col in the other. A queen on diagonals holding s and
// d queens is in s-1 + d-1 attacking pairs, so the effect of any swap is
// read from eight counts in constant time, and one step, which weighs all
// n-1 swaps of one queen, costs O(n).
//
// # The start
//
// A random permutation leaves about three queens in four under attack,
// and each repair step fixes only a few, so the steps grow in proportion
// to n and the search, at O(n) a step, with n². The start used here is greedy: it fills the rows in
// order and, for each, samples up to [Options.Candidates] of the columns
// still free, keeping the first that no earlier queen attacks (or else the
// least attacked). Nearly every queen finds a free square at once; only
// the last rows, where few columns remain, may fail. At most a few
// dozen queens start in conflict, whether n is a hundred or ten million,
// and a handful of steps repair them. The start costs O(n) in all, and the whole search
// a few passes over the board. With Candidates set to 1 the start is a
// plain random shuffle, to compare.
//
// # Steps, tries and seeds
//
// One step is one repair: a queen in conflict goes to its least-conflicted
// square, which may be where it stands. [Result.Steps] counts them. Local
// search can get stuck where every move makes things worse, so each try
// stops after [Options.MaxSteps] steps and the search starts afresh, up to
// [Options.MaxTries] times, before it returns [ErrGaveUp]. Small boards
// need this: n = 6 has only four solutions among 720 permutations. Every
// random choice comes from a PCG generator seeded with [Options.Seed], so
// a seed gives the same board and the same counts on every machine.
//
// # Memory
//
// The board and the diagonal counts take [BytesPerQueen] bytes a queen,
// about 240 MB for ten million. [Solve] checks n against the memory budget
// with [verify.Reserve] before it allocates anything, and returns a
// [*verify.TooLargeError] for a board that would not fit.
//
// # Try it
//
//	queens one -n 1000000 -method minconflicts -seed 7 -o million.txt
//	queens verify million.txt
//
// Change the seed for another solution. Compare with package construct,
// which writes a solution without searching at all but always the same
// one.
package minconflicts
