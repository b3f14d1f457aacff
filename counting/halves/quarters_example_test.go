package halves

import (
	"context"
	"fmt"
	"math/bits"
)

// The join of 6 x 6 starts from one list, which serves all four of its
// quadrants: every way of standing queens on the 3 x 3 square with no two
// in a row, a column or a diagonal, counted here by the queens they hold,
// and grouped by the rows and the columns they fill.
func Example_quarters() {
	q := newQuadrant(context.Background(), 3, 3)
	byQueens := make([]int, q.s+1)
	for _, x := range q.stored {
		byQueens[bits.OnesCount64(x&(1<<q.sumBits-1))]++
	}
	groups := 0
	for g := range q.groups.len() {
		if q.start[g+1] > q.start[g] {
			groups++
		}
	}
	fmt.Printf("%d placements: %d with no queen, %d with one, %d with two, %d with three\n",
		q.len(), byQueens[0], byQueens[1], byQueens[2], byQueens[3])
	fmt.Printf("in %d groups of rows and columns filled\n", groups)
	// Output:
	// 18 placements: 1 with no queen, 9 with one, 8 with two, 0 with three
	// in 14 groups of rows and columns filled
}
