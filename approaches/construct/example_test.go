package construct_test

import (
	"errors"
	"fmt"

	"github.com/queensbook/queens/approaches/construct"
	"github.com/queensbook/queens/puzzle/board"
)

// For n = 8 the list of rows is 2 4 6 8 3 1 7 5; less one, it is the board.
func ExampleSolve() {
	b, err := construct.Solve(8)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b)
	fmt.Print(board.Chess(b, 8))
	// Output:
	// 1 3 5 7 2 0 6 4
	// 8 . . . . Q . . .
	// 7 . . . . . . Q .
	// 6 Q . . . . . . .
	// 5 . . Q . . . . .
	// 4 . . . . . . . Q
	// 3 . . . . . Q . .
	// 2 . . . Q . . . .
	// 1 . Q . . . . . .
	//   a b c d e f g h
}

// One board of each remainder of n mod 6: the plain list for 0, 1, 4 and
// 5, and the repaired lists for 2 and 3.
func ExampleSolve_remainders() {
	for n := 12; n < 18; n++ {
		b, _ := construct.Solve(n)
		fmt.Printf("n = %d, n mod 6 = %d: %v\n", n, n%6, b)
	}
	// Output:
	// n = 12, n mod 6 = 0: 1 3 5 7 9 11 0 2 4 6 8 10
	// n = 13, n mod 6 = 1: 1 3 5 7 9 11 0 2 4 6 8 10 12
	// n = 14, n mod 6 = 2: 1 3 5 7 9 11 13 2 0 6 8 10 12 4
	// n = 15, n mod 6 = 3: 3 5 7 9 11 13 1 4 6 8 10 12 14 0 2
	// n = 16, n mod 6 = 4: 1 3 5 7 9 11 13 15 0 2 4 6 8 10 12 14
	// n = 17, n mod 6 = 5: 1 3 5 7 9 11 13 15 0 2 4 6 8 10 12 14 16
}

// Boards of 2 and 3 rows have no solution.
func ExampleSolve_noSolution() {
	for _, n := range []int{1, 2, 3, 4} {
		b, err := construct.Solve(n)
		if errors.Is(err, construct.ErrNoSolution) {
			fmt.Printf("n = %d: none\n", n)
			continue
		}
		fmt.Printf("n = %d: %v\n", n, b)
	}
	// Output:
	// n = 1: 0
	// n = 2: none
	// n = 3: none
	// n = 4: 1 3 0 2
}

// Fill writes into a board you allocated, so a program that reuses one
// board allocates nothing.
func ExampleFill() {
	b := make(board.Board, 6)
	if err := construct.Fill(b); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("6 x 6: %v, a solution: %v\n", b, board.SquareProblem(6).Solves(b))
	// Output:
	// 6 x 6: 1 3 5 0 2 4, a solution: true
}
