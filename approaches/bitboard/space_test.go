package bitboard

import (
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// A fixed queen on c4 leaves its own row only its square and takes its
// column and diagonals out of the other rows.
func TestPlainSpaceTakesOutWhatFixedQueensAttack(t *testing.T) {
	sp := PlainSpace(board.SquareProblem(8).WithFixed(board.Square{Row: 3, Col: 2}))
	for row, want := range map[int]uint32{
		3: 1 << 2,
		4: Everything(8) &^ (1<<1 | 1<<2 | 1<<3),
		0: Everything(8) &^ (1<<2 | 1<<5),
		7: Everything(8) &^ (1<<2 | 1<<6),
	} {
		if got := sp.Allowed[row]; got != want {
			t.Errorf("row %d allows %08b, want %08b", row, got, want)
		}
	}
	if sp.N != 8 {
		t.Errorf("N = %d, want 8", sp.N)
	}
}

// Below moves each diagonal one column further, and Free keeps only the
// allowed squares that no mask covers.
func TestAttacksBelowAndFree(t *testing.T) {
	sp := PlainSpace(board.SquareProblem(8))
	at := Attacks{}.Below(1 << 3)
	if want := (Attacks{Cols: 1 << 3, RightDiag: 1 << 4, LeftDiag: 1 << 2}); at != want {
		t.Fatalf("Below(d) = %+v, want %+v", at, want)
	}
	if got, want := sp.Free(1, at), Everything(8)&^(1<<2|1<<3|1<<4); got != want {
		t.Errorf("Free = %08b, want %08b", got, want)
	}
	if got := Column(1 << 5); got != 5 {
		t.Errorf("Column(1<<5) = %d, want 5", got)
	}
}
