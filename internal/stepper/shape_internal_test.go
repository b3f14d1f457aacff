package stepper

import (
	"iter"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A reader's edit may make an approach yield a board that is not a
// solution, which the harness's trace refuses: such an approach has no
// tree shape to tell, and no error, so that its search still starts for
// the reader to step (the stepper on an edit refused to start before).
func TestShapeOfABrokenApproach(t *testing.T) {
	broken := harness.Approach{
		Name: "broken", Title: "broken", Attempt: "one board", Shape: harness.SquareOnly, Traces: true, MaxN: 8,
		Solve: func(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
			return func(yield func(board.Board) bool) {
				c.Inc()
				c.Step(harness.Step{Kind: harness.Place, Square: board.Square{}})
				yield(make(board.Board, p.Rows)) // every queen in file a
			}
		},
	}
	if shape, err := TreeShapeOf(broken, board.SquareProblem(ShapeSide)); shape != nil || err != nil {
		t.Errorf("TreeShapeOf(an approach whose board is no solution) = %+v, %v; want no shape and no error", shape, err)
	}
}
