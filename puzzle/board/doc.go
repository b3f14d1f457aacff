// Package board is the shared vocabulary of the queens book: boards,
// problems, squares, fixed queens, validity checks, renderings and the
// symmetries of the square.
//
// A [Board] is a tuple b with b[row] = column, both counted from 0, one
// queen a row; a row without a queen holds [Empty]. In chess terms row i
// is rank i+1 and column j is file 'a'+j, so the lexicographically first
// solution of eight queens, 0 4 7 5 2 6 1 3, is a1, e2, h3, f4, c5, g6,
// b7, d8. A [Square] is one square, [Square.Attacks] tells whether two
// queens attack each other, and [ParseSquare] reads "c4".
//
// A [Problem] is a board of Rows x Cols squares that takes min(Rows, Cols)
// queens, with optional [Problem.Fixed] queens that every solution must
// hold; [SquareProblem] makes the n x n one, [Problem.WithFixed] adds
// fixed queens, and [Problem.Solves] checks a board in one pass, with
// each queen's column and its two diagonal numbers, row+col and row-col:
//
//	p := board.SquareProblem(8)
//	fixed, err := board.ParseFixed("00400200", 8, 8) // c4 and f2
//	ok := p.WithFixed(fixed...).Solves(board.Board{0, 5, 7, 2, 6, 3, 1, 4}) // true
//
// [ParseFixed] reads two forms of fixed queens: a digit a file, the rank
// of that file's queen (1..n) or 0 for none, as in "00400200", and a list
// of squares, "c4,f2", or "j10" on larger boards; [FormatFixed] writes the
// list. [ParseSizes] reads the board sides of the command line: 8, 4-12
// or 4,6,8.
//
// Every drawing puts rank 1, row 0, at the bottom. [Plain] draws the ranks
// from n down to 1 with q and _, [Chess] with Q and . and the ranks and
// files around the board, [Board.String] writes the one-line tuple and
// [Board.MarshalJSON] a JSON object.
//
// [Symmetries] are the eight rotations and reflections of the square, each
// a [Symmetry] to [Symmetry.Apply]; [Canonical] picks a solution's
// lexicographically first image, and [ClassSize] counts its distinct
// images.
//
// The book's chapter chapters/problem.md introduces the tuple, the
// diagonal numbers and the orientation with pictures.
package board
