package minconflicts_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/minconflicts"
	"github.com/queensbook/queens/puzzle/board"
)

// A seed makes a run reproducible: seed 1 always finds this board of
// eight queens, after the same number of steps.
func ExampleSolve() {
	res, err := minconflicts.Solve(context.Background(), 8, minconflicts.Options{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Board)
	fmt.Print(board.Chess(res.Board, 8))
	fmt.Printf("in conflict at the start: %d, steps: %d, tries: %d\n", res.StartConflicts, res.Steps, res.Tries)
	// Output:
	// 3 1 4 7 5 0 2 6
	// 8 . . . . . . Q .
	// 7 . . Q . . . . .
	// 6 Q . . . . . . .
	// 5 . . . . . Q . .
	// 4 . . . . . . . Q
	// 3 . . . . Q . . .
	// 2 . Q . . . . . .
	// 1 . . . Q . . . .
	//   a b c d e f g h
	// in conflict at the start: 3, steps: 3, tries: 1
}

// The steps hardly grow with n: the greedy start leaves at most a few
// dozen queens in conflict, whatever the size of the board, and a handful
// of steps repair them. Each row is one run with seed 1.
func ExampleSolve_steps() {
	fmt.Println("| n | queens in conflict at the start | steps | tries |")
	fmt.Println("|--:|--:|--:|--:|")
	for n := 10; n <= 1_000_000; n *= 10 {
		res, err := minconflicts.Solve(context.Background(), n, minconflicts.Options{Seed: 1})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("| %d | %d | %d | %d |\n", n, res.StartConflicts, res.Steps, res.Tries)
	}
	// Output:
	// | n | queens in conflict at the start | steps | tries |
	// |--:|--:|--:|--:|
	// | 10 | 7 | 6 | 1 |
	// | 100 | 6 | 3 | 1 |
	// | 1000 | 13 | 6 | 1 |
	// | 10000 | 11 | 5 | 1 |
	// | 100000 | 20 | 9 | 1 |
	// | 1000000 | 26 | 12 | 1 |
}

// From a random permutation (one candidate a row) about three queens in
// four start in conflict, and the steps grow in proportion to n. Each
// step costs a pass over the board, so the search costs n² in all.
func ExampleSolve_randomStart() {
	fmt.Println("| n | start | queens in conflict at the start | steps |")
	fmt.Println("|--:|:--|--:|--:|")
	for n := 100; n <= 10_000; n *= 10 {
		for _, start := range []struct {
			name       string
			candidates int
		}{{"random", 1}, {"greedy", 0}} {
			res, err := minconflicts.Solve(context.Background(), n, minconflicts.Options{Seed: 1, Candidates: start.candidates})
			if err != nil {
				fmt.Println(err)
				return
			}
			fmt.Printf("| %d | %s | %d | %d |\n", n, start.name, res.StartConflicts, res.Steps)
		}
	}
	// Output:
	// | n | start | queens in conflict at the start | steps |
	// |--:|:--|--:|--:|
	// | 100 | random | 79 | 34 |
	// | 100 | greedy | 6 | 3 |
	// | 1000 | random | 703 | 215 |
	// | 1000 | greedy | 13 | 6 |
	// | 10000 | random | 7299 | 2008 |
	// | 10000 | greedy | 11 | 5 |
}
