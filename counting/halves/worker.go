package halves

import (
	"context"
	"math/bits"
	"slices"
)

// A worker joins tasks, those of the start of m, with buffers of its own
// that it keeps from start to start.
type worker struct {
	m          *halfMaker
	east, west []uint64
	// north[side] are the north placements of the last task's half.
	north [2]northGroups
	sieve sieve
}

// join counts the solutions of one task: the pairs of an east half-board
// on the task's rows and a west one on the others that share no
// diagonal, each weighed. It returns the solutions they stand for and
// the attempts, or ok false if ctx was done meanwhile.
func (w *worker) join(ctx context.Context, t task) (solutions, attempts uint64, ok bool) {
	m := w.m
	var eastPairs, westPairs uint64
	w.east, eastPairs = m.half(w.east[:0], &w.north[1], t.rows, false)
	w.west, westPairs = m.half(w.west[:0], &w.north[0], m.start.rows&^t.rows, true)
	attempts = eastPairs + westPairs
	if len(w.east) == 0 {
		return 0, attempts, true
	}
	if pairs := uint64(len(w.east)) * uint64(len(w.west)); pairs <= directPairs && cutsFor(len(w.east), len(w.west)) == 0 {
		return joinDirect(w.east, w.west) * t.weight * m.start.weight, attempts + pairs, true
	}
	cuts := cutsFor(len(w.east), len(w.west))
	// Room for whole blocks, in which the sieve turns the boards on
	// their side.
	w.east = slices.Grow(w.east, -len(w.east)&(64*maxLanes-1))
	w.sieve.build(w.east, 2*m.width, m.cuts[:min(cuts, len(m.cuts))])
	pairs, compared, ok := w.sieve.join(ctx, w.west)
	return pairs * t.weight * m.start.weight, attempts + compared, ok
}

// maxCuts is the most diagonals a sieve sorts its boards by.
const maxCuts = 9

// cutsFor returns how many diagonals a sieve of so many east and west
// boards sorts them by: none under 512 east boards, the one block a west
// board runs through faster than it would sort, and otherwise one more
// each time the boards double, while each key keeps some 256 west boards
// on average, up to maxCuts. Each cut spares the pairs of boards that
// both hold it, but it doubles the keys, and with them the runs of west
// boards through a block, each of which costs about as much as a fit of
// 25 boards. Over every 1999th task of n = 22 on one core, cuts up to 6,
// 8 and 9 took 10.7, 7.9 and 7.1 s (7.6 s for 10); at n = 18 and 20 the
// 256 boards a key took 0.94 and 0.90 of the time of cuts by the east
// boards alone, up to 6. (Those were blocks of 64 boards; with blocks of
// 512, keys by the east boards / 128, / 512 or / 2048 instead of / 32
// took part 100 of 1024 of n = 22 from 10.5 s to 10.9-11.7 s.)
func cutsFor(east, west int) int {
	if east < 512 {
		return 0
	}
	return min(bits.Len(uint(east/32)), bits.Len(uint(west/256)), maxCuts)
}

// directPairs is the most pairs of half-boards a join compares one by one
// instead of through a sieve: below it, turning the east boards on their
// side costs more than it saves. Small and odd boards have thousands of
// such tasks. (Chosen, not tuned: at n = 13 it took a count on one core
// from about 41 ms to 27 ms; at 15 it changed nothing measurable.)
const directPairs = 2048

// joinDirect returns how many pairs of an east and a west board share no
// diagonal, each counted as the west board weighs, comparing every pair:
// the pairs a sieve without cuts compares, so the attempts are the same.
func joinDirect(east, west []uint64) (pairs uint64) {
	for _, m := range west {
		var fit uint64
		for _, e := range east {
			// 1 exactly when e&m is 0: the east boards hold no bit as
			// high as bit 63, so e&m-1 has it only then.
			fit += (e&m - 1) >> 63
		}
		pairs += fit << (m >> weightShift & 63)
	}
	return pairs
}
