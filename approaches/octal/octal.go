package octal

import (
	"iter"
	"math"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the octal counter as the harness runs it.
var Approach = harness.Approach{
	Name:       "octal",
	Title:      "Octal counter",
	Source:     "the octal counter post: counting to 8^8 in octal, one board per number",
	Attempt:    "one board of the n^n tested",
	MaxN:       9,
	KeepsFixed: true,
	Shape:      harness.Wide,
	Solve:      Solve,
	Traces:     true,
	// Space is computed in floating point, since n^n passes 2^64 at n = 16.
	// It reads a tall board as the harness runs it, on its side: a digit
	// for each row of the shorter side, in base the longer side.
	MaxAttempts: func(p board.Problem) float64 {
		return math.Pow(float64(max(p.Rows, p.Cols)), float64(p.Queens()-len(p.Fixed)))
	},
}

// Solve counts from 0 to n^n - 1 in base n on an [Odometer], reads each
// number as a board and yields the boards that pass [Safe], in
// lexicographic order; a fixed queen fixes its row's digit. One attempt
// is one board tested, which a [tally] counts on c and shows to a trace.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		odo := NewOdometer(p)
		count := newTally(c)
		for more := true; more; more = odo.Next() {
			safe := Safe(odo.Digits)
			if !count.tested(odo.Digits, safe) {
				return
			}
			if safe && !yield(slices.Clone(odo.Digits)) {
				return
			}
		}
		count.flush()
	}
}

// Boards returns how many boards Solve tests on p: n^n, or n^(n-k) with k
// fixed queens; cols^(rows-k) on a wide board of rows x cols.
func Boards(p board.Problem) uint64 {
	boards := uint64(1)
	for range p.Rows - len(p.Fixed) {
		boards *= uint64(p.Cols)
	}
	return boards
}

// Decode writes the number i in base n with n digits, most significant
// first, and reads the digits as a board: digit k is the column of the
// queen in row k. Numbers from 0 to n^n - 1 give every board with one queen
// a row exactly once, in lexicographic order.
func Decode(i uint64, n int) board.Board {
	b := make(board.Board, n)
	for row := n - 1; row >= 0; row-- {
		b[row] = int(i % uint64(n))
		i /= uint64(n)
	}
	return b
}

// Safe reports whether no two queens of b attack each other. It marks
// each queen's column and its diagonals row+col and col-row+n (never
// negative, since every row is less than n) in bit masks, and stops at
// the first one taken; rows and columns together must be at most 64.
func Safe(b board.Board) bool {
	n := len(b)
	var cols, sums, diffs uint64
	for row, col := range b {
		c, s, d := uint64(1)<<uint(col), uint64(1)<<uint(row+col), uint64(1)<<uint(col-row+n)
		if cols&c|sums&s|diffs&d != 0 {
			return false
		}
		cols, sums, diffs = cols|c, sums|s, diffs|d
	}
	return true
}
