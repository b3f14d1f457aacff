package bitboard_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Through the harness, the bit-mask search lists the 92 solutions and
// counts one attempt for every queen it places.
func ExampleSolve() {
	p := board.SquareProblem(8)
	res, err := harness.Run(context.Background(), bitboard.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, first %v after %d attempts, %d attempts in all\n",
		p, res.Solutions, res.First, res.AttemptsToFirst, res.Attempts)

	fixed, _ := board.ParseFixed("00400200", 8, 8)
	p = p.WithFixed(fixed...)
	res, err = harness.Run(context.Background(), bitboard.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, %d attempts\n", p, res.Solutions, res.Attempts)
	// Output:
	// 8 x 8: 92 solutions, first 0 4 7 5 2 6 1 3 after 113 attempts, 2056 attempts in all
	// 8 x 8 with c4,f2 fixed: 3 solutions, 55 attempts
}

// On a rectangle of rows x cols, min(rows, cols) queens: the counts for
// wide boards, which equal those of their tall reflections.
func ExampleSolve_rectangles() {
	const most = 10
	fmt.Print("rows\\cols")
	for cols := 1; cols <= most; cols++ {
		fmt.Printf(" %5d", cols)
	}
	fmt.Println()
	for rows := 1; rows <= 8; rows++ {
		fmt.Printf("%9d", rows)
		for cols := 1; cols <= most; cols++ {
			if cols < rows {
				fmt.Print("      ")
				continue
			}
			res, err := harness.Run(context.Background(), bitboard.Approach, board.Problem{Rows: rows, Cols: cols}, harness.Options{})
			if err != nil {
				fmt.Println(err)
				return
			}
			fmt.Printf(" %5d", res.Solutions)
		}
		fmt.Println()
	}
	// Output:
	// rows\cols     1     2     3     4     5     6     7     8     9    10
	//         1     1     2     3     4     5     6     7     8     9    10
	//         2           0     2     6    12    20    30    42    56    72
	//         3                 0     4    14    36    76   140   234   364
	//         4                       2    12    46   140   344   732  1400
	//         5                            10    40   164   568  1614  3916
	//         6                                   4    94   550  2292  7552
	//         7                                        40   312  2038  9632
	//         8                                              92  1066  7828
}
