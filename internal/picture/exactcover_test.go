package picture

import (
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/puzzle/board"
)

// The rows the exact-cover picture picks out are an exact cover, read
// back from the drawing alone: every row has a dot under four items, the
// picked rows put one dot under each primary item and at most one under
// each other, and their squares are the solution of 4 x 4 that the board
// beside the matrix and the alt text name.
func TestExactCoverPicksAnExactCover(t *testing.T) {
	_, alt, elements := draw(t, "exact-cover-4")
	p := board.SquareProblem(4)
	m := dancinglinks.NewModel(p, dancinglinks.Knuth)
	items, rows := withClass(elements, "item"), withClass(elements, "option")
	plain, picked := withClass(elements, "one"), withClass(elements, "one chosen")
	if len(items) != len(m.Items) || len(rows) != len(m.Options) || len(plain)+len(picked) != 4*len(rows) {
		t.Fatalf("%d columns, %d rows and %d dots; want %d, %d and four a row", len(items), len(rows), len(plain)+len(picked), len(m.Items), len(m.Options))
	}
	under := map[float64]int{}
	for _, dot := range picked {
		under[number(t, dot, "cx")]++
	}
	for i, it := range items {
		got := under[number(t, it, "x")]
		if primary := i < m.Primary; primary && got != 1 || !primary && got > 1 {
			t.Errorf("item %s (primary: %v) has %d dots in the picked rows", it.text, primary, got)
		}
	}
	b := board.Board(slices.Repeat([]int{board.Empty}, p.Rows))
	for _, row := range rows {
		if row.attrs["font-weight"] != "bold" {
			continue
		}
		q, err := board.ParseSquare(row.text)
		if err != nil {
			t.Fatal(err)
		}
		b[q.Row] = q.Col
	}
	if !p.Solves(b) || !strings.Contains(alt, "the solution "+b.String()+",") {
		t.Errorf("the picked rows make %v, which should be a solution of 4 x 4 that the alt text names: %s", b, alt)
	}
}
