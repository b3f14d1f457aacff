package bitcount

import (
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
)

// laneInteriors returns the interiors of the count of p by constellations
// that a laneSearch counts.
func laneInteriors(t testing.TB, p board.Problem) []*interior {
	pl, err := newPlan(p, FoldConstellations)
	if err != nil {
		t.Fatal(err)
	}
	var ins []*interior
	for _, sub := range pl.subs {
		if in := sub.(*interior); in.laned() {
			ins = append(ins, in)
		}
	}
	return ins
}

// walked counts the interior with walk, the plainest search.
func walked(in *interior) tally {
	s := interiorSearch{in: in}
	var t board.Tuple
	s.walk(0, bitboard.Attacks{}, &t)
	return s.tally
}

// A laneSearch, searching several interiors at once, finds in each what
// walk finds, queens placed included, and tells of each one once; what it
// tells its run and what it leaves untold add up to the queens placed.
func TestLanesCountAsWalkDoes(t *testing.T) {
	problems := []board.Problem{board.SquareProblem(11), board.SquareProblem(12)}
	fixed, err := board.ParseFixed("c4,f2", 12, 12)
	if err != nil {
		t.Fatal(err)
	}
	problems = append(problems, board.Problem{Rows: 12, Cols: 12, Fixed: fixed})
	for _, p := range problems {
		ins := laneInteriors(t, p)
		next := 0
		got := make([]tally, len(ins))
		told := make([]bool, len(ins))
		var r run
		var untoldAll, placed uint64
		s := laneSearch{run: &r}
		finished := s.search(func() (int, *interior, bool) {
			if next == len(ins) {
				return 0, nil, false
			}
			next++
			return next - 1, ins[next-1], true
		}, func(task int, tl tally, untold uint64) {
			if told[task] {
				t.Errorf("%v: task %d told twice", p, task)
			}
			told[task], got[task] = true, tl
			untoldAll += untold
		})
		if !finished {
			t.Fatalf("%v: a search without a run did not finish", p)
		}
		for i, in := range ins {
			if want := walked(in); !told[i] || got[i] != want {
				t.Errorf("%v: interior %d (told %v): lanes count %+v, walk %+v", p, i, told[i], got[i], want)
			}
			placed += got[i].placed
		}
		if r.placed.Load()+untoldAll != placed {
			t.Errorf("%v: the run heard of %d queens and %d were left untold; %d were placed", p, r.placed.Load(), untoldAll, placed)
		}
	}
}
