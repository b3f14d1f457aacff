// Package constellation counts the solutions of the n queens problem by
// their border, the "start constellations" of the record-setting counters
// (the Q27 project, NQueensFAF). [Method] is the count, a method of
// package count, which runs it on every core, in shards and with
// checkpoints:
//
//	res, err := count.Count(ctx, constellation.Method{}, board.SquareProblem(16), count.Options{})
//
// # Constellations and their classes
//
// Every solution has one queen on each edge of the board: rank 1, the
// last rank, file a and the last file. Those three or four queens (a
// queen in a corner stands on two edges) are its [Constellation], and
// [All] lists them: 25,438 at n = 16. A rotation or reflection
// ([board.Symmetry]) maps edges to edges, so it maps the solutions with
// constellation c one to one onto those with [Constellation.Image]; the
// constellations of one orbit have equally many solutions. [Classes]
// returns the orbits, 3,206 at n = 16, each with its size and the
// symmetries that keep its representative. Fixed queens keep only some
// symmetries, [Keeping] returns those, and Classes splits by that group.
//
// # The count
//
// The plan has a task for every class whose representative
// [Constellation.Fits] the fixed queens: place the constellation's queens,
// in the orientation whose first rows leave the fewest squares, and search
// the rows between them, the interior, with masks that already hold the
// border's attacks. Each solution found counts as the size of its class,
// which is known before the search starts, so no board is compared with
// its images, except in the few classes that a turn keeps, where the
// count of fundamental solutions must. A worker searches four interiors
// at once, in lanes that it steps in turn, a queen a step, with no branch
// but the loop's: the steps of different lanes do not wait on each other,
// so the processor overlaps them.
//
// # What one attempt is
//
// The queens of a constellation are given, not searched for, so they are
// not attempts. An attempt is one queen placed on a free square of a row
// of the interior, a fixed queen's row included, the last such row's
// too: at n = 12 the count places 169,835 queens where the full fold of
// package bitcount places 199,764.
//
// The book's chapter "Counting on every core" (chapters/counting.md) tells
// the story of the constellations and of the lanes, and measures them.
package constellation
