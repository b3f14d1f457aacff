package minconflicts

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/queensbook/queens/puzzle/board"
)

// search is the state of a min-conflicts run. The board is always a
// permutation, so no two queens share a row or a column; only diagonals
// can clash, and sums and diffs count the queens on each.
type search struct {
	n     int
	b     board.Board // b[row] is the column of row's queen
	sums  []int32     // sums[row+col]: queens on that diagonal
	diffs []int32     // diffs[row-col+n-1]: queens on that anti-diagonal
	rng   *rand.Rand
}

func newSearch(n int, seed uint64) *search {
	return &search{
		n:     n,
		b:     make(board.Board, n),
		sums:  make([]int32, 2*n-1),
		diffs: make([]int32, 2*n-1),
		rng:   newRand(seed),
	}
}

// attacks returns how many queens stand on the two diagonals of (row,
// col), not counting one standing on (row, col) itself.
func (s *search) attacks(row, col int) int {
	return int(s.sums[row+col] + s.diffs[row-col+s.n-1])
}

// conflicts returns how many queens attack the queen of row.
func (s *search) conflicts(row int) int {
	return s.attacks(row, s.b[row]) - 2
}

func (s *search) place(row, col int, k int32) {
	s.sums[row+col] += k
	s.diffs[row-col+s.n-1] += k
}

// start fills the board with a fresh permutation, row by row: each row
// samples up to candidates of the columns not used yet and takes the
// first that no earlier queen attacks, or else the least attacked one. It
// looks at ctx, and tells progress of the rows placed, every 65,536 rows.
func (s *search) start(ctx context.Context, candidates int, progress func(placed int)) error {
	clear(s.sums)
	clear(s.diffs)
	for row := range s.n {
		s.b[row] = row
	}
	for row := range s.n {
		if row%(1<<16) == 0 {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if progress != nil {
				progress(row)
			}
		}
		best, fewest := row, math.MaxInt
		for range candidates {
			j := row + s.rng.IntN(s.n-row)
			if a := s.attacks(row, s.b[j]); a < fewest {
				best, fewest = j, a
				if a == 0 {
					break
				}
			}
		}
		s.b[row], s.b[best] = s.b[best], s.b[row]
		s.place(row, s.b[row], 1)
	}
	return nil
}

// countConflicted returns how many queens are attacked.
func (s *search) countConflicted() int {
	k := 0
	for row := range s.n {
		if s.conflicts(row) > 0 {
			k++
		}
	}
	return k
}

// repair runs min-conflicts steps until no queen is attacked or maxSteps
// steps are spent. Its to-do list holds the rows that may be in conflict:
// one pass fills it, each swap adds its two rows, and a queen a swap
// attacks in a third row is found by the next pass.
func (s *search) repair(ctx context.Context, maxSteps int) (steps int, solved bool, err error) {
	var todo []int
	for steps < maxSteps {
		if len(todo) == 0 {
			todo = s.conflicted(todo)
			if len(todo) == 0 {
				return steps, true, nil
			}
		}
		row := s.takeRandom(&todo)
		if s.conflicts(row) == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return steps, false, err
		}
		steps++
		if other := s.bestSwap(row); other != row {
			s.swap(row, other)
			todo = append(todo, row, other)
		}
	}
	return steps, len(s.conflicted(todo[:0])) == 0, nil
}

// conflicted appends the rows whose queens are attacked to rows.
func (s *search) conflicted(rows []int) []int {
	for row := range s.n {
		if s.conflicts(row) > 0 {
			rows = append(rows, row)
		}
	}
	return rows
}

// takeRandom removes a random row from the list and returns it.
func (s *search) takeRandom(list *[]int) int {
	l := *list
	k := s.rng.IntN(len(l))
	row := l[k]
	l[k] = l[len(l)-1]
	*list = l[:len(l)-1]
	return row
}

// bestSwap returns the row whose queen the queen of row i should swap
// columns with to leave the fewest attacking pairs on the board, or i
// itself when staying put is as good as any swap. Ties are broken
// uniformly at random, by reservoir sampling, so the scan keeps no list.
func (s *search) bestSwap(i int) int {
	best, bestDelta, ties := i, 0, 1
	for j := range s.n {
		if j == i {
			continue
		}
		d := s.swapDelta(i, j)
		switch {
		case d < bestDelta:
			best, bestDelta, ties = j, d, 1
		case d == bestDelta:
			ties++
			if s.rng.IntN(ties) == 0 {
				best = j
			}
		}
	}
	return best
}

// swapDelta returns how the number of attacking pairs would change if
// the queens of rows i and j swapped columns: queen i moves from (i, a) to
// (i, b) and queen j from (j, b) to (j, a).
//
// Two queens that share a diagonal (|j-i| = |a-b|) count each other in
// their old diagonals, and after the swap share the other one: that adds
// 2.
func (s *search) swapDelta(i, j int) int {
	a, b := s.b[i], s.b[j]
	d := s.attacks(i, b) + s.attacks(j, a) - s.attacks(i, a) - s.attacks(j, b) + 4
	if j-i == a-b || j-i == b-a {
		d += 2
	}
	return d
}

// swap exchanges the columns of the queens of rows i and j.
func (s *search) swap(i, j int) {
	a, b := s.b[i], s.b[j]
	s.place(i, a, -1)
	s.place(j, b, -1)
	s.b[i], s.b[j] = b, a
	s.place(i, b, 1)
	s.place(j, a, 1)
}
