package permfilter

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// Approach registers the permutation filter with the harness.
var Approach = harness.Approach{
	Name:    "permfilter",
	Title:   "Permutations filtered by diagonals",
	Source:  "seeds 000 (permutation filter) and 003 (permutations with fixed queens)",
	Attempt: "one permutation of the free columns tested on the diagonals",
	MaxN:    11,
	Fixed:   true,
	Solve:   Solve,
	Space:   Space,
}

// Solve yields the solutions of the square problem p in lexicographic
// order. It is the whole idea in one line: the boards with one queen in
// every row and every column, filtered down to those whose diagonals are
// free. Each board tested counts one attempt on c.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return Filter(Rooks(p), func(b board.Board) bool {
		c.Inc()
		return Valid(b)
	})
}

// Permutations yields every ordering of items: each item in turn takes the
// first place, followed by every ordering of the others. When items are
// sorted the orderings come out in lexicographic order. Each ordering is a
// fresh slice that the caller may keep.
func Permutations[S ~[]E, E any](items S) iter.Seq[S] {
	return func(yield func(S) bool) {
		perm := make(S, 0, len(items))
		used := make([]bool, len(items))
		var extend func() bool
		// extend fills the next place with each unused item in turn and
		// reports false as soon as the consumer has stopped.
		extend = func() bool {
			if len(perm) == len(items) {
				return yield(slices.Clone(perm))
			}
			for i, item := range items {
				if used[i] {
					continue
				}
				used[i] = true
				perm = append(perm, item)
				ok := extend()
				perm = perm[:len(perm)-1]
				used[i] = false
				if !ok {
					return false
				}
			}
			return true
		}
		extend()
	}
}

// Filter yields the items of seq for which keep returns true, in the order
// seq yields them. It knows nothing about queens: it is the second of the
// two reusable parts.
func Filter[T any](seq iter.Seq[T], keep func(T) bool) iter.Seq[T] {
	return func(yield func(T) bool) {
		for item := range seq {
			if keep(item) && !yield(item) {
				return
			}
		}
	}
}

// Valid reports whether no two queens of b share a diagonal. Going up to
// the right, the squares of one diagonal share row-col; going up to the
// left, they share row+col. So b is valid when both numbers are all
// distinct. Rows and columns need no test: a permutation has one queen in
// each.
func Valid(b board.Board) bool {
	n := len(b)
	// Sums run from 0 to 2n-2 and differences row-col+3n from 2n+1 to
	// 4n-1, so one slice of 4n marks holds both. Boards up to 32 rows mark
	// in an array on the stack, which keeps this test free of allocations.
	var small [128]bool
	seen := small[:]
	if 4*n > len(small) {
		seen = make([]bool, 4*n)
	}
	for row, col := range b {
		sum, diff := row+col, row-col+3*n
		if seen[sum] || seen[diff] {
			return false
		}
		seen[sum], seen[diff] = true, true
	}
	return true
}

// Rooks yields the boards of the square problem p with one queen in every
// row and every column that keep its fixed queens, in lexicographic order:
// the free columns permuted over the free rows. Without fixed queens these
// are the n! solutions of the n rooks puzzle.
func Rooks(p board.Problem) iter.Seq[board.Board] {
	rows, cols := freeLines(p)
	if len(p.Fixed) == 0 {
		// Every row is free, so each permutation of the columns is a
		// board already, and a fresh one.
		return Permutations(board.Board(cols))
	}
	return func(yield func(board.Board) bool) {
		for perm := range Permutations(cols) {
			b := make(board.Board, p.Rows)
			for _, q := range p.Fixed {
				b[q.Row] = q.Col
			}
			for i, row := range rows {
				b[row] = perm[i]
			}
			if !yield(b) {
				return
			}
		}
	}
}

// freeLines returns the rows and the columns of p that hold no fixed
// queen, each in increasing order.
func freeLines(p board.Problem) (rows, cols []int) {
	rowTaken := make([]bool, p.Rows)
	colTaken := make([]bool, p.Cols)
	for _, q := range p.Fixed {
		rowTaken[q.Row], colTaken[q.Col] = true, true
	}
	return untaken(rowTaken), untaken(colTaken)
}

func untaken(taken []bool) []int {
	var free []int
	for i, t := range taken {
		if !t {
			free = append(free, i)
		}
	}
	return free
}

// Space returns the number of boards Solve tests on p: (n-k)! for k fixed
// queens on an n x n board.
func Space(p board.Problem) float64 {
	space := 1.0
	for k := 2; k <= p.Rows-len(p.Fixed); k++ {
		space *= float64(k)
	}
	return space
}
