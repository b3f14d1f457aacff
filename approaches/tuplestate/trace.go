package tuplestate

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A traced run reports every call of conflict as a place or a conflict,
// and the queens lifted on the way back, all from the calls of conflict:
// the generator itself knows nothing of the trace. A queen is lifted
// when the generator goes back to a shorter tuple, which it does not
// announce; the next call of conflict reports it (see
// [harness.Counter.LiftFrom]), since it asks about a row at or below the
// queens left behind. The last ones are reported when the search ends.

// traced returns the generator of the whole search with a trace watching.
func (s *search) traced() iter.Seq[board.Board] {
	s.conflict = s.tracedConflict
	s.shown = make(board.Board, len(s.choices))
	for row := range s.shown {
		s.shown[row] = board.Empty
	}
	return func(yield func(board.Board) bool) {
		for solution := range s.queens(nil) {
			if !yield(solution) {
				return
			}
		}
		s.c.LiftFrom(s.shown, 0)
	}
}

// tracedConflict is conflict with a trace watching. It reports the
// queens the generator has left since the last call, then counts and
// reports this call: a place, or a conflict with the first queen of state
// that attacks the column, the one [Conflict] finds. Once the trace has
// had enough, it answers every call true, uncounted and unreported, so the
// generator runs out of columns at every level and returns without
// another attempt.
func (s *search) tracedConflict(state []int, nextX int) bool {
	if !s.c.LiftFrom(s.shown, len(state)) {
		return true
	}
	s.c.Inc()
	attacked := Conflict(state, nextX)
	sq := board.Square{Row: len(state), Col: nextX}
	if attacked {
		queens := board.Board(state).Queens()
		with := queens[slices.IndexFunc(queens, sq.Attacks)]
		s.c.Step(harness.Step{Kind: harness.Conflict, Square: sq, With: with, Board: s.shown})
	} else {
		s.shown[sq.Row] = sq.Col
		s.c.Step(harness.Step{Kind: harness.Place, Square: sq, Board: s.shown})
	}
	return attacked
}
