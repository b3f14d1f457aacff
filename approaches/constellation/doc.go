// Package constellation splits the n queens problem by its border: the
// "start constellations" of the record-setting counters (the Q27 project,
// NQueensFAF).
//
// # The idea
//
// Every solution has one queen on each edge of the board: one on rank 1
// (row 0), one on the last rank, one on file a (column 0) and one on the
// last file. Those three or four queens (a queen in a corner stands on two
// edges) are the solution's [Constellation]. Sort the solutions by their
// constellation and the count falls apart into independent pieces, one a
// constellation: place its queens first, then fill the rows between them.
// [All] lists the constellations: 25,438 at n = 16, out of 16^4 ways to
// pick four numbers.
//
// # Symmetry without checking boards
//
// A rotation or reflection of the board maps edges to edges, so it maps
// the solutions with constellation c one to one onto the solutions with
// the image of c ([Constellation.Image]). The constellations of one orbit
// therefore have equally many solutions, and a count need search only one
// constellation of every orbit, its representative, and multiply by the
// orbit's size. [Classes] returns the orbits: 3,206 at n = 16, most of
// them of size 8. A constellation that a half turn maps onto itself has
// an orbit of 4, one that a quarter turn keeps an orbit of 2; no
// reflection keeps a constellation, except on the one-square board.
//
// The fold costs nothing at the leaves of the search: where the full fold
// of package bitcount must compare some of the boards it finds with their
// images, here the weight is known before the search starts. Only the
// count of fundamental solutions still looks at the boards of the few
// constellations that a turn keeps ([Class.Keepers]): a board there may
// be its own image, or share its class with another board of the same
// constellation.
//
// # Fixed queens
//
// Fixed queens break some of the symmetry. [Keeping] returns the
// symmetries that keep a set of squares, a group of its own, and
// [Classes] splits the constellations into the orbits of that group; a
// count keeps the classes whose representative [Constellation.Fits] the
// fixed queens.
//
// # Symmetries as three choices
//
// A [Symmetry] is written as three yes-or-no choices, made in turn: swap
// rows and columns, turn the rows upside down, turn the columns left to
// right. The eight ways to choose are the eight symmetries of the square,
// so a byte of three bits names each of them, and [Symmetry.Move] is
// three lines.
package constellation
