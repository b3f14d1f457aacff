package gridbacktrack

import (
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// PutStep returns the step that reports the queen put last to a trace (see
// [harness.Counter.Step]): a place when the grid is still legal, or a
// conflict naming the first queen it attacks. It is meant for a grid that
// was legal before that queen went on it, so the legality test can only
// fail on the new queen and an earlier one; [Grid.Legal] tests the newest
// queen first, against the others in the order they were put, and the
// step names the first one it attacks. The board of a conflict is the
// grid without the new queen, which the search is about to lift.
func (g *Grid) PutStep() harness.Step {
	last := len(g.queens) - 1
	sq, earlier := g.queens[last], g.queens[:last]
	if i := slices.IndexFunc(earlier, sq.Attacks); i >= 0 {
		return harness.Step{Kind: harness.Conflict, Square: sq, With: earlier[i], Board: tuple(g.Rows(), earlier)}
	}
	return harness.Step{Kind: harness.Place, Square: sq, Board: g.Board()}
}

// TracePut reports the queen put last to c's trace (see [Grid.PutStep])
// and returns whether the grid is still legal. Both grid searches, the
// book's and the source's as written, report their placements with it.
func (g *Grid) TracePut(c *harness.Counter) (legal bool) {
	step := g.PutStep()
	c.Step(step)
	return step.Kind == harness.Place
}

// TraceLift reports to c's trace that the legal queen on sq has just been
// lifted, everything after it having been tried, and returns whether the
// search may go on: the trace may have had enough.
func (g *Grid) TraceLift(c *harness.Counter, sq board.Square) bool {
	c.Step(harness.Step{Kind: harness.Backtrack, Square: sq, Board: g.Board()})
	return !c.Stopped()
}
