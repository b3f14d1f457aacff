// Package halves counts the solutions of the n queens problem without
// backtracking over the whole board: it lists the placements of the four
// quadrants, joins north and south quadrants into half-boards, and counts
// the pairs of east and west half-boards whose diagonals do not meet.
//
// The prose of the idea, the attempts and the costs is still to come.
package halves
