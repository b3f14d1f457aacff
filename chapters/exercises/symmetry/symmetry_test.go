//go:build exercise

package symmetry

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/permfilter"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.TestsOnly(m, "symmetry")) }

// quarterTurn is the book's name for the symmetry Turn makes.
const quarterTurn = board.Transpose | board.FlipCols

// TestTurn compares Turn with the board package's quarter turn, on the
// boards that can be checked at a glance and then on every permutation
// of five and every solution of eight.
func TestTurn(t *testing.T) {
	checkImage(t, "Turn", Turn, quarterTurn,
		"the queen of row r and column c goes to row c, column n-1-r: the bottom rank becomes the last file, read upwards.")
}

// TestMirror compares Mirror with the board package's mirror left-right.
func TestMirror(t *testing.T) {
	checkImage(t, "Mirror", Mirror, board.FlipCols,
		"every queen stays in its row, and its column is counted from the other edge: column c becomes n-1-c.")
}

// checkImage compares f with the symmetry s on the boards of boards,
// and reports the first board on which they differ, with the three
// boards drawn and the symmetry that f made, if it is one.
func checkImage(t *testing.T, name string, f func(board.Board) board.Board, s board.Symmetry, hint string) {
	t.Helper()
	for _, b := range boards() {
		want := s.Apply(b)
		got := f(slices.Clone(b))
		if slices.Equal(got, want) {
			continue
		}
		t.Fatalf("%s(%v) = %v, want %v:\n%s\nhint: %s%s", name, b, got, want,
			exercisetest.Beside([]string{"the board", "wanted", "yours"}, []string{picture(b), picture(want), picture(got)}),
			hint, which(b, got, s))
	}
}

// which names the symmetry that made img of b, when it is another one
// than want, as a hint's closing words.
func which(b, img board.Board, want board.Symmetry) string {
	for _, s := range board.Symmetries {
		if s != want && slices.Equal(s.Apply(b), img) {
			return fmt.Sprintf(" Yours is the board's image under %q, not %q.", s, want)
		}
	}
	return ""
}

// boards returns the boards the image tests try: the smallest first,
// then every permutation of five columns and every solution of eight.
func boards() []board.Board {
	bs := []board.Board{{0}, {1, 0}, {1, 3, 0, 2}, {0, 4, 7, 5, 2, 6, 1, 3}}
	for p := range permfilter.Permutations(exercisetest.Columns(5)) {
		bs = append(bs, p)
	}
	return append(bs, solutions(8)...)
}

// TestFold compares Fold with board.Canonical and board.ClassSize on every
// solution of the boards from 1 x 1 to 9 x 9.
func TestFold(t *testing.T) {
	for n := 1; n <= 9; n++ {
		for _, b := range solutions(n) {
			want, wantSize := board.Canonical(b), board.ClassSize(b)
			got, size := Fold(slices.Clone(b))
			if slices.Equal(got, want) && size == wantSize {
				continue
			}
			t.Fatalf("Fold(%v) = %v, %d; want %v, %d:\n%s\nhint: %s", b, got, size, want, wantSize,
				exercisetest.Beside([]string{"the board", "its canonical board", "yours"}, []string{picture(b), picture(want), picture(got)}),
				explainFold(b, got, size, want, wantSize))
		}
	}
}

// explainFold says what is wrong with Fold's answer for b.
func explainFold(b, got board.Board, size int, want board.Board, wantSize int) string {
	if !slices.Equal(got, want) {
		mine := symmetryOf(b, got)
		if mine < 0 {
			return "yours is not one of the eight images of the board: return one of the boards that Images gives."
		}
		return fmt.Sprintf("yours is the board's image under %q, and its image under %q comes earlier in lexicographic order: compare the images with slices.Compare and keep the smallest.",
			board.Symmetry(mine), board.Symmetry(symmetryOf(b, want)))
	}
	kept := 0
	for _, s := range board.Symmetries {
		if slices.Equal(s.Apply(b), b) {
			kept++
		}
	}
	if size == 8 || size > wantSize {
		return fmt.Sprintf("%d of the eight symmetries leave this board as it is, so its eight images are only %d different boards: count the different ones, not the images.", kept, wantSize)
	}
	return fmt.Sprintf("this board's eight images are %d different boards: count each different board once.", wantSize)
}

// symmetryOf returns the first symmetry that takes b to img, or -1.
func symmetryOf(b, img board.Board) int {
	for _, s := range board.Symmetries {
		if slices.Equal(s.Apply(b), img) {
			return int(s)
		}
	}
	return -1
}

// TestLeavesTheBoardAlone checks that the three functions do not change
// their board, and that what Fold returns is the caller's to change.
func TestLeavesTheBoardAlone(t *testing.T) {
	b := board.Board{0, 4, 7, 5, 2, 6, 1, 3}
	for name, f := range map[string]func(board.Board) board.Board{
		"Turn":   Turn,
		"Mirror": Mirror,
		"Fold":   func(b board.Board) board.Board { c, _ := Fold(b); return c },
	} {
		img := f(b)
		if !slices.Equal(b, board.Board{0, 4, 7, 5, 2, 6, 1, 3}) {
			t.Fatalf("%s changed its board 0 4 7 5 2 6 1 3 to %v.\nhint: build the image in a new board, make(board.Board, len(b)), and leave b alone.", name, b)
		}
		if len(img) > 0 {
			img[0] = 99
		}
		if b[0] != 0 {
			t.Fatalf("changing the board that %s returned changed the board it was given.\nhint: return a new board, never b itself: the caller may change what you return.", name)
		}
	}
}

// TestUnfoldsEveryClass runs the given Solve, which keeps the boards your
// Fold calls canonical and unfolds each with your Turn and Mirror.
func TestUnfoldsEveryClass(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 4, 5, 6, 7, 8); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "Solve yields the images that your Turn and Mirror make of a canonical board: one of them moved a queen onto a line another queen holds.",
			Twice:        "a class was unfolded twice: Fold called two boards of one class canonical, or Turn and Mirror made a board of another class.",
			Missed:       "no board of this solution's class was called canonical by your Fold, or Turn and Mirror never reach it from the canonical board.",
		}))
	}
}

// solutions lists the solutions of the n x n board.
func solutions(n int) []board.Board {
	bs, err := exercisetest.Solutions(board.SquareProblem(n))
	if err != nil {
		panic(err)
	}
	return bs
}

// picture draws a board for a message; a board that is not square, or
// whose queens are off it, is drawn as wide as it needs.
func picture(b board.Board) string {
	cols := len(b)
	for _, c := range b {
		cols = max(cols, c+1)
	}
	return exercisetest.Picture(b, cols)
}
