//go:build exercise

package decode

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "decode", Approach)) }

// TestNumbersByHand checks numbers small enough to decode on paper.
func TestNumbersByHand(t *testing.T) {
	cases := []struct {
		i    uint64
		n    int
		want board.Board
		hint string
	}{
		{0, 4, board.Board{0, 0, 0, 0}, "0 has only zero digits."},
		{1, 4, board.Board{0, 0, 0, 1}, "the last digit, i % n, is the column of the last row."},
		{3, 4, board.Board{0, 0, 0, 3}, "the last digit runs from 0 to n-1 before anything carries."},
		{4, 4, board.Board{0, 0, 1, 0}, "4 = 1*4 + 0: once the last digit is taken, divide by n and take the remainder again, for the row above."},
		{27, 4, board.Board{0, 1, 2, 3}, "27 = 1*16 + 2*4 + 3: keep dividing by n, one row up each time."},
		{255, 4, board.Board{3, 3, 3, 3}, "255 = 4^4 - 1 is the last board, where every digit is n-1."},
		{0o4752613, 8, board.Board{0, 4, 7, 5, 2, 6, 1, 3}, "this number is 04752613 in octal, the first solution of eight queens."},
		{12345, 10, board.Board{0, 0, 0, 0, 0, 1, 2, 3, 4, 5}, "in base 10 the digits are the ones you read."},
	}
	var failed []string
	for _, tc := range cases {
		if got := Decode(tc.i, tc.n); !slices.Equal(got, tc.want) {
			failed = append(failed, fmt.Sprintf("Decode(%d, %d) = %v, want %v: %d is %s in base %d.\nhint: %s",
				tc.i, tc.n, got, tc.want, tc.i, inBase(tc.i, tc.n), tc.n, hintFor(got, tc.want, tc.hint)))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestEveryBoardOnce decodes every number from 0 to n^n - 1 for small n:
// the boards must come in lexicographic order, which also makes them all
// different, with every column on the board.
func TestEveryBoardOnce(t *testing.T) {
	for n := 1; n <= 5; n++ {
		var previous board.Board
		for i := range octalBoards(n) {
			b := Decode(i, n)
			if fault := orderFault(b, previous, n); fault != "" {
				t.Fatalf("Decode(%d, %d) = %v, %s.\nhint: counting up by one turns the last digit and carries into the digit before it, like an odometer; decoding i must give the board that counting would reach.", i, n, b, fault)
			}
			previous = b
		}
	}
}

// orderFault says what is wrong with b, decoded after previous on an
// n x n board, or returns "".
func orderFault(b, previous board.Board, n int) string {
	if len(b) != n {
		return fmt.Sprintf("with %d digits instead of %d", len(b), n)
	}
	for _, col := range b {
		if col < 0 || col >= n {
			return fmt.Sprintf("whose column %d is off the board (columns run from 0 to %d)", col, n-1)
		}
	}
	if previous != nil && slices.Compare(previous, b) >= 0 {
		return fmt.Sprintf("which should come after the board of the number before, %v", previous)
	}
	return ""
}

// TestFindsTheSolutions runs the octal counter on your Decode.
func TestFindsTheSolutions(t *testing.T) {
	if fault := exercisetest.Fault(Approach, 1, 2, 3, 4, 5, 6); fault != "" {
		t.Errorf("%s\nhint: the counter tests the board Decode gives for every number; a missed solution is a number that did not decode to its board.", fault)
	}
}

// octalBoards returns n^n, the count of numbers Decode reads as boards.
func octalBoards(n int) uint64 {
	boards := uint64(1)
	for range n {
		boards *= uint64(n)
	}
	return boards
}

// inBase writes i in base n with n digits, for n <= 36.
func inBase(i uint64, n int) string {
	s := strconv.FormatUint(i, n)
	return strings.Repeat("0", max(n-len(s), 0)) + s
}

// hintFor names the mistake behind got, if it is a common one.
func hintFor(got, want board.Board, hint string) string {
	switch {
	case len(got) != len(want):
		return fmt.Sprintf("Decode must return n digits, one a row, leading zeros included; it returned %d.", len(got))
	case slices.Equal(reversed(got), want):
		return "the digits are in reverse order: row 0 takes the most significant digit, and i % n is the last one."
	}
	return hint
}

func reversed(b board.Board) board.Board {
	r := slices.Clone(b)
	slices.Reverse(r)
	return r
}
