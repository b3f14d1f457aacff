// Package board is the shared vocabulary of the queens book: boards,
// problems, squares, parsing of fixed queens, validity checks, renderings and
// symmetry.
//
// # Boards as tuples
//
// A solution never has two queens in one row, so it can be written as a
// tuple t with t[row] = column, both counted from 0. The lexicographically
// first solution of the eight queens puzzle is
//
//	0 4 7 5 2 6 1 3
//
// which puts the queen of row 0 in column 0, the queen of row 1 in column 4,
// and so on. In chess terms row i is rank i+1 and column j is file 'a'+j, so
// that tuple is the position a1, e2, h3, f4, c5, g6, b7, d8.
//
// On a rectangular board with more rows than columns some rows stay empty;
// such a row holds [Empty].
//
// # Problems
//
// A [Problem] is a board of Rows x Cols squares on which min(Rows, Cols)
// queens must be placed, plus optional [Problem.Fixed] queens that every
// solution must contain. [SquareProblem] builds the classic n x n problem.
//
// # Fixed queens
//
// [ParseFixed] reads two forms. The digit form gives one digit a file, the
// digit being the rank of that file's queen (1..n) or 0 for none, so
// "00400200" fixes c4 and f2. The algebraic form lists squares: "c4,f2", and
// "j10" on larger boards.
//
// # Renderings
//
// Every drawing puts rank 1, row 0, at the bottom. [Plain] draws the
// ranks from n down to 1 with q and _, [Chess] draws them with Q and . and
// the rank numbers down the left and the files along the bottom, [Board.String] gives the
// one-line tuple, and [Board.MarshalJSON] writes a JSON object.
package board
