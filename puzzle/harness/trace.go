package harness

import (
	"context"
	"fmt"
	"iter"
	"slices"

	"github.com/queensbook/queens/puzzle/board"
)

// StepKind says what happened in one step of a traced search.
type StepKind int

// The kinds of step. A Place, a Conflict, an Accept or a Reject is one
// attempt, counted once on the [Counter]; a Backtrack or a Solution is not
// an attempt.
//
// A search that builds its boards queen by queen reports Place, Conflict
// and Backtrack steps. A search that tests whole candidates, each made in
// full before it is looked at, reports an Accept or a Reject for every
// candidate it tests; its candidates follow one another outright. A
// candidate with one queen a row is a board (see [Tested]); one that may
// put two queens on one row is a set of squares (see [TestedSquares]).
const (
	// Place puts a queen on a square no queen on the board attacks.
	Place StepKind = iota + 1
	// Conflict tries a queen on a square that a queen on the board
	// attacks; the search takes it back at once.
	Conflict
	// Accept tests a whole candidate, a board or a set of squares, and
	// finds no two queens attacking each other.
	Accept
	// Reject tests a whole candidate and finds two queens that attack
	// each other.
	Reject
	// Backtrack lifts a queen placed earlier, because everything that
	// could follow it has been tried.
	Backtrack
	// Solution reports a full board that the run counts as a solution.
	Solution
)

// String returns the kind's name in lower case, such as "conflict".
func (k StepKind) String() string {
	switch k {
	case Place:
		return "place"
	case Conflict:
		return "conflict"
	case Accept:
		return "accept"
	case Reject:
		return "reject"
	case Backtrack:
		return "backtrack"
	case Solution:
		return "solution"
	}
	return fmt.Sprintf("StepKind(%d)", int(k))
}

// IsAttempt reports whether a step of kind k is an attempt.
func (k StepKind) IsAttempt() bool {
	switch k {
	case Place, Conflict, Accept, Reject:
		return true
	}
	return false
}

// Step is one step of a traced search.
type Step struct {
	Kind StepKind
	// Square is where the queen was placed, tried or lifted. A Solution
	// has no square of its own.
	Square board.Square
	// With is the queen the tried one attacks, for a Conflict. For a
	// Reject, Square and With are the first two queens of the candidate
	// found attacking each other (see [Tested] and [TestedSquares]).
	With board.Square
	// Board is the board after the step: after a Conflict, the queens
	// without the one just tried, since the search takes it back; after
	// an Accept or a Reject, the board tested, or nil when the candidate
	// is a set of squares. The step owns it; an approach may pass a tuple
	// it goes on changing.
	Board board.Board
	// Item is, for a Place of an exact-cover search (package
	// dancinglinks), the primary item the search picked to cover, whose
	// options it tries in turn: the line the queen was placed to fill,
	// by the package's name for it, such as "R4" for rank 4 or "Fb" for
	// file b. It is "" for every other step.
	Item string
	// Squares is the candidate of an Accept or a Reject that a board
	// cannot always show, because it may put two queens on one row: the
	// squares of its queens, in the order the search lists them. It is
	// nil for every other step. The step owns it, as it owns Board.
	Squares []board.Square
	// Attempt is the number of attempts counted so far, this step's own
	// included. [Trace] fills it in.
	Attempt uint64
}

// Tested returns the step that reports the complete board b tested as a
// whole: an Accept when the search found it passed, and otherwise a
// Reject naming the first queen, row by row, that an earlier queen
// attacks, and the first such queen. The verdict is the search's own:
// Tested only finds the pair to name.
func Tested(b board.Board, passed bool) Step {
	s := Step{Kind: Accept, Board: b}
	if !passed {
		s.Kind = Reject
		s.Square, s.With = firstAttack(b.Queens())
	}
	return s
}

// TestedSquares returns the step that reports a candidate tested as a
// whole that is a set of squares, which a board cannot always show, as
// the combinations search's candidates, any n squares, are: an Accept
// when the search found it passed, and otherwise a Reject naming the
// first square, in the order given, that an earlier square attacks, and
// the first such square. Two queens on one row or one column attack each
// other, as two on one diagonal do. The verdict is the search's own:
// TestedSquares only finds the pair to name.
func TestedSquares(squares []board.Square, passed bool) Step {
	s := Step{Kind: Accept, Squares: squares}
	if !passed {
		s.Kind = Reject
		s.Square, s.With = firstAttack(squares)
	}
	return s
}

// firstAttack returns the first of queens that an earlier one attacks,
// and the first such earlier one; two zero squares when none does.
func firstAttack(queens []board.Square) (q, with board.Square) {
	for i, q := range queens {
		if j := slices.IndexFunc(queens[:i], q.Attacks); j >= 0 {
			return q, queens[j]
		}
	}
	return board.Square{}, board.Square{}
}

// Queens returns the queens the step shows: the squares of a candidate
// tested as a set of squares, and otherwise the queens of its board, row
// by row.
func (s Step) Queens() []board.Square {
	if s.Squares != nil {
		return s.Squares
	}
	return s.Board.Queens()
}

