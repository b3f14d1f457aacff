package constellation_test

import (
	"fmt"

	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/puzzle/board"
)

// The constellations of the 5 x 5 board fall into five classes: four of
// eight constellations and one that a quarter turn keeps.
func ExampleClasses() {
	classes := constellation.Classes(5, board.Symmetries)
	fmt.Println(len(constellation.All(5)), "constellations,", len(classes), "classes")
	for _, c := range classes {
		fmt.Printf("%v  size %d, kept by %v\n", c.Rep.Queens(), c.Size, c.Keepers)
	}
	// Output:
	// 34 constellations, 5 classes
	// [a1 e3 b5]  size 8, kept by [identity]
	// [a1 e4 b5]  size 8, kept by [identity]
	// [a1 e4 c5]  size 8, kept by [identity]
	// [b1 e2 a4 c5]  size 8, kept by [identity]
	// [b1 e2 a4 d5]  size 2, kept by [identity rotate 270 rotate 90 rotate 180]
}

// Growth: the constellations grow like n^4, and their classes are about an
// eighth of them.
func ExampleAll() {
	for _, n := range []int{8, 12, 16, 20} {
		fmt.Printf("n = %2d: %6d constellations, %5d classes\n", n, len(constellation.All(n)), len(constellation.Classes(n, board.Symmetries)))
	}
	// Output:
	// n =  8:    582 constellations,    78 classes
	// n = 12:   5730 constellations,   730 classes
	// n = 16:  25438 constellations,  3206 classes
	// n = 20:  75834 constellations,  9522 classes
}

// A queen fixed on the main diagonal keeps two symmetries: the identity
// and the reflection in that diagonal.
func ExampleKeeping() {
	d4 := board.Square{Row: 3, Col: 3}
	fmt.Println(constellation.Keeping(8, []board.Square{d4}))
	fmt.Println(constellation.Keeping(8, nil))
	// Output:
	// [identity main diagonal]
	// [identity main diagonal mirror top-bottom rotate 270 mirror left-right rotate 90 rotate 180 anti-diagonal]
}
