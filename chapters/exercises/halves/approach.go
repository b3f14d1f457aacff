//go:build exercise

package halves

import (
	"iter"
	"math/bits"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Approach is the join of half-boards built on your [Halves] and
// [Diagonals], as the harness runs it. In the book's module this file,
// like every file of an exercise but the one you edit, builds only with
// the exercise tag (go test -tags exercise), so that the module builds
// before halves.go exists; a handout drops the tag.
var Approach = harness.Approach{
	Name:    "halves",
	Title:   "Join of half-boards on your Halves and Diagonals",
	Source:  "exercise halves",
	Attempt: "one pair of a west and an east half-board compared",
	MaxN:    10,
	Solve:   Solve,
}

// Solve cuts the board between its columns w-1 and w, w = (n+1)/2, and
// joins halves. For every set of rows that the east half's queens may
// stand in, it asks [Halves] for the east half-boards on those rows and
// the west half-boards on the others, and yields every pair whose masks
// of [Diagonals] share no bit: two halves share no row and no column, so
// such a pair is a solution. One pair compared is one attempt.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	n := p.Rows
	w := (n + 1) / 2
	westCols, eastCols := columns(0, w), columns(w, n)
	return func(yield func(board.Board) bool) {
		for set := uint32(0); set < 1<<n; set++ {
			if bits.OnesCount32(set) != len(eastCols) {
				continue
			}
			eastRows, westRows := split(n, set)
			easts := Halves(n, eastRows, eastCols)
			masks := make([]uint64, len(easts))
			for i, east := range easts {
				masks[i] = Diagonals(east)
			}
			for _, west := range Halves(n, westRows, westCols) {
				diagonals := Diagonals(west)
				for i, east := range easts {
					c.Inc()
					if diagonals&masks[i] == 0 && !yield(join(west, east)) {
						return
					}
				}
			}
		}
	}
}

// columns returns the columns from lo to hi-1.
func columns(lo, hi int) []int {
	var cols []int
	for col := lo; col < hi; col++ {
		cols = append(cols, col)
	}
	return cols
}

// split returns the rows of the set, bit r for row r, and the other rows.
func split(n int, set uint32) (in, out []int) {
	for row := range n {
		if set&(1<<row) != 0 {
			in = append(in, row)
		} else {
			out = append(out, row)
		}
	}
	return in, out
}

// join returns the board that holds the queens of both halves.
func join(west, east board.Board) board.Board {
	b := make(board.Board, len(west))
	for row := range b {
		b[row] = west[row]
		if east[row] != board.Empty {
			b[row] = east[row]
		}
	}
	return b
}
