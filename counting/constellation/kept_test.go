package constellation

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/puzzle/board"
)

// planOf returns the interiors of the count of p.
func planOf(t testing.TB, p board.Problem) plan {
	t.Helper()
	pl, err := Method{}.Plan(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return pl.(plan)
}

// The boards the constellation plan keeps are one of each symmetry class,
// each with its class size: the fundamental solutions, as the full fold
// of the rows lists them.
func TestConstellationsKeepTheFundamentalSolutions(t *testing.T) {
	for n := 1; n <= 10; n++ {
		var want []string
		classes, err := bitcount.Fundamental(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		for c := range classes {
			want = append(want, fmt.Sprintf("%v x%d", c.Board, c.Size))
		}
		var got []string
		for _, in := range planOf(t, board.SquareProblem(n)) {
			in.walkCount(context.Background(), nil, func(pos []uint32, weight uint64) {
				b := make(board.Board, len(pos))
				for row, bit := range pos {
					b[row] = bitboard.Column(bit)
				}
				got = append(got, fmt.Sprintf("%v x%d", board.Canonical(b), weight))
			})
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("n = %d: the constellations keep\n%v\nthe full fold lists\n%v", n, got, want)
		}
	}
}
