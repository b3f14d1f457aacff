package gridbacktrack

import (
	"slices"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// traceAttempt reports the placement just made on sq to the trace, and
// returns whether the grid is still legal. The grid was legal before sq
// went on it, so the legality test can only fail on sq and an earlier
// queen; it tests the newest queen first, against the others in the order
// they were put, and the step names the first one sq attacks.
func (s *searcher) traceAttempt(sq board.Sq) (legal bool) {
	earlier := s.grid.queens[:s.grid.Count()-1]
	i := slices.IndexFunc(earlier, sq.Attacks)
	if i < 0 {
		s.c.Step(harness.Step{Kind: harness.Place, Square: sq, Board: s.grid.Board()})
		return true
	}
	s.c.Step(harness.Step{Kind: harness.Conflict, Square: sq, With: earlier[i], Board: tuple(s.grid.Rows(), earlier)})
	return false
}

// traceBacktrack reports that the legal queen on sq has just been lifted,
// everything after it having been tried, and returns whether the search
// may go on: the trace may have had enough.
func (s *searcher) traceBacktrack(sq board.Sq) bool {
	s.c.Step(harness.Step{Kind: harness.Backtrack, Square: sq, Board: s.grid.Board()})
	return !s.c.Stopped()
}
