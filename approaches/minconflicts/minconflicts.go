package minconflicts

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/queensbook/queens/approaches/construct"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// BytesPerQueen is the memory [Solve] needs per queen: the board (one int
// a queen) and the counts of queens on the 2n-1 diagonals of each
// direction (two int32 arrays of about 2n entries).
const BytesPerQueen = verify.BoardBytesPerQueen + 2*2*4

// Defaults for the zero values of [Options].
const (
	// DefaultCandidates is how many unused columns the start samples for
	// each row. Past a few dozen the start leaves about twenty queens in
	// conflict whatever n is; 256 keeps that true up to ten million.
	DefaultCandidates = 256
	// DefaultMaxTries is how many starts Solve makes before it gives up.
	// Boards past n = 20 almost never need a second; n = 6, whose four
	// solutions hide among 720 permutations, needs about ten on average.
	DefaultMaxTries = 1000
)

// Options tune a run of [Solve]. The zero value is a good choice.
type Options struct {
	// Seed picks the random choices; the same seed gives the same board
	// and the same counts on every machine.
	Seed uint64
	// Candidates is how many unused columns the start samples for each
	// row, keeping the first that no earlier queen attacks, or else the
	// least attacked. 1 gives a random permutation; 0 means
	// [DefaultCandidates].
	Candidates int
	// MaxSteps caps the repair steps of one try; 0 means 50 plus ten
	// for each queen in conflict at the start, about twenty times what a
	// try that succeeds needs.
	MaxSteps int
	// MaxTries caps the starts; 0 means [DefaultMaxTries].
	MaxTries int
	// Budget is the memory, in bytes, the run may use; 0 means
	// [verify.DefaultBudget].
	Budget int64
	// Progress, when not nil, is told now and then how many rows the
	// start of a try has placed: on ten million queens the start is most
	// of the work.
	Progress func(placed int)
	// KeepStart copies the board each try starts from into
	// [Result.Start], to show a small board before and after its repair;
	// the copy costs a second board's memory.
	KeepStart bool
}

// Result is what a run found and how hard it worked.
type Result struct {
	// Board is the solution, or nil when the run gave up.
	Board board.Board
	// Steps counts the repair steps of all tries: each took one queen in
	// conflict to its least-conflicted square.
	Steps int
	// Tries counts the starts, 1 when the first one led to a solution.
	Tries int
	// StartConflicts is how many queens were in conflict right after the
	// start of the last try.
	StartConflicts int
	// Start is the board the last try started from, before any repair,
	// when [Options.KeepStart] asks for it; otherwise nil.
	Start board.Board
}

// ErrGaveUp says that every try reached its step limit. Another seed, more
// steps or more tries will do; it is rare with the defaults except on
// tiny boards.
var ErrGaveUp = errors.New("min-conflicts gave up: every try reached its step limit; try another seed or raise the limits")

// Solve finds one solution of the n x n board by min-conflicts repair. It
// returns [construct.ErrNoSolution] for n = 2 and 3, an error for n < 1, a
// [*verify.TooLargeError] before allocating anything when n does not fit
// the budget, [ErrGaveUp] with the counts of the failed tries, and ctx's
// error when ctx is cancelled.
func Solve(ctx context.Context, n int, opt Options) (Result, error) {
	if n < 1 {
		return Result{}, errors.New("a board needs at least one row: n must be 1 or more")
	}
	if !construct.Exists(n) {
		return Result{}, construct.ErrNoSolution
	}
	perQueen := int64(BytesPerQueen)
	if opt.KeepStart {
		perQueen += verify.BoardBytesPerQueen // the copy of the start
	}
	if err := verify.Reserve(n, perQueen, opt.Budget); err != nil {
		return Result{}, err
	}
	s := newSearch(n, opt.Seed)
	var res Result
	for res.Tries < or(opt.MaxTries, DefaultMaxTries) {
		res.Tries++
		if err := s.start(ctx, or(opt.Candidates, DefaultCandidates), opt.Progress); err != nil {
			return res, err
		}
		res.StartConflicts = s.countConflicted()
		if opt.KeepStart {
			res.Start = slices.Clone(s.b)
		}
		steps, solved, err := s.repair(ctx, opt.stepCap(res.StartConflicts))
		res.Steps += steps
		if err != nil {
			return res, err
		}
		if solved {
			res.Board = s.b
			return res, nil
		}
	}
	return res, ErrGaveUp
}

// stepCap returns the step limit of a try that starts with conflicted
// queens in conflict.
func (o Options) stepCap(conflicted int) int {
	if o.MaxSteps > 0 {
		return o.MaxSteps
	}
	return 50 + 10*conflicted
}

// or returns v, or def when v is 0.
func or(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// newRand returns the generator for seed: PCG, so that a run is the same
// on every machine and every Go release that keeps math/rand/v2's PCG.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
}
