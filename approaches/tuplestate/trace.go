package tuplestate

import (
	"slices"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// stopped reports whether a trace has seen enough. Only a traced run asks:
// a run without a trace finishes in a few seconds at most, and the check
// would cost it a load in its innermost loop.
func (s *search) stopped() bool {
	return s.tracing && s.c.Stopped()
}

// traceAttempt reports the call of conflict just counted, for a queen on
// column pos of the row after state: a conflict with the first queen of
// state that attacks it, in the order [Conflict] asks them, or a place.
func (s *search) traceAttempt(state []int, pos int, attacked bool) {
	sq := board.Sq{Row: len(state), Col: pos}
	if !attacked {
		s.c.Step(harness.Step{Kind: harness.Place, Square: sq, Board: s.board(append(state[:len(state):len(state)], pos))})
		return
	}
	queens := board.Board(state).Queens()
	with := queens[slices.IndexFunc(queens, sq.Attacks)]
	s.c.Step(harness.Step{Kind: harness.Conflict, Square: sq, With: with, Board: s.board(state)})
}

// backtrack reports to a trace that the queen on column pos of the row
// after state is lifted, every extension of it having been tried. The
// tuples never change, so nothing is lifted in fact: the search simply
// goes back to state.
func (s *search) backtrack(state []int, pos int) {
	if s.tracing {
		s.traceBacktrack(state, pos)
	}
}

func (s *search) traceBacktrack(state []int, pos int) {
	s.c.Step(harness.Step{Kind: harness.Backtrack, Square: board.Sq{Row: len(state), Col: pos}, Board: s.board(state)})
}

// board returns state as a board of the run's rows, those not yet filled
// [board.Empty].
func (s *search) board(state []int) board.Board {
	b := make(board.Board, len(s.choices))
	for row := range b {
		b[row] = board.Empty
	}
	copy(b, state)
	return b
}
