// Package gridbacktrack solves the n queens puzzle the way the
// grid-backtracking post describes: on a grid of booleans, one queen at a
// time, giving up on a grid as soon as two of its queens attack each
// other.
//
// # The idea
//
// The combinations post, the first part of the same text (package
// combinations), picks n squares, puts queens on all of them and only
// then looks at the result. Most of that
// work is wasted: once two queens attack each other, every arrangement that
// keeps them is doomed. That post counts 61,474,519 arrangements that begin
// with queens on squares 0 and 1 alone. So this search puts the queens one
// by one on a [Grid], tests the grid after every placement with
// [Grid.Legal], and backs out of an illegal grid at once.
//
// It works on rectangles too: a board of rows x cols squares takes
// min(rows, cols) queens, and a row or column may stay empty.
//
// # What the prose says and what the code does
//
// The post's prose describes the search as its first part's enumeration
// with early exits: arrangements in order, each next queen on a later
// square than the one before. That visits every set of squares at most
// once and finds every solution exactly once. [Solve] is that search, and
// it yields the solutions in lexicographic order (on boards with a queen
// in every row).
//
// The post's code is different: its loops try every empty square of the
// grid for the next queen, starting again from the first square each
// time, and it returns as soon as it has one solution. Package gridwritten
// is that search, on the same [Grid], kept as it is.
//
// # Attempts
//
// One attempt is one test placement: a queen put on an empty square, before
// the search goes deeper. That is exactly where the post's code increments
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
// The attempts multiply with each n, by a factor that grows; [Approach] stops at
// n = 10, where all 724 solutions take about a second. The search checks
// [harness.Counter.Stopped] at every level, so a cancelled run stops at
// once.
//
// # Try it
//
// Compare this search with gridwritten, the post's code as written, on
// n = 6 and n = 7, and see which one the post's code favours. Try a 4 x 6
// board, then 6 x 4. Watch the first steps with
// queens trace -n 4 -approach gridbacktrack.
package gridbacktrack
