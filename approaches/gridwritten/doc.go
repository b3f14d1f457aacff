// Package gridwritten runs the grid search of the grid-backtracking post
// the way the post's code runs it, where that differs from what its prose
// describes. Package gridbacktrack is the search the prose describes; the
// two share the grid of booleans, [gridbacktrack.Grid], and its legality
// test, and differ in the order they try squares and in when they stop.
//
// # The code as written
//
// The post's prose describes an enumeration of arrangements in order with
// early exits: each next queen on a later square than the one before, so
// that every set of squares is met at most once. The post's code does
// something else. For every queen its two loops run over every row and
// every column of the grid, from the first square each time, and try the
// queen on each empty one. And the function returns as soon as the grid
// holds a solution, leaving it on the grid for the caller: it finds one
// solution and cannot list the others.
//
// [Solve] is that search, kept as it is. It yields at most one board: the
// first solution in its own order. It reaches a set of k queens in up to
// k! orders, one for each order its queens can be put in, and tries what
// follows each of them again. On the 8 x 8 board it finds the same first
// board as gridbacktrack, the lexicographically first, but only after more
// test placements than gridbacktrack makes for all 92 solutions; the
// chapter shows the measured figures.
//
// # Attempts
//
// One attempt is one test placement, as in gridbacktrack and exactly
// where the post's code increments num_attempts: a queen put on an empty
// square, counted before the search goes deeper, whether or not it turns
// out legal. Fixed queens stand on the grid from the start and cost no
// attempts. The count stops with the first solution: asked for all
// solutions, the search still makes the same attempts and yields the same
// one board.
//
// Under a trace ([harness.Trace]) each test placement is reported as a
// place, or as a conflict naming the first queen the new one attacks, and
// each legal queen is reported again when the search lifts it. The queens
// of the solution are never lifted.
//
// # Cost
//
// Each attempt tests the whole grid, as in gridbacktrack. What the order
// costs depends on how near a solution is: the search is cheap when one
// is close to the first squares it tries, and very expensive when there is
// none, for it must try every order of every legal grid before it gives
// up. On boards up to 10 x 10, every single fixed queen and every pair of
// them still ends within a few seconds, after at most about 90 million
// placements (checked square by square and pair by pair when the search
// was written); [Approach] stops at n = 10. The search checks
// [harness.Counter.Stopped] at every level, so a cancelled run stops at
// once.
//
// # Try it
//
// Compare the attempts with gridbacktrack's on n = 6 and n = 7, and see
// which boards the post's code favours. Fix queens with no completion,
// such as a1 with b3, and watch the attempts. Print the first board each
// search finds for n = 6 and explain why they differ.
package gridwritten
