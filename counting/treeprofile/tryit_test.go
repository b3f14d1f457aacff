package treeprofile_test

import (
	"fmt"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/puzzle/words"
)

// The answer to the tuple-state chapter's Try it: the states of the
// 8 x 8 search by the queens they hold, and the calls of conflict the
// search makes at each: one for every column of the next row, so 8 for
// every state short of a solution.
func ExampleProfile_calls() {
	p, err := treeprofile.Count(8)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("queens  states  calls  share")
	for _, l := range p.Levels()[:8] {
		calls := 8 * l.Nodes
		fmt.Printf("%6d  %6s  %5s  %4.1f%%\n", l.Depth, words.Thousands(l.Nodes), words.Thousands(calls), 100*float64(calls)/float64(p.Tested()))
	}
	fmt.Println("in all:", words.Thousands(p.Tested()))
	// Output:
	// queens  states  calls  share
	//      0       1      8   0.1%
	//      1       8     64   0.4%
	//      2      42    336   2.1%
	//      3     140  1,120   7.1%
	//      4     344  2,752  17.5%
	//      5     568  4,544  28.9%
	//      6     550  4,400  28.0%
	//      7     312  2,496  15.9%
	// in all: 15,720
}

// The answer to the growth chapter's Try it: the squares tested grow by
// a factor that itself grows, so a forecast for 13 x 13 takes the factor
// from 11 to 12 and grows it again by as much as it grew from 10 to 11
// to 12, and the tree of 13 x 13 says how close that comes.
func ExampleProfile_thirteen() {
	tested := map[int]float64{}
	for n := 10; n <= 13; n++ {
		p, err := treeprofile.Count(n)
		if err != nil {
			fmt.Println(err)
			return
		}
		tested[n] = float64(p.Tested())
	}
	f11, f12 := tested[11]/tested[10], tested[12]/tested[11]
	forecast := tested[12] * f12 * f12 / f11
	fmt.Printf("factors: %.2f from 10 to 11, %.2f from 11 to 12\n", f11, f12)
	fmt.Printf("forecast for 13: %s squares tested\n", words.Thousands(uint64(forecast)))
	fmt.Printf("the tree of 13:  %s, a factor of %.2f\n", words.Thousands(uint64(tested[13])), tested[13]/tested[12])
	// Output:
	// factors: 5.19 from 10 to 11, 5.59 from 11 to 12
	// forecast for 13: 60,892,938 squares tested
	// the tree of 13:  59,815,314, a factor of 5.92
}
