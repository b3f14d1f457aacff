package yours

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach fills the row with the fewest free squares first, the oldest
// rule of thumb for puzzles of constraints: a row with one free square
// leaves no choice, and a row with none ends the branch before any queen
// is wasted on it.
var Approach = harness.Approach{
	Name:       "yours",
	Title:      "Fewest free squares first",
	Source:     "exercise yours, reference solution",
	Attempt:    "one queen placed on a square no other queen attacks",
	MaxN:       12,
	KeepsFixed: true,
	Solve:      Solve,
}

// Solve keeps, for every empty row, the mask of its squares that no queen
// attacks. It puts the fixed queens first, for free, then always fills
// the empty row with the fewest free squares, trying each of them. One
// attempt is one queen placed.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		s := newSearch(p.Rows)
		for _, q := range p.Fixed {
			s.place(q.Row, q.Col)
		}
		s.fill(c, yield)
	}
}

// search is the state of one run: the board so far and the free squares
// of each row, as bit masks.
type search struct {
	b    board.Board
	free []uint64
}

func newSearch(n int) *search {
	s := &search{b: make(board.Board, n), free: make([]uint64, n)}
	for row := range n {
		s.b[row] = board.Empty
		s.free[row] = 1<<n - 1
	}
	return s
}

// place puts a queen on row, col and takes the squares it attacks out of
// the free squares of the other empty rows. A row's diagonal squares lie
// as many columns away from col as the row lies from row.
func (s *search) place(row, col int) {
	s.b[row] = col
	for r := range s.free {
		d := abs(r - row)
		s.free[r] &^= 1<<col | 1<<(col+d) | 1<<col>>d
	}
}

// fill places queens until every row holds one, and reports false once
// the caller has had enough.
func (s *search) fill(c *harness.Counter, yield func(board.Board) bool) bool {
	row := s.tightestRow()
	if row < 0 {
		return yield(slices.Clone(s.b))
	}
	saved := slices.Clone(s.free)
	for free := s.free[row]; free != 0; free &= free - 1 {
		if c.Stopped() {
			return false
		}
		c.Inc()
		s.place(row, bits.TrailingZeros64(free))
		if !s.fill(c, yield) {
			return false
		}
		copy(s.free, saved)
		s.b[row] = board.Empty
	}
	return true
}

// tightestRow returns the empty row with the fewest free squares, the
// first of them on a tie, or -1 when every row holds a queen.
func (s *search) tightestRow() int {
	best, fewest := -1, 65
	for row, col := range s.b {
		if count := bits.OnesCount64(s.free[row]); col == board.Empty && count < fewest {
			best, fewest = row, count
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
