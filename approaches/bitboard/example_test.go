package bitboard_test

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

func ExampleCount() {
	res, err := bitboard.Count(context.Background(), board.Square(12), bitboard.Options{})
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
	for _, fold := range []bitboard.Fold{bitboard.FoldNone, bitboard.FoldMirror, bitboard.FoldAll} {
		res, err := bitboard.Count(context.Background(), board.Square(12), bitboard.Options{Fold: fold})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("fold %-6v %d solutions, %7d queens placed\n", fold, res.Solutions, res.Attempts)
	}
	// Output:
	// fold none   14200 solutions,  856188 queens placed
	// fold mirror 14200 solutions,  428094 queens placed
	// fold all    14200 solutions,  199764 queens placed
}

// Three machines could each count one part; Merge adds the parts and
// refuses a missing or repeated one.
func ExampleMerge() {
	var parts []bitboard.Result
	for part := 1; part <= 3; part++ {
		opt := bitboard.Options{Shard: bitboard.Shard{Part: part, Of: 3}}
		res, err := bitboard.Count(context.Background(), board.Square(10), opt)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("part %v: %d solutions\n", res.Shard, res.Solutions)
		parts = append(parts, res)
	}
	whole, err := bitboard.Merge(parts...)
	fmt.Printf("merged: %d solutions, %d fundamental, %v\n", whole.Solutions, whole.Unique, err)
	_, err = bitboard.Merge(parts[0], parts[2])
	fmt.Println(err)
	// Output:
	// part 1/3: 280 solutions
	// part 2/3: 264 solutions
	// part 3/3: 180 solutions
	// merged: 724 solutions, 92 fundamental, <nil>
	// merge: part 2/3 is missing
}

// The fundamental solutions of the eight queens puzzle: eleven classes of
// eight boards and one of four make the 92 solutions.
func ExampleFundamental() {
	classes, err := bitboard.Fundamental(8)
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

// Through the harness, the bit-mask search lists the 92 solutions and
// counts one attempt for every queen it places.
func ExampleSolve() {
	res, err := harness.Run(context.Background(), bitboard.Approach, board.Square(8), harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d solutions, first %v after %d attempts, %d attempts in all\n",
		res.Solutions, res.First, res.AttemptsToFirst, res.Attempts)

	fixed, _ := board.ParseFixed("00400200", 8, 8)
	res, err = harness.Run(context.Background(), bitboard.Approach, board.Square(8).WithFixed(fixed...), harness.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("with c4 and f2 fixed: %d solutions, %d attempts\n", res.Solutions, res.Attempts)
	// Output:
	// 92 solutions, first 0 4 7 5 2 6 1 3 after 113 attempts, 2056 attempts in all
	// with c4 and f2 fixed: 3 solutions, 55 attempts
}
