package catalog_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// The answer to the comparison chapter's Try it: the tuple-state search
// asks about every column of the next row at every node, and the bit
// masks place a queen only on the free ones, so the tuple-state count
// grows faster, and the factor between them grows with n.
func ExampleRegistry_tupleAgainstBits() {
	fmt.Println("n   tuplestate  bitboard  factor")
	for n := 4; n <= 10; n++ {
		var attempts []uint64
		for _, name := range []string{"tuplestate", "bitboard"} {
			a, err := catalog.Registry.Lookup(name)
			if err == nil {
				var res harness.Result
				res, err = harness.Run(context.Background(), a, board.SquareProblem(n), harness.Options{})
				attempts = append(attempts, res.Attempts)
			}
			if err != nil {
				fmt.Println(err)
				return
			}
		}
		fmt.Printf("%-2d  %10s  %8s  %6.2f\n", n, words.Thousands(attempts[0]), words.Thousands(attempts[1]), float64(attempts[0])/float64(attempts[1]))
	}
	// Output:
	// n   tuplestate  bitboard  factor
	// 4           60        16    3.75
	// 5          220        53    4.15
	// 6          894       152    5.88
	// 7        3,584       551    6.50
	// 8       15,720     2,056    7.65
	// 9       72,378     8,393    8.62
	// 10     348,150    35,538    9.80
}
