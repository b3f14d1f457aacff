package golden

import (
	"context"
	"errors"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// lookup returns the registered approach of that name.
func lookup(t *testing.T, name string) harness.Approach {
	t.Helper()
	a, err := catalog.Registry.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// solutions runs a on p and returns how many solutions it finds.
func solutions(t *testing.T, a harness.Approach, p board.Problem) int {
	t.Helper()
	res, err := harness.Run(context.Background(), a, p, harness.Options{})
	if err != nil {
		t.Fatalf("%s on %v: %v", a.Name, p, err)
	}
	return res.Solutions
}

// A long thin board is little work, though one side is past every MaxN:
// 2 x 40 holds 40*40 pairs of queens, less the 40 in one column and the
// 2*39 on one diagonal, which leaves 1,482 solutions.
func TestLongThinBoardsRun(t *testing.T) {
	wide := board.Problem{Rows: 2, Cols: 40}
	if n := solutions(t, lookup(t, "tuplestate"), wide); n != 1482 {
		t.Errorf("tuplestate on 2 x 40: %d solutions, want 1,482", n)
	}
	for _, a := range catalog.Registry.All() {
		if a.Supports(wide) != nil {
			continue
		}
		if n := solutions(t, a, wide); n != expected(a.Name, 1482) {
			t.Errorf("%s on 2 x 40: %d solutions, want %d of the 1,482", a.Name, n, expected(a.Name, 1482))
		}
	}
	tall := board.Problem{Rows: 16, Cols: 3}
	want := solutions(t, lookup(t, catalog.DefaultName), tall)
	for _, a := range catalog.Registry.All() {
		if a.Supports(tall) == nil {
			if n := solutions(t, a, tall); n != expected(a.Name, want) {
				t.Errorf("%s on 16 x 3: %d solutions, %s found %d", a.Name, n, catalog.DefaultName, want)
			}
		}
	}
}

// The combinations search holds a board's squares in one 64-bit mask, so
// 7 x 9, with 63 squares, is within its reach though 9 is past its MaxN.
func TestCombinationsTakes63Squares(t *testing.T) {
	combinations := lookup(t, "combinations")
	p := board.Problem{Rows: 7, Cols: 9}
	if err := combinations.Supports(p); err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		t.Skip("the run tests 553,270,671 arrangements")
	}
	if n, want := solutions(t, combinations, p), solutions(t, lookup(t, catalog.DefaultName), p); n != want {
		t.Errorf("combinations on 7 x 9: %d solutions, want %d", n, want)
	}
}

func TestRefusalsSayWhy(t *testing.T) {
	for _, c := range []struct {
		approach string
		p        board.Problem
		kind     harness.Refusal
	}{
		{"combinations", board.Problem{Rows: 8, Cols: 9}, harness.CannotRun}, // 72 squares
		{"combinations", board.SquareProblem(9), harness.CannotRun},
		{"bitboard", board.Problem{Rows: 2, Cols: 40}, harness.CannotRun},
		{"octal", board.Problem{Rows: 9, Cols: 10}, harness.TooSlow}, // 10^9 boards, past 9^9
		{"bitboard", board.Problem{Rows: 16, Cols: 17}, harness.TooSlow},
		{"tuplestate", board.Problem{Rows: 8, Cols: 40}, harness.TooSlow},
	} {
		var refusal *harness.UnsupportedError
		err := lookup(t, c.approach).Supports(c.p)
		if !errors.As(err, &refusal) || refusal.Kind != c.kind {
			t.Errorf("%s on %v: %v, want a refusal of kind %d", c.approach, c.p, err, c.kind)
		}
	}
}
