// Package verify checks one large board in linear time, reads boards from
// tuple files, and keeps the huge-board packages within a memory budget.
//
// [board.Problem.Solves] answers yes or no; [Check] says which queens are
// wrong. It reads the rows in order, remembering for every column and
// every diagonal the row of the queen on it, and stops at the first queen
// attacked by an earlier one with an [*AttackError] that names both
// squares, or at a column outside the board with an [*OffBoardError];
// both wrap [ErrNotSolution].
//
//	err := verify.Check(board.Board{0, 2, 4, 1, 3, 5})
//	// an *AttackError: queens a1 and f6 attack each other along a diagonal ...
//
// [CheckOn] checks a board of any shape: a wide one, with a queen in
// every row, and a tall one, whose rows without a queen hold
// [board.Empty]; it returns a [*CountError] for a board short of queens.
// [Columns] names the narrowest board a tuple can solve, and [Queens]
// counts its queens.
//
// [Read] reads the one-line tuple form, "1 3 0 2", from a file or a
// stream, with any white space between the columns and "-" for a row
// without a queen, as [board.Board.String] writes it.
//
// A program should refuse a board it cannot hold with a clear message,
// not die allocating it. [Reserve] does the arithmetic first: given the
// bytes a method needs a queen and a budget ([DefaultBudget] unless the
// caller sets one), it returns a [*TooLargeError] that names the largest
// side that fits; [Limit] gives that side.
//
// The book's chapter chapters/huge.md shows the checker at work on ten
// million queens, and the command queens verify that reads and checks a
// file.
package verify
