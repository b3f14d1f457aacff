// Package treeprofile draws the shape of the row-by-row search: how many
// partial boards it meets at each depth. It is the picture that explains
// why pruning wins.
//
// # The tree
//
// The row-by-row search puts a queen in row 0, then one in row 1, and so
// on, and gives up on a partial board the moment its newest queen attacks
// an older one. Its partial boards form a tree: the empty board at the
// root, the boards with k queens at depth k, and the solutions at depth n.
// A node at depth k is one way of placing k queens in the first k rows
// with no two attacking; [Count] counts them, depth by depth, into a
// [Profile]. For n = 8 the profile is 1, 8, 42, 140, ... and ends with the
// 92 solutions, all computed by the walk.
//
// # Why pruning wins
//
// [Profile.Levels] sets two other trees beside it. A search that prunes
// nothing has n^k nodes at depth k: its last level holds every board with
// one queen a row, the n^n boards the octal counter tests one by one. A
// search that only keeps the columns apart has n!/(n-k)! nodes: its last
// level holds the n! permutations that the permutation filter tests. The
// pruned tree grows for the first few rows too, but then it narrows,
// because most partial boards have no safe square left in the next row;
// the other two trees are widest at the bottom, where the work is.
//
// # Cost
//
// Counting visits every node once, and each node costs a few bit
// operations: the columns and diagonals already taken are bits of three
// masks, and the free squares of the next row are the bits none of them
// holds. [Profile.Tested] turns the profile into the squares a row-by-row
// search tests, n for each node above the last depth. [MaxN] is the
// largest board taken. It takes seconds, and [CountContext] is the same
// walk for a caller that may give up, as a command does on Ctrl-C: every
// 65,536 nodes, about a millisecond of walking, it looks at its context
// and reports the nodes counted so far, which costs nothing measurable.
//
// # Try it
//
// Print the profile of a board, as a table or JSON, and draw it:
//
//	queens tree -n 8
//	queens tree -n 12 -json
//	queens tree -n 10 -o /tmp/charts
//
// Watch where the widest level sits as n grows, and how small the last
// level is next to the widest one.
package treeprofile
