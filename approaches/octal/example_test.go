package octal_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The octal number 04752613 is the lexicographically first solution.
func ExampleDecode() {
	for _, i := range []uint64{0o04752613, 0o04752613 + 1, 0o77777777} {
		fmt.Printf("octal %08o is the board %v\n", i, octal.Decode(i, 8))
	}
	// Output:
	// octal 04752613 is the board 0 4 7 5 2 6 1 3
	// octal 04752614 is the board 0 4 7 5 2 6 1 4
	// octal 77777777 is the board 7 7 7 7 7 7 7 7
}

// The first solution of 8 x 8 is safe; the next board in the count moves
// the queen of the top rank to file e, which the queen on e2 holds.
func ExampleSafe() {
	for _, b := range []board.Board{{0, 4, 7, 5, 2, 6, 1, 3}, {0, 4, 7, 5, 2, 6, 1, 4}} {
		fmt.Printf("%v safe: %v\n", b, octal.Safe(b))
	}
	// Output:
	// 0 4 7 5 2 6 1 3 safe: true
	// 0 4 7 5 2 6 1 4 safe: false
}

// An odometer on a 3 x 3 board turns the last digit, carrying into the
// one before it.
func ExampleOdometer() {
	p := board.SquareProblem(3)
	fmt.Printf("the first five boards of %v:\n", p)
	odo := octal.NewOdometer(p)
	for range 5 {
		fmt.Println(odo.Digits)
		odo.Next()
	}
	// Output:
	// the first five boards of 3 x 3:
	// 0 0 0
	// 0 0 1
	// 0 0 2
	// 0 1 0
	// 0 1 1
}

func ExampleSolve() {
	p := board.SquareProblem(8)
	res, err := harness.Run(context.Background(), octal.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions after testing %d boards\n", p, res.Solutions, res.Attempts)
	fmt.Printf("the first, %v, after %d boards\n", res.First, res.AttemptsToFirst)
	// Output:
	// 8 x 8: 92 solutions after testing 16777216 boards
	// the first, 0 4 7 5 2 6 1 3, after 1299852 boards
}

// A fixed queen fixes its row's digit, so the counter tests 8^7 boards
// instead of 8^8.
func ExampleSolve_fixed() {
	fixed, err := board.ParseFixed("a1", 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	p := board.SquareProblem(8).WithFixed(fixed...)
	res, err := harness.Run(context.Background(), octal.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions after testing %d boards\n", p, res.Solutions, res.Attempts)
	// Output:
	// 8 x 8 with a1 fixed: 4 solutions after testing 2097152 boards
}

// A wide board of 3 x 5 squares: three digits in base 5, so 5^3 = 125
// boards. Its tall twin, 5 x 3, is counted on its side by the harness, at
// the same cost, and its solutions come back turned, two rows empty.
func ExampleSolve_rectangle() {
	for _, p := range []board.Problem{{Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}} {
		res, err := harness.Run(context.Background(), octal.Approach, p, harness.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%v: %d solutions after testing %d boards, the first %v\n", p, res.Solutions, res.Attempts, res.First)
	}
	// Output:
	// 3 x 5: 14 solutions after testing 125 boards, the first 0 2 4
	// 5 x 3: 14 solutions after testing 125 boards, the first 0 - 1 - 2
}
