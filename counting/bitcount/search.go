package bitcount

import (
	"context"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/counting/count"
)

// searcher counts the solutions in one space, row by row. It is the hot
// loop of the package, so it keeps to masks and a counter.
type searcher struct {
	sp *space
	// pos holds the queen of every row placed so far, as a one-bit mask,
	// for classifying the solutions it finds.
	pos   [count.MaxN]uint32
	tally count.Tally
	// visit, when not nil, sees every board kept, with the number of
	// solutions it stands for.
	visit func(pos []uint32, weight uint64)
	// w, when not nil, hears of the queens placed; told counts the
	// queens it has heard of.
	w    count.Worker
	told uint64
	// row, free and at are where the search stands between two calls of
	// search: the row it is at, the squares left to try there and the
	// masks it saw; stack holds the same for each row below, down to the
	// row it began at, top.
	row, top int
	free     uint32
	at       bitboard.Attacks
	stack    [count.MaxN]frame
}

// frame is what the search must remember about a row to come back to it:
// the squares still to try there and the masks that row saw.
type frame struct {
	free uint32
	at   bitboard.Attacks
}

// count counts every way of completing the board from row upwards, given
// the squares of row that the queens below attack, and reports whether it
// finished: it gives up once ctx is done. It searches TellEvery queens at
// a time, and between two it tells its worker of them and looks at ctx:
// a look inside search's loop, a call, would have the compiler keep the
// loop's values in memory on every queen, where now only a solution's
// call costs that.
func (s *searcher) count(ctx context.Context, row int, at bitboard.Attacks) bool {
	s.row, s.top, s.free, s.at = row, row, s.sp.free(row, at), at
	for s.search(count.TellEvery) {
		if s.tell(ctx) {
			return false
		}
	}
	return true
}

// search goes on with the search from where it stands, for k queens at
// most, and reports whether there is more to search.
//
// It is the row-by-row backtracking of the harness approach,
// [bitboard.Solve], with the call stack made explicit: a function call
// per queen costs about as much as the rest of the work for that queen,
// so the rows' frames live in an array instead. x & -x isolates the
// lowest set bit of x, the leftmost free square. In the last row at most
// one square is free, and it completes a solution.
func (s *searcher) search(k uint64) bool {
	sp := s.sp
	top, last := s.top, sp.N-1
	row, free, at := s.row, s.free, s.at
	var placed uint64
	for placed < k {
		if free == 0 {
			if row == top {
				s.tally.Attempts += placed
				return false
			}
			row-- // back to the row below, closer to the root, to its next free square
			free, at = s.stack[row].free, s.stack[row].at
			continue
		}
		bit := free & -free
		free ^= bit
		placed++
		s.pos[row] = bit
		if row == last {
			s.solution()
			continue
		}
		s.stack[row] = frame{free, at}
		at = at.Below(bit)
		row++
		free = sp.free(row, at)
	}
	s.row, s.free, s.at = row, free, at
	s.tally.Attempts += placed
	return true
}

// tell tells the worker of the last TellEvery queens placed and reports
// whether the search should stop.
func (s *searcher) tell(ctx context.Context) bool {
	s.told += count.TellEvery
	if s.w != nil {
		s.w.Attempted(count.TellEvery)
	}
	return ctx.Err() != nil
}

// solution counts the complete board in s.pos by the weight of its space,
// classifying it first when the space says so.
func (s *searcher) solution() {
	pos := s.pos[:s.sp.N]
	w := s.sp.weight
	if w == 0 {
		if w = classSize(pos); w == 0 {
			return
		}
	}
	s.tally.Solutions += w
	s.tally.Unique++ // under FoldAll a board a class; the count keeps it only then
	if s.visit != nil {
		s.visit(pos, w)
	}
}
