package harness

import (
	"fmt"
	"iter"
	"strings"

	"github.com/queensbook/queens/approaches/board"
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
	// Source says where the idea comes from, such as a seed text.
	Source string
	// Attempt says in a few words what one attempt is.
	Attempt string
	// MaxN is the largest board side the approach finishes in reasonable
	// time; Run refuses boards whose longer side is larger.
	MaxN int
	// Fixed is true when Solve honours fixed queens itself. Otherwise the
	// harness solves the empty board and keeps the completions.
	Fixed bool
	// Shapes says which boards Solve takes: square ones only, wide ones
	// (the harness turns tall ones on their side), or any rectangle.
	Shapes Shapes
	// Solve is the search.
	Solve SolveFunc
	// AsWritten, when not nil, is the search exactly as the source's code
	// runs it, where that differs from the idea its prose describes.
	AsWritten SolveFunc
	// Traces is true when the searches report their steps to a [Trace]
	// (see [Counter.Tracing]), in every mode the approach has.
	Traces bool
	// Space, when not nil, returns how many attempts a full run on p makes
	// at most, for progress bars. For a Wide approach it counts the run
	// Run makes, on a tall board the one on the transposed board.
	Space func(p board.Problem) float64
}

// UnsupportedError says why an approach does not take a problem. It is the
// answer for boards past MaxN and for shapes the approach cannot handle.
type UnsupportedError struct {
	Approach string
	Reason   string
}

func (e *UnsupportedError) Error() string {
	return e.Approach + ": " + e.Reason
}

// Supports returns nil when a takes p, and an [*UnsupportedError] that says
// what to do instead when it does not. A shape a cannot take is refused
// before a size.
func (a Approach) Supports(p board.Problem) error {
	if !p.IsSquare() && a.Shapes == SquareOnly {
		return &UnsupportedError{a.Name, fmt.Sprintf("it solves square boards only, not %d x %d", p.Rows, p.Cols)}
	}
	if side := max(p.Rows, p.Cols); side > a.MaxN {
		return &UnsupportedError{a.Name, fmt.Sprintf("n = %d is past n = %d, the largest board it finishes in reasonable time; try a smaller -n or a faster approach", side, a.MaxN)}
	}
	return nil
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
// refuses p for its shape, the refusal names the registered approaches
// that take rectangles.
func (r *Registry) Supports(a Approach, p board.Problem) error {
	err := a.Supports(p)
	refusal, ok := err.(*UnsupportedError)
	if ok && !p.IsSquare() && a.Shapes == SquareOnly {
		if names := r.rectangular(); len(names) > 0 {
			refusal.Reason += "; these take rectangles: " + strings.Join(names, ", ")
		}
	}
	return err
}

// rectangular returns the names of the approaches that take rectangles.
func (r *Registry) rectangular() []string {
	var names []string
	for _, a := range r.list {
		if a.Shapes != SquareOnly {
			names = append(names, a.Name)
		}
	}
	return names
}
