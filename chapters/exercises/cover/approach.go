//go:build exercise

package cover

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/approaches/dancinglinks"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is Algorithm X on your cover and uncover, as the harness runs
// it. In the book's module this file, like every file of an exercise but
// the one you edit, builds only with the exercise tag (go test -tags
// exercise), so that the module builds before cover.go exists; a handout
// drops the tag.
var Approach = harness.Approach{
	Name:    "cover",
	Title:   "Algorithm X on your cover and uncover",
	Source:  "exercise cover",
	Attempt: "one option tried, a queen on a square whose lines are all still open",
	MaxN:    10,
	Solve:   Solve,
}

// An item is one line of the board, a column of the exact-cover matrix.
type item struct {
	// name is the item's name as the book writes it: "R2" for rank 2,
	// "Fb" for file b, and a diagonal by its lowest square, "/a1"
	// climbing to the right and "\d1" to the left.
	name string
	// left and right link the primary items still to cover in a ring
	// through the matrix's root. A secondary item's point at itself, so
	// taking it out of the ring or putting it back changes nothing.
	left, right *item
	// head heads the item's list of options, a ring of nodes: head.down
	// is the first option in the list and head.up the last.
	head node
	// size counts the options in the list.
	size int
}

// A node is one 1 of the matrix: one option in the list of one of its
// items, or the head of an item's list.
type node struct {
	// up and down link the node to its neighbours in its item's list,
	// round through the head.
	up, down *node
	// item is the item whose list holds the node.
	item *item
	// next and prev link the node to the other nodes of its option, one
	// in the list of each of its four items, round; a head's are nil.
	next, prev *node
	// square is the square of the node's option: where its queen goes.
	square board.Square
}

// matrix is the exact-cover matrix of a problem as dancing links.
type matrix struct {
	// root links the ring of the primary items still to cover.
	root item
	// items holds every item in the order of the book's model: the
	// primary items, from the middle of the board outward, then the
	// secondary ones.
	items []*item
}

// newMatrix returns the matrix of p, built from the model of package
// dancinglinks: each option's nodes go at the foot of their items' lists,
// square by square from a1, rank by rank, so each list holds its squares
// in that order.
func newMatrix(p board.Problem) *matrix {
	model := dancinglinks.NewModel(p, dancinglinks.Knuth)
	m := &matrix{}
	m.root.left, m.root.right = &m.root, &m.root
	for k, it := range model.Items {
		x := &item{name: it.String()}
		x.left, x.right = x, x
		x.head.up, x.head.down, x.head.item = &x.head, &x.head, x
		if k < model.Primary {
			// x joins the ring at its end, just left of the root.
			x.left, x.right = m.root.left, &m.root
			m.root.left.right, m.root.left = x, x
		}
		m.items = append(m.items, x)
	}
	for _, o := range model.Options {
		var first *node
		for _, k := range o.Items {
			x := m.items[k]
			n := &node{up: x.head.up, down: &x.head, item: x, square: o.Square}
			x.head.up.down, x.head.up = n, n
			x.size++
			if first == nil {
				first, n.next, n.prev = n, n, n
			} else {
				n.next, n.prev = first, first.prev
				first.prev.next, first.prev = n, n
			}
		}
	}
	return m
}

// Solve yields every solution of p that Algorithm X finds with your
// cover and uncover, in the order the book's package finds them, and
// counts one attempt for every option it tries.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		s := &search{m: newMatrix(p), c: c, yield: yield, b: slices.Repeat(board.Board{board.Empty}, p.Rows), queens: p.Queens()}
		s.run(0)
	}
}

// search is one run of Algorithm X.
type search struct {
	m     *matrix
	c     *harness.Counter
	yield func(board.Board) bool
	// b holds the queens of the options chosen so far, and queens is
	// how many a solution has.
	b      board.Board
	queens int
}

// run yields the solutions that complete the board, placed queens on it
// so far, and reports whether to go on. It covers the item pick picks,
// then tries each option of its list in turn: cover the option's other
// items, go deeper, uncover them again.
func (s *search) run(placed int) bool {
	if s.m.root.right == &s.m.root {
		return s.yield(slices.Clone(s.b))
	}
	if placed == s.queens {
		// Every queen is on the board and an item is still in the ring:
		// cover left one there. Going deeper would never end.
		return true
	}
	it := s.pick()
	cover(it)
	goOn := true
	for x := it.head.down; x != &it.head && goOn; x = x.down {
		s.c.Inc()
		for y := x.next; y != x; y = y.next {
			cover(y.item)
		}
		s.b[x.square.Row] = x.square.Col
		goOn = s.run(placed + 1)
		s.b[x.square.Row] = board.Empty
		for y := x.prev; y != x; y = y.prev {
			uncover(y.item)
		}
	}
	uncover(it)
	return goOn
}

// pick returns the primary item to cover next by Knuth's rule: of the
// items in the ring, the first with the fewest options left.
func (s *search) pick() *item {
	best := s.m.root.right
	for it := best.right; it != &s.m.root && best.size > 0; it = it.right {
		if it.size < best.size {
			best = it
		}
	}
	return best
}
