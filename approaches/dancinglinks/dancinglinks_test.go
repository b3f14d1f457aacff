package dancinglinks

import (
	"fmt"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

// strategies are the four ways of picking the next item.
var strategies = []Strategy{
	{FewestOptions: false, MiddleOut: false},
	{FewestOptions: false, MiddleOut: true},
	{FewestOptions: true, MiddleOut: false},
	Knuth,
}

// listed is what one full run of Search yields.
type listed struct {
	boards   []board.Board
	attempts uint64
}

func searchAll(p board.Problem, s Strategy) listed {
	var c harness.Counter
	var l listed
	for b := range Search(p, s, &c) {
		l.boards = append(l.boards, b)
	}
	l.attempts = c.Count()
	return l
}

func TestCounts(t *testing.T) {
	harnesstest.CountsMatchOEIS(t, Approach, 10)
}

// problems are the boards the package's tests compare with a plain
// search: squares, wide and tall boards, and fixed queens on all three.
func problems(t *testing.T) []board.Problem {
	ps := []board.Problem{{Rows: 3, Cols: 5}, {Rows: 4, Cols: 6}, {Rows: 2, Cols: 7}, {Rows: 5, Cols: 8},
		{Rows: 5, Cols: 3}, {Rows: 7, Cols: 2}, {Rows: 8, Cols: 6},
		board.Problem{Rows: 5, Cols: 8}.WithFixed(board.Square{Row: 4, Col: 7}),
		board.Problem{Rows: 6, Cols: 9}.WithFixed(board.Square{Row: 0, Col: 3}, board.Square{Row: 2, Col: 8}),
		board.Problem{Rows: 9, Cols: 6}.WithFixed(board.Square{Row: 3, Col: 0}, board.Square{Row: 8, Col: 2}),
	}
	for n := 1; n <= 8; n++ {
		ps = append(ps, board.SquareProblem(n))
	}
	for _, spec := range []string{"00400200", "h8", "a2,b4", "d1,e8", "b1,c4,h6"} {
		ps = append(ps, harnesstest.Fixed(t, 8, spec))
	}
	return ps
}

// Every strategy finds every solution, each once, whatever order it
// finds them in.
func TestSearchFindsEverySolution(t *testing.T) {
	for _, p := range problems(t) {
		want := harnesstest.Solutions(p)
		for _, s := range strategies {
			got := searchAll(p, s).boards
			slices.SortFunc(got, slices.Compare)
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("%v, %+v: %d solutions %v, want the %d of a plain search", p, s, len(got), got, len(want))
			}
		}
	}
}

// The harness runs every board as it is, tall ones too, and keeps what
// Search yields: every solution, after the same options tried.
func TestThroughTheHarness(t *testing.T) {
	for _, p := range problems(t) {
		res := harnesstest.Run(t, Approach, p, harness.Options{Keep: true})
		direct := searchAll(p, Knuth)
		if want := harnesstest.Solutions(p); !slices.EqualFunc(res.Boards, want, slices.Equal) || res.Attempts != direct.attempts {
			t.Errorf("%v: the harness lists %d solutions after %d options tried; want %d after %d", p, len(res.Boards), res.Attempts, len(want), direct.attempts)
		}
	}
}

// A run cancelled before it starts stops short of the whole search, and
// a loop that breaks stops the search at once: it tries no option after
// the solution it broke at.
func TestStops(t *testing.T) {
	p := board.SquareProblem(10)
	all := searchAll(p, Knuth)
	harnesstest.CancelStops(t, Approach, p, all.attempts)
	var c harness.Counter
	var got []board.Board
	var atThird uint64
	for b := range Solve(p, &c) {
		got = append(got, b)
		if len(got) == 3 {
			atThird = c.Count()
			break
		}
	}
	if !slices.EqualFunc(got, all.boards[:3], slices.Equal) || c.Count() != atThird {
		t.Errorf("breaking at the third solution: %v, %d options tried then and %d in all; want %v", got, atThird, c.Count(), all.boards[:3])
	}
}

// The links must do what the plain definition of Algorithm X does, step
// for step: TestLinksDanceLikeSets runs both with every strategy and
// wants the same solutions in the same order after the same attempts.
// setSearch is that definition on sets, with no links: an item is open
// until a chosen option holds it, an option is open while all its items
// are, and the item to cover is picked among the open primary items in
// the model's order.
type setSearch struct {
	m        Model
	s        Strategy
	open     []bool // by item
	b        board.Board
	found    []board.Board
	attempts uint64
}

func (x *setSearch) optionOpen(o Option) bool {
	for _, i := range o.Items {
		if !x.open[i] {
			return false
		}
	}
	return true
}

