package count_test

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// An answer to the counting chapter's Try it: the parts of a count by
// shards merge only whole. Two of the three parts of 12 x 12 lack one;
// a part given twice is refused before anything is added.
func ExampleMerge_mistakes() {
	var parts []count.Result
	for part := 1; part <= 3; part++ {
		res, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(12), count.Options{Shard: count.Shard{Part: part, Of: 3}})
		if err != nil {
			fmt.Println(err)
			return
		}
		parts = append(parts, res)
	}
	for _, try := range []struct {
		what  string
		parts []count.Result
	}{
		{"parts 1, 2 and 3", parts},
		{"parts 1 and 2", parts[:2]},
		{"parts 1, 1, 2 and 3", append([]count.Result{parts[0]}, parts...)},
	} {
		whole, err := count.Merge(try.parts...)
		if err != nil {
			fmt.Printf("%s: %v\n", try.what, err)
			continue
		}
		fmt.Printf("%s: %s solutions\n", try.what, words.Thousands(whole.Solutions))
	}
	// Output:
	// parts 1, 2 and 3: 14,200 solutions
	// parts 1 and 2: merge: part 3/3 is missing
	// parts 1, 1, 2 and 3: merge: part 1/3 is given twice
}

// stuckPairs returns the pairs of squares of the n x n board whose queens
// attack nothing and have no completion, in the order of their squares.
func stuckPairs(n int) []board.Problem {
	var stuck []board.Problem
	for a := range n * n {
		for b := a + 1; b < n*n; b++ {
			p := board.SquareProblem(n).WithFixed(board.Square{Row: a / n, Col: a % n}, board.Square{Row: b / n, Col: b % n})
			if p.Validate() == nil && completions(p) == 0 {
				stuck = append(stuck, p)
			}
		}
	}
	return stuck
}

// An answer to the completion chapter's Try it: the stuck pairs of 9 x 9
// and 10 x 10, two queens that attack nothing and have no completion,
// counted, and one pair of each class that the symmetries of the square
// make of them: a symmetry moves a stuck pair to a stuck pair.
func ExampleCount_stuckPairs() {
	for _, n := range []int{9, 10} {
		stuck := stuckPairs(n)
		classes := map[string]bool{}
		for _, p := range stuck {
			classes[canonicalPair(n, p.Fixed)] = true
		}
		if len(stuck) == 0 {
			fmt.Printf("%d x %d: no stuck pair\n", n, n)
			continue
		}
		fmt.Printf("%d x %d: %d stuck pairs, %d classes: %s\n", n, n, len(stuck), len(classes), strings.Join(slices.Sorted(maps.Keys(classes)), " "))
	}
	// Output:
	// 9 x 9: 40 stuck pairs, 5 classes: a1,g4 a1,i2 b1,e6 b1,e7 d1,g7
	// 10 x 10: no stuck pair
}

// canonicalPair names the first, in the order of the squares, of the
// images of a pair of queens under the eight symmetries.
func canonicalPair(n int, pair []board.Square) string {
	index := func(q board.Square) int { return q.Row*n + q.Col }
	var best []board.Square
	for _, s := range board.Symmetries {
		img := []board.Square{s.Move(n, pair[0]), s.Move(n, pair[1])}
		slices.SortFunc(img, func(a, b board.Square) int { return index(a) - index(b) })
		if best == nil || slices.CompareFunc(img, best, func(a, b board.Square) int { return index(a) - index(b) }) < 0 {
			best = img
		}
	}
	return board.FormatFixed(best)
}

// Another: three queens on 8 x 8, no two attacking, each pair of them
// completable, the three together not. The triples are counted, and the
// first few listed in the order of their squares.
func ExampleCount_stuckTriples() {
	const n = 8
	square := func(i int) board.Square { return board.Square{Row: i / n, Col: i % n} }
	completes := func(sq ...int) bool {
		var qs []board.Square
		for _, i := range sq {
			qs = append(qs, square(i))
		}
		p := board.SquareProblem(n).WithFixed(qs...)
		return p.Validate() == nil && completions(p) > 0
	}
	// pair records whether the queens of two squares complete, which
	// needs them not to attack each other.
	pair := map[[2]int]bool{}
	for a := range n * n {
		for b := a + 1; b < n*n; b++ {
			pair[[2]int{a, b}] = completes(a, b)
		}
	}
	var found []string
	for a := range n * n {
		for b := a + 1; b < n*n; b++ {
			if !pair[[2]int{a, b}] {
				continue
			}
			for c := b + 1; c < n*n; c++ {
				if pair[[2]int{a, c}] && pair[[2]int{b, c}] && !completes(a, b, c) {
					found = append(found, board.FormatFixed([]board.Square{square(a), square(b), square(c)}))
				}
			}
		}
	}
	fmt.Printf("%s such triples; the first six: %s\n", words.Thousands(uint64(len(found))), strings.Join(found[:min(len(found), 6)], " "))
	// Output:
	// 2,192 such triples; the first six: a1,e2,h4 a1,e2,b6 a1,e2,d6 a1,e2,f7 a1,e2,c8 a1,f2,d3
}
