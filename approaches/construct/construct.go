package construct

import (
	"errors"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// ErrNoSolution is the answer for n = 2 and n = 3, the only boards on
// which no solution exists.
var ErrNoSolution = errors.New("no solution: n = 2 and n = 3 are the only boards where queens cannot be placed")

// BytesPerQueen is the memory [Solve] needs per queen: the board alone.
const BytesPerQueen = verify.BoardBytesPerQueen

// Exists reports whether the n x n board has a solution: every n >= 1
// but 2 and 3.
func Exists(n int) bool {
	return n >= 1 && n != 2 && n != 3
}

// Solve returns a solution of the n x n board in O(n) time. It returns
// [ErrNoSolution] for n = 2 and 3, an error for n < 1, and a
// [*verify.TooLargeError] before allocating anything when the board would
// pass [verify.DefaultBudget]. To place a board in memory you manage
// yourself, use [Fill].
func Solve(n int) (board.Board, error) {
	if err := check(n); err != nil {
		return nil, err
	}
	if err := verify.Reserve(n, BytesPerQueen, verify.DefaultBudget); err != nil {
		return nil, err
	}
	b := make(board.Board, n)
	fill(b)
	return b, nil
}

// Fill writes a solution of the len(b) x len(b) board into b, allocating
// nothing. It returns [ErrNoSolution] for boards of 2 and 3 rows and an
// error for an empty one.
func Fill(b board.Board) error {
	if err := check(len(b)); err != nil {
		return err
	}
	fill(b)
	return nil
}

func check(n int) error {
	if n < 1 {
		return errors.New("a board needs at least one row: n must be 1 or more")
	}
	if !Exists(n) {
		return ErrNoSolution
	}
	return nil
}

// fill writes the construction into b. It lists the numbers 1..n, the
// even ones first, and puts the queen of row i in column list[i]-1. Two
// cases need repairs to the plain list, as the package doc explains.
func fill(b board.Board) {
	n := len(b)
	list := b[:0]
	// step appends lo, lo+2, ... up to hi, as 0-based columns.
	step := func(lo, hi int) {
		for k := lo; k <= hi; k += 2 {
			list = append(list, k-1)
		}
	}
	switch n % 6 {
	case 2: // 2, 4, ..., n, then 3, 1, 7, 9, ..., n-1, 5
		step(2, n)
		step(3, 3)
		step(1, 1)
		step(7, n-1)
		step(5, 5)
	case 3: // 4, 6, ..., n-1, 2, then 5, 7, ..., n, 1, 3
		step(4, n-1)
		step(2, 2)
		step(5, n)
		step(1, 1)
		step(3, 3)
	default: // 2, 4, ..., then 1, 3, ...
		step(2, n)
		step(1, n)
	}
}