// LiftFrom reports a Backtrack for every queen of b in row or above it,
// the highest first, taking each off b, and returns whether the search may go
// on: false once the trace has had enough. Call it only when
// [Counter.Tracing] is true.
//
// It lets a search that fills the board row by row report its lifts
// late, out of its hot loop: b is the board the trace has been shown, and
// before the search's next attempt on a row, or when it ends, every queen
// shown in that row or above it has been lifted. No step comes in between,
// so the steps are those of lifts reported at once.
func (c *Counter) LiftFrom(b board.Board, row int) bool {
	for r := len(b) - 1; r >= row && !c.Stopped(); r-- {
		if b[r] != board.Empty {
			lifted := board.Square{Row: r, Col: b[r]}
			b[r] = board.Empty
			c.Step(Step{Kind: Backtrack, Square: lifted, Board: b})
		}
	}
	return !c.Stopped()
}

// tracer passes the steps of one run to a consumer and checks them
// against the counter.
type tracer struct {
	consumer func(Step) bool
	// c is the counter of the run, and stop cancels the run's context,
	// which stops the search.
	c    *Counter
	stop context.CancelFunc
	// attempts counts the attempt steps reported.
	attempts uint64
	// done is set when the consumer has had enough.
	done bool
	// err is the first way the steps and the counter disagreed.
	err error
}

// Tracing reports whether a trace is watching the search. An approach asks
// before it builds a [Step], so that a run without a trace pays for one
// predictable branch and nothing else.
func (c *Counter) Tracing() bool { return c.steps != nil }

// Step reports one step of the search to the trace; call it only when
// [Counter.Tracing] is true. An attempt step goes right after the attempt
// is counted, so that the count and the attempt steps agree at every step;
// [Trace] checks that they do. When the trace's consumer has had enough,
// [Counter.Stopped] turns true and the search must not count another
// attempt: it should stop at once.
func (c *Counter) Step(s Step) { c.steps(s) }

// relaySteps puts adapt in front of the trace watching c, if one is: every
// step the search reports from now on goes through adapt, which returns
// the step as the caller shows it, or false for a step the caller does
// not pass on. An adapter of shape.go calls it while the search it adapts
// runs, and calls restore when that search ends.
func (c *Counter) relaySteps(adapt func(Step) (Step, bool)) (restore func()) {
	next := c.steps
	if next == nil {
		return func() {}
	}
	c.steps = func(s Step) {
		if s, ok := adapt(s); ok {
			next(s)
		}
	}
	return func() { c.steps = next }
}

// report passes the step s, as the board that was asked for shows it, to
// the consumer, numbered by the attempts reported so far.
func (t *tracer) report(s Step) {
	if s.Kind.IsAttempt() {
		t.attempts++
		t.check(t.c.Count(), s)
	}
	if t.done {
		return
	}
	s.Attempt = t.attempts
	s.Board = slices.Clone(s.Board)
	s.Squares = slices.Clone(s.Squares)
	if !t.consumer(s) {
		t.done = true
		t.stop()
	}
}

// check records the first attempt step that does not match the count.
func (t *tracer) check(counted uint64, s Step) {
	if t.err != nil {
		return
	}
	switch {
	case t.done:
		t.err = fmt.Errorf("it went on to a %s on %v after the trace stopped", s.Kind, s.Square)
	case counted != t.attempts:
		t.err = fmt.Errorf("it reported its attempt %d (a %s on %v) when it had counted %d", t.attempts, s.Kind, s.Square, counted)
	}
}

// Trace runs a on p as [Run] does and passes every step of the search to
// step, in order, until step returns false; then the search stops and the
// result is marked Stopped. The attempt steps match the attempts counted,
// one for one: Trace returns an error when they do not. It returns an
// [*UnsupportedError] when a does not declare [Approach.Traces].
//
// The steps show the board that was asked for. Where the harness adapts
// the board to the approach, by turning it on its side or by leaving
// fixed queens out, the adapter adapts the steps too (see [Shape]).
func Trace(ctx context.Context, a Approach, p board.Problem, opt Options, step func(Step) bool) (Result, error) {
	if !a.Traces {
		return Result{Approach: a.Name, Problem: p}, &UnsupportedError{a.Name, "it does not report the steps of its search", MissingMode}
	}
	t := &tracer{consumer: step}
	res, err := run(ctx, a, p, opt, t)
	res.Stopped = res.Stopped || t.done
	switch {
	case t.err != nil:
		return res, fmt.Errorf("%s: %w", a.Name, t.err)
	case t.attempts != res.Attempts:
		return res, fmt.Errorf("%s: it counted %d attempts but reported %d", a.Name, res.Attempts, t.attempts)
	}
	return res, err
}

// follow attaches the trace to the counter c, whose run stop stops, and
// returns solve reporting each board it yields as a Solution step. The
// adapters of shape.go wrap the search that follow returns, so a board
// they do not pass on is not reported either.
func (t *tracer) follow(c *Counter, stop context.CancelFunc, solve SolveFunc) SolveFunc {
	t.c, t.stop = c, stop
	c.steps = t.report
	return func(q board.Problem, c *Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) {
			for b := range solve(q, c) {
				if t.done {
					return
				}
				c.Step(Step{Kind: Solution, Board: b})
				if !yield(b) {
					return
				}
			}
		}
	}
}
