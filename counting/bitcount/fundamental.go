package bitcount

import (
	"context"
	"iter"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// Class is one fundamental solution: the canonical board of a symmetry
// class (the first of its images in lexicographic order, as
// [board.Canonical] picks it) and how many solutions the class holds.
type Class struct {
	Board board.Board
	// Size is 8, 4 (a board that a half turn keeps), 2 (one that a quarter
	// turn keeps) or, on the one-square board, 1.
	Size int
}

// Fundamental returns the fundamental solutions of the n x n board in
// lexicographic order, each with the size of its class, straight from the
// search of [FoldAll]: the sizes add up to the number of solutions.
// It searches one subproblem at a time, so breaking out of the loop stops
// the search soon, and cancelling ctx ends it within milliseconds even
// inside a subproblem of a large board.
func Fundamental(ctx context.Context, n int) (iter.Seq[Class], error) {
	p := board.SquareProblem(n)
	if err := count.CheckProblem(p); err != nil {
		return nil, err
	}
	pl := newPlan(p, FoldAll)
	return func(yield func(Class) bool) {
		for _, sub := range pl.subs {
			if ctx.Err() != nil {
				return
			}
			var found []Class
			_, finished := sub.count(ctx, nil, func(pos []uint32, weight uint64) {
				found = append(found, Class{toBoard(pos), int(weight)})
			})
			if !finished {
				return
			}
			for _, c := range found {
				if !yield(c) {
					return
				}
			}
		}
	}, nil
}

// toBoard turns one queen bit a row into a board.
func toBoard(pos []uint32) board.Board {
	b := make(board.Board, len(pos))
	for row, bit := range pos {
		b[row] = bitboard.Column(bit)
	}
	return b
}
