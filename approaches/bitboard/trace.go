package bitboard

import (
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A traced run reports the queens placed and lifted; it only ever tries
// free squares, so it has no conflicts to report.
//
// The search does not stop to report a lift: that would cost a test in
// its innermost loop after every return from the row above. It reports
// the lifts later, when the next queen goes on the same row or one below
// it, or when the search ends (see [harness.Counter.LiftFrom]), from the
// board the trace has been shown.

// tracePlace reports the queen just placed in row, after the lifts that
// came before it, and returns whether the search may go on. The queen is
// not on the counter yet: it is added just before its own step, and not
// at all when the trace stops before it.
func (l *lister) tracePlace(row int) bool {
	if !l.c.LiftFrom(l.shown, row) {
		l.pending = 0
		return false
	}
	l.flush()
	l.shown[row] = l.b[row]
	l.c.Step(harness.Step{Kind: harness.Place, Square: board.Square{Row: row, Col: l.b[row]}, Board: l.shown})
	return !l.c.Stopped()
}

// emptyBoard returns a board of the given rows without a queen.
func emptyBoard(rows int) board.Board {
	b := make(board.Board, rows)
	for row := range b {
		b[row] = board.Empty
	}
	return b
}
