package board

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// firstEight is the lexicographically first solution of the 8 x 8 board.
var firstEight = Board{0, 4, 7, 5, 2, 6, 1, 3}

func TestSolves(t *testing.T) {
	cases := []struct {
		name string
		p    Problem
		b    Board
		want bool
	}{
		{"first solution", SquareProblem(8), firstEight, true},
		{"one queen", SquareProblem(1), Board{0}, true},
		{"same column", SquareProblem(4), Board{1, 3, 1, 2}, false},
		{"same diagonal", SquareProblem(4), Board{0, 1, 3, 2}, false},
		{"anti-diagonal", SquareProblem(4), Board{1, 0, 3, 2}, false},
		{"off the board", SquareProblem(4), Board{1, 3, 0, 4}, false},
		{"too short", SquareProblem(4), Board{1, 3, 0}, false},
		{"missing queen", SquareProblem(4), Board{1, 3, 0, Empty}, false},
		{"4 x 4 solution", SquareProblem(4), Board{1, 3, 0, 2}, true},
		{"tall rectangle", Problem{Rows: 3, Cols: 2}, Board{0, Empty, 1}, true},
		{"tall rectangle, attack", Problem{Rows: 3, Cols: 2}, Board{0, 1, Empty}, false},
		{"wide rectangle", Problem{Rows: 2, Cols: 3}, Board{0, 2}, true},
		{"keeps fixed", SquareProblem(4).WithFixed(Square{0, 1}), Board{1, 3, 0, 2}, true},
		{"loses fixed", SquareProblem(4).WithFixed(Square{0, 2}), Board{1, 3, 0, 2}, false},
	}
	for _, c := range cases {
		if got := c.p.Solves(c.b); got != c.want {
			t.Errorf("%s: %v.Solves(%v) = %v, want %v", c.name, c.p, c.b, got, c.want)
		}
	}
}

func TestAttacks(t *testing.T) {
	c4 := Square{Row: 3, Col: 2}
	for _, s := range []string{"c1", "c8", "a4", "h4", "a2", "f7", "a6", "e2"} {
		q, err := ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		if !c4.Attacks(q) || !q.Attacks(c4) {
			t.Errorf("c4 and %s should attack each other", s)
		}
	}
	for _, s := range []string{"d6", "b2", "b6", "h1"} {
		q, err := ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		if c4.Attacks(q) {
			t.Errorf("c4 and %s should not attack each other", s)
		}
	}
	if c4.Attacks(c4) {
		t.Error("a square attacks itself")
	}
}

