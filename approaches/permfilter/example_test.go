package permfilter_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Permutations of three items, in lexicographic order.
func ExamplePermutations() {
	for perm := range permfilter.Permutations([]int{0, 1, 2}) {
		fmt.Println(perm)
	}
	// Output:
	// [0 1 2]
	// [0 2 1]
	// [1 0 2]
	// [1 2 0]
	// [2 0 1]
	// [2 1 0]
}

// Orderings of two of three items: the rows of a 2 x 3 board with a queen
// in each row and no two in a column.
func ExamplePartialPermutations() {
	for perm := range permfilter.PartialPermutations([]int{0, 1, 2}, 2) {
		fmt.Println(perm)
	}
	// Output:
	// [0 1]
	// [0 2]
	// [1 0]
	// [1 2]
	// [2 0]
	// [2 1]
}

// The two reusable parts plugged together by hand on the 4 x 4 board,
// counting as the post's program does: how many permutations were looked at,
// and how many of them pass.
func ExampleFilter() {
	tested := 0
	countedValid := func(b board.Board) bool {
		tested++
		return permfilter.Valid(b)
	}
	found := 0
	fmt.Println("the permutations of 4 x 4 that pass:")
	for b := range permfilter.Filter(permfilter.Permutations(board.Board{0, 1, 2, 3}), countedValid) {
		found++
		fmt.Println(b)
	}
	fmt.Printf("%d of %d permutations pass\n", found, tested)
	// Output:
	// the permutations of 4 x 4 that pass:
	// 1 3 0 2
	// 2 0 3 1
	// 2 of 24 permutations pass
}

// The eight queens through the harness: every one of the 8! permutations
// is tested, and the first that passes is the lexicographically first
// solution.
func ExampleSolve() {
	p := board.SquareProblem(8)
	res, err := harness.Run(context.Background(), permfilter.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, %d permutations tested\n", p, res.Solutions, res.Attempts)
	fmt.Printf("first %v, found on permutation %d\n", res.First, res.AttemptsToFirst)
	// Output:
	// 8 x 8: 92 solutions, 40320 permutations tested
	// first 0 4 7 5 2 6 1 3, found on permutation 2843
}

// The fixed-queens source's own example: c4 and f2 in place, leaving 6
// rows and 6 columns free, so only 6! permutations are tested.
func ExampleSolve_fixed() {
	fixed, err := board.ParseFixed("00400200", 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	p := board.SquareProblem(8).WithFixed(fixed...)
	res, err := harness.Run(context.Background(), permfilter.Approach, p, harness.Options{Keep: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, %d permutations tested\n", p, res.Solutions, res.Attempts)
	for _, b := range res.Boards {
		fmt.Println(b)
	}
	fmt.Print(board.Chess(res.Boards[0], 8))
	// Output:
	// 8 x 8 with c4,f2 fixed: 3 solutions, 720 permutations tested
	// 0 5 7 2 6 3 1 4
	// 1 5 7 2 0 3 6 4
	// 3 5 7 2 0 6 4 1
	// 8 . . . . Q . . .
	// 7 . Q . . . . . .
	// 6 . . . Q . . . .
	// 5 . . . . . . Q .
	// 4 . . Q . . . . .
	// 3 . . . . . . . Q
	// 2 . . . . . Q . .
	// 1 Q . . . . . . .
	//   a b c d e f g h
}
