//go:build exercise

package decode

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/octal"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "decode", Approach)) }

// The problems of these tests, beside the plain squares.
var (
	wide      = board.Problem{Rows: 2, Cols: 5}
	b3        = board.SquareProblem(4).WithFixed(board.Square{Row: 2, Col: 1})
	c4f2      = board.SquareProblem(8).WithFixed(board.Square{Row: 3, Col: 2}, board.Square{Row: 1, Col: 5})
	wideFixed = board.Problem{Rows: 3, Cols: 5}.WithFixed(board.Square{Row: 0, Col: 4})
)

// TestNumbersByHand checks numbers small enough to decode on paper.
func TestNumbersByHand(t *testing.T) {
	cases := []struct {
		i    uint64
		p    board.Problem
		want board.Board
		hint string
	}{
		{0, board.SquareProblem(4), board.Board{0, 0, 0, 0}, "0 has only zero digits."},
		{1, board.SquareProblem(4), board.Board{0, 0, 0, 1}, "the last digit, i % 4, is the column of the top row."},
		{27, board.SquareProblem(4), board.Board{0, 1, 2, 3}, "27 = 1*16 + 2*4 + 3: once a digit is taken, divide by the base and take the next, one row down each time."},
		{255, board.SquareProblem(4), board.Board{3, 3, 3, 3}, "255 = 4^4 - 1 is the last board, where every digit is 3."},
		{0o4752613, board.SquareProblem(8), board.Board{0, 4, 7, 5, 2, 6, 1, 3}, "this is 04752613 in octal, the first solution of eight queens."},
		{7, wide, board.Board{1, 2}, "the base is the number of columns, p.Cols, and there is a digit for each row: 7 = 1*5 + 2."},
		{24, wide, board.Board{4, 4}, "24 = 4*5 + 4 is the last board of 2 x 5: both queens in the last column, e."},
		{6, b3, board.Board{0, 1, 1, 2}, "row 2 holds its fixed queen, b3, and takes no digit: 6 is 012 in base 4, and the digits go to rows 0, 1 and 3."},
		{0, c4f2, board.Board{0, 5, 0, 2, 0, 0, 0, 0}, "with every digit 0, only the fixed queens, c4 and f2, leave file a."},
		{0o123456, c4f2, board.Board{1, 5, 2, 2, 3, 4, 5, 6}, "the six free rows take the six digits of 123456 in octal, lowest row first, around the fixed queens of rows 1 and 3."},
		{13, wideFixed, board.Board{4, 2, 3}, "row 0 holds its fixed queen; rows 1 and 2 take the digits of 13 = 2*5 + 3."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Decode(tc.i, tc.p); !slices.Equal(got, tc.want) {
			digits := tc.p.Rows - len(tc.p.Fixed)
			failed = append(failed, fmt.Sprintf("Decode(%d, %v) = %v, want %v: %d is %s in base %d.\n%s\nhint: %s",
				tc.i, tc.p, got, tc.want, tc.i, inBase(tc.i, tc.p.Cols, digits), tc.p.Cols, drawn(got, tc.want, tc.p), hintFor(got, tc.want, tc.hint)))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryBoardOnce decodes every number of small problems: the boards
// must come in lexicographic order, which also makes them all different,
// with every column on the board and every fixed queen in its place.
func TestEveryBoardOnce(t *testing.T) {
	problems := squares(5)
	problems = append(problems, wide, b3, wideFixed, board.SquareProblem(5).WithFixed(board.Square{Row: 0, Col: 2}, board.Square{Row: 4, Col: 0}))
	for _, p := range problems {
		var previous board.Board
		for i := range octal.Boards(p) {
			b := Decode(i, p)
			if fault := orderFault(b, previous, p); fault != "" {
				t.Fatalf("Decode(%d, %v) = %v, %s.\n%s\nhint: counting up by one turns the top free row's digit and carries into the free row below it, like an odometer; decoding i must give the board that counting would reach.",
					i, p, b, fault, exercisetest.Picture(b, p.Cols))
			}
			previous = b
		}
	}
}

// orderFault says what is wrong with b, decoded on p after previous, or
// returns "".
func orderFault(b, previous board.Board, p board.Problem) string {
	if len(b) != p.Rows {
		return fmt.Sprintf("with %d rows instead of %d", len(b), p.Rows)
	}
	for _, q := range p.Fixed {
		if b[q.Row] != q.Col {
			return fmt.Sprintf("which moves the fixed queen %v to column %d", q, b[q.Row])
		}
	}
	for _, col := range b {
		if col < 0 || col >= p.Cols {
			return fmt.Sprintf("whose column %d is off the board (columns run from 0 to %d)", col, p.Cols-1)
		}
	}
	if previous != nil && slices.Compare(previous, b) >= 0 {
		return fmt.Sprintf("which should come after the board of the number before, %v", previous)
	}
	return ""
}

// TestFindsTheSolutions runs the octal counter on your Decode, and holds
// it to the book's octal counter: the same solutions after the same
// number of boards tested, to the first and in all.
func TestFindsTheSolutions(t *testing.T) {
	problems := append(squares(6), wide, b3, wideFixed, c4f2)
	for _, p := range problems {
		if f := exercisetest.FirstFaultOn(Approach, p); f != nil {
			t.Fatal(f.Explain(exercisetest.Hints{
				NotASolution: "the counter yields a board when no two of its queens attack each other, so Decode gave a board that is not one of p's: see what the message says is wrong with it.",
				Twice:        "Decode gave this board for two different numbers: every number must stand for a board of its own.",
				Missed:       "the counter tests the board Decode gives for every number, so no number decoded to this board.",
			}))
		}
		yours, book := run(t, Approach, p), run(t, octal.Approach, p)
		if yours.AttemptsToFirst != book.AttemptsToFirst || yours.Attempts != book.Attempts {
			t.Fatalf("On %v your counter tests %d boards to the first solution and %d in all; the book's octal counter %d and %d.\nhint: number i must stand for the i-th board in lexicographic order, the first row's digit the most significant.",
				p, yours.AttemptsToFirst, yours.Attempts, book.AttemptsToFirst, book.Attempts)
		}
	}
}

// squares returns the plain boards from 1 x 1 to n x n, the first
// problems to get right.
func squares(n int) []board.Problem {
	var problems []board.Problem
	for side := 1; side <= n; side++ {
		problems = append(problems, board.SquareProblem(side))
	}
	return problems
}

// run runs a on p through the harness.
func run(t *testing.T, a harness.Approach, p board.Problem) harness.Result {
	t.Helper()
	res, err := harness.Run(context.Background(), a, p, harness.Options{})
	if err != nil {
		t.Fatalf("the harness stopped %s on %v: %v.\nhint: TestEveryBoardOnce says more.", a.Name, p, err)
	}
	return res
}

// drawn draws what Decode returned, with the wanted file beside each
// rank where it differs.
func drawn(got, want board.Board, p board.Problem) string {
	notes := map[int]string{}
	for row := range min(len(got), len(want)) {
		if got[row] != want[row] {
			notes[row] = fmt.Sprintf("<- want %s", board.Square{Row: row, Col: want[row]})
		}
	}
	return exercisetest.Annotated(got, p.Cols, notes)
}

// hintFor names the mistake behind got, if it is a common one.
func hintFor(got, want board.Board, hint string) string {
	switch {
	case len(got) != len(want):
		return fmt.Sprintf("Decode must return a column for every row, p.Rows of them, leading zeros included; it returned %d.", len(got))
	case slices.Equal(reversed(got), want):
		return "the digits are in reverse order: row 0 takes the most significant digit, and i % p.Cols is the digit of the top row."
	case slices.Equal(shifted(got, -1), want):
		return "every column is one too many: columns count from 0, so digit 0 is file a."
	}
	return hint
}

func reversed(b board.Board) board.Board {
	r := slices.Clone(b)
	slices.Reverse(r)
	return r
}

// shifted returns b with by added to every column.
func shifted(b board.Board, by int) board.Board {
	s := slices.Clone(b)
	for row := range s {
		s[row] += by
	}
	return s
}

// inBase writes i in base n with digits digits, for n <= 36.
func inBase(i uint64, n, digits int) string {
	s := strconv.FormatUint(i, n)
	return strings.Repeat("0", max(digits-len(s), 0)) + s
}
