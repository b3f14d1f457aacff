package searchspace_test

import (
	"fmt"

	"github.com/queensbook/queens/puzzle/searchspace"
	"github.com/queensbook/queens/puzzle/words"
)

// The four spaces of the eight queens puzzle. Each fits in a uint64 for
// n = 8, so words.Thousands can group its digits.
func ExampleSpaces() {
	for _, s := range searchspace.Spaces(8) {
		fmt.Printf("%-13s %-8s %19s  %s\n", s.Name, s.Formula, words.Thousands(s.Size.Uint64()), s.Shape)
	}
	// Output:
	// placements    64^8     281,474,976,710,656  each queen on any square
	// arrangements  C(64,8)        4,426,165,368  n different squares
	// boards        8^8               16,777,216  one queen a row
	// permutations  8!                    40,320  one queen a row and a column
}

// At n = 10 the placements outgrow a uint64, which stops below 2^64, about
// 1.8 * 10^19.
func ExamplePlacements() {
	p := searchspace.Placements(10)
	fmt.Printf("placements on 10 x 10: %v, fits a uint64: %v\n", p, p.IsUint64())
	// Output:
	// placements on 10 x 10: 100000000000000000000, fits a uint64: false
}
