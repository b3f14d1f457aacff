package verify

import (
	"errors"
	"fmt"

	"github.com/queensbook/queens/puzzle/board"
)

// ErrNotSolution is wrapped by every error that says a board is not a
// solution, [*AttackError] and [*OffBoardError], so that a caller can tell
// "this board is wrong" from "this file could not be read" with
// errors.Is(err, ErrNotSolution).
var ErrNotSolution = errors.New("not a solution")

// AttackError says that two queens of a board attack each other.
type AttackError struct {
	// A is the queen in the earlier row, B the queen it attacks.
	A, B board.Square
}

func (e *AttackError) Error() string {
	return fmt.Sprintf("queens %s and %s attack each other along a %s (rows %d and %d, columns %d and %d, counted from 0)",
		e.A, e.B, line(e.A, e.B), e.A.Row, e.B.Row, e.A.Col, e.B.Col)
}

// Unwrap returns [ErrNotSolution].
func (e *AttackError) Unwrap() error { return ErrNotSolution }

// line names the line two attacking queens share; a board in tuple form
// never has two queens in one row.
func line(a, b board.Square) string {
	if a.Col == b.Col {
		return "file"
	}
	return "diagonal"
}

// OffBoardError says that a queen stands outside the board.
type OffBoardError struct {
	// Row and Col are the queen's square, counted from 0.
	Row, Col int
	// Rows and Cols are the board's size.
	Rows, Cols int
}

func (e *OffBoardError) Error() string {
	return fmt.Sprintf("the queen of row %d stands in column %d, off the %d x %d board (columns are 0 to %d)", e.Row, e.Col, e.Rows, e.Cols, e.Cols-1)
}

// Unwrap returns [ErrNotSolution].
func (e *OffBoardError) Unwrap() error { return ErrNotSolution }

// CountError says that a board holds no two queens attacking, but too few
// of them: a solution of a rows x cols board holds min(rows, cols).
type CountError struct {
	Queens, Rows, Cols int
	// Row is the first row without a queen.
	Row int
}

func (e *CountError) Error() string {
	if e.Queens == 0 {
		return fmt.Sprintf("no queen on the %d x %d board", e.Rows, e.Cols)
	}
	return fmt.Sprintf("%d queens on %d x %d, where a solution has %d: row %d has none", e.Queens, e.Rows, e.Cols, min(e.Rows, e.Cols), e.Row)
}

// Unwrap returns [ErrNotSolution].
func (e *CountError) Unwrap() error { return ErrNotSolution }

// Check returns nil when b is a solution of the n x n board, n = len(b),
// and otherwise the first fault met reading the rows in order, as
// [CheckOn] does.
func Check(b board.Board) error {
	return CheckOn(b, len(b))
}

// CheckOn returns nil when b is a solution of the rows x cols board,
// rows = len(b), and otherwise the first fault met reading the rows in
// order: an [*OffBoardError], or an [*AttackError] naming the first queen
// attacked by an earlier one and the earliest queen attacking it. A row
// may be [board.Empty]; when no two queens attack each other but there
// are fewer than min(rows, cols), or none at all, it returns a
// [*CountError].
//
// It runs in linear time, remembering for each column and diagonal the
// row of the queen on it, plus one; a board whose three arrays would pass
// [DefaultBudget] is refused with a [*TooLargeError] before they are made.
func CheckOn(b board.Board, cols int) error {
	rows := len(b)
	width := min(cols, Columns(b))
	if err := Reserve(max(rows, width), CheckBytesPerQueen, DefaultBudget); err != nil {
		return err
	}
	taken := newLineRows(rows, width)
	queens, firstEmpty := 0, -1
	for row, col := range b {
		if col == board.Empty {
			if firstEmpty < 0 {
				firstEmpty = row
			}
			continue
		}
		if col < 0 || col >= cols {
			return &OffBoardError{Row: row, Col: col, Rows: rows, Cols: cols}
		}
		if attacker := taken.take(row, col); attacker >= 0 {
			return &AttackError{
				A: board.Square{Row: attacker, Col: b[attacker]},
				B: board.Square{Row: row, Col: col},
			}
		}
		queens++
	}
	if queens == 0 || queens < min(rows, cols) {
		return &CountError{Queens: queens, Rows: rows, Cols: cols, Row: firstEmpty}
	}
	return nil
}

// Queens returns how many rows of b hold a queen.
func Queens(b board.Board) int {
	queens := 0
	for _, col := range b {
		if col != board.Empty {
			queens++
		}
	}
	return queens
}

// Columns returns the columns of the narrowest board that b can solve: a
// column past its largest column number, and at least one a queen, since
// a solution of a tall board, one with empty rows, has a queen in every
// column. A tuple of n queens in n rows that fits n columns is thus taken
// for the n x n board; one with a larger column number for the narrowest
// wide board that holds it, and it solves every wider board as well.
func Columns(b board.Board) int {
	largest := -1
	for _, col := range b {
		largest = max(largest, col)
	}
	return max(largest+1, Queens(b))
}

// CheckBytesPerQueen is the memory [Check] needs for each queen, besides
// the board itself.
const CheckBytesPerQueen = (1 + 2 + 2) * 4

// lineRows remembers, for every column and diagonal of a board, the row
// of the queen on it plus one, so that 0 means none; diagonals are
// numbered by row+col and by row-col.
type lineRows struct {
	cols, sums, diffs []int32
	width             int
}

func newLineRows(rows, width int) *lineRows {
	return &lineRows{make([]int32, width), make([]int32, rows+width-1), make([]int32, rows+width-1), width}
}

// take stands the queen of row on col's column and two diagonals, and
// returns the earliest row whose queen stood on one of them already, or
// -1 when none did.
func (l *lineRows) take(row, col int) int {
	lines := [...]*int32{&l.cols[col], &l.sums[row+col], &l.diffs[row-col+l.width-1]}
	first := int32(0)
	for _, line := range lines {
		if *line > 0 && (first == 0 || *line < first) {
			first = *line
		}
		*line = int32(row + 1)
	}
	return int(first) - 1
}
