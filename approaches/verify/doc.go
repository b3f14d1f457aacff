// Package verify checks one large board in linear time, reads boards from
// tuple files, and keeps the huge-board packages within a memory budget.
//
// # Checking a board
//
// [board.Problem.Solves] answers yes or no. [Check] answers the question a
// person asks next: which queens are wrong? It reads the rows in order and
// stops at the first queen attacked by an earlier one, returning an
// [*AttackError] that names both squares, or an [*OffBoardError] for a
// column outside the board. Both wrap [ErrNotSolution]. Like Solves it is
// linear: it remembers, for every column and every diagonal, the row of
// the queen standing on it, so each new queen is tested against three
// remembered rows instead of against all earlier queens.
//
// [CheckOn] checks a board of any shape: a wide one, with a queen in every
// row, and a tall one, whose rows without a queen hold [board.Empty]; it
// returns a [*CountError] for a board short of queens. A tuple does not
// say how wide its board is, and [Columns] names the narrowest board it
// can solve.
//
// # Reading a tuple file
//
// [Read] reads the one-line tuple form, "1 3 0 2", from a file or a
// stream; any white space separates the columns, so a file of ten million
// lines works as well as one long line. A "-" is a row without a queen,
// as [board.Board.String] writes it.
//
// # Memory
//
// Ten million queens take 80 MB as a [board.Board], and a search needs
// arrays of counts besides. A program should refuse a board it cannot
// hold with a clear message, not die trying to allocate it. [Reserve] does
// the arithmetic before anything is allocated: given the bytes a method
// needs per queen and a budget ([DefaultBudget] unless the caller sets
// one), it returns a [*TooLargeError] that names the largest side that
// fits. [Limit] gives that side directly.
package verify
