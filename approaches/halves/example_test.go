package halves_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/halves"
	"github.com/queensbook/queens/approaches/words"
)

// The join counts every board from one queen up; the small boards have
// few row sets to join.
func ExampleCount() {
	fmt.Println("n   solutions  row sets  attempts")
	for n := 1; n <= 12; n++ {
		res, err := halves.Count(n)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-2d %11s %9s %9s\n", n, words.Thousands(res.Solutions), words.Thousands(uint64(res.Tasks)), words.Thousands(res.Attempts))
	}
	// Output:
	// n   solutions  row sets  attempts
	// 1            1         1         3
	// 2            0         1         2
	// 3            0         1         1
	// 4            2         4        15
	// 5           10         6        10
	// 6            4        10        62
	// 7           40        37        84
	// 8           92        38       818
	// 9          352       233     1,264
	// 10         724       126    13,096
	// 11       2,680     1,331    25,363
	// 12      14,200       472   458,618
}
