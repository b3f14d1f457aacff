package constellation

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/counting/count"
)

// A plan is the interiors of a count, one a task.
type plan []*interior

// Split says that the plan fills no rows, as the names of the plans of
// this count have always said, and how many tasks it makes.
func (pl plan) Split() string {
	return fmt.Sprintf("0 rows, %d subproblems", len(pl))
}

// Tasks returns how many interiors the plan holds.
func (pl plan) Tasks() int {
	return len(pl)
}

// Count counts the interiors that w hands out: in the lanes of a
// laneSearch, and with walk those the lanes cannot count.
func (pl plan) Count(ctx context.Context, w count.Worker) {
	// take hands the lanes the next interior they can count, and counts
	// the other tasks on its way to it.
	take := func() (int, *interior, bool) {
		for {
			task, ok := w.Next()
			if !ok {
				return 0, nil, false
			}
			if in := pl[task]; in.laned() {
				return task, in, true
			}
			t, finished := pl[task].walkCount(ctx, w, nil)
			if !finished {
				return 0, nil, false
			}
			w.Done(task, t)
		}
	}
	s := laneSearch{w: w}
	s.search(ctx, take, w.Done)
}
