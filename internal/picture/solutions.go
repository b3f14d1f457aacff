package picture

import (
	"context"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// solve runs the bit-mask search, the book's fastest lister, on p through
// the harness, which checks every board it yields, and keeps every
// solution in lexicographic order.
func solve(p board.Problem) (harness.Result, error) {
	return harness.Run(context.Background(), bitboard.Approach, p, harness.Options{Keep: true})
}
