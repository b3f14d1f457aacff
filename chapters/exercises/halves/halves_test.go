//go:build exercise

package halves

import (
	"fmt"
	"math/bits"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "halves", Approach)) }

// TestHalvesByHand checks half-boards that can be listed at a glance.
func TestHalvesByHand(t *testing.T) {
	e := board.Empty
	cases := []struct {
		n          int
		rows, cols []int
		want       []board.Board
		hint       string
	}{
		{4, []int{0, 2}, []int{0, 1}, []board.Board{{0, e, 1, e}, {1, e, 0, e}}, "a1 with b3, and b1 with a3: two rows apart and one column, no diagonal."},
		{4, []int{0, 1}, []int{0, 1}, nil, "a1 and b2 share a diagonal, and so do b1 and a2: no half-board fits."},
		{4, []int{1, 3}, []int{2, 3}, []board.Board{{e, 2, e, 3}, {e, 3, e, 2}}, "the rows not listed hold board.Empty, and the columns are those given, c and d here."},
		{1, nil, nil, []board.Board{{e}}, "no column to fill is one way to fill them all: the half-board with no queen, all board.Empty."},
	}
	var failed []string
	for _, tc := range cases {
		rows, cols := slices.Clone(tc.rows), slices.Clone(tc.cols)
		got := Halves(tc.n, rows, cols)
		if msg := compareHalves(tc.n, tc.rows, tc.cols, got, tc.want); msg != "" {
			failed = append(failed, msg+"\nhint: "+tc.hint)
		}
		if !slices.Equal(rows, tc.rows) || !slices.Equal(cols, tc.cols) {
			failed = append(failed, fmt.Sprintf("Halves(%d, %v, %v) changed its rows and columns to %v and %v.\nhint: keep the rows already used in a slice of your own.", tc.n, tc.rows, tc.cols, rows, cols))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestHalvesOfEveryRowSet compares Halves with a plain list of the
// half-boards, for both halves of the boards 4 to 7 and every set of rows.
func TestHalvesOfEveryRowSet(t *testing.T) {
	for n := 4; n <= 7; n++ {
		w := (n + 1) / 2
		for _, cols := range [][]int{columns(0, w), columns(w, n)} {
			for set := uint32(0); set < 1<<n; set++ {
				if bits.OnesCount32(set) != len(cols) {
					continue
				}
				rows, _ := split(n, set)
				if msg := compareHalves(n, rows, cols, Halves(n, slices.Clone(rows), slices.Clone(cols)), halvesByPermutation(n, rows, cols)); msg != "" {
					t.Fatalf("%s\nhint: give each column a row of its own, in every order, and keep the placements where no two queens share a diagonal.", msg)
				}
			}
		}
	}
}

// compareHalves says what is wrong with the half-boards got, when they
// are not the half-boards want in some order, or returns "".
func compareHalves(n int, rows, cols []int, got, want []board.Board) string {
	call := fmt.Sprintf("Halves(%d, %v, %v)", n, rows, cols)
	wanted := map[string]bool{}
	for _, h := range want {
		wanted[h.String()] = true
	}
	seen := map[string]bool{}
	for _, h := range got {
		if why := notAHalf(n, rows, cols, h); why != "" {
			return fmt.Sprintf("%s returned %v, which is not one of its half-boards: %s.\n%s", call, []int(h), why, exercisetest.Picture(h, max(n, maxCol(h)+1)))
		}
		if seen[h.String()] {
			return fmt.Sprintf("%s returned %v twice:\n%s", call, []int(h), exercisetest.Picture(h, n))
		}
		seen[h.String()] = true
	}
	for _, h := range want {
		if !seen[h.String()] {
			return fmt.Sprintf("%s returned %s, and missed %v:\n%s", call, exercisetest.Count(len(got), "half-board"), []int(h), exercisetest.Picture(h, n))
		}
	}
	return ""
}

// notAHalf says why h is not a half-board on rows and cols, or returns "".
func notAHalf(n int, rows, cols []int, h board.Board) string {
	if len(h) != n {
		return fmt.Sprintf("it has %d rows, and the board %d", len(h), n)
	}
	var used []int
	for row, col := range h {
		switch {
		case col == board.Empty:
			if slices.Contains(rows, row) {
				return fmt.Sprintf("row %d, one of the rows given, holds no queen", row)
			}
		case !slices.Contains(rows, row):
			return fmt.Sprintf("row %d holds a queen, and it is not one of the rows given", row)
		case !slices.Contains(cols, col):
			return fmt.Sprintf("the queen of row %d stands in column %d, which is not one of the columns given", row, col)
		case slices.Contains(used, col):
			return fmt.Sprintf("two queens stand in column %d", col)
		default:
			used = append(used, col)
		}
	}
	qs := h.Queens()
	for i, q := range qs {
		for _, r := range qs[:i] {
			if q.Attacks(r) {
				return fmt.Sprintf("%v and %v share a diagonal", r, q)
			}
		}
	}
	return ""
}

// halvesByPermutation lists the half-boards the slow way: every ordering
// of the rows, the i-th row taking the i-th column, kept when no two
// queens attack.
func halvesByPermutation(n int, rows, cols []int) []board.Board {
	var halves []board.Board
	for order := range permfilter.Permutations(rows) {
		h := make(board.Board, n)
		for row := range h {
			h[row] = board.Empty
		}
		for i, row := range order {
			h[row] = cols[i]
		}
		if notAHalf(n, rows, cols, h) == "" {
			halves = append(halves, h)
		}
	}
	return halves
}

// TestDiagonals compares Diagonals with the diagonals of each queen, on
// every half-board of the 6 x 6 board and on boards the tests choose.
func TestDiagonals(t *testing.T) {
	e := board.Empty
	boards := []board.Board{{0}, {e, e}, {0, e, 1, e}, {e, 3, e, 2}, {0, 4, 7, 5, 2, 6, 1, 3}}
	for set := uint32(0); set < 1<<6; set++ {
		if bits.OnesCount32(set) == 3 {
			rows, _ := split(6, set)
			boards = append(boards, halvesByPermutation(6, rows, columns(0, 3))...)
		}
	}
	for _, h := range boards {
		if got, want := Diagonals(slices.Clone(h)), diagonals(h); got != want {
			t.Fatalf("Diagonals(%v) = %s, want %s:\n%s\nhint: %s", []int(h), masks(got, len(h)), masks(want, len(h)), exercisetest.Picture(h, len(h)), explainMask(h, got))
		}
	}
}

// diagonals is the mask Diagonals should return, queen by queen.
func diagonals(h board.Board) uint64 {
	var mask uint64
	for _, q := range h.Queens() {
		mask |= 1<<(q.Row+q.Col) | 1<<(32+q.Row-q.Col+len(h)-1)
	}
	return mask
}

// explainMask names the first queen whose diagonals the mask gets wrong.
func explainMask(h board.Board, got uint64) string {
	n := len(h)
	for _, q := range h.Queens() {
		sum, diff := q.Row+q.Col, 32+q.Row-q.Col+n-1
		if got&(1<<sum) == 0 {
			return fmt.Sprintf("the queen on %v stands on the diagonal %d + %d = %d, so bit %d should be set.", q, q.Row, q.Col, sum, sum)
		}
		if got&(1<<diff) == 0 {
			return fmt.Sprintf("the queen on %v stands on the other diagonal, %d - %d + %d = %d, so bit 32 + %d = %d should be set: add n-1 so that the difference is never negative.", q, q.Row, q.Col, n-1, diff-32, diff-32, diff)
		}
	}
	if slices.ContainsFunc(h, func(c int) bool { return c == board.Empty }) {
		return "a row that holds board.Empty has no queen, and sets no bit."
	}
	return "set only the two bits of each queen's diagonals."
}

// masks writes a mask as its two halves in binary, the sums and the
// differences, each 2n-1 diagonals wide.
func masks(m uint64, n int) string {
	width := max(2*n-1, 1)
	return fmt.Sprintf("sums %0*b, differences %0*b", width, m&(1<<32-1), width, m>>32)
}

// TestFindsTheSolutions runs the join on your Halves and Diagonals.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7, 8); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "the join keeps a pair when the masks of Diagonals share no bit, so the masks missed the diagonal these queens share.",
			Twice:        "the join pairs every west half-board with every east one: Halves returned a half-board twice.",
			Missed:       "the join pairs every west half-board with every east one: Halves missed one of this solution's halves, or Diagonals set a bit its halves share though no queens of the two do.",
		}))
	}
}

// maxCol returns the largest column of h.
func maxCol(h board.Board) int {
	return slices.Max(append([]int{0}, h...))
}
