package bitcount

import (
	"fmt"
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
)

// planVersion changes whenever the way a count is split changes, so that
// shards counted by different versions are never merged.
const planVersion = 1

// A subproblem is one independent piece of a count, the unit that workers
// take, shards share out and progress reports count.
type subproblem interface {
	// count searches the subproblem, as part of r (which may be nil), and
	// reports whether it finished; a tally cut short by a stopped run is
	// of no use. It also returns how many of the tally's queens r has not
	// been told of yet. visit, when not nil, sees every board the search
	// keeps, with the number of solutions it stands for.
	count(r *run, visit func(pos []uint32, weight uint64)) (t tally, untold uint64, finished bool)
}

// A rowSubproblem is a subproblem of the folds that search whole rows,
// FoldAll, FoldMirror and FoldNone: a space and the queens the plan placed
// in its first rows.
type rowSubproblem struct {
	sp     *space
	queens []uint8
	// placed is the queens the plan placed on the way to this subproblem
	// that no earlier subproblem was credited with, so that the attempts
	// of all subproblems add up to those of the undivided search.
	placed uint64
}

// count searches below the subproblem's queens.
func (sub rowSubproblem) count(r *run, visit func(pos []uint32, weight uint64)) (t tally, untold uint64, finished bool) {
	s := searcher{sp: sub.sp, visit: visit, run: r}
	var at bitboard.Attacks
	for row, col := range sub.queens {
		bit := uint32(1) << col
		s.pos[row] = bit
		at = at.Below(bit)
	}
	if !s.search(len(sub.queens), at) {
		return tally{}, 0, false
	}
	s.tally.placed += sub.placed
	return s.tally, s.tally.placed - s.told, true
}

// plan is the list of subproblems of one count. It depends only on the
// problem and the fold, never on the machine, so every shard of a count
// sees the same list.
type plan struct {
	problem board.Problem
	fold    Fold
	// rows is how many rows the plan fills before it hands a branch to a
	// subproblem: none under FoldConstellations.
	rows   int
	spaces []space
	subs   []subproblem
	// pending counts the queens expand has placed since it made the last
	// subproblem.
	pending uint64
}

// newPlan splits the count of p under fold into subproblems: every way of
// filling the first rows of every space, in the search's own order.
func newPlan(p board.Problem, fold Fold) (*plan, error) {
	if err := fold.check(p); err != nil {
		return nil, err
	}
	switch fold {
	case FoldConstellations:
		return newConstellationPlan(p), nil
	case FoldHalves:
		return newHalvesPlan(p.Rows)
	}
	pl := &plan{problem: p, fold: fold, rows: splitRows(p.Rows), spaces: fold.spaces(p)}
	for i := range pl.spaces {
		pl.expand(&pl.spaces[i], nil, bitboard.Attacks{})
	}
	return pl, nil
}

// splitRows is how many rows the plan fills: enough subproblems to keep
// every core busy to the end and to report progress often, few enough
// that each one is worth handing out. Under the full fold three rows make
// 871 subproblems at n = 16 and 1,367 at n = 18; from n = 20 a fourth row
// keeps each of them short (22,898 at n = 20).
func splitRows(n int) int {
	rows := 3
	if n >= 20 {
		rows = 4
	}
	return min(rows, n-1)
}

// expand fills the plan's rows of sp below queens, the same way the
// search would, and ends each branch in a subproblem: at the plan's depth,
// or earlier where the branch has no free square left, so that every
// queen the plan places is credited to a subproblem.
func (pl *plan) expand(sp *space, queens []uint8, at bitboard.Attacks) {
	row := len(queens)
	free := sp.free(row, at)
	if row == pl.rows || free == 0 {
		pl.subs = append(pl.subs, rowSubproblem{sp: sp, queens: slices.Clone(queens), placed: pl.pending})
		pl.pending = 0
		return
	}
	for free != 0 {
		bit := free & -free
		free ^= bit
		pl.pending++
		pl.expand(sp, append(queens, uint8(bitboard.Column(bit))), at.Below(bit))
	}
}

// id names the plan: two counts whose plans have the same id split the
// same work the same way. It begins "bitboard plan", from the days when
// the counter lived in package bitboard, so that shards counted then still
// merge with shards counted now: the split has not changed.
func (pl *plan) id() string {
	fixed := ""
	if len(pl.problem.Fixed) > 0 {
		fixed = " fixed " + board.FormatFixed(pl.problem.Fixed)
	}
	return fmt.Sprintf("bitboard plan %d: n %d%s, fold %v, %d rows, %d subproblems",
		planVersion, pl.problem.Rows, fixed, pl.fold, pl.rows, len(pl.subs))
}
