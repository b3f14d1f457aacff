// Package gridbacktrack solves the n queens puzzle the way the second part
// of seed 001 does: on a grid of booleans, one queen at a time, giving up
// on a grid as soon as two of its queens attack each other.
//
// # The idea
//
// The first part of that seed (package combinations) picks n squares, puts
// queens on all of them and only then looks at the result. Most of that
// work is wasted: once two queens attack each other, every arrangement that
// keeps them is doomed. The seed counts 61,474,519 arrangements that begin
// with queens on squares 0 and 1 alone. So this search puts the queens one
// by one on a [Grid], tests the grid after every placement with
// [Grid.Legal], and backs out of an illegal grid at once.
//
// It works on rectangles too: a board of rows x cols squares takes
// min(rows, cols) queens, and a row or column may stay empty.
//
// # What the prose says and what the code does
//
// The seed's prose describes the search as its first part's enumeration
// with early exits: arrangements in order, each next queen on a later
// square than the one before. That visits every set of squares at most
// once and finds every solution exactly once. [Solve] is that search, and
// it yields the solutions in lexicographic order (on boards with a queen
// in every row).
//
// The seed's code is different. Its loops try every empty square of the
// grid for the next queen, starting again from the first square each time,
// and it returns as soon as it has one solution. So it reaches the same set
// of k queens in up to k! orders, and it cannot list all solutions.
// [AsWritten] is that search, kept as it is: it yields at most one board.
// On the 8 x 8 board it finds the same first board as [Solve], but only
// after more test placements than [Solve] needs for all 92 solutions; the
// chapter shows the measured figures.
//
// # Attempts
//
// One attempt is one test placement: a queen put on an empty square, before
// the search goes deeper. That is exactly where the seed's code increments
// num_attempts. The legality test runs at the start of the next level, so
// an illegal placement still counts. Fixed queens stand on the grid from
// the start and cost no attempts.
//
// Under a trace ([harness.Trace]) each test placement is reported as a
// place, or as a conflict naming the first queen the new one attacks, and
// each legal queen is reported again when the search lifts it.
//
// # Cost
//
// Each attempt tests the whole grid, every queen against every other: up to
// k(k-1)/2 pairs with k queens on it. [Grid.Legal] starts with the newest
// queen, so an illegal placement is usually found out after a few pairs,
// but every legal grid pays for all of them. A later package checks only
// the new queen instead.
//
// In order, the attempts grow eight- to ninefold with each n; [Approach]
// stops at n = 10, where all 724 solutions take about a second. As written,
// the search is cheap when a solution is near and very expensive when there
// is none: with fixed queens that cannot be completed it must try every
// order of every legal grid before it gives up. On boards up to 10 x 10,
// every single fixed queen and every pair of them still ends within a few
// seconds, after at most about 90 million placements (checked square by
// square and pair by pair when this package was written). The search checks [harness.Counter.Stopped] at every
// level, so a cancelled run stops at once.
//
// # Try it
//
// Compare the two modes on n = 6 and n = 7, and see which one the seed's
// code favours. Fix a queen with no completion, such as a1 with b3, and
// watch the as-written attempts. Try a 4 x 6 board, then 6 x 4. Watch
// the first steps with queens trace -n 4 -approach gridbacktrack.
package gridbacktrack
