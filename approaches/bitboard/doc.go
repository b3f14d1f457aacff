// Package bitboard is the harness's bit-mask search: it lists every
// solution of the n queens problem in lexicographic order, keeping the
// attacked squares of a row as bit masks instead of checking queens one by
// one. [Solve] is the search and [Approach] registers it.
//
// The masks themselves, [Space], [Attacks] and [Column], are exported:
// the record counter of package bitcount searches with the same masks,
// and builds its folded spaces on [PlainSpace].
//
// # Why bit masks are fast
//
// The search fills the board row by row, one queen a row, as the
// tuple-state source does. Where that source checks a new square against
// every queen placed so far, this one keeps three masks of n bits: the
// columns already taken, and the squares of the current row that a queen
// below attacks along each of the two diagonals. Bit c stands for column
// c. All the free squares of a row are then one AND-NOT:
//
//	free := allowed &^ (cols | rightDiag | leftDiag)
//
// free & -free is the lowest set bit, the leftmost free square, and a queen
// moves on to the next row with one OR and one shift per mask, because a
// diagonal moves exactly one column further with every row. A check that
// cost a loop over the queens below costs a handful of instructions, and
// no square that is attacked is ever tried: the search never meets a
// conflict, it only runs out of free squares. Lowest bit first is leftmost
// column first, so the solutions come out in lexicographic order.
//
// # What one attempt is
//
// One attempt is one queen placed on a free square, the last row's
// included; [Solve] counts them on the harness's counter, in batches that
// reach it at every solution and every 2^16 queens between them. Rows that
// hold a fixed queen offer only its square, and the squares a fixed queen
// attacks are taken out of every other row before the search starts, so
// no attempt is spent on a queen that a fixed queen further up would
// refute.
//
// Under a trace ([harness.Trace]) [Solve] reports each queen placed, and
// each queen again when it is lifted; since only free squares are tried,
// a trace holds no conflicts.
//
// # Rectangles
//
// [Solve] takes wide boards too, rows x cols with rows <= cols: every row
// still holds a queen, and the masks are simply cols bits wide, up to
// [MaxSide]. The harness turns a tall board on its side, so the attempts
// on 8 x 5 are those on 5 x 8.
//
// # Cost
//
// The search places 2,056 queens to list the 92 solutions of the classic
// board, and four to seven times as many with every row past it; a queen
// costs a few nanoseconds, most of it the branch that asks whether the row
// has any free square left, which no predictor can guess. Handing out
// every board costs more than finding it once the boards are many, so
// [MaxN] stops at n = 15, with its 2,279,184 solutions. To count beyond
// that without listing, with the symmetry folded away and the work split
// over cores and machines, use package count and its methods.
//
// # What to try
//
// Compare the attempts of [Solve] with those of the tuple-state approach
// on the same board, and trace both on 6 x 6: the bit masks never report a
// conflict. Then give the search fixed queens and watch how few queens it
// places.
package bitboard
