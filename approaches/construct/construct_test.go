package construct

import (
	"errors"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// TestSolveEveryN checks the construction for every n up to a few
// thousand; with -short it stops at 300.
func TestSolveEveryN(t *testing.T) {
	top := 3000
	if testing.Short() {
		top = 300
	}
	for n := 1; n <= top; n++ {
		if !Exists(n) {
			continue
		}
		b, err := Solve(n)
		if err != nil {
			t.Fatalf("Solve(%d): %v", n, err)
		}
		if !board.SquareProblem(n).Solves(b) {
			t.Fatalf("Solve(%d) = %v is not a solution: %v", n, b, verify.Check(b))
		}
	}
}

func TestNoSolution(t *testing.T) {
	for _, n := range []int{2, 3} {
		if b, err := Solve(n); !errors.Is(err, ErrNoSolution) || b != nil {
			t.Errorf("Solve(%d) = %v, %v; want ErrNoSolution", n, b, err)
		}
		if err := Fill(make(board.Board, n)); !errors.Is(err, ErrNoSolution) {
			t.Errorf("Fill of %d rows = %v, want ErrNoSolution", n, err)
		}
	}
	for _, n := range []int{0, -1} {
		if _, err := Solve(n); err == nil || errors.Is(err, ErrNoSolution) {
			t.Errorf("Solve(%d) = %v, want an error about the size", n, err)
		}
	}
}

func TestOneQueen(t *testing.T) {
	b, err := Solve(1)
	if err != nil || len(b) != 1 || b[0] != 0 {
		t.Errorf("Solve(1) = %v, %v; want the lone queen 0", b, err)
	}
}

func TestTooLarge(t *testing.T) {
	n := verify.Limit(BytesPerQueen, verify.DefaultBudget) + 1
	var tooLarge *verify.TooLargeError
	if _, err := Solve(n); !errors.As(err, &tooLarge) {
		t.Errorf("Solve(%d) = %v, want a TooLargeError", n, err)
	}
}

// Fill writes into the caller's board and agrees with Solve.
func TestFillAgreesWithSolve(t *testing.T) {
	for _, n := range []int{4, 8, 9, 14, 15, 100} {
		want, _ := Solve(n)
		got := make(board.Board, n)
		if err := Fill(got); err != nil || got.String() != want.String() {
			t.Errorf("Fill(%d rows) = %v, %v; want %v", n, got, err, want)
		}
	}
}

// TestSolveLarge checks one large board of each residue of n mod 6, the
// cases the construction distinguishes.
func TestSolveLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large boards")
	}
	for n := 1_000_000; n < 1_000_006; n++ {
		b, err := Solve(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := verify.Check(b); err != nil {
			t.Errorf("Solve(%d): %v", n, err)
		}
	}
}
