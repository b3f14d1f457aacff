package halves_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
)

// Fixed queens stand on the board before the join, and their rows and
// files leave the halves: with c4 fixed in the west half and f2 in the
// east, the east half's three other queens stand in three of the six
// ranks left, twenty row sets, none folded.
func ExampleNewPlan_fixed() {
	fixed, err := board.ParseFixed("c4,f2", 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	p, err := halves.NewPlan(context.Background(), 8, fixed...)
	if err != nil {
		fmt.Println(err)
		return
	}
	solutions, _, _ := p.Join(context.Background(), 0, p.Tasks())
	fmt.Printf("%d row sets, %d solutions\n", p.Tasks(), solutions)
	// Output:
	// 20 row sets, 3 solutions
}
