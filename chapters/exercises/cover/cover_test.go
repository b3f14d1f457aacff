//go:build exercise

package cover

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "cover", Approach)) }

// TestCoverByHand covers a few items of the 4 x 4 matrix, one after
// another as Algorithm X does, and reads the links back.
func TestCoverByHand(t *testing.T) {
	cases := []struct {
		covers []string
		why    string
	}{
		{[]string{"R2"}, "rank 2 is covered: it leaves the ring, and a2, b2, c2 and d2 leave the lists of their files and diagonals."},
		{[]string{`\d1`}, `the diagonal d1-a4 is secondary: it is in no ring, and its squares d1, c2, b3 and a4 leave the lists of their ranks, files and other diagonals.`},
		{[]string{"R2", "Fa", "/a2", `\b1`}, "this is a2 chosen on rank 2: its file and its diagonals are covered after the rank, and the squares that left with rank 2 stay out."},
	}
	p := board.SquareProblem(4)
	var failed []string
	for _, tc := range cases {
		m := newMatrix(p)
		for _, name := range tc.covers {
			cover(find(t, m, name))
		}
		if what, part := differ(p, read(p, m), expected(p, tc.covers), tc.covers); what != "" {
			failed = append(failed, fmt.Sprintf("after %s, %s\nhint: %s (%s)", calls("cover", tc.covers), what, coverHints[part], tc.why))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// coverHints say what cover likely missed, for each part of the matrix
// found wrong.
var coverHints = map[string]string{
	"ring": "cover takes the item out of the ring: link its left neighbour's right to its right neighbour, and back.",
	"list": "for each node x down the item's own list, every other node y of x's option (x.next round to x) leaves its list: y.up.down = y.down and y.down.up = y.up. The item's own list stays as it was.",
	"size": "each node taken out of a list makes that list one option shorter: y.item.size--. The search covers the item with the fewest options by it.",
}

// TestUncoverPutsBack covers two items of the 5 x 5 matrix, every pair
// in turn, then uncovers them, the last first: after each step the links
// must read as they should, and after the last exactly as they did
// before the first.
func TestUncoverPutsBack(t *testing.T) {
	p := board.SquareProblem(5)
	m := newMatrix(p)
	for _, first := range m.items {
		for _, second := range m.items {
			if second == first {
				continue
			}
			both := []string{first.name, second.name}
			steps := []struct {
				do      func(*item)
				it      *item
				call    string
				covered []string
				hints   map[string]string
			}{
				{cover, first, calls("cover", both[:1]), both[:1], coverHints},
				{cover, second, calls("cover", both), both, coverHints},
				{uncover, second, calls("cover", both) + ", then uncover(" + second.name + ")", both[:1], uncoverHints},
				{uncover, first, calls("cover", both) + ", then uncover(" + second.name + ") and uncover(" + first.name + ")", nil, uncoverHints},
			}
			for _, s := range steps {
				s.do(s.it)
				if what, part := differ(p, read(p, m), expected(p, s.covered), s.covered); what != "" {
					t.Fatalf("after %s on 5 x 5, %s\nhint: %s", s.call, what, s.hints[part])
				}
			}
		}
	}
}

// uncoverHints say what uncover likely missed, for each part of the
// matrix found wrong.
var uncoverHints = map[string]string{
	"ring": "uncover puts the item back into the ring between the two neighbours its own left and right still name: it.left.right = it and it.right.left = it.",
	"list": "walk the item's list up from its last node, and each option's nodes backward (x.prev round to x), putting each y back between the neighbours it still names: y.up.down = y and y.down.up = y. Undoing in the opposite order finds every neighbour as cover left it.",
	"size": "each node put back makes its list one option longer again: y.item.size++.",
}

// TestFindsTheSolutions runs Algorithm X on your cover and uncover.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "a queen went on a square whose line was covered: cover left an option of that line in the list of another item, or uncover put one back too soon.",
			Missed:       "the search never tried a square of this solution: cover took out an option it should have left, or uncover did not put it back.",
		}))
	}
}

// find returns the item of m named name.
func find(t *testing.T, m *matrix, name string) *item {
	t.Helper()
	i := slices.IndexFunc(m.items, func(it *item) bool { return it.name == name })
	if i < 0 {
		t.Fatalf("the matrix has no item %s", name)
	}
	return m.items[i]
}

// calls writes the calls of f on the items named, such as "cover(R2)
// and cover(Fa)".
func calls(f string, names []string) string {
	written := make([]string, len(names))
	for i, name := range names {
		written[i] = f + "(" + name + ")"
	}
	return strings.Join(written, " and ")
}

// links is what a test reads of a matrix, walking its links both ways:
// the ring of items still to cover, and each item's list and size, in
// the order of the model's items.
type links struct {
	ring, ringBack   []string
	lists, listsBack [][]board.Square
	sizes            []int
}

// read walks the links of m, the matrix of p. A walk that does not come
// back where it started within as many steps as the matrix has nodes is
// cut short, and ends with a square off the board or an item named
// "...".
func read(p board.Problem, m *matrix) links {
	var l links
	most := len(m.items) + 4*p.Rows*p.Cols // a head an item, a node an item of each square
	l.ring = walkRing(&m.root, most, func(it *item) *item { return it.right })
	l.ringBack = walkRing(&m.root, most, func(it *item) *item { return it.left })
	slices.Reverse(l.ringBack)
	for _, it := range m.items {
		down := walkList(&it.head, most, func(x *node) *node { return x.down })
		up := walkList(&it.head, most, func(x *node) *node { return x.up })
		slices.Reverse(up)
		l.lists, l.listsBack, l.sizes = append(l.lists, down), append(l.listsBack, up), append(l.sizes, it.size)
	}
	return l
}

