package bitcount

import (
	"context"
	"fmt"
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// A subproblem is one task of a plan: a space and the queens the plan
// placed in its first rows.
type subproblem struct {
	sp     *space
	queens []uint8
	// placed is how many queens the plan placed on its way here that no
	// earlier subproblem was credited with, so that the attempts
	// of all subproblems add up to those of the undivided search.
	placed uint64
}

// count searches below the subproblem's queens and reports whether it
// finished: a tally cut short when ctx is done is of no use. w, when not
// nil, hears of every queen placed; visit, when not nil, sees every board
// the search keeps, with the number of solutions it stands for.
func (sub subproblem) count(ctx context.Context, w count.Worker, visit func(pos []uint32, weight uint64)) (count.Tally, bool) {
	s := searcher{sp: sub.sp, visit: visit, w: w}
	var at bitboard.Attacks
	for row, col := range sub.queens {
		bit := uint32(1) << col
		s.pos[row] = bit
		at = at.Below(bit)
	}
	if !s.count(ctx, len(sub.queens), at) {
		return count.Tally{}, false
	}
	s.tally.Attempts += sub.placed
	if w != nil {
		w.Attempted(s.tally.Attempts - s.told)
	}
	return s.tally, true
}

// plan is the list of subproblems of one count. It depends only on the
// problem and the fold, never on the machine, so every shard of a count
// sees the same list.
type plan struct {
	// rows is how many rows the plan fills before it hands a branch to a
	// subproblem.
	rows   int
	spaces []space
	subs   []subproblem
	// pending counts the queens expand has placed since it made the last
	// subproblem.
	pending uint64
}

// newPlan splits the count of p under fold into subproblems: every way of
// filling the first rows of every space, in the search's own order.
func newPlan(p board.Problem, fold Fold) *plan {
	pl := &plan{rows: splitRows(p.Rows), spaces: fold.spaces(p)}
	for i := range pl.spaces {
		pl.expand(&pl.spaces[i], nil, bitboard.Attacks{})
	}
	return pl
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
		pl.subs = append(pl.subs, subproblem{sp: sp, queens: slices.Clone(queens), placed: pl.pending})
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

// Split says how many rows the plan fills and how many subproblems that
// makes.
func (pl *plan) Split() string {
	return fmt.Sprintf("%d rows, %d subproblems", pl.rows, len(pl.subs))
}

// Tasks returns how many subproblems the plan holds.
func (pl *plan) Tasks() int {
	return len(pl.subs)
}

// Count searches the subproblems that w hands out.
func (pl *plan) Count(ctx context.Context, w count.Worker) {
	for {
		task, ok := w.Next()
		if !ok {
			return
		}
		t, finished := pl.subs[task].count(ctx, w, nil)
		if !finished {
			return
		}
		w.Done(task, t)
	}
}
