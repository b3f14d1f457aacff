// Package tuplestate solves the n queens puzzle with the recursive
// generator of the tuple-state source: the state is a tuple of the columns placed so
// far, and one small function, conflict, decides whether a queen may go
// next.
//
// # The idea
//
// Place the queens row by row. The state is a tuple: state[y] is the column
// of the queen in row y, and its length is the row to fill next. [Conflict]
// looks at one candidate column of that row and asks each queen below
// whether it attacks it: a horizontal distance of 0 means the same column,
// and a horizontal distance equal to the vertical one means the same
// diagonal. Rows cannot clash, since each queen has its own.
//
// The generator tries every column of the next row; for each one without
// a conflict it either has a complete tuple to yield or asks itself,
// recursively, for every completion of the longer tuple. In Go the
// generator is an [iter.Seq], and each level ranges over the level below.
// A consumer that breaks out of its loop makes the innermost yield return
// false; each level then returns from its own loop body, so the whole
// recursion unwinds at once. Columns are tried in increasing order, so
// the solutions come out in lexicographic order.
//
// Unlike the grid of package gridbacktrack, nothing is put on a board and
// taken off again. Each longer tuple is a new slice and an old one never
// changes, just like Python's tuples, so a yielded tuple can be kept as it
// is.
//
// # Fixed queens
//
// A row that holds a fixed queen offers only that queen's column. It is
// still tested with [Conflict], because the queens placed below it may
// attack it; when they do, the branch ends there. This is the natural way
// for a row-by-row search to honour fixed queens, so [Approach] says it
// handles them itself.
//
// # Rectangles
//
// Nothing in [Conflict] assumes a square: on a wide board of rows x cols,
// rows <= cols, each row offers cols columns and the tuple is complete
// after rows queens. A tall board would need rows without a queen, which
// a tuple of columns cannot hold, so the harness turns it on its side,
// runs the generator on the wide board and reflects each solution back;
// the calls of conflict are those of the wide run.
//
// # Attempts
//
// One attempt is one call of [Conflict]. Every state with fewer than n
// queens calls it once for each column its next row offers, so a full run
// makes n times the number of such states on an empty board (cols times
// on a wide one). The calls
// before the first solution are those of the states that come before it in
// lexicographic order, plus the columns tried on its own path.
//
// Under a trace ([harness.Trace]) each call is reported as a place, or as
// a conflict naming the first queen of the state that attacks the
// column, the one [Conflict] finds. When every extension of a queen has
// been tried, the generator goes back to the shorter tuple, which a trace
// shows as the queen lifted. A fixed queen is placed like any other.
//
// # Cost
//
// A call of [Conflict] compares the candidate with at most n-1 queens and
// allocates nothing; a new tuple is made only for the columns that pass.
// The number of states grows roughly fivefold with each n, and n = 13
// still finishes in a couple of seconds, so [Approach] stops there, for
// the longer side of a rectangle too.
//
// # Try it
//
// Break out of the loop after the first solution and compare the calls of
// conflict with a full run. Watch the first calls with queens trace -n 4
// -approach tuplestate. Fix c4 and f2 and see how few calls remain.
// Then count, for n = 8, how many states have 1, 2, ... 7 queens: where
// does the search spend its calls?
package tuplestate
