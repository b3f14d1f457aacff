package gridbacktrack

import "github.com/queensbook/queens/puzzle/board"

// Grid is the board as the source keeps it: a table of booleans, one a
// square, true where a queen stands. Beside the table it keeps the list of
// squares that hold a queen, in the order they were put, so that
// [Grid.Legal] can find the queens without reading every square.
type Grid struct {
	cells  [][]bool
	queens []board.Square
}

// NewGrid returns an empty grid of rows x cols squares.
func NewGrid(rows, cols int) *Grid {
	cells := make([][]bool, rows)
	for r := range cells {
		cells[r] = make([]bool, cols)
	}
	return &Grid{cells: cells}
}

// Rows returns the number of rows of the grid.
func (g *Grid) Rows() int { return len(g.cells) }

// Cols returns the number of columns of the grid.
func (g *Grid) Cols() int { return len(g.cells[0]) }

// Has reports whether a queen stands on s.
func (g *Grid) Has(s board.Square) bool { return g.cells[s.Row][s.Col] }

// Count returns the number of queens on the grid.
func (g *Grid) Count() int { return len(g.queens) }

// Put puts a queen on the empty square s.
func (g *Grid) Put(s board.Square) {
	g.cells[s.Row][s.Col] = true
	g.queens = append(g.queens, s)
}

// Undo lifts the queen that was put last.
func (g *Grid) Undo() {
	last := g.queens[len(g.queens)-1]
	g.cells[last.Row][last.Col] = false
	g.queens = g.queens[:len(g.queens)-1]
}

// Legal reports whether no two queens on the grid attack each other,
// judging the whole grid as the source's test does, from the newest queen
// down, so that a grid the last placement spoiled is found out at once.
func (g *Grid) Legal() bool {
	for i := len(g.queens) - 1; i > 0; i-- {
		for _, other := range g.queens[:i] {
			if g.queens[i].Attacks(other) {
				return false
			}
		}
	}
	return true
}

// Board returns the queens as a tuple: for each row the column of its
// queen, or [board.Empty] for a row without one. It is meant for a legal
// grid, which has at most one queen a row.
func (g *Grid) Board() board.Board {
	return tuple(g.Rows(), g.queens)
}

// tuple returns queens, at most one a row, as a tuple of rows entries.
func tuple(rows int, queens []board.Square) board.Board {
	b := make(board.Board, rows)
	for r := range b {
		b[r] = board.Empty
	}
	for _, q := range queens {
		b[q.Row] = q.Col
	}
	return b
}
