package tuplestate

import (
	"iter"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach registers the tuple-state generator with the harness.
var Approach = harness.Approach{
	Name:       "tuplestate",
	Title:      "Recursive generator with conflict()",
	Source:     "the tuple-state source: a tuple of columns and a conflict test",
	Attempt:    "one call of conflict: one column tested against the queens below",
	MaxN:       13,
	KeepsFixed: true,
	Shape:      harness.Wide,
	Traces:     true,
	Solve:      Solve,
}

// Conflict reports whether a queen in column nextX of the next row, row
// len(state), would be attacked by a queen of state, where state[y] is the
// column of the queen in row y. Rows need no test: each queen has a row of
// its own. Two queens share a column when their horizontal distance is 0,
// and a diagonal when it equals their vertical distance.
func Conflict(state []int, nextX int) bool {
	nextY := len(state)
	for y, x := range state {
		if dx := abs(x - nextX); dx == 0 || dx == nextY-y {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Solve yields the solutions of p in lexicographic order, row by row from
// the empty state. A row with a fixed queen offers only its fixed column,
// which is tested like any other. Every row gets a queen, so p must be
// square or wide, with no more rows than columns; the harness turns a
// tall board on its side.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	s := &search{choices: choices(p), c: c}
	if c.Tracing() {
		return s.traced()
	}
	s.conflict = s.counted
	return s.queens(nil)
}

// search holds what stays the same throughout one run.
type search struct {
	// choices[row] lists the columns the queen of row may take.
	choices [][]int
	// conflict is the test the generator calls: [Conflict], with each
	// call counted on c, and reported too when a trace watches the run
	// (see trace.go).
	conflict func(state []int, nextX int) bool
	c        *harness.Counter
	// shown, when a trace watches the run, is the board it has been
	// shown (see trace.go); otherwise nil.
	shown board.Board
}

// choices returns, for each row of p, its fixed queen's column or else
// every column.
func choices(p board.Problem) [][]int {
	every := make([]int, p.Cols)
	for col := range every {
		every[col] = col
	}
	cs := make([][]int, p.Rows)
	for row := range cs {
		cs[row] = every
	}
	for _, q := range p.Fixed {
		cs[q.Row] = []int{q.Col}
	}
	return cs
}

// counted calls [Conflict] and counts the call as one attempt.
func (s *search) counted(state []int, nextX int) bool {
	s.c.Inc()
	return Conflict(state, nextX)
}

// queens yields every complete tuple that extends state: each column of
// the next row that is not in conflict, followed by whatever extends the
// longer tuple. When the consumer stops, the return inside the range loop
// tells the inner generator to stop too, and so on up the recursion.
func (s *search) queens(state []int) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		row := len(state)
		for _, pos := range s.choices[row] {
			if s.conflict(state, pos) {
				continue
			}
			// Appending to a full slice copies it, so next is a fresh
			// tuple and state stays as it was, like a Python tuple.
			next := append(state[:row:row], pos)
			if len(next) == len(s.choices) {
				if !yield(next) {
					return
				}
				continue
			}
			for solution := range s.queens(next) {
				if !yield(solution) {
					return
				}
			}
		}
	}
}