func TestStringForms(t *testing.T) {
	if got, want := firstEight.String(), "0 4 7 5 2 6 1 3"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := (Board{0, Empty, 1}).String(), "0 - 1"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := (Square{Row: 9, Col: 9}).String(), "j10"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := (Square{Row: 0, Col: 27}).String(), "[28]1"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	js, err := firstEight.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"tuple":[0,4,7,5,2,6,1,3],"squares":["a1","e2","h3","f4","c5","g6","b7","d8"]}`
	if string(js) != want {
		t.Errorf("MarshalJSON = %s, want %s", js, want)
	}
}

func TestRender(t *testing.T) {
	b := Board{1, 3, 0, 2}
	plain := "_ _ q _\nq _ _ _\n_ _ _ q\n_ q _ _\n"
	if got := Plain(b, 4); got != plain {
		t.Errorf("Plain:\n%s\nwant:\n%s", got, plain)
	}
	chess := "4 . . Q .\n3 Q . . .\n2 . . . Q\n1 . Q . .\n  a b c d\n"
	if got := Chess(b, 4); got != chess {
		t.Errorf("Chess:\n%s\nwant:\n%s", got, chess)
	}
	wide := Chess(Board{0, 2}, 3)
	if !strings.HasSuffix(wide, "  a b c\n") || strings.Count(wide, "Q") != 2 {
		t.Errorf("Chess of a 2 x 3 board:\n%s", wide)
	}
	big := Chess(make(Board, 10), 10)
	if !strings.HasPrefix(big, "10 Q") || !strings.Contains(big, "\n 1 Q") {
		t.Errorf("ranks of a 10 x 10 board are not aligned:\n%s", big)
	}
}

// failingWriter takes no byte and counts the writes it refuses.
type failingWriter struct{ writes int }

var errRefused = errors.New("refused")

func (w *failingWriter) Write([]byte) (int, error) {
	w.writes++
	return 0, errRefused
}

// WritePlain and WriteChess write as they draw and stop at the first
// write that fails, as one does once Ctrl-C stops a run: a board of
// 16,777,216 columns was drawn whole, a GB, for seconds, before a byte
// was written. (TestRender holds what they write, as Plain and Chess.)
func TestWriteStopsAtTheFirstError(t *testing.T) {
	wide := Board{5}
	for name, write := range map[string]func(io.Writer, Board, int) error{"WritePlain": WritePlain, "WriteChess": WriteChess} {
		w := &failingWriter{}
		if err := write(w, wide, 1<<24); !errors.Is(err, errRefused) || w.writes != 1 {
			t.Errorf("%s: error %v after %d writes; want the first write's error, after it", name, err, w.writes)
		}
	}
}

// TestDrawingsSameWayUp draws one board with no symmetry in every form
// and checks that each puts it the same way up: rank 1, row 0, at the
// bottom of a drawing, and its queen where the tuple and the square names
// say.
func TestDrawingsSameWayUp(t *testing.T) {
	b := firstEight // a1 e2 h3 f4 c5 g6 b7 d8
	if ClassSize(b) != 8 {
		t.Fatalf("%v should have eight different images", b)
	}
	plain := strings.Split(strings.TrimSuffix(Plain(b, 8), "\n"), "\n")
	chess := strings.Split(strings.TrimSuffix(Chess(b, 8), "\n"), "\n")
	names := strings.Fields(squareNames(b))
	for line := range 8 {
		row := 7 - line // the top line is the highest rank
		want := strings.Repeat("_ ", b[row]) + "q" + strings.Repeat(" _", 7-b[row])
		if plain[line] != want {
			t.Errorf("Plain line %d = %q, want rank %d, %q", line+1, plain[line], row+1, want)
		}
		if got := strings.NewReplacer("Q", "q", ".", "_").Replace(chess[line][2:]); !strings.HasPrefix(chess[line], fmt.Sprint(row+1)+" ") || got != want {
			t.Errorf("Chess line %d = %q, want rank %d, %q", line+1, chess[line], row+1, want)
		}
		if square := (Square{Row: row, Col: b[row]}).String(); names[row] != square || square[len(square)-1] != byte('1'+row) {
			t.Errorf("the queen of row %d is %s in the JSON squares, want %s on rank %d", row, names[row], square, row+1)
		}
	}
}

// squareNames returns the squares of b's JSON form, rank 1 first.
func squareNames(b Board) string {
	js, _ := b.MarshalJSON()
	var v struct{ Squares []string }
	if err := json.Unmarshal(js, &v); err != nil {
		return err.Error()
	}
	return strings.Join(v.Squares, " ")
}

func TestSymmetries(t *testing.T) {
	for _, s := range Symmetries {
		img := s.Apply(firstEight)
		if !SquareProblem(8).Solves(img) {
			t.Errorf("%v maps a solution to %v, not a solution", s, img)
		}
		if s != Identity && slices.Equal(img, firstEight) {
			t.Errorf("%v leaves %v unchanged, but it has no symmetry", s, firstEight)
		}
	}
	rot := (Transpose | FlipCols).Apply(firstEight)
	if want := (Board{7, 1, 3, 0, 6, 4, 2, 5}); !slices.Equal(rot, want) {
		t.Errorf("rotate 90 of %v = %v, want %v", firstEight, rot, want)
	}
	mirror := FlipCols.Apply(Board{1, 3, 0, 2})
	if want := (Board{2, 0, 3, 1}); !slices.Equal(mirror, want) {
		t.Errorf("mirror of 1 3 0 2 = %v, want %v", mirror, want)
	}
	if got := ClassSize(firstEight); got != 8 {
		t.Errorf("ClassSize(%v) = %d, want 8", firstEight, got)
	}
	// The 4 x 4 solutions are each other's mirror image and each turns
	// into itself after a quarter turn, so each class holds two boards.
	if got := ClassSize(Board{1, 3, 0, 2}); got != 2 {
		t.Errorf("ClassSize(1 3 0 2) = %d, want 2", got)
	}
	if got := Canonical(Board{2, 0, 3, 1}); !slices.Equal(got, Board{1, 3, 0, 2}) {
		t.Errorf("Canonical(2 0 3 1) = %v, want 1 3 0 2", got)
	}
}

// TestSymmetryNames checks that each symmetry does what its name says on
// the board as the book draws it, rank 1 at the bottom.
func TestSymmetryNames(t *testing.T) {
	const n = 8
	a1, h1, a8 := Square{Row: 0, Col: 0}, Square{Row: 0, Col: 7}, Square{Row: 7, Col: 0}
	want := map[string][2]Square{ // where a1 goes, and where h1 goes
		"identity":          {a1, h1},
		"rotate 90":         {h1, Square{Row: 7, Col: 7}}, // counter-clockwise
		"rotate 180":        {Square{Row: 7, Col: 7}, a8},
		"rotate 270":        {a8, a1},
		"mirror left-right": {h1, a1},
		"mirror top-bottom": {a8, Square{Row: 7, Col: 7}},
		"main diagonal":     {a1, a8},
		"anti-diagonal":     {Square{Row: 7, Col: 7}, h1},
	}
	if len(Symmetries) != len(want) {
		t.Fatalf("%d symmetries, want %d", len(Symmetries), len(want))
	}
	for _, s := range Symmetries {
		for i, from := range []Square{a1, h1} {
			if got := s.Move(n, from); got != want[s.String()][i] {
				t.Errorf("%v takes %v to %v, want %v", s, from, got, want[s.String()][i])
			}
		}
	}
}

// ApplyTuple maps a board's fixed array as Apply maps the board.
func TestApplyTupleIsApply(t *testing.T) {
	var tuple Tuple
	for row, col := range firstEight {
		tuple[row] = uint8(col)
	}
	for _, s := range Symmetries {
		img := s.ApplyTuple(&tuple, len(firstEight))
		want := s.Apply(firstEight)
		for row, col := range want {
			if int(img[row]) != col {
				t.Fatalf("%v: ApplyTuple gives %v, Apply %v", s, img[:len(want)], want)
			}
		}
	}
}
