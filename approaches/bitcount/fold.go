package bitcount

import (
	"fmt"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/halves"
)

// Fold says how much of the square's symmetry a count folds away: the
// search visits fewer boards, and each board it finds stands for the
// boards it folded away.
type Fold int

const (
	// FoldAll searches one board of every symmetry class, using all eight
	// rotations and reflections; it also counts the fundamental
	// solutions. It is the zero Fold, and so the default of [Options].
	FoldAll Fold = iota
	// FoldMirror searches the boards whose first queen stands in the left
	// half and counts each twice, for its mirror image.
	FoldMirror
	// FoldNone searches every board. It keeps fixed queens, which break
	// the board's symmetry.
	FoldNone
	// FoldConstellations places the queens of the board's four edges
	// first, keeps one placement of every symmetry class with the size of
	// its class, and searches the rows between them (see package
	// constellation). It counts the fundamental solutions too, and it is
	// the fastest fold, the default of queens count. With fixed queens it
	// folds only the symmetries that keep them where they are.
	FoldConstellations
	// FoldHalves searches nothing: it lists the ways of standing queens
	// on the board's four quarters and counts the pairs of an east and a
	// west half-board that fit together (see package halves), folding
	// the board upside down, its long diagonals and, on an odd board,
	// the cross of its middle row and column. It is the fastest way to
	// count the solutions of an empty board up to [halves.MaxN], and the
	// default of queens count there; it counts no fundamental solutions
	// and keeps no fixed queens.
	FoldHalves
)

// String returns the fold's name as the command line spells it.
func (f Fold) String() string {
	switch f {
	case FoldAll:
		return "all"
	case FoldMirror:
		return "mirror"
	case FoldNone:
		return "none"
	case FoldConstellations:
		return "constellations"
	case FoldHalves:
		return "halves"
	}
	return fmt.Sprintf("Fold(%d)", int(f))
}

// ParseFold reads a fold's name: halves, constellations, all, mirror or
// none.
func ParseFold(s string) (Fold, error) {
	for _, f := range []Fold{FoldHalves, FoldConstellations, FoldAll, FoldMirror, FoldNone} {
		if s == f.String() {
			return f, nil
		}
	}
	return 0, fmt.Errorf("unknown fold %q: choose halves, constellations, all, mirror or none", s)
}

// check refuses a fold that does not exist, and one that cannot keep the
// fixed queens of p.
func (f Fold) check(p board.Problem) error {
	switch {
	case f < FoldAll || f > FoldHalves:
		return fmt.Errorf("unknown fold %v", f)
	case len(p.Fixed) > 0 && f != FoldNone && f != FoldConstellations:
		return fmt.Errorf("fixed queens break the board's symmetry: count them with fold %v or %v, not %v", FoldConstellations, FoldNone, f)
	case f == FoldHalves && p.Rows > f.Largest():
		return fmt.Errorf("fold %v joins boards of at most %d x %d, not %d x %d: count it with fold %v", f, f.Largest(), f.Largest(), p.Rows, p.Rows, FoldConstellations)
	}
	return nil
}

// AttemptsAre says what the fold's attempts are, for the line that
// reports them: queens placed by the searches; queens placed, and pairs
// of quarter and half-boards compared, by the join of halves.
func (f Fold) AttemptsAre() string {
	if f == FoldHalves {
		return "queens placed and pairs compared"
	}
	return "queens placed"
}

// Largest returns the side of the largest board the fold counts:
// [halves.MaxN] for FoldHalves, [MaxN] for the searches.
func (f Fold) Largest() int {
	if f == FoldHalves {
		return halves.MaxN
	}
	return MaxN
}

// TimedByAttempts reports whether the fold's attempts say how long it
// takes, so that a forecast may carry its time on with them: every
// attempt of a search costs about the same, but the join of halves counts
// three kinds of attempt, a queen, a pair of quarter-boards and a pair of
// half-boards of the sixty-four a word compares, whose mix changes from
// side to side (an attempt cost nine times more at n = 15 than at 17).
func (f Fold) TimedByAttempts() bool {
	return f != FoldHalves
}

// CountsUnique reports whether the fold counts the fundamental solutions
// of an empty board as it counts the solutions.
func (f Fold) CountsUnique() bool {
	return f == FoldAll || f == FoldConstellations
}

// spaces returns the spaces whose searches together count the solutions
// of p under a fold of the rows, FoldAll, FoldMirror or FoldNone, that
// check has passed.
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
// stays empty down to row col. No solution with a corner queen is its own
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
