package bitcount

import (
	"context"
	"fmt"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// Fold is a method of package count that searches the board row by row,
// folding some of the square's symmetry away: the search visits fewer
// boards, and each board it finds stands for the boards it folded away.
type Fold int

const (
	// FoldAll searches one board of every symmetry class, using all eight
	// rotations and reflections; it also counts the fundamental
	// solutions.
	FoldAll Fold = iota
	// FoldMirror searches the boards whose first queen stands in the left
	// half and counts each twice, for its mirror image.
	FoldMirror
	// FoldNone searches every board. It keeps fixed queens, which break
	// the board's symmetry.
	FoldNone
)

// Name returns the fold's name as the command line spells it: all,
// mirror or none.
func (f Fold) Name() string {
	switch f {
	case FoldAll:
		return "all"
	case FoldMirror:
		return "mirror"
	case FoldNone:
		return "none"
	}
	return fmt.Sprintf("Fold(%d)", int(f))
}

// About says that the fold's attempts are queens placed, which all cost
// about the same, and that FoldAll counts the fundamental solutions.
func (f Fold) About() count.About {
	return count.About{Attempts: "queens placed", Unique: f == FoldAll, Timed: true}
}

// Check refuses a fold that does not exist, and fixed queens under a fold
// of the symmetry, which they break.
func (f Fold) Check(p board.Problem) error {
	switch {
	case f < FoldAll || f > FoldNone:
		return fmt.Errorf("unknown fold %s", f.Name())
	case len(p.Fixed) > 0 && f != FoldNone:
		return fmt.Errorf("fixed queens break the board's symmetry: count them with fold constellations or none, not %s", f.Name())
	}
	return nil
}

// Plan splits the count of p into subproblems: every way of filling the
// first rows of every space of the fold, in the search's own order. It
// takes a moment only, so it does not look at ctx.
func (f Fold) Plan(_ context.Context, p board.Problem) (count.Plan, error) {
	return newPlan(p, f), nil
}

// spaces returns the spaces whose searches together count the solutions
// of p under the fold, which Check accepts.
func (f Fold) spaces(p board.Problem) []space {
	n := p.Rows
	switch f {
	case FoldAll:
		return foldAll(n)
	case FoldMirror:
		return foldMirror(n)
	}
	return []space{plainSpace(p)}
}

// foldMirror splits the board by its first queen. A first queen in the
// left half stands for itself and its mirror image in the right half; on
// an odd board the middle column is its own mirror and counts once.
func foldMirror(n int) []space {
	whole := plainSpace(board.SquareProblem(n))
	var spaces []space
	for col := range n / 2 {
		spaces = append(spaces, whole.startingAt(col, 2))
	}
	if n%2 == 1 {
		spaces = append(spaces, whole.startingAt(n/2, 1))
	}
	return spaces
}

// foldAll returns spaces that hold exactly the canonical boards, those
// that come first in lexicographic order among their eight images (see
// [board.Canonical]). The first entry of an image is how far some queen
// on the border stands from a corner along its edge, so the canonical
// board starts with the smallest such distance d, and no border queen is
// closer to a corner than d. That splits the search in two kinds of
// space, by d.
func foldAll(n int) []space {
	if n == 1 {
		// The one-square board is its own image under all eight
		// symmetries: a class of one.
		return []space{plainSpace(board.SquareProblem(1))}
	}
	var spaces []space
	for col := 2; col < n; col++ {
		spaces = append(spaces, cornerSpace(n, col))
	}
	for d := 1; 2*d < n-1; d++ {
		spaces = append(spaces, edgeSpace(n, d))
	}
	return spaces
}

// cornerSpace holds the canonical boards with a queen in the corner
// (d = 0) and the next queen in column col. Only the reflection in the
// main diagonal keeps the corner queen in its corner, and it swaps "the
// column of the queen in row 1" with "the row of the queen in column 1";
// the canonical board has the smaller of the two in row 1, so column 1
// stays empty in rows 2 up to col. No solution with a corner queen is its own
// image under any symmetry but the identity, so each one found stands
// for 8.
func cornerSpace(n, col int) space {
	sp := plainSpace(board.SquareProblem(n)).startingAt(0, 8)
	sp.Allowed[1] = 1 << col
	for row := 2; row <= col; row++ {
		sp.Allowed[row] &^= 1 << 1
	}
	return sp
}

// edgeSpace holds the boards whose first queen stands in column d, with
// no border queen closer to a corner: columns 0 and n-1 stay empty in the
// lowest d rows and above row n-1-d, and the last row keeps its queen in
// columns d to n-1-d. With 2d < n-1 the first queen is left of the middle.
// Several images of a board can meet these rules when another border
// queen is exactly d from a corner, so each board found is classified by
// [classSize], which also says how many solutions it stands for.
func edgeSpace(n, d int) space {
	sp := plainSpace(board.SquareProblem(n)).startingAt(d, 0)
	for row := 1; row < d; row++ {
		sp.Allowed[row] &^= sides(n)
	}
	sp.Allowed[n-1] = bitboard.Everything(n-d) &^ bitboard.Everything(d)
	sp.sideRow = n - 1 - d
	return sp
}
