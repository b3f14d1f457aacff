// Package bitcount counts the solutions of the n queens problem with the
// bit masks of package bitboard, searching the board row by row with some
// of the square's symmetry folded away. Each [Fold] is a method of
// package count, which runs it on every core, in shards and with
// checkpoints:
//
//	res, err := count.Count(ctx, bitcount.FoldAll, board.SquareProblem(16), count.Options{})
//
// [Fundamental] lists one board of every symmetry class, with the size of
// its class, from the same search.
//
// # The folds
//
// [FoldNone] searches every board and keeps fixed queens. [FoldMirror]
// searches the boards whose first queen stands in the left half and
// counts each twice (once, for the middle column of an odd board).
// [FoldAll] searches only the canonical board of every class, the first
// of its eight images in lexicographic order (the one [board.Canonical]
// picks): the first queen's column is how far a border queen stands from
// a corner, so the search gives the first rows and the side columns the
// masks that the canonical image must meet, and compares a board with its
// images only when another border queen stands as close to a corner. The
// boards it keeps are the fundamental solutions, so it counts them too.
//
// # What one attempt is
//
// One attempt is one queen placed on a free square, the last row's
// included, as in [bitboard.Solve]. Under FoldNone a count places exactly
// the queens that bitboard.Solve places, fixed queens included, and the
// tests hold it to that.
//
// # The plan
//
// A fold's plan fills the first three rows of every space it searches
// (four from n = 20) in every way the search would, and each branch is a
// subproblem, a task of package count: 871 at n = 16 under FoldAll. The
// queens placed while filling them are credited to the first subproblem
// below them, so the attempts of the tasks add up to those of one
// undivided search. The search of a subproblem keeps its recursion in an
// array of frames, one a row, since a function call would cost about as
// much as the rest of the work for a queen, and looks at its context every
// [count.TellEvery] queens.
//
// # Cost
//
// At n = 12 FoldNone places 856,188 queens, FoldMirror half of them, and
// FoldAll 199,764: the rules that pick the canonical image act late, on
// the border rows, so the full fold saves less than seven eighths.
// BenchmarkCount measures each fold, and BenchmarkVersusC sets them, the
// count by constellations and the join of halves beside a plain bitwise
// counter in C.
//
// The book's chapters "From 8^8 boards to bits" (chapters/bitboard.md)
// and "Counting on every core" (chapters/counting.md) tell the story of
// the folds and measure them.
package bitcount
