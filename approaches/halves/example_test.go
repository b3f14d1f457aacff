package halves_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/halves"
)

// The join counts every board from one queen up; the small boards have
// few row sets to join.
func ExampleCount() {
	for n := 1; n <= 12; n++ {
		res, err := halves.Count(n)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("n = %2d: %5d solutions from %4d row sets, %6d attempts\n", n, res.Solutions, res.Tasks, res.Attempts)
	}
	// Output:
	// n =  1:     1 solutions from    1 row sets,      3 attempts
	// n =  2:     0 solutions from    1 row sets,      2 attempts
	// n =  3:     0 solutions from    1 row sets,      1 attempts
	// n =  4:     2 solutions from    4 row sets,     15 attempts
	// n =  5:    10 solutions from    6 row sets,     10 attempts
	// n =  6:     4 solutions from   10 row sets,     62 attempts
	// n =  7:    40 solutions from   37 row sets,     84 attempts
	// n =  8:    92 solutions from   38 row sets,    818 attempts
	// n =  9:   352 solutions from  233 row sets,   1264 attempts
	// n = 10:   724 solutions from  126 row sets,  13096 attempts
	// n = 11:  2680 solutions from 1331 row sets,  25363 attempts
	// n = 12: 14200 solutions from  472 row sets, 458618 attempts
}
