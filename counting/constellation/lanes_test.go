package constellation

import (
	"context"
	"testing"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// laneInteriors returns the interiors of the count of p that a
// laneSearch counts.
func laneInteriors(t testing.TB, p board.Problem) []*interior {
	var ins []*interior
	for _, in := range planOf(t, p) {
		if in.laned() {
			ins = append(ins, in)
		}
	}
	return ins
}

// handOut returns a take that hands out the interiors one after the
// other, each as the task of its index.
func handOut(ins []*interior) func() (int, *interior, bool) {
	next := 0
	return func() (int, *interior, bool) {
		if next == len(ins) {
			return 0, nil, false
		}
		next++
		return next - 1, ins[next-1], true
	}
}

// listener is a count.Worker that hands out no task and adds up the
// attempts it hears of.
type listener struct{ attempts uint64 }

func (*listener) Next() (int, bool)     { return 0, false }
func (l *listener) Attempted(k uint64)  { l.attempts += k }
func (*listener) Done(int, count.Tally) {}

// A laneSearch, searching several interiors at once, finds in each what
// walk finds, queens placed included, and tells of each one once, after
// its worker has heard of all its queens.
func TestLanesCountAsWalkDoes(t *testing.T) {
	problems := []board.Problem{board.SquareProblem(11), board.SquareProblem(12)}
	fixed, err := board.ParseFixed("c4,f2", 12, 12)
	if err != nil {
		t.Fatal(err)
	}
	problems = append(problems, board.Problem{Rows: 12, Cols: 12, Fixed: fixed})
	for _, p := range problems {
		ins := laneInteriors(t, p)
		got := make([]count.Tally, len(ins))
		told := make([]bool, len(ins))
		var heard listener
		var placed uint64
		s := laneSearch{w: &heard}
		finished := s.search(context.Background(), handOut(ins), func(task int, tl count.Tally) {
			if told[task] {
				t.Errorf("%v: task %d told twice", p, task)
			}
			told[task], got[task] = true, tl
			placed += tl.Attempts
			if heard.attempts < placed {
				t.Errorf("%v: task %d is done with %d queens placed in all, but the worker heard of %d", p, task, placed, heard.attempts)
			}
		})
		if !finished {
			t.Fatalf("%v: a search that nobody stopped did not finish", p)
		}
		for i, in := range ins {
			want, _ := in.walkCount(context.Background(), nil, nil)
			if !told[i] || got[i] != want {
				t.Errorf("%v: interior %d (told %v): lanes count %+v, walk %+v", p, i, told[i], got[i], want)
			}
		}
		if heard.attempts != placed {
			t.Errorf("%v: the worker heard of %d queens; %d were placed", p, heard.attempts, placed)
		}
	}
}
