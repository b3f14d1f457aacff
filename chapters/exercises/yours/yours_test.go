//go:build exercise

package yours

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "yours", Approach)) }

// TestSaysWhatItCounts checks the words that go with the counts.
func TestSaysWhatItCounts(t *testing.T) {
	if strings.TrimSpace(Approach.Attempt) == "" {
		t.Error("Approach.Attempt is empty.\nhint: say in a few words what one attempt is, such as \"one queen placed\" or \"one board tested\": counts of different things are only comparable when each says what it counts.")
	}
	if Approach.MaxN < 8 {
		t.Errorf("Approach.MaxN is %d.\nhint: the check runs your approach on boards up to 8 x 8; set MaxN to 8 or more.", Approach.MaxN)
	}
}

// TestFindsEverySolution checks every board up to 8 x 8.
func TestFindsEverySolution(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7, 8); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "yield only boards with one queen a row and no two queens attacking each other; the harness checks every board an approach yields, and rejects the others.",
			Twice:        "yield each solution once: a search that can reach the same board by two paths needs to fix the order in which it places queens.",
			Missed:       "your search never reached this board: follow it by hand, row by row, and see where it leaves this board's queens behind.",
		}))
	}
}

// TestStopsAtTheFirst breaks out of the loop at the first solution, as
// 'queens solve -first' does.
func TestStopsAtTheFirst(t *testing.T) {
	var c harness.Counter
	if msg := exercisetest.Stops("Solve on 8 x 8", Approach.Solve(board.SquareProblem(8), &c), 1); msg != "" {
		t.Error(msg)
	}
}

// TestCountsTheSameEachTime runs the same board twice: attempt counts must
// not depend on luck, timing or the order of a map.
func TestCountsTheSameEachTime(t *testing.T) {
	var runs [2]harness.Result
	for i := range runs {
		res, err := harness.Run(context.Background(), Approach, board.SquareProblem(6), harness.Options{})
		if err != nil {
			t.Fatalf("the harness stopped your approach on 6 x 6: %v.\nhint: TestFindsEverySolution says more.", err)
		}
		runs[i] = res
	}
	if runs[0].Attempts != runs[1].Attempts || runs[0].AttemptsToFirst != runs[1].AttemptsToFirst {
		t.Errorf("two runs on 6 x 6 counted %d and %d attempts in all, %d and %d to the first solution.\nhint: count in the order the search goes, without goroutines racing or maps deciding the order.",
			runs[0].Attempts, runs[1].Attempts, runs[0].AttemptsToFirst, runs[1].AttemptsToFirst)
	}
}

// TestFixedQueens checks the completions of boards with fixed queens, when
// the approach says it honours them itself.
func TestFixedQueens(t *testing.T) {
	if !Approach.KeepsFixed {
		t.Skip("Approach.KeepsFixed is false: the harness solves the whole board and keeps the solutions that hold the fixed queens")
	}
	c4, f2 := board.Square{Row: 3, Col: 2}, board.Square{Row: 1, Col: 5}
	a1, b3 := board.Square{Row: 0, Col: 0}, board.Square{Row: 2, Col: 1}
	for _, p := range []board.Problem{
		board.SquareProblem(8).WithFixed(c4, f2),
		board.SquareProblem(8).WithFixed(a1),
		board.SquareProblem(6).WithFixed(a1, b3),
	} {
		if f := exercisetest.FirstFaultOn(Approach, p); f != nil {
			keep := "with Fixed set, Solve must keep every queen of p.Fixed where it is, and yield every solution that holds them, each once."
			t.Error(f.Explain(exercisetest.Hints{NotASolution: keep, Twice: keep, Missed: keep}))
		}
	}
}
