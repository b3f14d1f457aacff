// Package minconflicts finds one solution of the n queens puzzle by local
// search: it starts from a complete board that is nearly right and
// repairs it, one queen at a time, with the min-conflicts heuristic, until
// no queen is attacked. The number of repairs hardly grows with n.
//
// [Solve] runs the search on the n x n board:
//
//	res, err := minconflicts.Solve(ctx, 1_000_000, minconflicts.Options{Seed: 7})
//	// res.Board is a solution, res.Steps the repairs it took
//
// The board is always a permutation, and a queen moves by swapping
// columns with the queen of another row, so only diagonals can clash; two
// arrays count the queens on each diagonal, so a step, which weighs every
// swap of one queen in conflict, costs O(n). The start is greedy: each row
// samples up to [Options.Candidates] of the columns still free and keeps
// the first that no earlier queen attacks ([DefaultCandidates] by
// default, and 1 for a plain random permutation), so that only a few
// dozen queens start in conflict, whatever n is.
//
// # Steps, tries and seeds
//
// One step is one repair, [Result.Steps] counts them, and there are no
// attempts in the harness's sense. A try stops after [Options.MaxSteps]
// steps and the search starts afresh, up to [Options.MaxTries] times,
// before it returns [ErrGaveUp]: small boards need that, six queens most
// of all. Every random choice comes from a PCG generator seeded with
// [Options.Seed], so a seed gives the same board and the same counts on
// every machine. [Solve] checks n against the memory budget with
// [verify.Reserve], at [BytesPerQueen] bytes a queen, before it allocates
// anything.
//
// The heuristic is Minton, Johnston, Philips and Laird's (AAAI 1990;
// Artificial Intelligence 58, 1992), the swaps Sosic and Gu's (SIGART
// Bulletin 2(2), 1991). The book's chapter chapters/huge.md tells the
// method with the code and its output, compares the starts, measures the
// steps against n and explains why local search works so well here.
package minconflicts
