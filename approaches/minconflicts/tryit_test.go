package minconflicts_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/minconflicts"
)

// The answer to the huge boards chapter's Try it: the tries of the
// repair on 6 x 6 and on 20 x 20 with the seeds 1 to 8. Six queens have
// four solutions among 720 permutations, and a try that only moves
// downhill is soon caught; twenty have solutions nearly everywhere.
func ExampleSolve_tries() {
	fmt.Println("seed  tries on 6 x 6  tries on 20 x 20")
	for seed := uint64(1); seed <= 8; seed++ {
		var tries []int
		for _, n := range []int{6, 20} {
			res, err := minconflicts.Solve(context.Background(), n, minconflicts.Options{Seed: seed})
			if err != nil {
				fmt.Println(err)
				return
			}
			tries = append(tries, res.Tries)
		}
		fmt.Printf("%4d  %14d  %16d\n", seed, tries[0], tries[1])
	}
	// Output:
	// seed  tries on 6 x 6  tries on 20 x 20
	//    1               1                 1
	//    2               6                 1
	//    3               8                 1
	//    4              14                 1
	//    5               5                 1
	//    6              12                 1
	//    7              32                 1
	//    8               4                 1
}
