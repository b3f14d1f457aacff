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
// # Reading a tuple file
//
// [Read] reads the one-line tuple form, "1 3 0 2", from a file or a
// stream; any white space separates the columns, so a file of ten million
// lines works as well as one long line.
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
