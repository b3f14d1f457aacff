package estimate

// Probe walks one path of the n x n row-by-row search tree, from the
// empty board at the root down to a leaf, and returns Knuth's estimate
// of the number of nodes of the whole tree. A node is a board with
// queens in its first k rows, no two attacking; its children are the
// squares of row k that no queen attacks, d of them, and choose(d), a
// number from 0 to d-1, picks the one to go to, counting from the left.
// A leaf has no children: a solution, or a dead end. With d1, d2, ...
// the numbers of children met along the path, the estimate is
// 1 + d1 + d1*d2 + d1*d2*d3 + ..., the root and a guess at each level.
// Probe calls choose once at every node of the path that has children,
// even at a node with one child, and never at the leaf.
//
// This stub estimates the root alone. Replace its body.
func Probe(n int, choose func(d int) int) float64 {
	return 1
}
