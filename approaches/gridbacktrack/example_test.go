package gridbacktrack_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// A rectangle: 3 queens on a board of 5 rows and 3 columns. Two rows stay
// empty in every solution, written "-".
func ExampleSolve_rectangle() {
	p := board.Problem{Rows: 5, Cols: 3}
	fmt.Printf("the solutions of %v:\n", p)
	var c harness.Counter
	for b := range gridbacktrack.Solve(p, &c) {
		fmt.Println(b)
	}
	fmt.Println(c.Count(), "test placements")
	// Output:
	// the solutions of 5 x 3:
	// 0 2 - 1 -
	// 0 2 - - 1
	// 0 - 1 - 2
	// 1 - 0 2 -
	// 1 - 2 0 -
	// 1 - - 0 2
	// 1 - - 2 0
	// 2 0 - 1 -
	// 2 0 - - 1
	// 2 - 1 - 0
	// - 0 2 - 1
	// - 1 - 0 2
	// - 1 - 2 0
	// - 2 0 - 1
	// 248 test placements
}
