package dancinglinks_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// Through the harness, Algorithm X lists the 92 solutions and counts one
// attempt for every option it tries. Its first solution is not the
// lexicographically first: it starts from the middle of the board.
func ExampleSolve() {
	p := board.SquareProblem(8)
	res, err := harness.Run(context.Background(), dancinglinks.Approach, p, harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, first %v after %d options tried, %d in all\n",
		p, res.Solutions, res.First, res.AttemptsToFirst, res.Attempts)

	fixed, _ := board.ParseFixed("c4,f2", 8, 8)
	p = p.WithFixed(fixed...)
	res, err = harness.Run(context.Background(), dancinglinks.Approach, p, harness.Options{Keep: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v: %d solutions, %d options tried\n", p, res.Solutions, res.Attempts)
	for _, b := range res.Boards {
		fmt.Println(b)
	}
	// Output:
	// 8 x 8: 92 solutions, first 5 3 6 0 2 4 1 7 after 15 options tried, 1048 in all
	// 8 x 8 with c4,f2 fixed: 3 solutions, 25 options tried
	// 0 5 7 2 6 3 1 4
	// 1 5 7 2 0 3 6 4
	// 3 5 7 2 0 6 4 1
}

// The exact-cover matrix of 4 x 4: a column for every item, the ranks and
// files first from the middle outward, then the diagonals, and a row for
// every option, a queen on one square, with a 1 under the four lines it
// stands on.
func ExampleNewModel() {
	m := dancinglinks.NewModel(board.SquareProblem(4), dancinglinks.Knuth)
	fmt.Printf("%d primary items, %d secondary, %d options\n", m.Primary, len(m.Items)-m.Primary, len(m.Options))
	fmt.Print("   ")
	for _, it := range m.Items {
		fmt.Printf("%4s", it)
	}
	fmt.Println()
	for _, o := range m.Options {
		row := strings.Repeat("   .", len(m.Items))
		cells := []byte(row)
		for _, i := range o.Items {
			cells[4*i+3] = '1'
		}
		fmt.Printf("%-3s%s\n", o.Square, cells)
	}
	// Output:
	// 8 primary items, 14 secondary, 16 options
	//      R2  Fb  R3  Fc  R1  Fa  R4  Fd /a4 /a3 /a2 /a1 /b1 /c1 /d1 \a1 \b1 \c1 \d1 \d2 \d3 \d4
	// a1    .   .   .   .   1   1   .   .   .   .   .   1   .   .   .   1   .   .   .   .   .   .
	// b1    .   1   .   .   1   .   .   .   .   .   .   .   1   .   .   .   1   .   .   .   .   .
	// c1    .   .   .   1   1   .   .   .   .   .   .   .   .   1   .   .   .   1   .   .   .   .
	// d1    .   .   .   .   1   .   .   1   .   .   .   .   .   .   1   .   .   .   1   .   .   .
	// a2    1   .   .   .   .   1   .   .   .   .   1   .   .   .   .   .   1   .   .   .   .   .
	// b2    1   1   .   .   .   .   .   .   .   .   .   1   .   .   .   .   .   1   .   .   .   .
	// c2    1   .   .   1   .   .   .   .   .   .   .   .   1   .   .   .   .   .   1   .   .   .
	// d2    1   .   .   .   .   .   .   1   .   .   .   .   .   1   .   .   .   .   .   1   .   .
	// a3    .   .   1   .   .   1   .   .   .   1   .   .   .   .   .   .   .   1   .   .   .   .
	// b3    .   1   1   .   .   .   .   .   .   .   1   .   .   .   .   .   .   .   1   .   .   .
	// c3    .   .   1   1   .   .   .   .   .   .   .   1   .   .   .   .   .   .   .   1   .   .
	// d3    .   .   1   .   .   .   .   1   .   .   .   .   1   .   .   .   .   .   .   .   1   .
	// a4    .   .   .   .   .   1   1   .   1   .   .   .   .   .   .   .   .   .   1   .   .   .
	// b4    .   1   .   .   .   .   1   .   .   1   .   .   .   .   .   .   .   .   .   1   .   .
	// c4    .   .   .   1   .   .   1   .   .   .   1   .   .   .   .   .   .   .   .   .   1   .
	// d4    .   .   .   .   .   .   1   1   .   .   .   1   .   .   .   .   .   .   .   .   .   1
}

// What Knuth's rule of the fewest options saves: the options tried on
// n x n when the search covers the first primary item left in its list,
// and when it covers the one with the fewest options left, with the
// ranks and files in the plain order (every rank from rank 1, then every
// file) and from the middle outward. The first item left in the plain
// order is always the lowest rank without a queen: that search goes rank
// by rank, and tries what the bit masks place.
func ExampleSearch_fewestOptions() {
	fmt.Println("options tried on n x n: the first item left, or the fewest options left")
	fmt.Println("      ranks, then files           middle outward")
	fmt.Println(" n      first    fewest  saved      first    fewest  saved")
	for n := 4; n <= 10; n++ {
		fmt.Printf("%2d", n)
		for _, middleOut := range []bool{false, true} {
			var tried [2]uint64
			for k, fewest := range []bool{false, true} {
				var c harness.Counter
				for range dancinglinks.Search(board.SquareProblem(n), dancinglinks.Strategy{FewestOptions: fewest, MiddleOut: middleOut}, &c) {
				}
				tried[k] = c.Count()
			}
			fmt.Printf(" %10s %9s %5.1fx", words.Thousands(tried[0]), words.Thousands(tried[1]), float64(tried[0])/float64(tried[1]))
		}
		fmt.Println()
	}
	// Output:
	// options tried on n x n: the first item left, or the fewest options left
	//       ranks, then files           middle outward
	//  n      first    fewest  saved      first    fewest  saved
	//  4         16        16   1.0x         13        12   1.1x
	//  5         53        51   1.0x         48        45   1.1x
	//  6        152       110   1.4x        158        92   1.7x
	//  7        551       371   1.5x        536       333   1.6x
	//  8      2,056     1,198   1.7x      1,998     1,048   1.9x
	//  9      8,393     4,662   1.8x      7,766     3,439   2.3x
	// 10     35,538    16,447   2.2x     30,510    11,577   2.6x
}
