// Package bitboard is the bit-mask search of the book: it lists every
// solution of the n queens problem in lexicographic order, row by row,
// with the columns and the diagonals attacked in the next row kept as
// three bit masks, bit c for column c, so that the free squares of a row
// are one AND-NOT and an attacked square is never tried.
//
// [Solve] is the search and [Approach] registers it with the harness:
//
//	res, err := harness.Run(ctx, bitboard.Approach, board.SquareProblem(8), harness.Options{})
//	// res.Solutions is 92, res.Attempts 2,056
//
// The masks are exported for the record counter of package bitcount,
// which searches with them: a [Space] holds the masks of a board and its
// fixed queens, [PlainSpace] makes it, [Attacks] are the masks a row
// inherits from the rows below, [Everything] is the mask of n columns and
// [Column] turns a bit back into its column.
//
// # Attempts
//
// One attempt is one queen placed on a free square, the last row's
// included; [Solve] adds them to the harness's counter in batches that
// reach it at every solution and every 2^16 queens between. A row that
// holds a fixed queen offers only its square, and the squares the fixed
// queens attack are taken out of every other row before the search
// starts. A trace sees each queen placed and lifted, and no conflict.
//
// # Boards
//
// [Solve] takes wide boards, rows x cols with rows <= cols, the masks
// cols bits wide up to [MaxSide]; the harness turns a tall board on its
// side. [MaxN] stops the listing at n = 15, with its 2,279,184 solutions;
// package bitcount counts past it without listing.
//
// The book's chapter chapters/bitboard.md tells how the masks work, with
// the code, its output and pictures, and goes on to the folds of the
// symmetry that package bitcount counts with.
package bitboard
