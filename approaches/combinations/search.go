package combinations

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// MaxSquares is the most squares a board may have for the search: the 64
// bits of the mask of attacked squares, one bit a square.
const MaxSquares = 64

// grid is the board as the search sees it: squares numbered row*cols+col,
// and for each square the squares a queen there attacks, as a bit mask.
// Boards of up to [MaxSquares] squares, such as 8 x 8, fit the mask.
type grid struct {
	rows, cols int
	queens     int
	attacks    []uint64
}

func newGrid(p board.Problem) *grid {
	g := &grid{rows: p.Rows, cols: p.Cols, queens: p.Queens()}
	g.attacks = make([]uint64, p.Rows*p.Cols)
	for s := range g.attacks {
		for t := range g.attacks {
			if g.square(s).Attacks(g.square(t)) {
				g.attacks[s] |= 1 << t
			}
		}
	}
	return g
}

// square returns the row and column of square number s.
func (g *grid) square(s int) board.Square {
	return board.Square{Row: s / g.cols, Col: s % g.cols}
}

// toBoard turns an arrangement of squares into a board. Rows without a
// queen hold [board.Empty].
func (g *grid) toBoard(arrangement []int) board.Board {
	b := make(board.Board, g.rows)
	for row := range b {
		b[row] = board.Empty
	}
	for _, s := range arrangement {
		q := g.square(s)
		b[q.Row] = q.Col
	}
	return b
}

// chunks yields the prefixes that cut the search into chunks, in
// lexicographic order: every pair of first squares, or every first square
// when there are only two queens, so that a chunk always places at least
// the last queen itself. Each prefix is a new slice, since a worker keeps
// it.
func (g *grid) chunks() iter.Seq[[]int] {
	length := min(2, g.queens-1)
	return func(yield func([]int) bool) {
		g.prefixes(make([]int, 0, length), length, func(prefix []int) bool {
			return yield(slices.Clone(prefix))
		})
	}
}

// prefixes extends prefix to the given length in every way that leaves
// room for the queens after it, in lexicographic order, and passes each
// result to yield; it returns false as soon as yield does.
func (g *grid) prefixes(prefix []int, length int, yield func([]int) bool) bool {
	if len(prefix) == length {
		return yield(prefix)
	}
	first := 0
	if len(prefix) > 0 {
		first = prefix[len(prefix)-1] + 1
	}
	for s := first; s <= len(g.attacks)-(g.queens-len(prefix)); s++ {
		if !g.prefixes(append(prefix, s), length, yield) {
			return false
		}
	}
	return true
}

// solution is a legal arrangement found in a chunk, with the attempts the
// chunk made up to and including the one that found it.
type solution struct {
	squares  []int
	attempts uint64
}

// chunkResult is what the search of one chunk found.
type chunkResult struct {
	solutions []solution
	attempts  uint64
}

// chunk is the search of the arrangements that begin with one prefix. It
// places the queens one by one in increasing square order, and carries
// down two facts about the queens placed so far: the squares they attack,
// and whether two of them already attack each other. Testing a whole
// arrangement then costs one bit test for its last queen.
type chunk struct {
	*grid
	arrangement []int
	chunkResult
	// watch is the trace of a traced search, which runs as one chunk;
	// nil when no trace watches.
	watch *watch
	// stopped is set when the trace or its consumer has had enough, or
	// the run was cancelled: the search then unwinds without testing
	// another arrangement.
	stopped bool
	// c is the counter of an untraced search, which the chunk asks now
	// and then whether the run was cancelled (see place).
	c *harness.Counter
}

// watch follows a traced search: the counter whose trace sees every
// arrangement tested, the consumer of the solutions, which a trace passes
// on at once, and the squares of the arrangement being reported.
type watch struct {
	c       *harness.Counter
	yield   func(board.Board) bool
	squares []board.Square
}

// trace runs the whole search on the calling goroutine, as one chunk in
// the search's own order, counting and reporting every arrangement to
// the trace watching c as it is tested and yielding each solution at
// once.
func (g *grid) trace(c *harness.Counter, yield func(board.Board) bool) {
	w := &watch{c: c, yield: yield, squares: make([]board.Square, g.queens)}
	ch := chunk{grid: g, arrangement: make([]int, g.queens), watch: w}
	ch.place(0, 0, 0, true)
}

