// Package halves counts the solutions of the n queens problem without a
// search over the whole board: it lists the ways of standing queens on a
// quarter of the board, joins quarters into half-boards, and counts the
// pairs of an east and a west half-board whose diagonals do not meet.
// [Count] joins a board on the calling goroutine; [Method], a method of
// package count, joins it on every core, in shards and with checkpoints:
//
//	res, err := count.Count(ctx, halves.Method{}, board.SquareProblem(16), count.Options{})
//
// It counts boards of at most [MaxN] squares a side, with fixed queens
// or without; on an empty board Method counts the fundamental solutions
// too, from the total, by Burnside's lemma (see package symmetric).
//
// # The join
//
// Every solution has h = n/2 queens in the east half, one in each of its
// columns, standing in some set E of h rows, and its other queens in the
// west half, in the other rows. So the count takes every row set E, every
// east half-board on E and every west half-board on the other rows, and
// counts the pairs that share no diagonal: no row and no column can
// clash. A half-board is a south and a north quadrant's placement, and
// the four quadrants are one square moved, so one table of the square's
// placements, grouped by the rows and columns they fill, makes them all.
// A [Plan] has a task for every row set; a task turns the east
// half-boards on their side, sixty-four to a word, in a sieve through
// which each west half-board is compared with 64 of them in a few
// operations on words, or 512, eight words side by side, where the
// processor has AVX-512.
//
// On an odd board the middle row and column hold one queen each, placed
// first as a start, and the quadrants join around them. The symmetry of
// the square folds in too: a row set and its image upside down have as
// many solutions, the reflections in the long diagonals move their queens
// to the west half, and on an odd board the eight images of a start
// differ, so only some row sets and half-boards are joined, each weighed.
//
// Fixed queens are placed first too, like the middle queens of an odd
// board: their rows and columns leave the halves, and the quadrants'
// placements on their diagonals leave the tables. They keep few of the
// square's symmetries, so the count with them folds none, and on an odd
// board whose middle row or column they leave empty it makes a start for
// every way of filling them.
//
// # The fundamental solutions
//
// The join finds no solution, so it cannot tell which of them are images
// of each other. It does not need to: by Burnside's lemma the classes
// are the average, over the eight symmetries, of the solutions each
// keeps, and only the identity and the turns keep any. [Method] is a
// Burnside method of package count, which adds the few solutions that
// the turns keep, counted in a fraction of a second by package
// symmetric, to the total of a whole count, and divides by eight: a
// shard holds no fundamental count, and the merge of all shards finds it.
//
// # What one attempt is
//
// The attempts of a count, [Result.Attempts], add three things: one queen
// placed while listing the placements of the square, one pair of a north
// and a south placement compared while joining them into half-boards,
// and one pair of an east and a west half-board compared in the join, 64
// at a time: a west board is compared with each word of 64 east boards
// that holds one whose key it may fit. They depend on the problem only,
// never on who joined which task nor on the processor; but the three
// cost differently, in a mix that changes with n, so they do not say
// how long a count takes. A whole count by [Method] on
// an empty board adds a fourth: the queens, each with its images, that
// package symmetric places to count the symmetric solutions.
//
// # Memory
//
// The table of the square's placements is the one large thing: a word a
// placement and an index of C(2h, h) groups, about 1 MB at n = 16 and 17
// and 7 MB at 18 and 19. The 10 x 10 square of n = 20 and 21 has 7.5
// million placements, so its table keeps those of one group in each
// family that the square's turns and reflections make of one another,
// and reads the rest through the turn: 10 MB instead of 60, and at n = 22,
// whose 11 x 11 square has 66.8 million, 78 MB instead of 540. Each start
// marks the south placements that each half can hold, a bit a placement
// (0.9 MB a side at 20 and 21, 8.4 MB at 22), and each join keeps the
// half-boards of one task, the east ones turned on their side for the
// sieve in their own array, and the words of one block of the sieve at
// a time: at n = 22 up to 0.8 million west boards and 0.23 million east
// ones, 12 MB with their keys.
//
// The book's chapter "Counting on every core" (chapters/counting.md)
// tells the story of the join and measures it.
package halves
