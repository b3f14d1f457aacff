package bitcount

import (
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// One board worked through the fold of all eight symmetries: the solution
// 1 3 5 7 2 0 6 4 of 8 x 8, the first of its class. The file of the queen
// on rank 1 of each of its eight images is how far one of its border
// queens stands from a corner; the canonical image starts with the
// smallest, d, and the search finds it in the space of that d, whose
// rules the drawing shows: Q the board's queens, . the squares the space
// allows, - those it rules out before any queen is placed.
func Example_workedBoard() {
	b := board.Board{1, 3, 5, 7, 2, 0, 6, 4}
	n := len(b)
	var starts []int
	for _, s := range board.Symmetries {
		starts = append(starts, s.Apply(b)[0])
	}
	slices.Sort(starts)
	d := starts[0]
	sp := edgeSpace(n, d)
	fmt.Println("the files of the rank-1 queens of its images:", starts)
	fmt.Printf("d = %d, canonical %v, sideRow rank %d\n", d, slices.Equal(board.Canonical(b), b), sp.sideRow+1)
	for row := n - 1; row >= 0; row-- {
		var line strings.Builder
		fmt.Fprintf(&line, "%d", row+1)
		for col := range n {
			switch {
			case b[row] == col:
				line.WriteString(" Q")
			case sp.Allowed[row]&(1<<col) != 0:
				line.WriteString(" .")
			default:
				line.WriteString(" -")
			}
		}
		fmt.Println(line.String())
	}
	fmt.Println("  a b c d e f g h")
	// Output:
	// the files of the rank-1 queens of its images: [1 2 3 3 4 4 5 6]
	// d = 1, canonical true, sideRow rank 7
	// 8 - . . . Q . . -
	// 7 . . . . . . Q .
	// 6 Q . . . . . . .
	// 5 . . Q . . . . .
	// 4 . . . . . . . Q
	// 3 . . . . . Q . .
	// 2 . . . Q . . . .
	// 1 - Q - - - - - -
	//   a b c d e f g h
}
