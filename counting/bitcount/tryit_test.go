package bitcount_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/counting/bitcount"
)

// The answer to the bit-mask chapter's Try it: the 92 classes of the
// 10 x 10 board by their sizes. With c8 classes of eight and c4 of four,
// c8 + c4 = 92 and 8*c8 + 4*c4 = 724, so c4 = (8*92 - 724) / 4 = 3; the
// fundamental solutions say the same.
func ExampleFundamental_classSizes() {
	classes, err := bitcount.Fundamental(context.Background(), 10)
	if err != nil {
		fmt.Println(err)
		return
	}
	bySize := map[int]int{}
	solutions := 0
	for c := range classes {
		bySize[c.Size]++
		solutions += c.Size
	}
	fmt.Printf("classes of eight: %d, of four: %d, of two: %d\n", bySize[8], bySize[4], bySize[2])
	fmt.Printf("solutions: %d, from (8*92 - 724) / 4 = %d classes of four\n", solutions, (8*92-solutions)/4)
	// Output:
	// classes of eight: 89, of four: 3, of two: 0
	// solutions: 724, from (8*92 - 724) / 4 = 3 classes of four
}
