package searchspace_test

import (
	"fmt"
	"math/big"

	"github.com/queensbook/queens/puzzle/searchspace"
	"github.com/queensbook/queens/puzzle/words"
)

// The answer to a question of the first chapter's Try it: of the 64^8
// placements, those that put the eight queens on eight different
// squares, counted with the queens in the order they are placed: 64
// squares for the first queen, 63 for the second, down to 57 for the
// eighth. Each set of eight squares is reached in all 8! orders of the
// queens, so dividing by 8! gives the arrangements, C(64,8).
func ExampleArrangements_inOrder() {
	inOrder := new(big.Int).MulRange(64-8+1, 64)
	share, _ := new(big.Rat).SetFrac(inOrder, searchspace.Placements(8)).Float64()
	fmt.Printf("on 8 different squares: 64*63*...*57 = %s, %.1f%% of the placements\n", words.Thousands(inOrder.Uint64()), 100*share)
	fmt.Printf("divided by 8! = %s: %s\n", words.Thousands(searchspace.Permutations(8).Uint64()), words.Thousands(new(big.Int).Quo(inOrder, searchspace.Permutations(8)).Uint64()))
	fmt.Printf("C(64,8): %s\n", words.Thousands(searchspace.Arrangements(8).Uint64()))
	// Output:
	// on 8 different squares: 64*63*...*57 = 178,462,987,637,760, 63.4% of the placements
	// divided by 8! = 40,320: 4,426,165,368
	// C(64,8): 4,426,165,368
}
