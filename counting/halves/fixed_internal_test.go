package halves

import (
	"math/bits"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// Every start of a board with fixed queens holds them, fills an odd
// board's middle row and column, and leaves each half as many free
// columns as the rows it may get: the join's half-boards fill the free
// columns of their half exactly.
func TestFixedStartsFitTheJoin(t *testing.T) {
	for n := 1; n <= 9; n++ {
		h := n / 2
		for r := range n {
			for c := range n {
				q := board.Square{Row: r, Col: c}
				list := starts(n, q)
				if len(list) == 0 && n > 3 {
					t.Errorf("%d x %d with %v fixed: no start", n, n, q)
				}
				for _, s := range list {
					free := bits.OnesCount32(s.rows)
					switch {
					case s.rows&(1<<r) != 0 || (s.east|s.west)&(1<<c) != 0 || s.sum&(1<<(r+c)) == 0:
						t.Errorf("%d x %d with %v fixed: a start leaves its square free: %+v", n, n, q, s)
					case n%2 == 1 && (s.rows&(1<<h) != 0 || s.east&(1<<h) != 0):
						t.Errorf("%d x %d with %v fixed: a start leaves the middle free: %+v", n, n, q, s)
					case free != bits.OnesCount32(s.east)+bits.OnesCount32(s.west) || s.west&^(1<<h-1) != 0:
						t.Errorf("%d x %d with %v fixed: %d free rows for the halves' columns %b and %b", n, n, q, free, s.east, s.west)
					case s.flip || s.mirror || s.diagonals || s.weight != 1:
						t.Errorf("%d x %d with %v fixed: a start folds: %+v", n, n, q, s)
					}
				}
			}
		}
	}
}
