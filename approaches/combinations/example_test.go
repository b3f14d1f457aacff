package combinations_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

func ExampleArrangements() {
	p := board.SquareProblem(8)
	fmt.Println(combinations.Arrangements(p), "arrangements of 8 queens on 64 squares")
	fmt.Println(combinations.ArrangementsFrom(p, 0, 1), "of them begin with squares 0 and 1")
	// Output:
	// 4426165368 arrangements of 8 queens on 64 squares
	// 61474519 of them begin with squares 0 and 1
}

// The search on 6 x 6, with two workers: the counts at each solution are
// those of a search on one.
func ExampleSearch() {
	p := board.SquareProblem(6)
	fmt.Printf("the solutions of %v:\n", p)
	var c harness.Counter
	for b := range combinations.Search(p, &c, 2) {
		fmt.Printf("%v after %d arrangements\n", b, c.Count())
	}
	fmt.Printf("%d arrangements in all\n", c.Count())
	// Output:
	// the solutions of 6 x 6:
	// 1 3 5 0 2 4 after 533331 arrangements
	// 2 5 1 4 0 3 after 790062 arrangements
	// 3 0 4 1 5 2 after 918391 arrangements
	// 4 2 0 5 3 1 after 1121674 arrangements
	// 1947792 arrangements in all
}

// On a board with more rows than columns, each solution leaves some rows
// empty.
func ExampleSolve_rectangular() {
	p := board.Problem{Rows: 5, Cols: 3}
	res, err := harness.Run(context.Background(), combinations.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions after %d arrangements\n", p, res.Solutions, res.Attempts)
	fmt.Printf("the first, %v, after %d:\n", res.First, res.AttemptsToFirst)
	fmt.Print(board.Chess(res.First, p.Cols))
	// Output:
	// 5 x 3: 14 solutions after 455 arrangements
	// the first, 0 2 - 1 -, after 51:
	// 5 . . .
	// 4 . Q .
	// 3 . . .
	// 2 . . Q
	// 1 Q . .
	//   a b c
}
