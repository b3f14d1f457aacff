// Package bitcount counts the solutions of the n queens problem the way
// the record-setting counters do: with the bit masks of package bitboard,
// with the symmetry of the square folded away, and with the work split
// over every core and, if you like, over many machines. It counts without
// listing, so it goes far past what the harness's approaches list.
//
// [Count] is the counter, [Fundamental] lists one board of every symmetry
// class, and [Merge] adds up counts made in parts, which travel between
// machines as a [Record].
//
// # The search
//
// A search fills the board row by row with the masks of [bitboard.Space]
// and [bitboard.Attacks], as [bitboard.Solve] does, but it keeps no board
// and yields none: at the last row it adds the weight of its space to a
// counter. Its recursion is unrolled into an array of frames, one a row,
// because at a few nanoseconds a queen a function call is a large part of
// the price.
//
// # What one attempt is
//
// One attempt is one queen placed on a free square, the last row's
// included, as in [bitboard.Solve]; [Result.Attempts] counts them. With
// [FoldNone] a count places exactly the queens [bitboard.Solve] places,
// fixed queens included, and the tests hold it to that. Under
// [FoldConstellations] the queens of a constellation are not attempts:
// they are given, not searched for. An attempt there is one queen placed
// on a free square of a row between them (a fixed queen's row included),
// the last such row's included: the search steps into the last row only
// when its one square left is free, and then the queen there makes a
// solution. Under [FoldHalves] an attempt is what package halves counts:
// a queen placed while listing the square's placements, or a pair of
// quarter or half-boards compared.
// [Count] is never traced.
//
// # Square boards, and MaxN
//
// [Count] counts square boards only, since its folds use the eight
// symmetries of the square. [MaxN] is 28: the count of n = 29 would no
// longer fit in the uint64 of [Result.Solutions].
//
// # Folding the symmetry
//
// Every rotation and reflection of the square maps solutions to
// solutions, so a counter need only find one solution of every class and
// multiply. [Fold] chooses how much of that it does.
//
// [FoldMirror] is the classic half: a solution whose first queen is in the
// left half has a mirror image whose first queen is in the right half, so
// the search tries only the left half of the first row and counts each
// solution twice (once, for the middle column of an odd board).
//
// [FoldAll] uses all eight symmetries. Of the eight images of a solution it
// looks for one, the canonical image, the first in lexicographic order
// (the one [board.Canonical] picks). The first entry of an image, the
// column of its queen on rank 1, is how far one of the queens on the border
// stands from a corner along its edge, so the canonical image starts with the smallest such distance d,
// and no border queen of it is closer than d to a corner. The search turns
// that into masks:
//
//   - d = 0 is a queen in the corner. Only the reflection in the main
//     diagonal keeps it there, and that reflection swaps the column of the
//     queen in row 1 with the row of the queen in column 1; the canonical
//     image has the smaller of the two in row 1, so column 1 stays empty
//     up to that row. A solution with a corner queen is never its own
//     image, so each one stands for 8.
//   - d > 0 puts the first queen in column d, left of the middle. Columns 0
//     and n-1 stay empty in rows nearer than d to the top or the bottom,
//     and the last row's queen stands at least d columns from either corner.
//     Most boards the search finds are canonical and stand for 8 at
//     once. Only when another border queen is exactly d from a corner can
//     another image start with the same column; then the board is compared
//     with its images (two reflections at 45 degrees, applied in turn,
//     visit all eight). A board with a smaller image is skipped, since the
//     search finds that image too; a board that equals k of its images
//     (itself included) stands for 8/k solutions: 4 for a board a half
//     turn keeps, 2 for one a quarter turn keeps.
//
// The boards kept are the fundamental solutions, so [Result.Unique] comes
// for free, and the weights multiply the count back exactly.
//
// # Start constellations
//
// [FoldConstellations] folds the symmetry another way, with package
// constellation. It places the three or four queens of the board's edges
// first, one placement of every symmetry class, and then fills the rows
// between them. Each solution found counts as the size of its
// constellation's class, which is known before the search starts, so no
// board is ever compared with its images to count the solutions; only the
// few constellations that a turn keeps (7 classes of 2 and 42 of 4 among
// the 3,206 at n = 16) compare their boards, for the count of fundamental
// solutions. The rows between the edges are searched with masks that
// already hold the edges' queens, and each constellation in the
// orientation, of the eight, whose first rows offer the fewest squares:
// at n = 14 that places 38% fewer queens than the first orientation, and
// 14% fewer than the full fold of the rows.
//
// Every class is a subproblem of its own. A worker searches four of them
// at once, in lanes that it steps in turn, a queen each. A lane's step
// has no branch: it places a queen and moves to the row above, or passes
// over the queen when it leaves that row no free square, or goes back
// down to the nearest row with a square left, all with conditional moves
// and stores into the lane's own stack. A search of one lane would have
// to wait for each step before the next, for its loads and its tests;
// the steps of different lanes do not wait for one another, so the
// processor runs them side by side, and no branch it cannot predict
// throws its work away. At n = 16 a queen costs about 45% less than in
// the search with branches that came before, on one core.
//
// # Joining halves
//
// [FoldHalves] does not search. Package halves builds the solutions from
// an east and a west half-board that fit together, each made of two
// quadrants' placements, and counts the pairs that fit sixty-four at a
// time; each set of rows for the east half's queens is a task, and a run
// of consecutive tasks (one task up to n = 16, a hundred or so at n = 19)
// a subproblem here, so the workers, the shards, the checkpoints and the
// progress reports serve it as they serve the searches. At n = 16 and
// 17 it takes about a twelfth of the CPU time of the plain bitwise
// counter in C (BenchmarkVersusC), a third of the count by
// constellations.
//
// # Every core
//
// The search splits into subproblems: every way of filling the first few
// rows of every space (1,367 of them at n = 18). Workers take the
// next subproblem not yet taken and send its count, with its index, to
// Count's goroutine, which adds it, so the counts and the attempts cannot
// depend on how many workers ran or who took what. Each
// queen placed while splitting is credited to the first subproblem below
// it, so the attempts of the subproblems add up to those of the undivided
// search.
//
// On a large board one subproblem can take hours, so a search does not
// wait for its end to hear of a cancelled context: every 2^16 queens it
// looks at a stop flag that cancelling raises, and a progress report
// comes every quarter of a second whether a subproblem finished or not.
// An interrupted [Count] returns, with the context's error, a partial
// [Result]: the totals of the subproblems it finished and how many those
// were. Which ones finished depends on the workers' timing; their totals
// are exact.
//
// # Stopping and going on
//
// A count is a plan's ordered list of subproblems, so what a count has
// done can be written down as "subproblem i finished with this tally",
// one line each: a [Checkpoint]. Given one, [Count] skips the subproblems
// it holds and adds those it finishes, and saves it now and then through
// [Options.Save]; a count stopped by Ctrl-C, a crash or a power cut goes
// on from its last save and ends with exactly the numbers of a count that
// never stopped. The checkpoint names its count and plan, and Count
// refuses one of another count; once the count is finished, the
// checkpoint holds its whole result.
//
// # Many machines
//
// The list of subproblems depends only on the problem and the fold. A
// [Shard] p/m takes every m-th subproblem, starting with the p-th, so the m
// shards are disjoint, cover the list and get a fair mix of large and small
// subproblems. Each [Result] names its plan (n, fold, fixed queens, the
// split and a version number), and [Merge] adds the results of one plan's
// shards, refusing any part given twice, missing or interrupted. The shards
// can run anywhere: a job array, a cluster scheduler, xargs over ssh. A
// [Record] is the JSON a shard travels as; it carries a format version of
// its own, and [ReadShard] checks it and the rest before Merge sees it.
//
// # Cost
//
// The search places fewer queens with every fold: at n = 12, 856,188
// without folding, half that with the mirror, 199,764 with all eight
// symmetries, and 169,835 by constellations (the folds example of [Count]
// prints them). The full fold
// does not reach an eighth, because the rules that pick the canonical
// image act late, on the border rows and columns; the attempts it saves
// are those of whole subtrees. A queen costs a few nanoseconds, and from
// n = 15 on each further row multiplies the queens by about seven, which
// is why the work is split over cores and machines; 'make tables'
// measures the times on your machine.
//
// # What to try
//
// Count n = 16 with one worker and with two, and with each fold. Split a
// count in shards, run them in separate processes, and merge them. The
// benchmarks set the counter beside the plain recursive bitwise counter
// that folds only the mirror of the first row, and BenchmarkVersusC sets
// the counts beside that counter written in C. Then read about the
// counters that pre-place the queens of a border two rows deep (the Q27
// project), or that join the solutions of the two halves of the board
// instead of searching the whole.
package bitcount
