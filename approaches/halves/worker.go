package halves

import "sync/atomic"

// A worker joins tasks of one start, with buffers of its own.
type worker struct {
	m          *halfMaker
	stopped    *atomic.Bool
	east, west []uint64
	sieve      sieve
}

func newWorker(m *halfMaker, stopped *atomic.Bool) *worker {
	return &worker{m: m, stopped: stopped}
}

// stopEvery is how many west half-boards a worker compares between two
// looks at the stop flag.
const stopEvery = 1 << 12

// join counts the solutions of one task: the pairs of an east half-board
// on the task's rows and a west one on the others that share no
// diagonal, each weighed. It returns the solutions they stand for and
// the attempts, or ok false if the count was stopped meanwhile.
func (w *worker) join(t task) (solutions, attempts uint64, ok bool) {
	m := w.m
	var eastPairs, westPairs uint64
	w.east, eastPairs = m.half(w.east[:0], t.rows, false)
	w.west, westPairs = m.half(w.west[:0], m.start.rows&^t.rows, true)
	attempts = eastPairs + westPairs + uint64(len(w.east))*uint64(len(w.west))
	if len(w.east) == 0 {
		return 0, attempts, true
	}
	w.sieve.build(w.east, 2*m.width)
	var pairs uint64
	for i, mask := range w.west {
		if i%stopEvery == stopEvery-1 && w.stopped.Load() {
			return 0, 0, false
		}
		pairs += w.sieve.count(mask) << (mask >> weightShift)
	}
	return pairs * t.weight * m.start.weight, attempts, true
}
