package gridwritten_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/approaches/gridwritten"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The prose of the source against its code, n = 4..8: attempts to the
// first solution and in all when each next queen goes on a later square
// (gridbacktrack), and attempts as written (gridwritten), which stops at
// its first solution.
func Example_proseAgainstCode() {
	fmt.Println("n   solutions  in order: first      all  as written: first")
	for n := 4; n <= 8; n++ {
		p := board.SquareProblem(n)
		inOrder, err := harness.Run(context.Background(), gridbacktrack.Approach, p, harness.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		asWritten, err := harness.Run(context.Background(), gridwritten.Approach, p, harness.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-2d  %9d  %15d  %7d  %17d\n", n, inOrder.Solutions, inOrder.AttemptsToFirst, inOrder.Attempts, asWritten.Attempts)
	}
	// Output:
	// n   solutions  in order: first      all  as written: first
	// 4           2               71      358                231
	// 5          10               24     2317                 55
	// 6           4             1668    15983              45542
	// 7          40               95   117015                331
	// 8          92            17207   924226            1502345
}

// As written, the search stops at its first solution. On 8 x 8 it is the
// same board the in-order search finds first, but queens may land in any
// order on the way, so it costs far more test placements.
func ExampleSolve() {
	res, err := harness.Run(context.Background(), gridwritten.Approach, board.SquareProblem(8), harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d solution after %d test placements: %v\n", res.Solutions, res.Attempts, res.First)
	fmt.Print(board.Chess(res.First, 8))
	// Output:
	// 1 solution after 1502345 test placements: 0 4 7 5 2 6 1 3
	// 8 . . . Q . . . .
	// 7 . Q . . . . . .
	// 6 . . . . . . Q .
	// 5 . . Q . . . . .
	// 4 . . . . . Q . .
	// 3 . . . . . . . Q
	// 2 . . . . Q . . .
	// 1 Q . . . . . . .
	//   a b c d e f g h
}
