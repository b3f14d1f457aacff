// Package symmetric counts the solutions of the n queens problem that a
// turn of the board keeps: those that look the same after a half turn,
// and those that look the same after a quarter turn. They are few, a few
// hundred thousand among the 314,666,222,712 solutions of 21 x 21, and a
// search that places a queen and its images at once finds them in a
// fraction of a second.
//
//	c := symmetric.Count(8) // c.HalfTurn == 4, c.QuarterTurn == 0
//
// Their use is [Burnside's lemma], which turns the number of every
// solution into the number of fundamental ones, those distinct under the
// eight rotations and reflections of the square: the number of classes
// is the average, over the eight symmetries, of the solutions each one
// keeps. The identity keeps all T of them; on a board of two squares a
// side or more no reflection keeps a solution (a reflection in a middle
// line keeps a queen's row or column, one in a long diagonal would pair
// two queens on one diagonal); the half turn keeps the HalfTurn
// solutions, and each of the two quarter turns the QuarterTurn ones. So
//
//	fundamental = (T + HalfTurn + 2 QuarterTurn) / 8
//
// and [Counts.Fundamental] works it out. A counter that only counts every
// solution, as the join of package halves does, gets the fundamental count
// this way, as NQueensFAF does: the symmetric solutions cost nothing
// beside the total.
//
// # The searches
//
// A half turn takes the square at row r, column c to row n-1-r, column
// n-1-c. A solution it keeps is made of such pairs, and, on an odd board,
// of the center, which the half turn keeps and which must hold the
// middle row's queen. So the half-turn search fills the rows in pairs,
// placing a queen and its image each time: from the middle of the board
// out, which bars more squares early than from the outside in.
//
// A quarter turn takes (r, c) to (c, n-1-r): four squares go round in a
// ring, all four in different rows and columns, and only the center stays
// put. So a solution it keeps holds whole rings, and n is 4k or 4k+1 (as
// Ahrens proved in 1910; the search finds none for the others). The
// quarter-turn search takes the lowest empty row and places a ring from
// it, which fills four rows and the same four columns.
//
// Both searches keep their masks of taken columns and diagonals whole,
// as bit sets over the board rather than over one row, because they do
// not go row by row. The masks stay symmetric, as the queens are, which
// makes the images' squares free exactly when the square chosen is, bar
// the long diagonals, where a queen and its image would meet: a queen's
// test is as cheap as in the plainest search. The mirror image of a
// solution that a turn keeps is another one (never the same), so each
// search tries only the west half of rank 1 and counts twice.
//
// # What one attempt is
//
// One attempt is one queen placed with its images, on a square that no
// queen placed before attacks: a node of the search tree, the leaves
// included. They are counted exactly, and a count by the join of package
// halves adds them to its own.
//
// [Burnside's lemma]: https://en.wikipedia.org/wiki/Burnside%27s_lemma
package symmetric
