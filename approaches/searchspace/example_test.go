package searchspace_test

import (
	"fmt"
	"math/big"

	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/approaches/searchspace"
)

// The four spaces of the eight queens puzzle. Each fits in a uint64 for
// n = 8, so harness.Thousands can group its digits.
func ExampleSpaces() {
	for _, s := range searchspace.Spaces(8) {
		fmt.Printf("%-13s %-8s %19s  %s\n", s.Name, s.Formula, harness.Thousands(s.Size.Uint64()), s.Shape)
	}
	// Output:
	// placements    64^8     281,474,976,710,656  each queen on any square
	// arrangements  C(64,8)        4,426,165,368  n different squares
	// boards        8^8               16,777,216  one queen a row
	// permutations  8!                    40,320  one queen a row and a column
}

// The combinations post points out that its search starts with every
// arrangement whose first two squares are 0 and 1, two queens side by
// side in the first row. The other six queens choose among the 62
// squares left, so there are C(62, 6) of those hopeless arrangements.
func ExampleArrangements() {
	all := searchspace.Arrangements(8)
	hopeless := new(big.Int).Binomial(62, 6)
	fmt.Println("arrangements:        ", harness.Thousands(all.Uint64()))
	fmt.Println("starting with 0 and 1:", harness.Thousands(hopeless.Uint64()))
	// Output:
	// arrangements:         4,426,165,368
	// starting with 0 and 1: 61,474,519
}

// At n = 10 the placements outgrow a uint64, which stops below 2^64, about
// 1.8 * 10^19.
func ExamplePlacements() {
	p := searchspace.Placements(10)
	fmt.Println(p, p.IsUint64())
	// Output:
	// 100000000000000000000 false
}

// The prefixes that survive each row of checks on 8 x 8, next to all 8^k
// prefixes of k rows. A backtracking search visits the safe ones only.
func ExampleSafePrefixes() {
	all, visited := uint64(1), uint64(0)
	fmt.Printf("%-5s %11s %5s\n", "rows", "all", "safe")
	for k, safe := range searchspace.SafePrefixes(8) {
		fmt.Printf("%-5d %11s %5d\n", k, harness.Thousands(all), safe)
		all *= 8
		visited += safe
	}
	fmt.Printf("%-17s %5s\n", "safe in all", harness.Thousands(visited))
	// Output:
	// rows          all  safe
	// 0               1     1
	// 1               8     8
	// 2              64    42
	// 3             512   140
	// 4           4,096   344
	// 5          32,768   568
	// 6         262,144   550
	// 7       2,097,152   312
	// 8      16,777,216    92
	// safe in all       2,057
}
