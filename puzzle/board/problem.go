package board

import (
	"fmt"
	"slices"
)

// Problem is what an approach is asked to solve: place min(Rows, Cols)
// queens on a Rows x Cols board, none attacking another, keeping every queen
// of Fixed where it is.
type Problem struct {
	Rows, Cols int
	// Fixed holds queens placed in advance, sorted by file (column) then
	// rank (row), the order of the digit form.
	Fixed []Square
}

// SquareProblem returns the classic problem: n queens on an n x n board.
func SquareProblem(n int) Problem {
	return Problem{Rows: n, Cols: n}
}

// Queens returns how many queens a solution holds: min(Rows, Cols).
func (p Problem) Queens() int {
	return min(p.Rows, p.Cols)
}

// IsSquare reports whether the board has as many rows as columns.
func (p Problem) IsSquare() bool {
	return p.Rows == p.Cols
}

// WithFixed returns a copy of p whose fixed queens are qs, sorted.
func (p Problem) WithFixed(qs ...Square) Problem {
	p.Fixed = slices.Clone(qs)
	slices.SortFunc(p.Fixed, compareSquares)
	return p
}

func compareSquares(a, b Square) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

// String describes the problem in a few words, such as "8 x 8" or
// "8 x 8 with c4,f2 fixed".
func (p Problem) String() string {
	s := fmt.Sprintf("%d x %d", p.Rows, p.Cols)
	if len(p.Fixed) > 0 {
		s += " with " + FormatFixed(p.Fixed) + " fixed"
	}
	return s
}

// Validate checks that the board has a size and that the fixed queens stand
// on it without attacking each other. The error names the squares at fault.
func (p Problem) Validate() error {
	if p.Rows < 1 || p.Cols < 1 {
		return fmt.Errorf("board %d x %d has no squares: rows and columns must be at least 1", p.Rows, p.Cols)
	}
	for i, q := range p.Fixed {
		if q.Row < 0 || q.Row >= p.Rows || q.Col < 0 || q.Col >= p.Cols {
			return fmt.Errorf("fixed queen %s is off the %d x %d board", q, p.Rows, p.Cols)
		}
		for _, r := range p.Fixed[:i] {
			if q == r {
				return fmt.Errorf("fixed queen %s is given twice", q)
			}
			if q.Attacks(r) {
				return fmt.Errorf("fixed queens %s and %s attack each other (%s)", r, q, attackLine(r, q))
			}
		}
	}
	return nil
}

// attackLine names the line along which two attacking queens meet.
func attackLine(s, t Square) string {
	switch {
	case s.Row == t.Row:
		return "same rank"
	case s.Col == t.Col:
		return "same file"
	default:
		return "same diagonal"
	}
}

// Solves reports whether b is a complete solution of p: the right shape, the
// right number of queens, no two attacking, every fixed queen in place. It
// marks the columns and the diagonal numbers row+col and row-col it has
// seen, which are equal exactly for squares on one diagonal, so it runs in
// linear time.
func (p Problem) Solves(b Board) bool {
	if len(b) != p.Rows {
		return false
	}
	cols := make([]bool, p.Cols)
	sums := make([]bool, p.Rows+p.Cols)
	diffs := make([]bool, p.Rows+p.Cols)
	queens := 0
	for row, col := range b {
		if col == Empty {
			continue
		}
		if col < 0 || col >= p.Cols {
			return false
		}
		sum, diff := row+col, row-col+p.Cols
		if cols[col] || sums[sum] || diffs[diff] {
			return false
		}
		cols[col], sums[sum], diffs[diff] = true, true, true
		queens++
	}
	return queens == p.Queens() && p.Keeps(b)
}

// Keeps reports whether b holds every fixed queen of p.
func (p Problem) Keeps(b Board) bool {
	for _, q := range p.Fixed {
		if q.Row >= len(b) || b[q.Row] != q.Col {
			return false
		}
	}
	return true
}