func (x *setSearch) setItems(o Option, open bool) {
	for _, i := range o.Items {
		x.open[i] = open
	}
}

func (x *setSearch) run() {
	// The open primary items, in the model's order.
	var items []int
	for i := range x.m.Primary {
		if x.open[i] {
			items = append(items, i)
		}
	}
	if len(items) == 0 {
		x.found = append(x.found, slices.Clone(x.b))
		return
	}
	// The options of item i that are still open, in the model's order.
	optionsOf := func(i int) []Option {
		var os []Option
		for _, o := range x.m.Options {
			if slices.Contains(o.Items, i) && x.optionOpen(o) {
				os = append(os, o)
			}
		}
		return os
	}
	pick := items[0]
	if x.s.FewestOptions {
		for _, i := range items[1:] {
			if len(optionsOf(i)) < len(optionsOf(pick)) {
				pick = i
			}
		}
	}
	for _, o := range optionsOf(pick) {
		x.attempts++
		x.setItems(o, false)
		x.b[o.Square.Row] = o.Square.Col
		x.run()
		x.b[o.Square.Row] = board.Empty
		x.setItems(o, true)
	}
}

// solveBySets runs setSearch on p with strategy s.
func solveBySets(p board.Problem, s Strategy) listed {
	m := NewModel(p, s)
	x := &setSearch{m: m, s: s, open: slices.Repeat([]bool{true}, len(m.Items)), b: slices.Repeat(board.Board{board.Empty}, p.Rows)}
	for _, q := range p.Fixed {
		for _, o := range m.Options {
			if o.Square == q {
				x.setItems(o, false)
			}
		}
		x.b[q.Row] = q.Col
	}
	x.run()
	return listed{x.found, x.attempts}
}

func TestLinksDanceLikeSets(t *testing.T) {
	for _, p := range problems(t) {
		for _, s := range strategies {
			got, want := searchAll(p, s), solveBySets(p, s)
			if !slices.EqualFunc(got.boards, want.boards, slices.Equal) || got.attempts != want.attempts {
				t.Errorf("%v, %+v: the links find %v after %d options tried; the sets find %v after %d",
					p, s, got.boards, got.attempts, want.boards, want.attempts)
			}
		}
	}
}

// Picking the first item left in the plain order, rank 1 before rank 2,
// is the rank-by-rank search: it tries every square of the next rank
// that no queen below attacks, once for every partial board of queens
// on the ranks below. Its solutions come in lexicographic order, and its
// attempts are the partial boards of one rank or more, counted here
// without the model.
func TestFirstItemIsRankByRank(t *testing.T) {
	plain := Strategy{}
	for n := 1; n <= 9; n++ {
		p := board.SquareProblem(n)
		got := searchAll(p, plain)
		if !slices.IsSortedFunc(got.boards, slices.Compare) {
			t.Errorf("n = %d: solutions not in lexicographic order", n)
		}
		if want := partialBoards(n, nil); got.attempts != want {
			t.Errorf("n = %d: %d options tried, want the %d partial boards", n, got.attempts, want)
		}
	}
}

// partialBoards counts the boards that extend below, a board of queens
// on its lowest ranks, by one rank or more on an n x n board, with no
// two queens attacking each other.
func partialBoards(n int, below board.Board) uint64 {
	if len(below) == n {
		return 0
	}
	var count uint64
	for col := range n {
		q := board.Square{Row: len(below), Col: col}
		if slices.ContainsFunc(below.Queens(), q.Attacks) {
			continue
		}
		count += 1 + partialBoards(n, append(below[:len(below):len(below)], col))
	}
	return count
}

// Covering and uncovering are exact inverses: after a whole search, and
// after a search stopped at its first solution, every link, size and
// ring is as it was built.
func TestLinksComeBack(t *testing.T) {
	for _, p := range []board.Problem{board.SquareProblem(6), board.SquareProblem(8), {Rows: 4, Cols: 7}, {Rows: 7, Cols: 4}} {
		for _, first := range []bool{false, true} {
			m := NewModel(p, Knuth)
			fresh, used := newLinks(m), newLinks(m)
			x := &search{links: used, options: m.Options, s: Knuth, c: &harness.Counter{},
				yield: func(board.Board) bool { return !first }, b: slices.Repeat(board.Board{board.Empty}, p.Rows)}
			x.run()
			if !slices.Equal(used.left, fresh.left) || !slices.Equal(used.right, fresh.right) ||
				!slices.Equal(used.up, fresh.up) || !slices.Equal(used.down, fresh.down) || !slices.Equal(used.size, fresh.size) {
				t.Errorf("%v (stopped at the first: %v): the links differ from a fresh build after the search", p, first)
			}
		}
	}
}

