package bitcount

import (
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

func bitsOf(b board.Board) []uint32 {
	pos := make([]uint32, len(b))
	for row, col := range b {
		pos[row] = 1 << col
	}
	return pos
}

// classSize agrees with board.Canonical and board.ClassSize on every
// solution that an edge space could find: no corner queen, first queen
// left of the middle and no border queen closer to a corner.
func TestClassSizeAgreesWithBoard(t *testing.T) {
	seen := map[uint64]bool{}
	for n := 4; n <= 9; n++ {
		for _, b := range listed(t, board.SquareProblem(n)).Boards {
			if !inEdgeSpace(b) {
				continue
			}
			want := 0
			if board.Canonical(b).String() == b.String() {
				want = board.ClassSize(b)
			}
			got := classSize(bitsOf(b))
			if got != uint64(want) {
				t.Errorf("classSize(%v) = %d, want %d", b, got, want)
			}
			seen[got] = true
		}
	}
	for _, size := range []uint64{0, 2, 4, 8} {
		if !seen[size] {
			t.Errorf("no board of class size %d (0: not canonical) was checked", size)
		}
	}
}

// inEdgeSpace reports whether b meets the rules of edgeSpace.
func inEdgeSpace(b board.Board) bool {
	n, d := len(b), b[0]
	near := func(i int) bool { return i < d || i > n-1-d }
	if d == 0 || 2*d >= n-1 || near(b[n-1]) {
		return false
	}
	for row, col := range b {
		if (col == 0 || col == n-1) && near(row) {
			return false
		}
	}
	return true
}
