package bitboard

import (
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// A traced run reports the queens placed and lifted; it only ever tries
// free squares, so it has no conflicts to report.
//
// The search does not stop to report a lift: that would cost a test in
// its innermost loop after every return from the row below. It reports
// the lifts later, when the next queen goes on the same row or one above
// it, or when the search ends. No step can come in between, so the steps
// come in the same order as if every lift were reported at once. The
// lister keeps the board the trace has been shown to know what is left
// to lift.

// tracePlace reports the queen just placed in row, after the lifts that
// came before it, and returns whether the search may go on. The queen is
// not on the counter yet: it is added just before its own step, and not
// at all when the trace stops before it.
func (l *lister) tracePlace(row int) bool {
	if !l.traceLifts(row) {
		l.placed = 0
		return false
	}
	l.flush()
	l.shown[row] = l.b[row]
	l.c.Step(harness.Step{Kind: harness.Place, Square: board.Sq{Row: row, Col: l.b[row]}, Board: l.shown})
	return !l.c.Stopped()
}

// traceLifts reports the lift of every queen still shown in row or
// below, the lowest first, and returns whether the search may go on.
func (l *lister) traceLifts(row int) bool {
	for r := len(l.shown) - 1; r >= row; r-- {
		if l.shown[r] == board.Empty {
			continue
		}
		sq := board.Sq{Row: r, Col: l.shown[r]}
		l.shown[r] = board.Empty
		if l.c.Step(harness.Step{Kind: harness.Backtrack, Square: sq, Board: l.shown}); l.c.Stopped() {
			return false
		}
	}
	return true
}

// emptyBoard returns a board of the given rows without a queen.
func emptyBoard(rows int) board.Board {
	b := make(board.Board, rows)
	for row := range b {
		b[row] = board.Empty
	}
	return b
}
