package harness_test

import (
	"context"
	"fmt"
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// rowByRow is the smallest approach worth the name: it places a queen a
// row, from rank 1 up, and counts one attempt for every square it tests
// against the queens below. A real approach lives in a package of its
// own, with its doc, examples and tests.
func rowByRow(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		b := make(board.Board, p.Rows)
		var place func(row int) bool
		place = func(row int) bool {
			if row == p.Rows {
				return yield(append(board.Board(nil), b...))
			}
			for col := range p.Cols {
				c.Inc()
				if safe(b[:row], col) {
					b[row] = col
					if !place(row + 1) {
						return false
					}
				}
			}
			return true
		}
		place(0)
	}
}

// safe reports whether a queen in column col of the next row is attacked
// by one of the queens below.
func safe(below board.Board, col int) bool {
	row := len(below)
	for r, c := range below {
		if c == col || row-r == col-c || row-r == c-col {
			return false
		}
	}
	return true
}

// Writing an approach: describe it, and Run checks every board it
// yields, reads its counter at the first solution and at the end, and
// refuses boards past its MaxN.
func ExampleRun() {
	a := harness.Approach{
		Name:    "rowbyrow",
		Title:   "Row by row",
		Attempt: "one square tested against the queens below",
		MaxN:    10,
		Solve:   rowByRow,
	}
	res, err := harness.Run(context.Background(), a, board.SquareProblem(6), harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d solutions, the first %v after %d attempts; %d attempts in all\n",
		res.Solutions, res.First, res.AttemptsToFirst, res.Attempts)
	_, err = harness.Run(context.Background(), a, board.SquareProblem(12), harness.Options{})
	fmt.Println(err != nil)
	// Output:
	// 4 solutions, the first 1 3 5 0 2 4 after 171 attempts; 894 attempts in all
	// true
}

// The two lines that end `queens solve` and the web stepper's run, from
// any result.
func ExampleResult_Summary() {
	a := harness.Approach{Name: "rowbyrow", Attempt: "one square tested against the queens below", MaxN: 10, Solve: rowByRow}
	for _, n := range []int{3, 6} {
		res, err := harness.Run(context.Background(), a, board.SquareProblem(n), harness.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		found, attempts := res.Summary(a, false)
		fmt.Println(found)
		fmt.Println(attempts)
	}
	// Output:
	// rowbyrow found no solution on 3 x 3.
	// attempts: 18 in all (one attempt: one square tested against the queens below)
	// rowbyrow found 4 solutions on 6 x 6.
	// attempts: 894 in all, 171 to the first (one attempt: one square tested against the queens below)
}
