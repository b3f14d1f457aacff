package constellation

import (
	"context"

	"github.com/queensbook/queens/counting/count"
)

// laneCount is how many interiors a laneSearch searches at once. Two
// already hide the latency of one lane's step behind the other's work: at
// n = 15 two to sixteen lanes place a queen in the same time, and a lone
// lane takes three quarters longer.
const laneCount = 4

// laneDepths is the length of a lane's stacks: the interior's depth d
// lives at index d+1, below it index 0 is the sentinel that a search
// steps back to when it is done, and one index more is written above the
// last depth.
const laneDepths = depthMask + 2

// A lane is one interior being searched by a laneSearch: the stack of its
// depths, and what the interior says of each.
type lane struct {
	// p is the index of the depth whose squares the next step tries,
	// which always has one left; 0, the sentinel, once the interior is
	// searched.
	p int
	// free, cols, right and left are the stack: the squares left to try
	// at each depth, and the attacks on it that the queens below make,
	// written by the queen below.
	free, cols, right, left [laneDepths]uint32
	// under is, for each index, the nearest index below it with a square
	// left to try, or the sentinel: where the search goes once it is
	// done with that depth, passing over the depths already done.
	under [laneDepths]int
	// allowed and gap are the interior's.
	allowed, gap [laneDepths]uint32
	// queens counts the queens placed at each index since the last
	// flush; those of the last depth are the solutions. A counter a depth
	// costs the step one increment, where a single counter of queens and
	// solutions would need a load of what to add as well (5% more time
	// at n = 15).
	queens [laneDepths]uint64
	// next is the lane the search steps after this one.
	next *lane

	// task and in are what the lane searches: the task's interior.
	task int
	in   *interior
	// tally is what the lane has counted of in up to the last flush, and
	// told how many of its queens the worker has heard of.
	tally count.Tally
	told  uint64
}

// load sets the lane to search interior in, task number task, from its
// start.
func (l *lane) load(task int, in *interior) {
	*l = lane{next: l.next, task: task, in: in}
	for d := range in.rows {
		l.allowed[d+1] = in.allowed[d]
		l.gap[d+1] = uint32(in.gap[d])
	}
	// A step at the sentinel, in an interior whose depth 0 has no free
	// square, leaves the depth above none either, and flush never adds
	// the queen it counts there.
	l.cols[0] = ^uint32(0)
	l.free[1] = in.allowed[0]
	if in.allowed[0] != 0 {
		l.p = 1
	}
}

// flush adds the queens counted since the last flush to the lane's
// tally.
func (l *lane) flush() {
	rows := l.in.rows
	l.tally.Unique += l.queens[rows&depthMask]
	for i := 1; i <= rows; i++ {
		l.tally.Attempts += l.queens[i]
		l.queens[i] = 0
	}
}

// advance steps the lanes of a ring in turn, from l, until one of them is
// done with its interior, or steps steps (one or more) are taken. It
// returns the lane done, or nil, and the steps left. Each step places one
// queen without a branch: it moves the lane, with conditional moves, one
// depth up, or to the nearest depth closer to the root with squares left.
func advance(l *lane, steps int) (*lane, int) {
	for {
		t := l.p & depthMask
		f := l.free[t]
		bit := f & -f
		rest := f ^ bit
		l.free[t] = rest
		g := l.gap[t+1] & 31
		cols := l.cols[t] | bit
		right := (l.right[t] | bit) << g
		left := (l.left[t] | bit) >> g
		next := l.allowed[t+1] &^ (cols | right | left)
		l.cols[t+1], l.right[t+1], l.left[t+1], l.free[t+1] = cols, right, left, next
		// Both moves are conditional moves, not branches: their values
		// are loaded beforehand, and they are only stored.
		up, below := t, l.under[t]
		if rest == 0 {
			up = below
		}
		l.under[t+1] = up
		p := up
		if next != 0 {
			p = t + 1
		}
		l.p = p
		l.queens[t]++
		steps--
		if p == 0 {
			return l, steps
		}
		if steps == 0 {
			return nil, 0
		}
		l = l.next
	}
}

// A laneSearch searches several interiors at once, laneCount at most, in
// a ring of lanes that it steps in turn.
type laneSearch struct {
	lanes [laneCount]lane
	// ring is a lane of the ring, nil when no lane is searching.
	ring *lane
	// w, when not nil, hears of the queens placed.
	w count.Worker
}

// search counts the interiors that take hands it, a task number and an
// interior each, until take has no more (it reports false), and tells
// done of each one finished, with its tally, once the worker has heard
// of all its queens. It reports whether it finished them all: it gives
// up, leaving the ones it was searching, once ctx is done.
//
// Every TellEvery steps it tells the worker of the queens placed since
// it last told it and looks whether ctx is done: a step places one
// queen, so the looks come every TellEvery queens.
func (s *laneSearch) search(ctx context.Context, take func() (int, *interior, bool), done func(task int, t count.Tally)) bool {
	for i := range s.lanes {
		if !s.fill(&s.lanes[i], take) {
			break
		}
	}
	steps := count.TellEvery
	for s.ring != nil {
		var l *lane
		l, steps = advance(s.ring, steps)
		if l != nil {
			l.flush()
			// No symmetry of the group keeps the lane's constellation, so
			// each solution found is the one of its class of boards that
			// the search meets: the class's size multiplies it.
			l.tally.Solutions = l.tally.Unique * l.in.weight
			if s.w != nil {
				s.w.Attempted(l.tally.Attempts - l.told)
			}
			done(l.task, l.tally)
			s.ring = l.next
			s.fill(l, take)
		}
		if steps == 0 && s.ring != nil {
			if s.tell(ctx) {
				return false
			}
			steps = count.TellEvery
		}
	}
	return true
}

// fill loads lane l, which no interior holds, with the next interior
// that take hands it and links it into the ring; when take has no more,
// it takes l out of the ring, if l is in it, and reports false.
func (s *laneSearch) fill(l *lane, take func() (int, *interior, bool)) bool {
	task, in, ok := take()
	if !ok {
		s.unlink(l)
		return false
	}
	if l.next == nil {
		s.link(l)
	}
	l.load(task, in)
	return true
}

// link puts lane l into the ring.
func (s *laneSearch) link(l *lane) {
	if s.ring == nil {
		l.next = l
	} else {
		l.next = s.ring.next
		s.ring.next = l
	}
	s.ring = l
}

// unlink takes lane l out of the ring if it is in it.
func (s *laneSearch) unlink(l *lane) {
	if l.next == nil {
		return
	}
	if l.next == l {
		s.ring = nil
	} else {
		before := l.next
		for before.next != l {
			before = before.next
		}
		before.next = l.next
		s.ring = l.next
	}
	l.next = nil
}

// tell tells the worker of the queens that the lanes placed since it
// last told it, and reports whether the search should stop.
func (s *laneSearch) tell(ctx context.Context) bool {
	var untold uint64
	for l := s.ring; ; {
		l.flush()
		untold += l.tally.Attempts - l.told
		l.told = l.tally.Attempts
		if l = l.next; l == s.ring {
			break
		}
	}
	if s.w != nil {
		s.w.Attempted(untold)
	}
	return ctx.Err() != nil
}
