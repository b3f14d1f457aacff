package count_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// Each fold places fewer queens for the same count. The attempts are the
// same for any number of workers.
func ExampleCount_folds() {
	for _, m := range []count.Method{bitcount.FoldNone, bitcount.FoldMirror, bitcount.FoldAll, constellation.Method{}} {
		res, err := count.Count(context.Background(), m, board.SquareProblem(12), count.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("fold %-14v %d solutions, %7d queens placed\n", m.Name(), res.Solutions, res.Attempts)
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
	var parts []count.Result
	for part := 1; part <= 3; part++ {
		opt := count.Options{Shard: count.Shard{Part: part, Of: 3}}
		res, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(10), opt)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("part %v: %d solutions\n", res.Shard, res.Solutions)
		parts = append(parts, res)
	}
	whole, err := count.Merge(parts...)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("all three merged: %d solutions, %d fundamental\n", whole.Solutions, whole.Unique)
	_, err = count.Merge(parts[0], parts[2])
	fmt.Println("parts 1 and 3 merged:", err)
	// Output:
	// part 1/3: 280 solutions
	// part 2/3: 264 solutions
	// part 3/3: 180 solutions
	// all three merged: 724 solutions, 92 fundamental
	// parts 1 and 3 merged: merge: part 2/3 is missing
}

// completions counts the solutions of p that keep its fixed queens.
func completions(p board.Problem) uint64 {
	res, err := count.Count(context.Background(), bitcount.FoldNone, p, count.Options{Workers: 1})
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
	pairs, byCount, insideCount := 0, map[uint64]int{}, 0
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
			if c == 0 && !slices.ContainsFunc(p.Fixed, onEdge(n)) {
				if insideCount++; len(inside) < 8 {
					inside = append(inside, board.FormatFixed(p.Fixed))
				}
			}
		}
	}
	fmt.Printf("%d pairs of queens that attack nothing\n", pairs)
	fmt.Println("completions  pairs")
	for c := uint64(0); byCount[c] > 0; c++ {
		fmt.Printf("%11d  %5d\n", c, byCount[c])
	}
	fmt.Printf("%d with none, both away from the edges; the first %d: %s\n", insideCount, len(inside), strings.Join(inside, " "))
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
	// 64 with none, both away from the edges; the first 8: c2,f3 c2,f6 c2,e7 d2,g4 b5,d2 c6,d2 d2,f6 d2,f7
}

// onEdge returns a test for the squares on the edge of an n x n board.
func onEdge(n int) func(board.Square) bool {
	return func(q board.Square) bool {
		return q.Row == 0 || q.Col == 0 || q.Row == n-1 || q.Col == n-1
	}
}

// firstQueen is a method of counting as small as one can be: a task for
// each column of the queen on rank 1, and the rows above it searched with
// bit masks, a call a queen. It is all that package count needs to count
// on every core, in shards and with checkpoints.
type firstQueen struct{}

func (firstQueen) Name() string { return "first-queen" }

func (firstQueen) About() count.About {
	return count.About{Attempts: "queens placed", Timed: true}
}

func (firstQueen) Check(p board.Problem) error {
	if len(p.Fixed) > 0 {
		return errors.New("first-queen keeps no fixed queens")
	}
	return nil
}

func (firstQueen) Plan(_ context.Context, p board.Problem) (count.Plan, error) {
	return columns(p.Rows), nil
}

// columns is the plan of firstQueen on the board of that many columns.
type columns int

func (n columns) Split() string { return fmt.Sprintf("a task a column, %d tasks", n) }

func (n columns) Tasks() int { return int(n) }

func (n columns) Count(ctx context.Context, w count.Worker) {
	for {
		col, ok := w.Next()
		if !ok {
			return
		}
		bit := uint32(1) << col
		t := count.Tally{Attempts: 1} // the queen on rank 1
		if !rowsAbove(ctx, int(n), 1, bit, bit<<1, bit>>1, &t) {
			return
		}
		w.Attempted(t.Attempts)
		w.Done(col, t)
	}
}

// rowsAbove counts the ways of filling row and the rows above it, given
// the columns and diagonals that the queens below attack there. It
// reports false, having given up, once ctx is done.
func rowsAbove(ctx context.Context, n, row int, cols, left, right uint32, t *count.Tally) bool {
	if row == n {
		t.Solutions++
		return true
	}
	all := uint32(1)<<n - 1
	for free := all &^ (cols | left | right); free != 0; free &= free - 1 {
		bit := free & -free
		if t.Attempts++; t.Attempts%count.TellEvery == 0 && ctx.Err() != nil {
			return false
		}
		if !rowsAbove(ctx, n, row+1, cols|bit, (left|bit)<<1, (right|bit)>>1, t) {
			return false
		}
	}
	return true
}

// A new method of counting is a type with the four methods of
// count.Method, and a plan with the three of count.Plan; a line in the
// list of package catalog puts it on the command line. Here firstQueen
// counts 10 x 10 in three shards, which merge to the count of the plain
// search, fold none, queen for queen.
func Example_method() {
	var parts []count.Result
	for part := 1; part <= 3; part++ {
		res, err := count.Count(context.Background(), firstQueen{}, board.SquareProblem(10), count.Options{Shard: count.Shard{Part: part, Of: 3}})
		if err != nil {
			fmt.Println(err)
			return
		}
		parts = append(parts, res)
	}
	whole, err := count.Merge(parts...)
	if err != nil {
		fmt.Println(err)
		return
	}
	none, err := count.Count(context.Background(), bitcount.FoldNone, board.SquareProblem(10), count.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(whole.Plan)
	fmt.Printf("%s: %d solutions, %d %s\n", whole.Method.Name(), whole.Solutions, whole.Attempts, whole.Method.About().Attempts)
	fmt.Printf("%s: %d solutions, %d %s\n", none.Method.Name(), none.Solutions, none.Attempts, none.Method.About().Attempts)
	_, err = count.Count(context.Background(), firstQueen{}, board.SquareProblem(10).WithFixed(board.Square{Row: 2, Col: 3}), count.Options{})
	fmt.Println(err)
	// Output:
	// bitboard plan 1: n 10, fold first-queen, a task a column, 10 tasks
	// first-queen: 724 solutions, 35538 queens placed
	// none: 724 solutions, 35538 queens placed
	// first-queen keeps no fixed queens
}
