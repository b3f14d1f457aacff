package harness

import (
	"fmt"
	"iter"
	"math"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// SolveFunc is the shape of every approach: it yields the solutions of p in
// its own search order and counts its attempts on c.
type SolveFunc func(p board.Problem, c *Counter) iter.Seq[board.Board]

// Approach describes one way of solving the puzzle.
type Approach struct {
	// Name is the approach's package name, used on the command line.
	Name string
	// Title is a short human title, such as "Octal counter".
	Title string
	// Source says where the idea comes from, by the name the book gives
	// it, such as "the octal counter post: ...".
	Source string
	// Attempt says in a few words what one attempt is.
	Attempt string
	// MaxN is the side of the largest square board the approach finishes
	// in reasonable time. Run refuses any board that needs more work than
	// that square (see [Approach.Supports]), so a long thin rectangle may
	// be much longer than MaxN.
	MaxN int
	// Limit, when not nil, returns why the approach cannot run p at all,
	// however long it were given, such as a board too large for its bit
	// masks, and what it takes instead; it returns "" for a board it can
	// run. No forecast is made past a limit.
	Limit func(p board.Problem) string
	// KeepsFixed is true when Solve honours fixed queens itself. Otherwise the
	// harness solves the empty board and keeps the completions.
	KeepsFixed bool
	// Shape says which boards Solve takes: square ones only, wide ones
	// (the harness turns tall ones on their side), or any rectangle.
	Shape Shape
	// Solve is the search.
	Solve SolveFunc
	// Traces is true when the searches report their steps to a [Trace]
	// (see [Counter.Tracing]), in every mode the approach has.
	Traces bool
	// MaxAttempts, when not nil, returns how many attempts a full run on p makes
	// at most, for progress bars and for judging how much work p needs.
	// It must grow with the board. For a Wide approach it counts the run
	// Run makes, on a tall board the one on the transposed board.
	MaxAttempts func(p board.Problem) float64
	// FirstOnly is true when the search ends at its first solution
	// whatever it is asked, as a source's code may: a run of it finds one
	// solution at most, and a report should say why.
	FirstOnly bool
	// Parallel is true when Solve spreads its search over
	// runtime.GOMAXPROCS(0) goroutines at once, so that its wall time is
	// shared by that many cores (see [Result.NsPerAttempt]).
	Parallel bool
}

// Refusal names the kind of reason an [UnsupportedError] gives.
type Refusal int

const (
	// MissingMode: the approach lacks what was asked of it, such as a
	// trace of its steps.
	MissingMode Refusal = iota
	// WrongShape: the approach does not take boards of this shape.
	WrongShape
	// CannotRun: the board is past what the approach's code can hold,
	// however long it ran ([Approach.Limit]). There is nothing to
	// forecast.
	CannotRun
	// TooSlow: the approach could run the board, but it needs more work
	// than the largest square the approach finishes in reasonable time.
	// A forecast can say how long it would take.
	TooSlow
)

// UnsupportedError says why an approach does not take a problem. It is the
// answer for boards past MaxN and for shapes the approach cannot handle.
type UnsupportedError struct {
	Approach string
	Reason   string
	Kind     Refusal
}

func (e *UnsupportedError) Error() string {
	return e.Approach + ": " + e.Reason
}

// Supports returns nil when a takes p, and an [*UnsupportedError] that says
// why not and what it takes instead when it does not. A shape a cannot
// take is refused first, then a board past its [Approach.Limit], then a
// board that needs more work than the MaxN x MaxN square.
//
// The work is judged by size, not by side, so that 2 x 40 or 16 x 3 runs
// although one of its sides is past MaxN: with [Approach.MaxAttempts] the work
// is the attempts it counts, and otherwise an estimate of the partial
// boards a search that places a queen a row would meet (see
// [partialBoards]).
// Every approach's work grows with the board, so a square is refused
// exactly when its side is past MaxN.
func (a Approach) Supports(p board.Problem) error {
	if !p.IsSquare() && a.Shape == SquareOnly {
		return &UnsupportedError{a.Name, fmt.Sprintf("it solves square boards only, not %d x %d", p.Rows, p.Cols), WrongShape}
	}
	if a.Limit != nil {
		if why := a.Limit(p); why != "" {
			return &UnsupportedError{a.Name, fmt.Sprintf("it cannot run %d x %d at all: %s", p.Rows, p.Cols, why), CannotRun}
		}
	}
	largest := board.SquareProblem(a.MaxN)
	need, most := a.work(p), a.work(largest)
	if need <= most {
		return nil
	}
	subject := fmt.Sprintf("%d x %d needs more work than n = %d", p.Rows, p.Cols, a.MaxN)
	if p.IsSquare() {
		subject = fmt.Sprintf("n = %d is past n = %d", p.Rows, a.MaxN)
	}
	measure := "about %s attempts against %s"
	if a.MaxAttempts == nil {
		measure = "an estimated %s partial boards against %s"
	}
	return &UnsupportedError{a.Name, fmt.Sprintf("%s, the largest square it finishes in reasonable time ("+measure+"); it takes any board that needs no more; try a smaller board or a faster approach",
		subject, words.Approximately(need), words.Approximately(most)), TooSlow}
}

// work measures how much work a full run of a on p needs: the attempts
// [Approach.MaxAttempts] counts, or for an approach without one the partial
// boards a search that places a queen a row would meet (see
// [partialBoards]), the same yardstick for the board asked for and for
// the MaxN square it is held against.
func (a Approach) work(p board.Problem) float64 {
	if a.MaxAttempts != nil {
		return a.MaxAttempts(p)
	}
	return partialBoards(p)
}

// partialBoards estimates how many partial boards a search meets that
// puts a queen on each row of p, read wide (rows <= cols), in a column no
// queen holds and on no diagonal a queen attacks. The first d rows can
// take queens in different columns in cols·(cols-1)···(cols-d+1) ways.
// A queen sees each later queen on one of its two diagonals for about 2
// of the cols-1 columns that queen could take, and the estimate treats the
// d(d-1)/2 pairs as independent. On square boards it counts about a third
// of the bitboard search's placements on every side (793 against 2,056 at
// n = 8, 277,000 against 856,188 at n = 12), so it ranks boards by their
// work, and on a long thin board, where few queens meet on a diagonal, it
// is close to the count of partial boards itself. A bound that ignored
// the diagonals would be no yardstick: it exceeds the search of a square
// board thousands of times over, and of a thin one hardly at all.
//
// The terms are built one from the last, so that on a huge board one that
// overflows is +Inf (and so is the total, a board past any MaxN, where the
// sum stops), never
// an overflowed count of columns times a power of apart that underflowed
// to 0, which is NaN.
func partialBoards(p board.Problem) float64 {
	rows, cols := p.Queens(), max(p.Rows, p.Cols)
	apart := max(0, 1-2/float64(cols-1)) // two queens off each other's diagonals
	total, term := 0.0, 1.0
	for d := 1; d <= rows && !math.IsInf(total, 1); d++ {
		// The d-th queen has cols-d+1 free columns and d-1 queens below.
		term *= float64(cols-d+1) * math.Pow(apart, float64(d-1))
		total += term
	}
	return total
}

// Registry is an ordered list of approaches, looked up by name.
type Registry struct {
	list []Approach
}

// NewRegistry returns a registry of the approaches in the given order. It
// panics on a repeated name, which is a programming error.
func NewRegistry(approaches ...Approach) *Registry {
	seen := map[string]bool{}
	for _, a := range approaches {
		if seen[a.Name] {
			panic("harness: approach " + a.Name + " registered twice")
		}
		seen[a.Name] = true
	}
	return &Registry{list: approaches}
}

// All returns the approaches in registration order.
func (r *Registry) All() []Approach {
	return r.list
}

// Names returns the approaches' names in registration order.
func (r *Registry) Names() []string {
	names := make([]string, len(r.list))
	for i, a := range r.list {
		names[i] = a.Name
	}
	return names
}

// Lookup finds an approach by name; the error lists the known names.
func (r *Registry) Lookup(name string) (Approach, error) {
	for _, a := range r.list {
		if a.Name == name {
			return a, nil
		}
	}
	return Approach{}, fmt.Errorf("unknown approach %q; choose one of %s", name, strings.Join(r.Names(), ", "))
}

// Supports returns nil when a takes p, and otherwise a's refusal; when a
// refuses p for its shape or its size, the refusal names the registered
// approaches that take p.
func (r *Registry) Supports(a Approach, p board.Problem) error {
	err := a.Supports(p)
	refusal, ok := err.(*UnsupportedError)
	if ok && refusal.Kind != MissingMode {
		if names := r.taking(p); len(names) > 0 {
			refusal.Reason += fmt.Sprintf("; these take %d x %d: %s", p.Rows, p.Cols, strings.Join(names, ", "))
		}
	}
	return err
}

// taking returns the names of the approaches that take p.
func (r *Registry) taking(p board.Problem) []string {
	var names []string
	for _, a := range r.list {
		if a.Supports(p) == nil {
			names = append(names, a.Name)
		}
	}
	return names
}
