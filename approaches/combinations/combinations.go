package combinations

import (
	"fmt"
	"iter"
	"math/big"
	"runtime"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the combinations search as the harness runs it. It does not
// know about fixed queens: the harness searches the whole board and keeps
// the solutions that hold them.
var Approach = harness.Approach{
	Name:    "combinations",
	Title:   "Every arrangement of n squares",
	Source:  "the combinations post: itertools.combinations of 8 squares out of 64",
	Attempt: "one arrangement of n squares tested",
	MaxN:    8,
	Limit:   tooManySquares,
	Shape:   harness.AnyRect,
	Solve:   Solve,
	Traces:  true,
	// Solve runs on every core; see [Solve].
	Parallel: true,
	// Space is computed exactly and then rounded, since C(n*n, n)
	// passes 2^64 at n = 11.
	MaxAttempts: func(p board.Problem) float64 {
		f, _ := new(big.Float).SetInt(new(big.Int).Binomial(int64(p.Rows*p.Cols), int64(p.Queens()))).Float64()
		return f
	},
}

// tooManySquares says why a board of more than [MaxSquares] squares is
// past what the search can run, however long it is given.
func tooManySquares(p board.Problem) string {
	if p.Rows*p.Cols > MaxSquares {
		return fmt.Sprintf("its attack masks hold %d squares; it takes boards of at most %[1]d squares, such as 8 x 8 or 7 x 9", MaxSquares)
	}
	return ""
}

// Solve tests every arrangement of min(rows, cols) queens on the squares of
// p's board and yields the legal ones, using one worker per available
// processor. It is [Search] with runtime.GOMAXPROCS(0) workers.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return Search(p, c, runtime.GOMAXPROCS(0))
}

// Search tests every arrangement of min(rows, cols) queens on the squares of
// p's board, in lexicographic order of the square numbers row*cols+col, and
// yields the arrangements in which no queen attacks another. One attempt is
// one arrangement tested.
//
// The arrangements are cut into chunks by their first squares, and the
// given number of worker goroutines search the chunks at once. The results are passed on in chunk
// order, so the solutions, the order they come in and the attempts counted
// at each one are the same for any number of workers. A traced search
// runs on the calling goroutine alone, whatever workers says, so that its
// steps come in order. Search ignores p.Fixed.
func Search(p board.Problem, c *harness.Counter, workers int) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		g := newGrid(p)
		if c.Tracing() {
			// A trace follows the search in order, so it runs on
			// this goroutine alone.
			g.trace(c, yield)
			return
		}
		search := func(prefix []int) chunkResult { return g.searchChunk(prefix, c) }
		for res := range inOrder(g.chunks(), workers, search) {
			// Add the chunk's attempts up to each solution before
			// yielding it, so that c is exact whenever it is read.
			var added uint64
			for _, s := range res.solutions {
				c.Add(s.attempts - added)
				added = s.attempts
				if !yield(g.toBoard(s.squares)) {
					return
				}
			}
			c.Add(res.attempts - added)
			if c.Stopped() {
				return
			}
		}
	}
}

// Arrangements returns how many arrangements [Search] tests on p: the
// binomial coefficient C(rows*cols, min(rows, cols)).
func Arrangements(p board.Problem) uint64 {
	return choose(p.Rows*p.Cols, p.Queens())
}

// ArrangementsFrom returns how many of the arrangements of p begin with
// the given squares, which must be increasing. After a prefix ending on
// square s, the remaining queens choose among the squares past s.
func ArrangementsFrom(p board.Problem, prefix ...int) uint64 {
	if len(prefix) == 0 {
		return Arrangements(p)
	}
	last := prefix[len(prefix)-1]
	return choose(p.Rows*p.Cols-1-last, p.Queens()-len(prefix))
}

// choose returns the binomial coefficient C(n, k), the number of ways to
// pick k of n things, or 0 when k is out of range.
func choose(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	return new(big.Int).Binomial(int64(n), int64(k)).Uint64()
}
