package halves_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// fixedSets returns sets of fixed queens on the n x n board: every
// square alone, pairs and triples drawn at random among the squares that
// do not attack each other, the middle row's and column's squares on an
// odd board with another queen, and a few whole solutions and all but
// one queen of them.
func fixedSets(n int, rng *rand.Rand) [][]board.Square {
	var sets [][]board.Square
	for r := range n {
		for c := range n {
			sets = append(sets, []board.Square{{Row: r, Col: c}})
		}
	}
	random := func() board.Square { return board.Square{Row: rng.IntN(n), Col: rng.IntN(n)} }
	for range 3 * n {
		for _, k := range []int{2, 3} {
			if set := peaceful(random, k); set != nil {
				sets = append(sets, set)
			}
		}
	}
	if n%2 == 1 {
		h := n / 2
		for i := range n {
			sets = append(sets, []board.Square{{Row: h, Col: i}, random()}, []board.Square{{Row: i, Col: h}, random()})
		}
	}
	k := 0
	for b := range bitboard.Solve(board.SquareProblem(n), new(harness.Counter)) {
		if k++; k > 3 {
			break
		}
		var all []board.Square
		for r, c := range b {
			all = append(all, board.Square{Row: r, Col: c})
		}
		sets = append(sets, all)
		if n > 1 {
			sets = append(sets, all[1:], all[:n-1])
		}
	}
	return sets
}

// peaceful returns k squares drawn with random of which no two attack
// each other, or nil after a few tries.
func peaceful(random func() board.Square, k int) []board.Square {
	for range 20 {
		set := []board.Square{random()}
		for len(set) < k {
			q := random()
			ok := true
			for _, p := range set {
				ok = ok && p != q && !p.Attacks(q)
			}
			if !ok {
				break
			}
			set = append(set, q)
		}
		if len(set) == k {
			return set
		}
	}
	return nil
}

// The join with fixed queens counts what the plain search with no fold
// counts, on every board up to 12 x 12 and for many sets of fixed
// queens, and the constellations on some of them.
func TestFixedQueensMatchThePlainSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 27))
	for n := 1; n <= 12; n++ {
		for i, fixed := range fixedSets(n, rng) {
			p := board.SquareProblem(n).WithFixed(fixed...)
			if p.Validate() != nil {
				continue
			}
			want := counttest.Count(t, bitcount.FoldNone, p, count.Options{Workers: 1})
			got := counttest.Count(t, halves.Method{}, p, count.Options{Workers: 2})
			if got.Solutions != want.Solutions || got.HasUnique() || got.Unique != 0 {
				t.Errorf("%v: the join counts %d solutions (unique %d), the plain search %d", p, got.Solutions, got.Unique, want.Solutions)
			}
			if i%7 == 0 {
				if c := counttest.Count(t, constellation.Method{}, p, count.Options{}); c.Solutions != want.Solutions {
					t.Errorf("%v: the constellations count %d solutions, the plain search %d", p, c.Solutions, want.Solutions)
				}
			}
		}
	}
}

// Queens that attack each other are in no solution: the plan has no
// task, and package count refuses them before it plans.
func TestAttackingFixedQueens(t *testing.T) {
	for _, set := range [][]board.Square{
		{{Row: 0, Col: 0}, {Row: 1, Col: 1}},
		{{Row: 2, Col: 3}, {Row: 2, Col: 5}},
		{{Row: 1, Col: 4}, {Row: 6, Col: 4}},
		{{Row: 3, Col: 3}, {Row: 0, Col: 6}},
	} {
		for _, n := range []int{7, 8} {
			p, err := halves.NewPlan(context.Background(), n, set...)
			if err != nil {
				t.Fatal(err)
			}
			solutions, _, _ := p.Join(context.Background(), 0, p.Tasks())
			if p.Tasks() != 0 || solutions != 0 {
				t.Errorf("%d x %d with %v fixed: %d tasks, %d solutions", n, n, set, p.Tasks(), solutions)
			}
			if _, err := count.Count(context.Background(), halves.Method{}, board.SquareProblem(n).WithFixed(set...), count.Options{}); err == nil {
				t.Errorf("%d x %d with %v fixed: counted", n, n, set)
			}
		}
	}
	if _, err := halves.NewPlan(context.Background(), 8, board.Square{Row: 8, Col: 0}); err == nil {
		t.Error("a fixed queen off the board was planned")
	}
}

// On the largest board the join takes, where its sieve compares the most
// diagonals, it counts with fixed queens what the plain search counts:
// with six queens of a solution fixed in its south rows, and six in its
// north ones. (A whole count of 22 x 22 takes hours; six fixed queens
// leave the plain search a fraction of a second, and the join the five
// seconds of its table.)
func TestFixedQueensOnTheLargestBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("the table of the largest board takes seconds to make")
	}
	n := halves.MaxN
	var solution board.Board
	for b := range bitboard.Solve(board.SquareProblem(n), new(harness.Counter)) {
		solution = b
		break
	}
	for _, rows := range [][2]int{{0, 6}, {n - 6, n}} {
		var fixed []board.Square
		for r := rows[0]; r < rows[1]; r++ {
			fixed = append(fixed, board.Square{Row: r, Col: solution[r]})
		}
		p := board.SquareProblem(n).WithFixed(fixed...)
		want := counttest.Count(t, bitcount.FoldNone, p, count.Options{})
		got := counttest.Count(t, halves.Method{}, p, count.Options{})
		if got.Solutions != want.Solutions || want.Solutions == 0 {
			t.Errorf("%v: the join counts %d solutions, the plain search %d", p, got.Solutions, want.Solutions)
		}
	}
}