// The links know nothing of queens: on a small matrix whose options
// {1 2 3} and {1 2 4} share two items, which no two squares of a board
// do, the search finds its two exact covers, {1 2 3} with {4 5} and
// {1 2 4} with {3 5}, and leaves the links as they were built.
func TestLinksComeBackFromOverlappingOptions(t *testing.T) {
	m := Model{Primary: 5}
	for k := range 5 {
		m.Items = append(m.Items, Item{Rank, board.Square{Row: k}})
	}
	for k, items := range [][]int{{0, 1, 2}, {0, 1, 3}, {3, 4}, {2, 4}, {4}, {2, 3}} {
		// One row of squares stands in for the options, so that the
		// search can note which it chose.
		m.Options = append(m.Options, Option{Square: board.Square{Row: 0, Col: k}, Items: items})
	}
	fresh, used := newLinks(m), newLinks(m)
	var found int
	x := &search{links: used, options: m.Options, c: &harness.Counter{},
		yield: func(board.Board) bool { found++; return true }, b: board.Board{board.Empty}}
	x.run()
	if found != 2 {
		t.Errorf("found %d exact covers, want 2", found)
	}
	if !slices.Equal(used.up, fresh.up) || !slices.Equal(used.down, fresh.down) || !slices.Equal(used.size, fresh.size) {
		t.Errorf("the links differ from a fresh build after the search")
	}
}

// Covering an item takes every option that holds it out of the other
// items' lists, and nothing else.
func TestCover(t *testing.T) {
	m := NewModel(board.SquareProblem(4), Strategy{})
	l := newLinks(m)
	rank2 := slices.Index(m.Items, Item{Rank, board.Square{Row: 1}})
	fileB := slices.Index(m.Items, Item{File, board.Square{Col: 1}})
	l.cover(rank2)
	if got := optionsLeft(l, m, fileB); !slices.Equal(got, []string{"b1", "b3", "b4"}) {
		t.Errorf("after covering R2, file b offers %v, want b1 b3 b4", got)
	}
	for i := l.right[l.root]; i != l.root; i = l.right[i] {
		if i == rank2 {
			t.Errorf("R2 is still in the ring after it was covered")
		}
	}
	if l.size[rank2] != 4 {
		t.Errorf("R2's own list holds %d options, want its 4, ready to be tried", l.size[rank2])
	}
}

// optionsLeft lists the squares of the options still in item i's list.
func optionsLeft(l *links, m Model, i int) []string {
	var squares []string
	for x := l.down[i]; x != i; x = l.down[x] {
		squares = append(squares, m.Options[l.option[x]].Square.String())
	}
	if len(squares) != l.size[i] {
		squares = append(squares, "size disagrees")
	}
	return squares
}

func TestMiddleOut(t *testing.T) {
	for k, want := range map[int][]int{1: {0}, 2: {0, 1}, 5: {2, 3, 1, 4, 0}, 8: {3, 4, 2, 5, 1, 6, 0, 7}} {
		if got := middleOut(k); !slices.Equal(got, want) {
			t.Errorf("middleOut(%d) = %v, want %v", k, got, want)
		}
	}
}

// The model of 8 x 8 has 16 primary items, 30 diagonals and 64 options.
// On every board, each option holds four different items, each item
// holds the squares of its line and no other, the lowest first, and the
// primary items are the lines of the shorter side.
func TestModel(t *testing.T) {
	m := NewModel(board.SquareProblem(8), Knuth)
	if m.Primary != 16 || len(m.Items) != 16+30 || len(m.Options) != 64 {
		t.Fatalf("%d primary items of %d, %d options; want 16 of 46, and 64", m.Primary, len(m.Items), len(m.Options))
	}
	if got := []string{m.Items[0].String(), m.Items[1].String(), m.Items[2].String(), m.Items[15].String()}; !slices.Equal(got, []string{"R4", "Fd", "R5", "Fh"}) {
		t.Errorf("the primary items begin %v and end %v, want R4 Fd R5 and Fh", got[:3], got[3])
	}
	for _, p := range []board.Problem{board.SquareProblem(8), {Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}} {
		for _, s := range strategies {
			checkModel(t, p, NewModel(p, s))
		}
	}
}

