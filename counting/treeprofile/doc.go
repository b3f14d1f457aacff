// Package treeprofile counts the shape of the row-by-row search: how many
// partial boards it meets at each depth, the boards with k queens in the
// first k rows and no two attacking, from the empty board at the root to
// the solutions at depth n.
//
// [Count] walks the tree, each node a few bit operations on the masks of
// the columns and diagonals taken, and returns its [Profile], the nodes
// depth by depth; [CountContext] is the same walk for a caller that may
// give up, and reports the nodes counted so far every 65,536 nodes:
//
//	p, err := treeprofile.Count(8) // p.Nodes: 1, 8, 42, 140, ..., 92
//
// [Profile.Levels] sets two other trees beside each level, the n^k nodes
// of a search that prunes nothing and the n!/(n-k)! of one that only keeps
// the columns apart; [Profile.Tested] is the squares a row-by-row search
// tests, n for each node above the last depth; [Profile.WriteText] and
// [Profile.WriteMarkdown] print the table. [MaxN] is the largest board
// taken, whose walk takes seconds.
//
// The book's chapter chapters/growth.md draws the three trees and tells
// why the pruned one stays so small.
package treeprofile
