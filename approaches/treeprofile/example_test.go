package treeprofile_test

import (
	"fmt"
	"os"

	"github.com/queensbook/queens/approaches/treeprofile"
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