// searchChunk tests every arrangement that begins with prefix, or stops
// early, with a partial result, when the run c counts for is cancelled.
func (g *grid) searchChunk(prefix []int, c *harness.Counter) chunkResult {
	ch := chunk{grid: g, arrangement: make([]int, g.queens), c: c}
	var attacked uint64
	legal := true
	for i, s := range prefix {
		ch.arrangement[i] = s
		legal = legal && attacked&(1<<s) == 0
		attacked |= g.attacks[s]
	}
	first := 0
	if len(prefix) > 0 {
		first = prefix[len(prefix)-1] + 1
	}
	ch.place(len(prefix), first, attacked, legal)
	return ch.chunkResult
}

// place puts queen i on every square from first on, in turn, and goes on
// with the next queen; attacked and legal describe queens 0 to i-1. It
// never skips a square because the queens so far are illegal: that would
// be pruning, which this search does without on purpose.
func (ch *chunk) place(i, first int, attacked uint64, legal bool) {
	if i == ch.queens-1 {
		ch.testLast(first, attacked, legal)
		return
	}
	// Queen i stops where the queens after it still find a square each.
	for s, end := first, len(ch.attacks)-(ch.queens-i); s <= end && !ch.halted(i); s++ {
		ch.arrangement[i] = s
		ch.place(i+1, s+1, attacked|ch.attacks[s], legal && attacked&(1<<s) == 0)
	}
}

// halted reports whether the search is to unwind before queen i takes
// another square: once the trace or its consumer has had enough, or the
// run is cancelled. An untraced search asks its counter at the fourth
// queen from the end, some ten thousand arrangements apart: often enough
// to stop within a millisecond of Ctrl-C, seldom enough to cost nothing.
func (ch *chunk) halted(i int) bool {
	if i == ch.queens-4 && ch.c != nil && !ch.stopped {
		ch.stopped = ch.c.Stopped()
	}
	return ch.stopped
}

// testLast completes the arrangement with the last queen on each square
// from first on, and tests each of these arrangements: it is legal when
// the queens before the last were and the last queen's square is not
// attacked. That is one bit of the mask of safe squares, a mask which is
// empty when the queens before were already illegal.
func (ch *chunk) testLast(first int, attacked uint64, legal bool) {
	safe := ^attacked
	if !legal {
		safe = 0
	}
	// Shift safe so that its lowest bit always belongs to square s.
	safe >>= uint(first)
	if ch.watch != nil {
		ch.showLast(first, safe)
		return
	}
	tested := ch.attempts
	for s, end := first, len(ch.attacks); s < end; s++ {
		tested++
		if safe&1 != 0 {
			ch.record(s, tested)
		}
		safe >>= 1
	}
	ch.attempts = tested
}

// record keeps the arrangement that a last queen on square s completes,
// found at the given attempt.
func (ch *chunk) record(s int, attempts uint64) {
	ch.arrangement[len(ch.arrangement)-1] = s
	ch.solutions = append(ch.solutions, solution{slices.Clone(ch.arrangement), attempts})
}

// showLast is testLast in a traced search, with the same mask of safe
// squares shifted to first: it counts each arrangement on the counter as
// it tests it, reports it to the trace, and yields a legal one at once.
func (ch *chunk) showLast(first int, safe uint64) {
	w := ch.watch
	last := len(ch.arrangement) - 1
	for s := first; s < len(ch.attacks); s++ {
		// The trace may have stopped at the last test or at the
		// solution it found.
		if ch.stopped = w.c.Stopped(); ch.stopped {
			return
		}
		ch.arrangement[last] = s
		legal := safe&1 != 0
		safe >>= 1
		for i, sq := range ch.arrangement {
			w.squares[i] = ch.square(sq)
		}
		w.c.Inc()
		w.c.Step(harness.TestedSquares(w.squares, legal))
		if legal && !w.yield(ch.toBoard(ch.arrangement)) {
			ch.stopped = true
			return
		}
	}
}
