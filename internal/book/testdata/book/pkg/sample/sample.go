// Package sample is a fixture for the chapters tests.
package sample

// Size is the side of the board.
const Size = 8

// Directions a queen moves in.
const (
	Straight = 4 // rows and columns
	Diagonal = 4 // both diagonals
)

// Board is a tuple: b[row] is the column of the queen in that row.
type Board []int

// Len returns the number of rows.
func (b Board) Len() int {
	return len(b)
}

// Stack is a generic stack.
type Stack[T any] struct{ items []T }

// Push adds v on top.
func (s *Stack[T]) Push(v T) {
	s.items = append(s.items, v)
}

// Solve returns n.
func Solve(n int) int { return n } // trivially

func helper() {}