// checkModel checks m, the model of p, line by line.
func checkModel(t *testing.T, p board.Problem, m Model) {
	t.Helper()
	for _, o := range m.Options {
		if distinct := slices.Compact(slices.Sorted(slices.Values(o.Items))); len(distinct) != 4 {
			t.Errorf("%v: %v holds items %v", p, o.Square, o.Items)
		}
	}
	for i, it := range m.Items {
		var held []board.Square
		for _, o := range m.Options {
			if slices.Contains(o.Items, i) != onLine(it, o.Square) {
				t.Errorf("%v: %v holds %v: %v; on its line: %v", p, it, o.Square, slices.Contains(o.Items, i), onLine(it, o.Square))
			}
			if slices.Contains(o.Items, i) {
				held = append(held, o.Square)
			}
		}
		if len(held) == 0 || held[0] != it.Bottom {
			t.Errorf("%v: %v holds %v, which does not start at its lowest square", p, it, held)
		}
		onShortSide := (it.Kind == Rank && p.Rows <= p.Cols) || (it.Kind == File && p.Cols <= p.Rows)
		if (i < m.Primary) != onShortSide {
			t.Errorf("%v: %v is primary: %v; want %v", p, it, i < m.Primary, onShortSide)
		}
	}
}

// onLine reports whether q is on the line of it, from the line's own
// arithmetic: a rank keeps its row, a file its column, a rising diagonal
// the difference of the two and a falling one their sum.
func onLine(it Item, q board.Square) bool {
	b := it.Bottom
	switch it.Kind {
	case Rank:
		return q.Row == b.Row
	case File:
		return q.Col == b.Col
	case Rising:
		return q.Row-q.Col == b.Row-b.Col
	default:
		return q.Row+q.Col == b.Row+b.Col
	}
}

func TestItemNames(t *testing.T) {
	for it, want := range map[Item]string{
		{Rank, board.Square{Row: 2}}:            "R3",
		{Rank, board.Square{Row: 9}}:            "R10",
		{File, board.Square{Col: 2}}:            "Fc",
		{File, board.Square{Col: 27}}:           "F[28]",
		{Rising, board.Square{Row: 2, Col: 0}}:  "/a3",
		{Rising, board.Square{Row: 0, Col: 3}}:  "/d1",
		{Falling, board.Square{Row: 2, Col: 7}}: `\h3`,
		{Falling, board.Square{Row: 0, Col: 4}}: `\e1`,
	} {
		if got := it.String(); got != want {
			t.Errorf("%+v names itself %q, want %q", it, got, want)
		}
	}
}

func BenchmarkSolve8(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(8))
}

func BenchmarkSolve12(b *testing.B) {
	harnesstest.Benchmark(b, Approach, board.SquareProblem(12))
}

// TestTraceNamesTheItem traces Knuth's search on a few boards: every
// queen placed comes with the item the search picked to cover, a primary
// line through its square, and the queens tried in turn on one board all
// fill the same item; no other step names one.
func TestTraceNamesTheItem(t *testing.T) {
	for _, p := range []board.Problem{
		board.SquareProblem(4), board.SquareProblem(6), board.SquareProblem(7),
		{Rows: 4, Cols: 6}, {Rows: 6, Cols: 4},
		board.SquareProblem(6).WithFixed(board.Square{Row: 2, Col: 1}),
	} {
		m := NewModel(p, Knuth)
		primary := make([]string, m.Primary)
		for k, it := range m.Items[:m.Primary] {
			primary[k] = it.String()
		}
		// placed holds the item of each queen on the board, the first
		// placed first, and lifted[d] the item of the last queen lifted
		// that was the d-th placed on the board searched now, or "".
		placed, lifted := []string{}, []string{""}
		var bad string
		_, err := harness.Trace(t.Context(), Approach, p, harness.Options{}, func(s harness.Step) bool {
			q, d := s.Square, len(placed)
			switch {
			case s.Kind == harness.Place && !slices.Contains(primary, s.Item):
				bad = "names an item that is not primary"
			case s.Kind == harness.Place && s.Item != (Item{Rank, board.Square{Row: q.Row}}).String() && s.Item != (Item{File, board.Square{Col: q.Col}}).String():
				bad = "names an item that is not the queen's rank or file"
			case s.Kind == harness.Place && lifted[d] != "" && lifted[d] != s.Item:
				bad = "names another item than the queen tried before it on the same board, " + lifted[d]
			case s.Kind == harness.Place:
				placed, lifted = append(placed, s.Item), append(lifted[:d+1], "")
			case s.Kind == harness.Backtrack:
				lifted = lifted[:d]
				lifted[d-1], placed = placed[d-1], placed[:d-1]
			case s.Item != "":
				bad = "names an item, and is not a place"
			}
			if bad != "" {
				bad = fmt.Sprintf("on %v, the %v on %v with the item %q %s", p, s.Kind, q, s.Item, bad)
			}
			return bad == ""
		})
		if bad != "" || err != nil {
			t.Fatalf("%s %v", bad, err)
		}
	}
}
