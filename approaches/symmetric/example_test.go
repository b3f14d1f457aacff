package symmetric_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/symmetric"
	"github.com/queensbook/queens/puzzle/words"
)

// Of the 92 solutions of 8 x 8, four look the same after a half turn and
// none after a quarter turn, so the eight symmetries keep 92 + 4 of them
// between them, and there are 96 / 8 = 12 classes.
func ExampleCounts_Fundamental() {
	c := symmetric.Count(8)
	unique, err := c.Fundamental(92)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("half turn %d, quarter turn %d: %d fundamental solutions\n", c.HalfTurn, c.QuarterTurn, unique)
	// Output:
	// half turn 4, quarter turn 0: 12 fundamental solutions
}

// The symmetric solutions are few, and the quarter turn's are there only
// when n is 4k or 4k+1.
func ExampleCount() {
	fmt.Println("n   half turn  quarter turn  attempts")
	for _, n := range []int{4, 5, 12, 13, 16, 17, 20, 21} {
		c := symmetric.Count(n)
		fmt.Printf("%-2d %10s %13s %9s\n", n, words.Thousands(c.HalfTurn), words.Thousands(c.QuarterTurn), words.Thousands(c.Attempts))
	}
	// Output:
	// n   half turn  quarter turn  attempts
	// 4           2             2         3
	// 5           2             2         3
	// 12         80             8       429
	// 13        136             8       711
	// 16      3,000            64    15,424
	// 17      8,152           128    29,240
	// 20    144,620           480   891,973
	// 21    375,664           704 1,736,250
}