// walkRing names the items from root's neighbour round to root.
func walkRing(root *item, most int, step func(*item) *item) []string {
	var names []string
	for it := step(root); it != root; it = step(it) {
		if names = append(names, it.name); len(names) > most {
			return append(names, "...")
		}
	}
	return names
}

// walkList lists the squares from head's neighbour round to head.
func walkList(head *node, most int, step func(*node) *node) []board.Square {
	var squares []board.Square
	for x := step(head); x != head; x = step(x) {
		if squares = append(squares, x.square); len(squares) > most {
			return append(squares, board.Square{Row: -1, Col: -1})
		}
	}
	return squares
}

// expected returns the links of the matrix of p after the items named
// have been covered in order: the primary items left in the ring, and
// in each item's list the options that hold none of the items covered,
// or for an item covered, none of those covered before it.
func expected(p board.Problem, covered []string) links {
	model := dancinglinks.NewModel(p, dancinglinks.Knuth)
	when := map[int]int{} // item -> its place among the items covered
	for k, it := range model.Items {
		if i := slices.Index(covered, it.String()); i >= 0 {
			when[k] = i
		}
	}
	var l links
	for k := range model.Primary {
		if _, out := when[k]; !out {
			l.ring = append(l.ring, model.Items[k].String())
		}
	}
	l.ringBack = l.ring
	for k := range model.Items {
		before, out := when[k]
		if !out {
			before = len(covered)
		}
		var list []board.Square
		for _, o := range model.Options {
			gone := slices.ContainsFunc(o.Items, func(j int) bool { w, in := when[j]; return in && w < before })
			if slices.Contains(o.Items, k) && !gone {
				list = append(list, o.Square)
			}
		}
		l.lists, l.listsBack, l.sizes = append(l.lists, list), append(l.listsBack, list), append(l.sizes, len(list))
	}
	return l
}

// differ says what got holds that want does not, the first difference
// in the ring, the lists or the sizes, and which of the three it is in;
// "" when they agree. A list is drawn on the board of p as it is and as
// it should be, the lines of the items covered marked.
func differ(p board.Problem, got, want links, covered []string) (what, part string) {
	model := dancinglinks.NewModel(p, dancinglinks.Knuth)
	switch {
	case !slices.Equal(got.ring, want.ring):
		return fmt.Sprintf("the ring of items to cover, walked right from the root, reads %s; want %s", names(got.ring), names(want.ring)), "ring"
	case !slices.Equal(got.ringBack, want.ringBack):
		return fmt.Sprintf("walked right, the ring reads as it should, but walked left it reads %s, back to front; want %s", names(got.ringBack), names(want.ringBack)), "ring"
	}
	for k, it := range model.Items {
		name := it.String()
		switch {
		case !slices.Equal(got.lists[k], want.lists[k]):
			return fmt.Sprintf("the list of %s, walked down, holds %s; want %s:\n%s", name, squares(got.lists[k]), squares(want.lists[k]), drawLists(model, p, k, covered, want.lists[k], got.lists[k])), "list"
		case !slices.Equal(got.listsBack[k], want.listsBack[k]):
			return fmt.Sprintf("the list of %s reads as it should walked down, but walked up it holds %s, bottom to top; want %s:\n%s", name, squares(got.listsBack[k]), squares(want.listsBack[k]), drawLists(model, p, k, covered, want.listsBack[k], got.listsBack[k])), "list"
		case got.sizes[k] != want.sizes[k]:
			return fmt.Sprintf("the list of %s holds %s, but its size says %d", name, exercisetest.Count(want.sizes[k], "option"), got.sizes[k]), "size"
		}
	}
	return "", ""
}

// names writes a list of item names, or "nothing".
func names(list []string) string {
	if len(list) == 0 {
		return "nothing"
	}
	return strings.Join(list, " ")
}

// squares writes a list of squares, or "no square".
func squares(list []board.Square) string {
	if len(list) == 0 {
		return "no square"
	}
	written := make([]string, len(list))
	for i, q := range list {
		written[i] = q.String()
		if q.Row < 0 {
			written[i] = "... (the walk never came back to the head)"
		}
	}
	return strings.Join(written, " ")
}

// drawLists draws item k's list as it should be and as it is, side by
// side on the board of p: o marks a square of k's line in the list, x one
// out of it, and # a square of a line covered.
func drawLists(model dancinglinks.Model, p board.Problem, k int, covered []string, want, got []board.Square) string {
	draw := func(list []board.Square) string {
		var s strings.Builder
		for row := p.Rows - 1; row >= 0; row-- {
			fmt.Fprintf(&s, "    %d", row+1)
			for col := range p.Cols {
				q := board.Square{Row: row, Col: col}
				items := model.Options[row*p.Cols+col].Items
				mark := "."
				switch {
				case slices.Contains(list, q):
					mark = "o"
				case slices.Contains(items, k):
					mark = "x"
				case slices.ContainsFunc(items, func(j int) bool { return slices.Contains(covered, model.Items[j].String()) }):
					mark = "#"
				}
				s.WriteString(" " + mark)
			}
			s.WriteByte('\n')
		}
		s.WriteString("     ")
		for col := range p.Cols {
			s.WriteString(" " + string(rune('a'+col)))
		}
		return s.String()
	}
	legend := fmt.Sprintf("\n    o: in the list of %s; x: on its line, out of the list; #: on a line covered", model.Items[k])
	return exercisetest.Beside([]string{"want", "yours"}, []string{draw(want), draw(got)}) + legend
}
