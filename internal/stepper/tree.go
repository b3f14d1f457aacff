package stepper

import "github.com/queensbook/queens/puzzle/harness"

// TreeCounts counts the steps of a search so far as the page's search
// tree counts them (tree.js): each kind at the depth of the node the
// step makes, tries or lifts, the empty board being depth 0. A skip
// hands them out with its one step, so that the tree the page draws
// knows the steps it passed over, without their drawing.
type TreeCounts struct {
	// Depth is the depth of the board after the last step: the queens
	// the search has placed and not lifted.
	Depth     int   `json:"depth"`
	Place     []int `json:"place"`
	Conflict  []int `json:"conflict"`
	Backtrack []int `json:"backtrack"`
	Solution  []int `json:"solution"`
	// Accept, Reject and Found count a search of whole candidates, which
	// grows no tree: the candidates tested and the solutions among them.
	Accept int `json:"accept"`
	Reject int `json:"reject"`
	Found  int `json:"found"`
}

// add counts a step of kind k.
func (c *TreeCounts) add(k harness.StepKind) {
	switch k {
	case harness.Accept:
		c.Accept++
	case harness.Reject:
		c.Reject++
	case harness.Place:
		c.Depth++
		c.Place = bump(c.Place, c.Depth)
	case harness.Conflict:
		c.Conflict = bump(c.Conflict, c.Depth+1)
	case harness.Backtrack:
		c.Backtrack = bump(c.Backtrack, c.Depth)
		c.Depth--
	case harness.Solution:
		if c.Accept > 0 {
			c.Found++
		} else {
			c.Solution = bump(c.Solution, c.Depth)
		}
	}
}

// bump adds one to counts[i], growing counts as far as it must.
func bump(counts []int, i int) []int {
	for len(counts) <= i {
		counts = append(counts, 0)
	}
	counts[i]++
	return counts
}

// clone returns a copy of c that shares nothing with it.
func (c *TreeCounts) clone() *TreeCounts {
	d := *c
	for _, s := range []*[]int{&d.Place, &d.Conflict, &d.Backtrack, &d.Solution} {
		*s = append([]int{}, *s...)
	}
	return &d
}
