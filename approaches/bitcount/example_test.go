package bitcount_test

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/approaches/bitcount"
	"github.com/queensbook/queens/approaches/board"
)

func ExampleCount() {
	res, err := bitcount.Count(context.Background(), board.SquareProblem(12), bitcount.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("n = %d: %d solutions, %d fundamental\n", res.N, res.Solutions, res.Unique)
	// Output:
	// n = 12: 14200 solutions, 1787 fundamental
}

// Each fold places fewer queens for the same count. The attempts are the
// same for any number of workers.
func ExampleCount_folds() {
	for _, fold := range []bitcount.Fold{bitcount.FoldNone, bitcount.FoldMirror, bitcount.FoldAll, bitcount.FoldConstellations} {
		res, err := bitcount.Count(context.Background(), board.SquareProblem(12), bitcount.Options{Fold: fold})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("fold %-14v %d solutions, %7d queens placed\n", fold, res.Solutions, res.Attempts)
	}
	// Output:
	// fold none           14200 solutions,  856188 queens placed
	// fold mirror         14200 solutions,  428094 queens placed
	// fold all            14200 solutions,  199764 queens placed
	// fold constellations 14200 solutions,  169835 queens placed
}

// Three machines could each count one part; Merge adds the parts and
// refuses a missing or repeated one.
func ExampleMerge() {
	var parts []bitcount.Result
	for part := 1; part <= 3; part++ {
		opt := bitcount.Options{Shard: bitcount.Shard{Part: part, Of: 3}}
		res, err := bitcount.Count(context.Background(), board.SquareProblem(10), opt)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("part %v: %d solutions\n", res.Shard, res.Solutions)
		parts = append(parts, res)
	}
	whole, err := bitcount.Merge(parts...)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("all three merged: %d solutions, %d fundamental\n", whole.Solutions, whole.Unique)
	_, err = bitcount.Merge(parts[0], parts[2])
	fmt.Println("parts 1 and 3 merged:", err)
	// Output:
	// part 1/3: 280 solutions
	// part 2/3: 264 solutions
	// part 3/3: 180 solutions
	// all three merged: 724 solutions, 92 fundamental
	// parts 1 and 3 merged: merge: part 2/3 is missing
}

// The fundamental solutions of the eight queens puzzle: eleven classes of
// eight boards and one of four make the 92 solutions.
func ExampleFundamental() {
	classes, err := bitcount.Fundamental(context.Background(), 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	for c := range classes {
		fmt.Printf("%v  x%d\n", c.Board, c.Size)
	}
	// Output:
	// 0 4 7 5 2 6 1 3  x8
	// 0 5 7 2 6 3 1 4  x8
	// 1 3 5 7 2 0 6 4  x8
	// 1 4 6 0 2 7 5 3  x8
	// 1 4 6 3 0 7 5 2  x8
	// 1 5 0 6 3 7 2 4  x8
	// 1 5 7 2 0 3 6 4  x8
	// 1 6 2 5 7 4 0 3  x8
	// 1 6 4 7 0 3 5 2  x8
	// 2 4 1 7 0 6 3 5  x4
	// 2 4 7 3 0 6 1 5  x8
	// 2 5 1 4 7 0 6 3  x8
}

// completions counts the solutions of p that keep its fixed queens.
func completions(p board.Problem) uint64 {
	res, err := bitcount.Count(context.Background(), p, bitcount.Options{Fold: bitcount.FoldNone, Workers: 1})
	if err != nil {
		panic(err)
	}
	return res.Solutions
}

// Fix one queen, on each square in turn, and count its completions. On
// 6 x 6 a third of the squares have none; on 8 x 8 every square has some.
func ExampleCount_oneQueen() {
	for _, n := range []int{6, 8} {
		fmt.Printf("%d x %d, completions of a queen on each square:\n", n, n)
		for row := n - 1; row >= 0; row-- {
			fmt.Printf("%d", row+1)
			for col := range n {
				fmt.Printf(" %2d", completions(board.SquareProblem(n).WithFixed(board.Square{Row: row, Col: col})))
			}
			fmt.Println()
		}
		fmt.Println("   a  b  c  d  e  f  g  h"[:1+3*n])
	}
	// Output:
	// 6 x 6, completions of a queen on each square:
	// 6  0  1  1  1  1  0
	// 5  1  0  1  1  0  1
	// 4  1  1  0  0  1  1
	// 3  1  1  0  0  1  1
	// 2  1  0  1  1  0  1
	// 1  0  1  1  1  1  0
	//    a  b  c  d  e  f
	// 8 x 8, completions of a queen on each square:
	// 8  4  8 16 18 18 16  8  4
	// 7  8 16 14  8  8 14 16  8
	// 6 16 14  4 12 12  4 14 16
	// 5 18  8 12  8  8 12  8 18
	// 4 18  8 12  8  8 12  8 18
	// 3 16 14  4 12 12  4 14 16
	// 2  8 16 14  8  8 14 16  8
	// 1  4  8 16 18 18 16  8  4
	//    a  b  c  d  e  f  g  h
}

// Fix two queens that do not attack each other, on every pair of squares
// of the 8 x 8 board, and sort the pairs by their number of completions.
// Some pairs without any stand well away from the edges.
func ExampleCount_twoQueens() {
	const n = 8
	pairs, byCount := 0, map[uint64]int{}
	var inside []string
	for a := range n * n {
		for b := a + 1; b < n*n; b++ {
			p := board.SquareProblem(n).WithFixed(board.Square{Row: a / n, Col: a % n}, board.Square{Row: b / n, Col: b % n})
			if p.Validate() != nil {
				continue // the two attack each other
			}
			pairs++
			c := completions(p)
			byCount[c]++
			if c == 0 && len(inside) < 8 && !slices.ContainsFunc(p.Fixed, onEdge(n)) {
				inside = append(inside, board.FormatFixed(p.Fixed))
			}
		}
	}
	fmt.Printf("%d pairs of queens that attack nothing\n", pairs)
	fmt.Println("completions  pairs")
	for c := uint64(0); byCount[c] > 0; c++ {
		fmt.Printf("%11d  %5d\n", c, byCount[c])
	}
	fmt.Println("none, away from the edges:", strings.Join(inside, " "))
	// Output:
	// 1288 pairs of queens that attack nothing
	// completions  pairs
	//           0    236
	//           1    308
	//           2    304
	//           3    264
	//           4     92
	//           5     28
	//           6     40
	//           7      8
	//           8      8
	// none, away from the edges: c2,f3 c2,f6 c2,e7 d2,g4 b5,d2 c6,d2 d2,f6 d2,f7
}

// onEdge returns a test for the squares on the edge of an n x n board.
func onEdge(n int) func(board.Square) bool {
	return func(q board.Square) bool {
		return q.Row == 0 || q.Col == 0 || q.Row == n-1 || q.Col == n-1
	}
}
