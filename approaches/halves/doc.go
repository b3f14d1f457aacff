// Package halves counts the solutions of the n queens problem without a
// search over the whole board. It lists the ways of standing queens on a
// quarter of the board, joins north and south quarters into half-boards,
// and counts the pairs of an east and a west half-board whose diagonals
// do not meet. A [Plan] cuts the count into tasks, one set of rows each,
// and [Count] joins them one after the other; package bitcount joins them
// on every core, in shards and with checkpoints, as its FoldHalves.
//
// # Two halves make a board
//
// Cut the n x n board down the middle: the east half is the h = n/2
// (rounded down) columns on the right, the west half the h columns on the
// left (on an odd board the middle column is left out for now; see below).
// Every solution has h queens in the east half, one in each of its
// columns, standing in some set E of h rows, and its other queens in the
// west half, in the rows E leaves. Turn it around: take any set E of h
// rows, any east half-board (h queens in the rows of E and the columns of
// the east half, none attacking another) and any west half-board on the
// other rows. No two of their queens share a row or a column, so together
// they are a solution exactly when no east queen and no west queen share a
// diagonal. The count is the number of such pairs, summed over E.
//
// # Half-boards from quadrants
//
// Cut each half again at the middle row, into a south and a north
// quadrant of h x h squares. An east half-board on the rows E is a
// placement of queens in the south quadrant, on the rows of E below the
// middle, and one in the north quadrant, on the rows of E above it, that
// share out the h columns and share no diagonal. The four quadrants are
// one and the same square moved, so one table of every placement of the
// h x h square, from no queen to h, grouped by the rows and the columns
// it fills, serves them all: the 8 x 8 square of n = 16 and 17 has 118,969
// placements, the 9 x 9 square 915,442 and the 10 x 10 square 7,535,369.
// Joining north to south for a row set takes, for each way of sharing the
// columns, each south placement against each north one of the
// complementary columns, and one AND of two words says whether they meet
// on a diagonal.
//
// # The join
//
// Only the diagonals that both halves reach matter to the join: 2n-2 of
// them on an even board, 2n-4 on an odd one, 30 at n = 16 and 17. A
// half-board is a mask of those, and an east and a west half-board fit
// when their masks share no bit. Counting the pairs one by one would take
// |east| x |west| comparisons a row set, two billion in all at n = 16.
// Instead the east half-boards of a row set are turned on their side, 64
// to a block: for each chunk of five diagonals and each of the 32 ways of
// holding them, a block keeps the 64-bit word of its boards that leave
// them all free. A west half-board ANDs one word a chunk (six of them at
// n = 16) and counts the bits left: 64 comparisons in about a dozen
// instructions. The join takes one block after the other and streams the
// west half-boards past it, so the block stays in the core's first cache.
//
// Most pairs meet on the busiest diagonals, the long ones near the middle.
// When a row set has 512 east half-boards or more, they are sorted by a
// key, the few busiest diagonals (five or six) they hold, and a west
// half-board only runs through the blocks that hold a board whose key
// leaves its own free: at n = 18 that is about a third of them.
//
// # Odd boards
//
// On an odd board the middle row and the middle column hold one queen
// each: the same queen at the center, or two queens, the middle row's u
// columns from the center and the middle column's v rows from it. The
// count places them first, as a start, and joins the four quadrants of
// h x h squares around them, with h-1 queens in the east half when the
// middle row's queen stands there, leaving out every placement that their
// diagonals attack.
//
// # Folding the symmetry
//
// The eight rotations and reflections of the square turn solutions into
// solutions, so the count joins only some row sets and weighs them:
//
//   - Upside down: a board turned upside down keeps its east half east,
//     and its row set E becomes E turned upside down, with as many
//     solutions. Of the two, only the smaller is joined, and counted
//     twice (once when E is its own image). This folds the even boards
//     and the center start.
//   - The long diagonals of an even board: the reflection in the main
//     diagonal keeps the queen on it, and moves the queen on the other
//     long diagonal, if there is one, to the other half; the reflection in
//     the other long diagonal does the same the other way round. So every
//     solution has an image with no east queen on a long diagonal, and
//     a solution with k queens on the long diagonals, all of them west,
//     stands for 2^k. The count leaves out the east half-boards with a
//     queen on a long diagonal (about three in four of them at n = 16) and counts
//     each west one 1, 2 or 4 times. Turning upside down keeps this fold,
//     so both work together.
//   - The cross of an odd board: the symmetries turn (u, v) into (±u, ±v)
//     and (±v, ±u), eight different starts, since |u| = |v| would put the
//     two queens on one diagonal. The count joins 0 < u < v only, each
//     counted eight times, and the center start, whose east and west
//     halves are mirror images too: of a row set, its complement (the
//     mirror image's row set), and their images upside down, only the
//     smallest is joined.
//
// # What one attempt is
//
// The attempts of a count, [Result.Attempts], add three things, in the order the count meets them:
// one queen placed while listing the placements of the square, one pair
// of a north and a south placement compared while joining them into
// half-boards, and one pair of an east and a west half-board compared in
// the join, 64 at a time: every pair of a west half-board and an east one
// in the blocks it runs through. The numbers depend on n only, never on
// the number of workers or on which worker took which row set. (The look
// a start takes at its first few row sets, to find its busiest
// diagonals, is not counted: those row sets count when they are joined.)
//
// # Cost
//
// The work grows about sevenfold a row, as the number of solutions does.
// On the two-core machine of issue 16, the count takes about 0.4 s of
// CPU at n = 16, 2.8 s at 17, 12 s at 18, 85 s at 19 and 650 s at 20:
// about a fourteenth of the CPU time of the plain bitwise counter in C
// with the mirror of the first row (5.2 s at n = 16, 38 s at 17). The
// tasks are many and short (6,435 at n = 16, 2,179,637 at n = 21), so
// workers that take them as they finish keep every core busy to the end,
// and two free cores take about half that time. Package bitcount's
// BenchmarkVersusC holds that goal.
//
// # Memory
//
// The table of the square's placements is the one large thing: 8 bytes a
// placement and an index of 4^h entries, about 1 MB at n = 16 and 17, 8 MB
// at 18 and 19, 64 MB at 20 and 21. An odd board keeps, for every start
// whose tasks are being joined, one at a time for each worker at most,
// four more tables with room for as many placements: those that the
// start's queens leave free in each quadrant. Each worker keeps the
// half-boards of one row set. Counted by queens count on two workers, the
// peak resident size was 45 MB at n = 18, 121 MB at 19 and 128 MB at 20.
package halves
