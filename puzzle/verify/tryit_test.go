package verify_test

import (
	"fmt"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// The answer to a question of the huge boards chapter's Try it: the
// numbers row+col and row-col of each queen of 0 2 4 1 3 5. The sums all
// differ; the difference 0 comes twice, for the queens of rows 0 and 5,
// a1 and f6, on the long diagonal. The checker names the same two.
func ExampleCheck_sixQueens() {
	b := board.Board{0, 2, 4, 1, 3, 5}
	fmt.Println("row  col  row+col  row-col")
	for row, col := range b {
		fmt.Printf("%3d  %3d  %7d  %7d\n", row, col, row+col, row-col)
	}
	fmt.Println(verify.Check(b))
	// Output:
	// row  col  row+col  row-col
	//   0    0        0        0
	//   1    2        3       -1
	//   2    4        6       -2
	//   3    1        4        2
	//   4    3        7        1
	//   5    5       10        0
	// queens a1 and f6 attack each other along a diagonal (rows 0 and 5, columns 0 and 5, counted from 0)
}
