package verify

import (
	"errors"
	"fmt"

	"github.com/queensbook/queens/approaches/board"
)

// ErrNotSolution is wrapped by every error that says a board is not a
// solution, [*AttackError] and [*OffBoardError], so that a caller can tell
// "this board is wrong" from "this file could not be read" with
// errors.Is(err, ErrNotSolution).
var ErrNotSolution = errors.New("not a solution")

// AttackError says that two queens of a board attack each other.
type AttackError struct {
	// A is the queen in the earlier row, B the queen it attacks.
	A, B board.Sq
}

func (e *AttackError) Error() string {
	return fmt.Sprintf("queens %s and %s attack each other along a %s (rows %d and %d, columns %d and %d, counted from 0)",
		e.A, e.B, line(e.A, e.B), e.A.Row, e.B.Row, e.A.Col, e.B.Col)
}

// Unwrap returns [ErrNotSolution].
func (e *AttackError) Unwrap() error { return ErrNotSolution }

// line names the line two attacking queens share; a board in tuple form
// never has two queens in one row.
func line(a, b board.Sq) string {
	if a.Col == b.Col {
		return "file"
	}
	return "diagonal"
}

// OffBoardError says that a queen stands outside the n x n board.
type OffBoardError struct {
	Row, Col int
	N        int
}

func (e *OffBoardError) Error() string {
	return fmt.Sprintf("the queen of row %d stands in column %d, off the %d x %d board (columns are 0 to %d)", e.Row, e.Col, e.N, e.N, e.N-1)
}

// Unwrap returns [ErrNotSolution].
func (e *OffBoardError) Unwrap() error { return ErrNotSolution }

// Check returns nil when b is a solution of the n x n board, n = len(b),
// and otherwise the first fault met reading the rows in order: an
// [*OffBoardError], or an [*AttackError] naming the first queen attacked
// by an earlier one and the earliest queen attacking it.
//
// It runs in linear time. For each column and each diagonal it remembers
// the row of the queen seen on it (plus one, so that 0 means none); a
// queen that meets a remembered row is attacked. Squares on one diagonal
// share row+col or row-col, which numbers the diagonals. The memory is
// three int32 arrays, 20 bytes a queen ([CheckBytesPerQueen]); a board
// whose arrays would pass [DefaultBudget] is refused with a
// [*TooLargeError] before they are allocated.
func Check(b board.Board) error {
	n := len(b)
	if err := Reserve(n, CheckBytesPerQueen, DefaultBudget); err != nil {
		return err
	}
	cols := make([]int32, n)
	sums := make([]int32, 2*n-1)
	diffs := make([]int32, 2*n-1)
	for row, col := range b {
		if col < 0 || col >= n {
			return &OffBoardError{Row: row, Col: col, N: n}
		}
		lines := [...]*int32{&cols[col], &sums[row+col], &diffs[row-col+n-1]}
		if first := earliest(lines[:]); first > 0 {
			attacker := int(first) - 1
			return &AttackError{
				A: board.Sq{Row: attacker, Col: b[attacker]},
				B: board.Sq{Row: row, Col: col},
			}
		}
		for _, l := range lines {
			*l = int32(row + 1)
		}
	}
	return nil
}

// CheckBytesPerQueen is the memory [Check] needs for each queen, besides
// the board itself.
const CheckBytesPerQueen = (1 + 2 + 2) * 4

// earliest returns the smallest non-zero value the lines hold, or 0.
func earliest(lines []*int32) int32 {
	first := int32(0)
	for _, l := range lines {
		if *l > 0 && (first == 0 || *l < first) {
			first = *l
		}
	}
	return first
}
