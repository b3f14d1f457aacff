package searchspace

import (
	"fmt"
	"math/big"
)

// Space is one way of writing down candidate boards for n queens on an
// n x n board, and how many candidates it holds.
type Space struct {
	// Name names the candidates, such as "boards".
	Name string
	// Formula says how Size is computed, such as "8^8".
	Formula string
	// Shape says what every candidate respects by its shape alone.
	Shape string
	// Size is the number of candidates.
	Size *big.Int
}

// Spaces returns the four candidate spaces for n queens, from the largest
// to the smallest: placements, arrangements, boards and permutations.
func Spaces(n int) []Space {
	squares := n * n
	return []Space{
		{"placements", fmt.Sprintf("%d^%d", squares, n), "each queen on any square", Placements(n)},
		{"arrangements", fmt.Sprintf("C(%d,%d)", squares, n), "n different squares", Arrangements(n)},
		{"boards", fmt.Sprintf("%d^%d", n, n), "one queen a row", Boards(n)},
		{"permutations", fmt.Sprintf("%d!", n), "one queen a row and a column", Permutations(n)},
	}
}

// Placements returns (n*n)^n: the ways to put n queens one after another,
// each on any of the n*n squares, even on a square already taken.
func Placements(n int) *big.Int {
	return power(n*n, n)
}

// Arrangements returns C(n*n, n): the ways to choose n different squares
// out of n*n, in no order.
func Arrangements(n int) *big.Int {
	return new(big.Int).Binomial(int64(n*n), int64(n))
}

// Boards returns n^n: the tuples with one queen in each row, in any
// column.
func Boards(n int) *big.Int {
	return power(n, n)
}

// Permutations returns n!: the tuples with one queen in each row and in
// each column.
func Permutations(n int) *big.Int {
	return new(big.Int).MulRange(1, int64(n))
}

// power returns base^exp.
func power(base, exp int) *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(base)), big.NewInt(int64(exp)), nil)
}
