package treeprofile_test

import (
	"fmt"
	"math"
	"os"
	"text/tabwriter"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/puzzle/words"
)

// The search tree of the eight queens puzzle, depth by depth, beside the
// trees of a search that only keeps the columns apart and of one that
// prunes nothing.
func ExampleProfile() {
	p, err := treeprofile.Count(8)
	if err != nil {
		fmt.Println(err)
		return
	}
	p.WriteText(os.Stdout)
	// Output:
	// queens placed  no attack  columns apart  not pruned
	//             0          1              1           1
	//             1          8              8           8
	//             2         42             56          64
	//             3        140            336         512
	//             4        344          1,680       4,096
	//             5        568          6,720      32,768
	//             6        550         20,160     262,144
	//             7        312         40,320   2,097,152
	//             8         92         40,320  16,777,216
	//         total      2,057        109,601  19,173,961
}

// A row-by-row search tests n squares at every node above the last depth.
func ExampleProfile_Tested() {
	p, _ := treeprofile.Count(8)
	fmt.Println("nodes at each depth:", p.Nodes)
	fmt.Println("solutions:", p.Solutions())
	fmt.Println("nodes in all:", p.Total())
	fmt.Println("squares tested:", p.Tested())
	// Output:
	// nodes at each depth: [1 8 42 140 344 568 550 312 92]
	// solutions: 92
	// nodes in all: 2057
	// squares tested: 15720
}

// How the tree grows with the board: its nodes, the squares a row-by-row
// search tests, and the n^n boards an unpruned search tests.
func ExampleCount() {
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 0, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "side\t  nodes\t  solutions\t  squares tested\t  n^n boards\t")
	for n := 4; n <= 12; n++ {
		p, err := treeprofile.Count(n)
		if err != nil {
			fmt.Println(err)
			return
		}
		boards := p.Levels()[n].All
		fmt.Fprintf(w, "%d\t  %s\t  %s\t  %s\t  %s\t\n", n, words.Thousands(p.Total()),
			words.Thousands(p.Solutions()), words.Thousands(p.Tested()), words.Thousands(boards))
	}
	w.Flush()
	// Output:
	// side    nodes  solutions  squares tested         n^n boards
	//    4       17          2              60                256
	//    5       54         10             220              3,125
	//    6      153          4             894             46,656
	//    7      552         40           3,584            823,543
	//    8    2,057         92          15,720         16,777,216
	//    9    8,394        352          72,378        387,420,489
	//   10   35,539        724         348,150     10,000,000,000
	//   11  166,926      2,680       1,806,706    285,311,670,611
	//   12  856,189     14,200      10,103,868  8,916,100,448,256
}

// Knuth's random probes estimate the tree from a few thousand paths: the
// estimate lands within a few spreads of the exact count, and the spread
// grows with the board, because a rare long path stands for many nodes.
func ExampleEstimateTree() {
	fmt.Println("n         exact           estimate         spread")
	for _, n := range []int{8, 10, 12, 14, 20} {
		e, err := treeprofile.EstimateTree(n, 4000, 1)
		if err != nil {
			fmt.Println(err)
			return
		}
		exact := "-" // past what Count walks in seconds
		if n <= treeprofile.MaxN {
			p, err := treeprofile.Count(n)
			if err != nil {
				fmt.Println(err)
				return
			}
			exact = words.Thousands(p.Total())
		}
		fmt.Printf("%-2d %12s %18s %14s\n", n, exact, words.Thousands(uint64(math.Round(e.Nodes))), words.Thousands(uint64(math.Round(e.Spread))))
	}
	// Output:
	// n         exact           estimate         spread
	// 8         2,057              2,049             17
	// 10       35,539             35,697            365
	// 12      856,189            854,303         10,622
	// 14   27,358,553         26,563,226        391,791
	// 20            -  3,768,238,809,823 80,255,983,198
}
