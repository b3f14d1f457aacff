package bitcount

import "github.com/queensbook/queens/approaches/bitboard"

// tally is what one search counted.
type tally struct {
	// solutions counts every solution, the folded ones multiplied back.
	solutions uint64
	// found counts the boards the search found and kept: under FoldAll,
	// the fundamental solutions.
	found uint64
	// placed counts the queens placed: the attempts.
	placed uint64
}

func (t *tally) add(u tally) {
	t.solutions += u.solutions
	t.found += u.found
	t.placed += u.placed
}

// stopCheck is how many queens a search places between looks at whether
// its count was cancelled; at a few nanoseconds a queen, that is a look
// every few hundred microseconds.
const stopCheck = 1 << 16

// searcher counts the solutions in one space, row by row. It is the hot
// loop of the package, so it keeps to masks and a counter.
type searcher struct {
	sp *space
	// pos holds the queen of every row placed so far, as a one-bit mask,
	// for classifying the solutions it finds.
	pos   [MaxN]uint32
	tally tally
	// visit, when not nil, sees every board kept, with the number of
	// solutions it stands for.
	visit func(pos []uint32, weight uint64)
	// run, when not nil, is the count the search is part of: it hears of
	// the queens placed and says when to stop. told counts the queens
	// it has heard of.
	run  *run
	told uint64
}

// frame is what the search must remember about a row to come back to it:
// the squares still to try there and the masks that row saw.
type frame struct {
	free uint32
	at   bitboard.Attacks
}

// search counts every way of completing the board from row upwards, given
// the squares of row that the queens below attack, and reports whether it
// finished: it gives up when its run is stopped.
//
// It is the row-by-row backtracking of the harness approach,
// [bitboard.Solve], with the call stack made explicit: a function call
// per queen costs about as much as the rest of the work for that queen,
// so the rows' frames live in an array instead. x & -x isolates the lowest set bit of x, the leftmost free
// square. In the last row at most one square is free, and it completes a
// solution.
//
// Every [stopCheck] queens it hands the queens to its run and looks
// whether the run was stopped. Asking costs one test of the counter per
// queen, which the branch predictor always gets right; the look itself is
// rare enough to be free.
func (s *searcher) search(row int, at bitboard.Attacks) bool {
	sp := s.sp
	top, last := row, sp.N-1
	var stack [MaxN]frame
	free := sp.free(row, at)
	var placed uint64
	for {
		if free == 0 {
			if row == top {
				break
			}
			row-- // back to the row above, to its next free square
			free, at = stack[row].free, stack[row].at
			continue
		}
		bit := free & -free
		free ^= bit
		placed++
		if placed%stopCheck == 0 && s.tell() {
			s.tally.placed += placed
			return false
		}
		s.pos[row] = bit
		if row == last {
			s.solution()
			continue
		}
		stack[row] = frame{free, at}
		at = at.Below(bit)
		row++
		free = sp.free(row, at)
	}
	s.tally.placed += placed
	return true
}

// tell tells the run of the last stopCheck queens placed and reports
// whether the search should stop.
func (s *searcher) tell() bool {
	s.told += stopCheck
	return s.run.stopped(stopCheck)
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
	s.tally.solutions += w
	s.tally.found++
	if s.visit != nil {
		s.visit(pos, w)
	}
}
