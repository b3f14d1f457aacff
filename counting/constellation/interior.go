package constellation

import (
	"context"
	"math/bits"
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// depthMask keeps a depth inside the arrays of an interior, so that the
// compiler can drop the bounds checks of the hot loop: every array below
// has depthMask+1 entries, more than count.MaxN.
const depthMask = 31

// An interior is what a start constellation leaves to search: the rows
// that hold none of its queens, bottom to top. The search counts them by
// depth, 0 to rows-1, and skips the constellation's rows, whose queens
// stand already: every row's mask of allowed squares leaves out the
// squares those queens attack, so the search need only keep the masks of
// the queens it places itself.
type interior struct {
	n    int
	rows int
	// row is the board row of each depth.
	row [depthMask + 1]uint8
	// allowed is the squares each depth may take: the columns of the
	// edges' queens and the squares they attack are gone.
	allowed [depthMask + 1]uint32
	// gap is how many board rows depth d stands above depth d-1: the
	// diagonals move that many columns on the way (gap[0] is unused).
	gap [depthMask + 1]uint8
	// border is the constellation, for the boards that walk keeps.
	border Constellation
	// weight is how many solutions each board found stands for: the size
	// of the constellation's class.
	weight uint64
	// keepers are the symmetries other than the identity that keep the
	// constellation where it is. Only then does a board found need
	// comparing with its images, to count it among the fundamental
	// solutions or not (see interiorSearch.kept).
	keepers []board.Symmetry
}

// newInterior returns the first depths of the interior of constellation
// c, which fits the fixed queens of p, for a class of weight
// constellations, with no keepers yet: all of them, or maxDepths if that
// is fewer. Each depth's mask allows the squares of its row that neither the
// constellation's queens nor the fixed queens attack, and in the row of a
// fixed queen only that queen's square, as [bitboard.PlainSpace] does.
func newInterior(p board.Problem, c Constellation, weight, maxDepths int) interior {
	in := interior{n: p.Rows, border: c, weight: uint64(weight)}
	queens := append(c.Queens(), p.Fixed...)
	prev := 0
	for row := 0; row < p.Rows && in.rows < maxDepths; row++ {
		if row == 0 || row == p.Rows-1 || row == c.Left || row == c.Right {
			continue // a row of the constellation
		}
		allowed := bitboard.Everything(p.Rows)
		for _, q := range queens {
			allowed &^= attackedOn(q, row, p.Rows)
		}
		for _, q := range p.Fixed {
			if q.Row == row {
				allowed = 1 << q.Col // no queen attacks it: the problem and Fits say so
			}
		}
		in.row[in.rows] = uint8(row)
		in.allowed[in.rows] = allowed
		in.gap[in.rows] = uint8(row - prev)
		prev = row
		in.rows++
	}
	return in
}

// attackedOn returns the squares of row, on an n x n board, that a queen
// on q attacks: its whole row, or its column and the squares of its two
// diagonals there.
func attackedOn(q board.Square, row, n int) uint32 {
	if row == q.Row {
		return bitboard.Everything(n)
	}
	dist := max(row-q.Row, q.Row-row)
	bit := uint64(1) << q.Col
	return uint32(bit|bit<<dist|bit>>dist) & bitboard.Everything(n)
}

// branching estimates the size of the interior's search tree from its
// first depths: the product of their numbers of allowed squares. The
// product is the size of the tree's first levels if the queens placed did
// not attack one another; they do, but the estimate still ranks interiors.
func (in *interior) branching() uint64 {
	product := uint64(1)
	for d := range min(in.rows, estimateDepths) {
		product *= uint64(bits.OnesCount32(in.allowed[d]))
	}
	return product
}

// estimateDepths is how many depths branching looks at: six rank the
// orientations of the constellations best among the few tried at
// n = 10 to 14.
const estimateDepths = 6

// walkCount counts the interior, a task of its own, with walk, and
// reports whether it finished: a tally cut short when ctx is done is of
// no use. w, when not nil, hears of every queen placed; visit, when not
// nil, sees every board kept among the fundamental solutions, with the
// size of its class.
func (in *interior) walkCount(ctx context.Context, w count.Worker, visit func(pos []uint32, weight uint64)) (count.Tally, bool) {
	s := interiorSearch{in: in, w: w, visit: visit}
	var t board.Tuple
	for _, q := range in.border.Queens() {
		t[q.Row] = uint8(q.Col)
	}
	if !s.walk(ctx, 0, bitboard.Attacks{}, &t) {
		return count.Tally{}, false
	}
	if w != nil {
		w.Attempted(s.tally.Attempts - s.told)
	}
	return s.tally, true
}

// laned reports whether a laneSearch can count the interior: when no
// symmetry keeps its constellation, so that no board found needs
// comparing with its images, and it has three depths or more.
func (in *interior) laned() bool {
	return len(in.keepers) == 0 && in.rows >= 3
}

// below returns the attacks on depth d once a queen stands on bit at
// depth d-1: the diagonals move gap[d] columns.
func (in *interior) below(a bitboard.Attacks, bit uint32, d int) bitboard.Attacks {
	g := in.gap[d&depthMask] & 31
	return bitboard.Attacks{Cols: a.Cols | bit, RightDiag: (a.RightDiag | bit) << g, LeftDiag: (a.LeftDiag | bit) >> g}
}

// free returns the squares of depth d that no queen attacks.
func (in *interior) free(d int, a bitboard.Attacks) uint32 {
	return in.allowed[d&depthMask] &^ (a.Cols | a.RightDiag | a.LeftDiag)
}

// interiorSearch counts the solutions of one interior with walk.
type interiorSearch struct {
	in    *interior
	tally count.Tally
	// visit, when not nil, sees every board kept.
	visit func(pos []uint32, weight uint64)
	// w, when not nil, hears of the queens placed; told counts the
	// queens it has heard of.
	w    count.Worker
	told uint64
}

// tell tells the worker of the queens placed since it last told it and
// reports whether the search should stop.
func (s *interiorSearch) tell(ctx context.Context) bool {
	if s.w != nil {
		s.w.Attempted(s.tally.Attempts - s.told)
	}
	s.told = s.tally.Attempts
	return ctx.Err() != nil
}

// walk is the search in its plainest form, one call a queen, which keeps
// the board t and shows every solution to kept: for the interiors whose
// constellation a symmetry keeps, whose boards need comparing with their
// images, and when the caller visits the boards. Those are few, and the
// price of the calls does not matter there. It counts the queens as a
// laneSearch does.
func (s *interiorSearch) walk(ctx context.Context, d int, at bitboard.Attacks, t *board.Tuple) bool {
	in := s.in
	if d == in.rows {
		s.tally.Solutions += in.weight
		s.kept(t)
		return true
	}
	for free := in.free(d, at); free != 0; free &= free - 1 {
		bit := free & -free
		s.tally.Attempts++
		if s.tally.Attempts%count.TellEvery == 0 && s.tell(ctx) {
			return false
		}
		t[in.row[d&depthMask]] = uint8(bitboard.Column(bit))
		if !s.walk(ctx, d+1, in.below(at, bit, d+1), t) {
			return false
		}
	}
	return true
}

// kept counts the solution t among the fundamental solutions when no
// symmetry that keeps its constellation makes a smaller image of it in
// lexicographic order; then it also shows t to visit. A symmetry that
// moves the constellation makes an image that this search never meets,
// and that is counted as this board's stand-in where the weight of the
// class multiplies it.
func (s *interiorSearch) kept(t *board.Tuple) {
	in := s.in
	fixers := 1
	for _, sym := range in.keepers {
		img := sym.ApplyTuple(t, in.n)
		switch slices.Compare(img[:in.n], t[:in.n]) {
		case -1:
			return
		case 0:
			fixers++
		}
	}
	s.tally.Unique++
	if s.visit != nil {
		pos := make([]uint32, in.n)
		for row := range pos {
			pos[row] = 1 << t[row]
		}
		// The board's class holds the group's size over its fixers.
		s.visit(pos, in.weight*uint64(len(in.keepers)+1)/uint64(fixers))
	}
}
