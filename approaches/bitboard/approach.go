package bitboard

import (
	"fmt"
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// MaxN is the largest square Solve lists in reasonable time: n = 15 has
// 2,279,184 solutions, which it places 171 million queens to find and
// hands out one board at a time, a few seconds of work, and every further
// row multiplies that by about seven. Counting without listing goes much
// further: see package count.
const MaxN = 15

// Approach registers the bit-mask search with the harness.
var Approach = harness.Approach{
	Name:       "bitboard",
	Title:      "Bit masks",
	Source:     "beyond the sources: the bitwise search of the record solution counters",
	Attempt:    "one queen placed on a square no earlier queen attacks",
	MaxN:       MaxN,
	Limit:      tooWide,
	KeepsFixed: true,
	Shape:      harness.Wide,
	Traces:     true,
	Solve:      Solve,
}

// tooWide says why a board with a side past [MaxSide] is past what the
// search can run: a row's squares are the bits of one 32-bit mask, and the
// harness turns a tall board on its side, so its longer side becomes the
// row.
func tooWide(p board.Problem) string {
	if max(p.Rows, p.Cols) > MaxSide {
		return fmt.Sprintf("its row masks hold %d columns; it takes boards whose sides are at most %[1]d", MaxSide)
	}
	return ""
}

// stopCheck is how many attempts Solve makes between looks at whether the
// run was cancelled; at a few nanoseconds an
// attempt, that is a look every few hundred microseconds. A traced run of
// Solve looks after every attempt.
const stopCheck = 1 << 16

// Solve yields every solution of p in lexicographic order. It fills the
// board row by row, keeping the occupied columns and both diagonals as bit
// masks, and counts one attempt on c for each queen it places. Fixed
// queens are honoured inside the search: see [PlainSpace]. Every row gets
// a queen, so p must be square or wide, with no more rows than columns;
// the harness turns a tall board on its side.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		l := lister{sp: PlainSpace(p), c: c, yield: yield, b: make(board.Board, p.Rows), batch: stopCheck}
		if c.Tracing() {
			l.batch = 1 // every queen placed is a step of the trace
			l.shown = emptyBoard(p.Rows)
		}
		l.run()
	}
}

// lister is one run of Solve.
type lister struct {
	sp    Space
	c     *harness.Counter
	yield func(board.Board) bool
	b     board.Board
	// pending counts the attempts not yet added to c. When it reaches
	// batch, they are added and the run looks whether to stop.
	pending, batch uint64
	// shown, when a trace watches the run, is the board it has been
	// shown (see trace.go); otherwise nil.
	shown board.Board
}

// run lists every solution and adds the last attempts to the counter.
func (l *lister) run() {
	if l.list(0, Attacks{}) && l.shown != nil {
		l.c.LiftFrom(l.shown, 0) // the search is over: every queen is lifted
	}
	l.flush()
}

// list yields the solutions that complete the board from row upwards,
// and reports whether to go on.
func (l *lister) list(row int, at Attacks) bool {
	if row == l.sp.N {
		return l.solution()
	}
	for free := l.sp.Free(row, at); free != 0; free &= free - 1 {
		bit := free & -free
		l.b[row] = Column(bit)
		if !l.placed(row) {
			return false
		}
		if !l.list(row+1, at.Below(bit)) {
			return false
		}
	}
	return true
}

// solution yields the full board, with the counter exact, and reports
// whether to go on.
func (l *lister) solution() bool {
	l.flush()
	return l.yield(slices.Clone(l.b))
}

// placed counts the queen just placed in row as one attempt and reports
// whether to go on. The attempts are counted in a batch, since adding to
// the counter is an atomic operation that would cost more than placing a
// queen; at the end of a batch, [lister.checkpoint] adds it. It is small
// enough to be inlined in the search's loop.
func (l *lister) placed(row int) bool {
	if l.pending++; l.pending == l.batch {
		return l.checkpoint(row)
	}
	return true
}

// checkpoint adds the batch of attempts to the counter and returns
// whether to go on. Under a trace, every queen placed is a batch, and a
// step, of its own.
func (l *lister) checkpoint(row int) bool {
	if l.shown != nil {
		return l.tracePlace(row)
	}
	l.flush()
	return !l.c.Stopped()
}

// flush adds the attempts counted so far to the harness's counter, which
// must be exact whenever a solution is yielded.
func (l *lister) flush() {
	l.c.Add(l.pending)
	l.pending = 0
}
