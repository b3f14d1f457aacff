package combinations_test

import (
	"fmt"

	"github.com/queensbook/queens/approaches/combinations"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// The answer to the combinations chapter's Try it: the arrangements of
// 8 x 8 that begin with queens on squares 0 and 8, a1 and a2, one above
// the other. The six other queens choose among the 55 squares past
// square 8, so there are C(55,6) of them, fewer than the C(62,6) that
// begin with squares 0 and 1, side by side, since fewer squares are left.
func ExampleArrangementsFrom_column() {
	p := board.SquareProblem(8)
	fmt.Println("from squares 0 and 8:", words.Thousands(combinations.ArrangementsFrom(p, 0, 8)))
	fmt.Println("from squares 0 and 1:", words.Thousands(combinations.ArrangementsFrom(p, 0, 1)))
	// Output:
	// from squares 0 and 8: 28,989,675
	// from squares 0 and 1: 61,474,519
}
