package decode

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/puzzle/board"
)

// TestTeacherLargeBoards is a test only a teacher runs (queens exercise
// report): it compares Decode with the book's octal counter on a thousand
// numbers of the 12 x 12 board drawn at random, the same every run. The
// student's tests decode every number only up to 5 x 5.
func TestTeacherLargeBoards(t *testing.T) {
	const n = 12
	p := board.SquareProblem(n)
	r := rand.New(rand.NewPCG(n, 2026))
	for range 1000 {
		i := r.Uint64N(octal.Boards(p))
		if got, want := Decode(i, p), octal.Decode(i, n); !slices.Equal(got, want) {
			t.Fatalf("Decode(%d, %v) = %v, want %v: %d in base %d is %s.\nhint: %s",
				i, p, got, want, i, n, inBase(i, n, n), hintFor(got, want, "the same rule as on small boards: a digit a row, row 0 the most significant."))
		}
	}
}
