package permfilter

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach registers the permutation filter with the harness.
var Approach = harness.Approach{
	Name:        "permfilter",
	Title:       "Permutations filtered by diagonals",
	Source:      "the permutation filter post, and the fixed-queens post for fixed queens",
	Attempt:     "one permutation of the free columns tested on the diagonals",
	MaxN:        11,
	KeepsFixed:  true,
	Shape:       harness.Wide,
	Traces:      true,
	Solve:       Solve,
	MaxAttempts: Space,
}

// Solve yields the solutions of p in lexicographic order: the boards with
// one queen in every row and at most one in every column, filtered down
// to those whose diagonals are free, each one an attempt [counted] on c.
// p must be square or wide; the harness turns a tall board on its side.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return Filter(untilStopped(Rooks(p), c), counted(Valid, c))
}

// Permutations yields every ordering of items: each item in turn takes the
// first place, followed by every ordering of the others. When items are
// sorted the orderings come out in lexicographic order. Each ordering is a
// fresh slice that the caller may keep.
func Permutations[S ~[]E, E any](items S) iter.Seq[S] {
	return PartialPermutations(items, len(items))
}

// PartialPermutations yields every ordering of k of the items, as
// Python's itertools.permutations(items, k) does: each item in turn takes
// the first place, followed by every ordering of k-1 of the others. There
// are n!/(n-k)! of them for n items, in lexicographic order when items
// are sorted, each a fresh slice.
func PartialPermutations[S ~[]E, E any](items S, k int) iter.Seq[S] {
	return func(yield func(S) bool) {
		if k < 0 || k > len(items) {
			return
		}
		perm := make(S, 0, k)
		used := make([]bool, len(items))
		var extend func() bool
		// extend fills the next place with each unused item in turn and
		// reports false as soon as the consumer has stopped.
		extend = func() bool {
			if len(perm) == k {
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
// the right, the squares of one diagonal share col-row; going up to the
// left, they share row+col. So b is valid when both numbers are all
// distinct. Rows and columns need no test: a permutation has one queen in
// each. b may be wider than it is tall, its queens in distinct columns.
func Valid(b board.Board) bool {
	n, width := len(b), len(b)
	for _, col := range b {
		width = max(width, col+1)
	}
	// Sums run from 0 to n+width-2 and col-row+n from 1 to n+width-1, so
	// each fits in n+width marks. Boards whose sides add up to 64 at most
	// mark in an array on the stack, which keeps this test free of
	// allocations.
	var small [128]bool
	seen := small[:]
	if 2*(n+width) > len(small) {
		seen = make([]bool, 2*(n+width))
	}
	sums, diffs := seen[:n+width], seen[n+width:]
	for row, col := range b {
		sum, diff := row+col, col-row+n
		if sums[sum] || diffs[diff] {
			return false
		}
		sums[sum], diffs[diff] = true, true
	}
	return true
}

// Rooks yields the boards of p with one queen in every row and at most one
// in every column that keep its fixed queens, in lexicographic order: the
// free columns permuted over the free rows. Without fixed queens these are
// the n! solutions of the n rooks puzzle, and on a wide board of rows x
// cols the cols!/(cols-rows)! orderings of rows of the columns.
func Rooks(p board.Problem) iter.Seq[board.Board] {
	rows, cols := freeLines(p)
	if len(p.Fixed) == 0 {
		// Every row is free, so each ordering of the columns is a board
		// already, and a fresh one.
		return PartialPermutations(board.Board(cols), p.Rows)
	}
	return func(yield func(board.Board) bool) {
		for perm := range PartialPermutations(cols, len(rows)) {
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
// queens on an n x n board, and (cols-k)!/(cols-rows)! on a wide board of
// rows x cols. It reads a tall board as the harness runs it, on its side.
func Space(p board.Problem) float64 {
	free, unused := max(p.Rows, p.Cols)-len(p.Fixed), max(p.Rows, p.Cols)-p.Queens()
	space := 1.0
	for k := unused + 1; k <= free; k++ {
		space *= float64(k)
	}
	return space
}
