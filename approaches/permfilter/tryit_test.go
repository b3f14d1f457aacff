package permfilter_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// An answer to the permutation filter's Try it: with a test that always
// says yes, the filter keeps every permutation, one rook a row and a
// column, so the rooks have 8! solutions on 8 x 8.
func ExampleFilter_rooks() {
	rooks := 0
	for range permfilter.Filter(permfilter.Permutations([]int{0, 1, 2, 3, 4, 5, 6, 7}), func([]int) bool { return true }) {
		rooks++
	}
	fmt.Println("rooks on 8 x 8:", words.Thousands(uint64(rooks)))
	// Output:
	// rooks on 8 x 8: 40,320
}

// Another: Permutations orders anything, letters too. Filtered by a
// small dictionary, the orderings of the letters of "stop" are its
// anagrams, in the order the permutations come.
func ExamplePermutations_anagrams() {
	dictionary := map[string]bool{"opts": true, "post": true, "pots": true, "spot": true, "stop": true, "tops": true}
	for word := range permfilter.Filter(permfilter.Permutations([]byte("stop")), func(w []byte) bool { return dictionary[string(w)] }) {
		fmt.Println(string(word))
	}
	// Output:
	// stop
	// spot
	// tops
	// opts
	// post
	// pots
}

// An answer to the completion chapter's Try it: fix one queen after
// another on 8 x 8. The octal counter loses a digit each time, so its
// boards fall by 8 each time; the permutation filter loses a row and a
// column, so its permutations fall from 8! to 7! to 6!, by 8, then 7,
// then 6.
func ExampleSolve_fixedOneAfterAnother() {
	fmt.Println("fixed      octal  permfilter")
	for _, fixed := range []string{"none", "a1", "a1,b3", "a1,b3,c5"} {
		p := board.SquareProblem(8)
		if fixed != "none" {
			qs, err := board.ParseFixed(fixed, 8, 8)
			if err != nil {
				fmt.Println(err)
				return
			}
			p = p.WithFixed(qs...)
		}
		var attempts []string
		for _, a := range []harness.Approach{octal.Approach, permfilter.Approach} {
			res, err := harness.Run(context.Background(), a, p, harness.Options{})
			if err != nil {
				fmt.Println(err)
				return
			}
			attempts = append(attempts, words.Thousands(res.Attempts))
		}
		fmt.Printf("%-8s %10s %11s\n", fixed, attempts[0], attempts[1])
	}
	// Output:
	// fixed      octal  permfilter
	// none     16,777,216      40,320
	// a1        2,097,152       5,040
	// a1,b3       262,144         720
	// a1,b3,c5     32,768         120
}
