package bitcount_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// A fold is a method of package count: Count runs its search on every
// core. The full fold counts the fundamental solutions as well.
func ExampleFold() {
	res, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(12), count.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("n = %d: %d solutions, %d fundamental, %d %s\n", res.N, res.Solutions, res.Unique, res.Attempts, res.Method.About().Attempts)
	// Output:
	// n = 12: 14200 solutions, 1787 fundamental, 199764 queens placed
}

// The fundamental solutions of the eight queens puzzle: eleven classes of
// eight boards and one of four make the 92 solutions.
func ExampleFundamental() {
	classes, err := bitcount.Fundamental(context.Background(), 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	for c := range classes {
		fmt.Printf("%v  x%d\n", c.Board, c.Size)
	}
	// Output:
	// 0 4 7 5 2 6 1 3  x8
	// 0 5 7 2 6 3 1 4  x8
	// 1 3 5 7 2 0 6 4  x8
	// 1 4 6 0 2 7 5 3  x8
	// 1 4 6 3 0 7 5 2  x8
	// 1 5 0 6 3 7 2 4  x8
	// 1 5 7 2 0 3 6 4  x8
	// 1 6 2 5 7 4 0 3  x8
	// 1 6 4 7 0 3 5 2  x8
	// 2 4 1 7 0 6 3 5  x4
	// 2 4 7 3 0 6 1 5  x8
	// 2 5 1 4 7 0 6 3  x8
}
