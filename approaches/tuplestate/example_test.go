package tuplestate_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/tuplestate"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// With queens in column 0 of row 0 and column 4 of row 1, which columns of
// row 2 are still free?
func ExampleConflict() {
	state := []int{0, 4}
	var free []int
	for x := range 8 {
		if !tuplestate.Conflict(state, x) {
			free = append(free, x)
		}
	}
	fmt.Printf("on 8 x 8 with queens at %v, the free columns of row %d: %v\n", state, len(state), free)
	// Output:
	// on 8 x 8 with queens at [0 4], the free columns of row 2: [1 6 7]
}

// The generator is an iterator, so the first solutions are a loop with a
// break away; the recursion stops as soon as the loop does.
func ExampleSolve() {
	p := board.SquareProblem(8)
	fmt.Printf("the first three solutions of %v:\n", p)
	var c harness.Counter
	found := 0
	for b := range tuplestate.Solve(p, &c) {
		fmt.Println(b)
		found++
		if found == 3 {
			break
		}
	}
	fmt.Println(c.Count(), "calls of conflict")
	// Output:
	// the first three solutions of 8 x 8:
	// 0 4 7 5 2 6 1 3
	// 0 5 7 2 6 3 1 4
	// 0 6 3 5 7 1 4 2
	// 1340 calls of conflict
}

// All 92 solutions through the harness, which counts the calls of
// conflict up to the first solution and in all.
func ExampleSolve_all() {
	p := board.SquareProblem(8)
	res, err := harness.Run(context.Background(), tuplestate.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, first %v\n", p, res.Solutions, res.First)
	fmt.Printf("%d calls of conflict to the first, %d in all\n", res.AttemptsToFirst, res.Attempts)
	// Output:
	// 8 x 8: 92 solutions, first 0 4 7 5 2 6 1 3
	// 876 calls of conflict to the first, 15720 in all
}

// Fixed queens: rows 1 and 3 (ranks 2 and 4) offer one column each, and
// the calls of conflict drop.
func ExampleSolve_fixed() {
	fixed, err := board.ParseFixed("c4,f2", 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	p := board.SquareProblem(8).WithFixed(fixed...)
	res, err := harness.Run(context.Background(), tuplestate.Approach, p, harness.Options{Keep: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, %d calls of conflict\n", p, res.Solutions, res.Attempts)
	for _, b := range res.Boards {
		fmt.Println(b)
	}
	// Output:
	// 8 x 8 with c4,f2 fixed: 3 solutions, 376 calls of conflict
	// 0 5 7 2 6 3 1 4
	// 1 5 7 2 0 3 6 4
	// 3 5 7 2 0 6 4 1
}
