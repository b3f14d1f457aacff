package dancinglinks

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// MaxN is the largest square Solve lists in reasonable time: n = 14 has
// 365,596 solutions, which it finds with 5,474,541 options tried, about
// a second of work, and every further row multiplies that by five or so.
const MaxN = 14

// Approach registers Algorithm X with dancing links with the harness.
var Approach = harness.Approach{
	Name:       "dancinglinks",
	Title:      "Exact cover with dancing links",
	Source:     "beyond the sources: Knuth's Algorithm X with dancing links (2000; TAOCP 7.2.2.1)",
	Attempt:    "one option tried, a queen on a square whose lines are all still open",
	MaxN:       MaxN,
	KeepsFixed: true,
	Shape:      harness.AnyRect,
	Traces:     true,
	Solve:      Solve,
}

// Strategy says how Algorithm X picks the primary item to cover next.
type Strategy struct {
	// FewestOptions picks the item with the fewest options left, the
	// first of them in the list on a tie; otherwise the first item left
	// in the list.
	FewestOptions bool
	// MiddleOut lists the ranks and files from the middle of the board
	// outward, a rank before its file; otherwise the ranks from rank 1
	// up, then the files from file a.
	MiddleOut bool
}

// Knuth is the strategy of [Solve]: the fewest options, the middle first.
var Knuth = Strategy{FewestOptions: true, MiddleOut: true}

// stopCheck is how many options the search tries between looks at
// whether the run was cancelled, a power of two. A traced run looks
// before every option, since the trace may have had enough after any
// step.
const stopCheck = 1 << 12

// Solve yields every solution of p, in the order Algorithm X finds them
// with the [Knuth] strategy, and counts one attempt on c for every
// option it tries. See [Search].
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return Search(p, Knuth, c)
}

// Search yields every solution of p in the order Algorithm X finds them
// with strategy s, and counts one attempt on c for every option it tries.
// The fixed queens of p are chosen before the search starts and are not
// attempts. p may be any rectangle (see [Model]), and must be valid: its
// fixed queens attack no one.
func Search(p board.Problem, s Strategy, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		m := NewModel(p, s)
		x := &search{links: newLinks(m), items: m.Items, options: m.Options, s: s, c: c, yield: yield,
			b: slices.Repeat(board.Board{board.Empty}, p.Rows), tracing: c.Tracing(), checkMask: stopCheck - 1}
		if x.tracing {
			x.checkMask = 0
		}
		for _, q := range p.Fixed {
			x.take(q)
		}
		x.run()
	}
}

// search is one run of Algorithm X.
type search struct {
	*links
	items   []Item
	options []Option
	s       Strategy
	c       *harness.Counter
	yield   func(board.Board) bool
	// b holds the queens of the options chosen so far.
	b board.Board
	// tried counts the options tried, to look for a cancelled run
	// whenever none of the bits of checkMask is set in it.
	tried, checkMask uint64
	// tracing is set when a trace watches the run (see trace.go).
	tracing bool
}

// take chooses the option of the fixed queen on q before the search
// starts: its rank, its file and its diagonals are covered, and every
// square they hold is gone from the search.
func (x *search) take(q board.Square) {
	node := x.start[slices.IndexFunc(x.options, func(o Option) bool { return o.Square == q })]
	x.cover(x.item[node])
	x.choose(node)
	x.b[q.Row] = q.Col
}

// run yields the solutions that complete the options chosen so far and
// reports whether to go on. It covers the item [search.pick] picks and
// tries each of its options in turn: choose it, go deeper, unchoose it.
// An item with no option left is a dead end, and the loop is empty.
func (x *search) run() bool {
	if x.done() {
		return x.yield(slices.Clone(x.b))
	}
	i := x.pick()
	x.cover(i)
	goOn := true
	for node := x.down[i]; node != i && goOn; node = x.down[node] {
		if x.stopped() {
			goOn = false
			break
		}
		x.c.Inc()
		x.choose(node)
		x.place(node)
		goOn = x.run()
		x.lift(node)
		x.unchoose(node)
	}
	x.uncover(i)
	return goOn
}

// stopped counts the option about to be tried and reports whether the
// run was cancelled, looking every stopCheck options, or under a trace
// before every option.
func (x *search) stopped() bool {
	x.tried++
	return x.tried&x.checkMask == 0 && x.c.Stopped()
}

// place puts the queen of node's option on the board, and reports it to
// a trace watching the run.
func (x *search) place(node int) {
	q := x.options[x.option[node]].Square
	x.b[q.Row] = q.Col
	if x.tracing {
		x.tracePlace(node)
	}
}

// lift takes the queen of node's option off the board again, everything
// that could follow it tried, and reports it to a trace watching the run.
func (x *search) lift(node int) {
	q := x.options[x.option[node]].Square
	x.b[q.Row] = board.Empty
	if x.tracing {
		x.traceLift(node)
	}
}

// pick returns the primary item to cover next: the first one left, or,
// with FewestOptions, the first of those with the fewest options left.
func (x *search) pick() int {
	best := x.right[x.root]
	if !x.s.FewestOptions {
		return best
	}
	for i := x.right[best]; i != x.root && x.size[best] > 0; i = x.right[i] {
		if x.size[i] < x.size[best] {
			best = i
		}
	}
	return best
}
