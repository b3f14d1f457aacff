package symmetry

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// TestTeacherLargeBoards is a test only a teacher runs (queens exercise
// report): it compares Turn and Mirror with the board package on five
// hundred boards of eleven and twelve columns drawn at random, the same
// every run. The student's tests stop at eight.
func TestTeacherLargeBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 2026))
	for range 500 {
		b := board.Board(r.Perm(11 + r.IntN(2)))
		for _, c := range []struct {
			name string
			f    func(board.Board) board.Board
			s    board.Symmetry
		}{{"Turn", Turn, quarterTurn}, {"Mirror", Mirror, board.FlipCols}} {
			if got, want := c.f(slices.Clone(b)), c.s.Apply(b); !slices.Equal(got, want) {
				t.Fatalf("%s(%v) = %v, want %v, on a board of %d columns.\nhint: the rule holds on every board: use n = len(b), never a size of your own.",
					c.name, b, got, want, len(b))
			}
		}
	}
}
