package constellation

import (
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
)

// Every solution has exactly one constellation, and All lists it: the
// constellations of the solutions of 8 x 8 are among All(8), and All(n)
// holds no two queens that attack each other.
func TestAllHoldsTheConstellationsOfSolutions(t *testing.T) {
	all := All(8)
	for _, b := range []board.Board{{0, 4, 7, 5, 2, 6, 1, 3}, {2, 4, 1, 7, 0, 6, 3, 5}, {7, 3, 0, 2, 5, 1, 6, 4}} {
		c := Constellation{N: 8, Bottom: b[0], Top: b[7], Left: slices.Index(b, 0), Right: slices.Index(b, 7)}
		if !slices.Contains(all, c) {
			t.Errorf("%v: its constellation %+v is not in All(8)", b, c)
		}
	}
	for _, c := range all {
		qs := c.Queens()
		for i, q := range qs {
			for _, r := range qs[i+1:] {
				if q.Attacks(r) {
					t.Errorf("%+v: %v attacks %v", c, q, r)
				}
			}
		}
	}
}

// The classes cover every constellation once, a class's size times its
// keepers is the size of the group, and the images of a representative
// are exactly its class.
func TestClassesPartitionTheConstellations(t *testing.T) {
	for _, c := range []struct {
		n     int
		fixed []board.Square
	}{{1, nil}, {4, nil}, {7, nil}, {10, nil}, {8, []board.Square{{Row: 3, Col: 3}}}, {9, []board.Square{{Row: 4, Col: 4}}}} {
		group := Keeping(c.n, c.fixed)
		total := 0
		for _, class := range Classes(c.n, group) {
			total += class.Size
			if class.Size*len(class.Keepers) != len(group) {
				t.Errorf("n = %d: class of %+v has %d constellations and %d keepers, in a group of %d", c.n, class.Rep, class.Size, len(class.Keepers), len(group))
			}
			images := map[Constellation]bool{}
			for _, s := range group {
				images[class.Rep.Image(s)] = true
			}
			if len(images) != class.Size {
				t.Errorf("n = %d: %+v has %d images, its class %d constellations", c.n, class.Rep, len(images), class.Size)
			}
		}
		if all := len(All(c.n)); total != all {
			t.Errorf("n = %d: the classes hold %d constellations, All %d", c.n, total, all)
		}
	}
}

func TestKeepingAndFits(t *testing.T) {
	c2g3f7b6 := []board.Square{{Row: 1, Col: 2}, {Row: 2, Col: 6}, {Row: 6, Col: 5}, {Row: 5, Col: 1}}
	if got := Keeping(8, c2g3f7b6); !slices.Equal(got, []board.Symmetry{board.Identity, board.Transpose | board.FlipRows, board.Transpose | board.FlipCols, board.FlipRows | board.FlipCols}) {
		t.Errorf("c2, g3, f7 and b6 are kept by %v; want the four turns", got)
	}
	if got := Keeping(8, []board.Square{{Row: 0, Col: 1}}); !slices.Equal(got, []board.Symmetry{board.Identity}) {
		t.Errorf("b1 is kept by %v; want the identity alone", got)
	}
	c := Constellation{N: 8, Bottom: 0, Top: 3, Left: 0, Right: 4} // a1, d8, h5
	for _, f := range []struct {
		fixed []board.Square
		fits  bool
	}{
		{nil, true},
		{[]board.Square{{Row: 0, Col: 0}}, true},  // a1 is the corner queen
		{[]board.Square{{Row: 0, Col: 5}}, false}, // f1 is on rank 1, which a1 holds
		{[]board.Square{{Row: 2, Col: 1}}, true},  // b3 is inside, unattacked
		{[]board.Square{{Row: 1, Col: 1}}, false}, // b2 is on a1's diagonal
	} {
		if got := c.Fits(f.fixed); got != f.fits {
			t.Errorf("%v fits %v: %v, want %v", c.Queens(), f.fixed, got, f.fits)
		}
	}
}

// Image agrees with moving the queens one by one.
func TestImageMovesTheQueens(t *testing.T) {
	for _, n := range []int{1, 5, 8} {
		for _, c := range All(n) {
			for _, s := range board.Symmetries {
				var moved []board.Square
				for _, q := range c.Queens() {
					moved = append(moved, s.Move(n, q))
				}
				slices.SortFunc(moved, func(a, b board.Square) int { return 2*(a.Row-b.Row) + min(max(a.Col-b.Col, -1), 1) })
				if got := c.Image(s).Queens(); !slices.Equal(got, moved) {
					t.Fatalf("n = %d: %v under %v: Image has %v, the queens move to %v", n, c.Queens(), s, got, moved)
				}
			}
		}
	}
}
