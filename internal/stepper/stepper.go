// Package stepper runs the searches of the web edition's stepper: one
// approach of the catalog on one board, traced by [harness.Trace], its
// steps handed out a batch at a time as the page asks for them. The
// search runs in a goroutine of its own and waits between batches, so
// that a search of a million steps never sits in memory whole; when it
// ends, the last batch carries the two lines that `queens solve` ends
// with, from [harness.Result.Summary].
//
// The package is compiled to WebAssembly by cmd/stepper, which the page's
// Web Worker runs; it is tested natively, as every other package is.
package stepper

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/url"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// MaxSide is the longest side of a board the stepper takes: a board the
// page draws with squares a reader can click on a phone.
const MaxSide = 12

// Settings are what the page asks to search: an approach by name, a
// board, either n (a square) or rows x cols, and the fixed queens in
// either form that board.ParseFixed reads ("00400200" or "c4,f2").
type Settings struct {
	Approach string `json:"approach"`
	N        int    `json:"n,omitempty"`
	Rows     int    `json:"rows,omitempty"`
	Cols     int    `json:"cols,omitempty"`
	Fixed    string `json:"fixed,omitempty"`
}

// Check returns the approach and the problem the settings name, or a
// one-line error that says what is wrong, worded as `queens solve` words
// it: the stepper's own limit, a side of at most [MaxSide], is checked
// last, so that a board the CLI refuses too is refused in its words.
func (s Settings) Check() (harness.Approach, board.Problem, error) {
	a, err := catalog.Registry.Lookup(s.Approach)
	if err != nil {
		return a, board.Problem{}, err
	}
	p, err := s.board()
	if err != nil {
		return a, p, err
	}
	fixed, err := board.ParseFixed(s.Fixed, p.Rows, p.Cols)
	if err != nil {
		return a, p, err
	}
	p = p.WithFixed(fixed...)
	if err := p.Validate(); err != nil {
		return a, p, err
	}
	if err := catalog.Registry.Supports(a, p); err != nil {
		return a, p, err
	}
	return a, p, s.drawable(p)
}

// board returns the empty board of the settings, n x n or rows x cols,
// refused as the flags -n, -rows and -cols of `queens solve` are.
func (s Settings) board() (board.Problem, error) {
	switch {
	case s.N != 0 && (s.Rows != 0 || s.Cols != 0):
		return board.Problem{}, errors.New("-n is a square board and -rows with -cols a rectangle; give one or the other")
	case s.Rows != 0 || s.Cols != 0:
		if s.Rows < 1 || s.Cols < 1 {
			return board.Problem{}, fmt.Errorf("-rows and -cols go together and must both be at least 1 (got -rows %d -cols %d)", s.Rows, s.Cols)
		}
		if side := max(s.Rows, s.Cols); side > board.MaxSide {
			return board.Problem{}, fmt.Errorf("a side of %d is larger than %d, the largest accepted", side, board.MaxSide)
		}
		return board.Problem{Rows: s.Rows, Cols: s.Cols}, nil
	case s.N < 1:
		return board.Problem{}, fmt.Errorf("-n %d has no squares; n must be at least 1", s.N)
	case s.N > board.MaxSide:
		return board.Problem{}, fmt.Errorf("-n %d is too large: at most %d, the largest side accepted", s.N, board.MaxSide)
	}
	return board.SquareProblem(s.N), nil
}

// drawable refuses a board past the stepper's own limit, MaxSide, which
// the CLI does not have.
func (s Settings) drawable(p board.Problem) error {
	switch {
	case p.IsSquare() && s.N != 0 && p.Rows > MaxSide:
		return fmt.Errorf("-n %d is too large: at most %d, the largest board the stepper draws; watch a smaller board, or run queens solve -n %d", s.N, MaxSide, s.N)
	case max(p.Rows, p.Cols) > MaxSide:
		return fmt.Errorf("a side of %d is larger than %d, the largest the stepper draws; watch a smaller board, or run queens solve", max(p.Rows, p.Cols), MaxSide)
	}
	return nil
}

// FromQuery reads the settings in the stepper page's address, such as
// approach=tuplestate&n=8&fixed=c4,f2, as `queens solve` reads its flags
// -approach, -n, -rows, -cols and -fixed, and refuses what it refuses in
// its words: a value that is not a whole number, a list of sizes. Keys it
// does not know (the page's own, such as speed and step) are left to the
// page. Missing approach and board are the page's defaults, tuplestate on
// 8 x 8. The settings still need [Settings.Check].
func FromQuery(query string) (Settings, error) {
	q, err := url.ParseQuery(query)
	if err != nil {
		return Settings{}, fmt.Errorf("the address cannot be read: %v", err)
	}
	s := Settings{Approach: q.Get("approach"), Fixed: q.Get("fixed")}
	if s.Approach == "" {
		s.Approach = "tuplestate"
	}
	for _, f := range []struct {
		key string
		to  *int
	}{{"rows", &s.Rows}, {"cols", &s.Cols}} {
		if v := q.Get(f.key); v != "" {
			n, err := words.ParseWhole(v, math.MaxInt)
			if err != nil {
				return s, fmt.Errorf("-%s %s %v", f.key, v, err)
			}
			*f.to = int(n)
		}
	}
	if v := q.Get("n"); v != "" {
		s.N, err = side(v)
	} else if s.Rows == 0 && s.Cols == 0 {
		s.N = 8
	}
	return s, err
}

// side reads the value of n, one side, in the words of the -n of
// `queens solve`, with the same reader of whole numbers: a number past
// board.MaxSide is too large, one below 1 has no squares, and a range or
// a list is one board too many. TestQueryIsReadAsTheCLIReadsFlags holds
// the words to the CLI's.
func side(v string) (int, error) {
	one := strings.TrimSpace(v)
	n, err := words.ParseWhole(one, board.MaxSide)
	switch {
	case err == nil && n < 1, strings.HasPrefix(one, "-") && strings.Trim(one[1:], "0123456789") == "" && len(one) > 1:
		return 0, fmt.Errorf("-n %s has no squares; n must be at least 1", one)
	case errors.Is(err, words.ErrTooLarge):
		return 0, fmt.Errorf("-n %s is too large: at most %d, the largest side accepted", one, board.MaxSide)
	case err == nil:
		return int(n), nil
	}
	sizes, err := board.ParseSizes(v)
	if err != nil {
		return 0, fmt.Errorf("-n: %v", err)
	}
	return 0, fmt.Errorf("-n %s: this command takes one board; give one side, such as -n %d (compare and count take several)", v, sizes[0])
}

// Approach is what the page shows of one approach of the catalog.
type Approach struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	// Attempt says what one attempt is, as the approach's chapter does.
	Attempt string `json:"attempt"`
	// Rectangles is true when the approach takes rows x cols boards, and
	// not only squares.
	Rectangles bool `json:"rectangles"`
}

// Approaches lists the approaches the stepper runs, those of the catalog
// that trace their search, in the catalog's order.
func Approaches() []Approach {
	var list []Approach
	for _, a := range catalog.Registry.All() {
		if a.Traces {
			list = append(list, Approach{a.Name, a.Title, a.Attempt, a.Shape != harness.SquareOnly})
		}
	}
	return list
}

// Step is one step of a search as the page draws it. A square is a
// number, row*cols + col, rows counted from rank 1 upward; -1 is none.
type Step struct {
	// Kind is the harness's name for the step: place, conflict, accept,
	// reject, backtrack or solution.
	Kind string `json:"kind"`
	// Queens are the squares of the queens on the board after the step,
	// or of the candidate an accept or a reject tested, which may put two
	// queens on one line.
	Queens []int `json:"queens"`
	// Square is the queen placed, tried or lifted, or for a reject the
	// queen attacked; With is the queen that attacks it, for a conflict
	// and a reject.
	Square int `json:"square"`
	With   int `json:"with"`
	// Item is the item a place of an exact-cover search covers, such as
	// "Fb" (see harness.Step), or "".
	Item string `json:"item,omitempty"`
	// Attempt is the number of attempts so far, this step's included.
	Attempt uint64 `json:"attempt"`
	// Solutions is the number of solutions so far, this step's included.
	Solutions int `json:"solutions"`
	// Line is the line of the approach's search that took the step, and
	// Hook the line of the hook in its trace.go that reported it, each as
	// "file.go:12", or "" (see lines.go).
	Line string `json:"line,omitempty"`
	Hook string `json:"hook,omitempty"`
	// Tree counts the steps up to this one, for the one step of a skip
	// (see tree.go), and is nil for every other.
	Tree *TreeCounts `json:"tree,omitempty"`
}

// Batch is what one call of [Search.Next] or [Search.Skip] hands out.
type Batch struct {
	Steps []Step `json:"steps"`
	// Done is true on the last batch of a search, which carries the
	// summary: the two lines `queens solve` ends with, or the error that
	// ended the search.
	Done     bool   `json:"done"`
	Found    string `json:"found,omitempty"`
	Attempts string `json:"attempts,omitempty"`
	Error    string `json:"error,omitempty"`
	// Skipped is how many steps a skip passed over before its one step,
	// and Passed the solutions among them, as many as it was asked to
	// keep.
	Skipped int      `json:"skipped,omitempty"`
	Passed  []Passed `json:"passed,omitempty"`
}

// Passed is a solution that a skip passed over: the number of its step,
// counted from 1 at the start of the search, and its queens.
type Passed struct {
	Step   int   `json:"step"`
	Queens []int `json:"queens"`
}

// Search is one traced search under way. Its methods are not safe for
// concurrent use: one caller asks for the steps.
type Search struct {
	// Approach and Problem are what it searches.
	Approach harness.Approach
	Problem  board.Problem
	// want carries what the page asks for to the search, and batches the
	// batch back.
	want    chan request
	batches chan Batch
	cancel  context.CancelFunc
	// exited is closed when the search's goroutine has returned.
	exited chan struct{}
	// last is the final batch, once it has been handed out.
	last *Batch
}

// request is what one call of Next or Skip asks of the search: k steps,
// all of them, or for a skip the last alone, with up to keep of the
// solutions passed over.
type request struct {
	k    int
	skip bool
	keep int
}

// Start checks the settings (see [Settings.Check]) and starts their
// search, which waits for the first call of [Search.Next]. Call
// [Search.Stop] when done with it, so that its goroutine ends.
func Start(s Settings) (*Search, error) {
	a, p, err := s.Check()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	search := &Search{
		Approach: a,
		Problem:  p,
		want:     make(chan request),
		batches:  make(chan Batch),
		cancel:   cancel,
		exited:   make(chan struct{}),
	}
	go search.run(ctx)
	return search, nil
}

// Next returns the next k steps of the search, or fewer in its last
// batch, which is marked Done. After the last batch it returns the last
// batch again, without steps.
func (s *Search) Next(k int) Batch {
	return s.ask(request{k: max(k, 1)})
}

// Skip passes over the next k-1 steps of the search and returns the k-th
// as the batch's one step, with the number of steps it passed over and,
// of the solutions among them, the first keep. A search that ends sooner
// returns its last step, marked Done. Skip(k) leaves the search where k
// calls of Next(1) would, at a fraction of their cost: no step is sent
// to the page but the one it shows.
func (s *Search) Skip(k, keep int) Batch {
	return s.ask(request{k: max(k, 1), skip: true, keep: keep})
}

// ask hands a request to the search and returns its batch.
func (s *Search) ask(r request) Batch {
	if s.last != nil {
		return Batch{Steps: []Step{}, Done: true, Found: s.last.Found, Attempts: s.last.Attempts, Error: s.last.Error}
	}
	select {
	case s.want <- r:
	case <-s.exited:
		return Batch{Steps: []Step{}, Done: true, Error: "the search was stopped"}
	}
	b := <-s.batches
	if b.Done {
		s.last = &b
	}
	return b
}

// Stop stops the search and waits for its goroutine to end.
func (s *Search) Stop() {
	s.cancel()
	<-s.exited
}

// run traces the search, handing out its steps as Next and Skip ask for
// them, until the search ends or ctx is cancelled.
func (s *Search) run(ctx context.Context) {
	defer close(s.exited)
	r := &runner{s: s, ctx: ctx, lines: newLineFinder(s.Approach)}
	res, err := harness.Trace(ctx, s.Approach, s.Problem, harness.Options{}, r.take)
	if ctx.Err() != nil || r.asked.k == 0 && !r.ask() {
		return
	}
	last := s.batch(r.batch, r.asked, r.taken, r.passed, &r.tree)
	last.Done = true
	if err != nil {
		last.Error = err.Error()
	} else {
		last.Found, last.Attempts = res.Summary(s.Approach, false)
	}
	r.hand(last)
}

// runner is what run keeps from step to step of the search: the request
// the page made, the batch it fills, and the counts so far.
type runner struct {
	s   *Search
	ctx context.Context
	// batch holds the steps of the request so far, and squares their
	// queens, which they share, so that a batch costs the garbage
	// collector two allocations, not one a step (it matters in
	// WebAssembly).
	batch   []Step
	squares []int
	asked   request
	// taken counts the steps of the request so far, and step the steps
	// of the search.
	taken, step, solutions int
	passed                 []Passed
	lines                  *lineFinder
	tree                   TreeCounts
}

// ask waits for the page to ask for a batch; it returns false when the
// search is stopped.
func (r *runner) ask() bool {
	select {
	case r.asked = <-r.s.want:
		r.taken, r.passed = 0, nil
		size := r.asked.k
		if r.asked.skip {
			size = 1
		}
		r.batch = make([]Step, 0, size)
		r.squares = make([]int, 0, size*r.s.Problem.Queens())
		return true
	case <-r.ctx.Done():
		return false
	}
}

// hand gives the page a batch; it returns false when the search is
// stopped.
func (r *runner) hand(b Batch) bool {
	select {
	case r.s.batches <- b:
		r.asked = request{}
		return true
	case <-r.ctx.Done():
		return false
	}
}

// take records one step of the trace, and hands the batch out when the
// request is met; it returns false when the search is stopped.
func (r *runner) take(st harness.Step) bool {
	if r.asked.k == 0 && !r.ask() {
		return false
	}
	r.step++
	r.taken++
	if st.Kind == harness.Solution {
		r.solutions++
	}
	if r.asked.skip {
		// A skip keeps one step, the latest, in place of the one before.
		r.batch, r.squares = r.batch[:0], r.squares[:0]
	}
	r.tree.add(st.Kind)
	var taken Step
	taken, r.squares = record(st, r.s.Problem.Cols, r.solutions, r.squares)
	// A skip shows its last step alone: the lines of the others, which
	// take the stack, are not looked for.
	if !r.asked.skip || r.taken >= r.asked.k {
		taken.Line, taken.Hook = r.lines.find()
	}
	r.batch = append(r.batch, taken)
	if r.taken < r.asked.k {
		if r.asked.skip && st.Kind == harness.Solution && len(r.passed) < r.asked.keep {
			r.passed = append(r.passed, Passed{r.step, slices.Clone(taken.Queens)})
		}
		return true
	}
	return r.hand(r.s.batch(r.batch, r.asked, r.taken, r.passed, &r.tree))
}

// batch makes the batch of the steps a request took: for a skip, the
// last of them, with how many it passed over, the solutions kept, and
// the counts of the tree so far.
func (s *Search) batch(steps []Step, asked request, taken int, passed []Passed, tree *TreeCounts) Batch {
	b := Batch{Steps: steps, Passed: passed}
	if asked.skip && taken > 0 {
		b.Skipped = taken - 1
		steps[0].Tree = tree.clone()
	}
	return b
}

// record turns a step of the harness into the page's, on a board of cols
// columns, with solutions found so far. It appends the step's queens to
// squares, and returns squares grown.
func record(s harness.Step, cols, solutions int, squares []int) (Step, []int) {
	index := func(q board.Square) int { return q.Row*cols + q.Col }
	from := len(squares)
	for _, q := range s.Queens() {
		squares = append(squares, index(q))
	}
	r := Step{Kind: s.Kind.String(), Queens: squares[from:len(squares):len(squares)], Square: -1, With: -1, Item: s.Item, Attempt: s.Attempt, Solutions: solutions}
	switch s.Kind {
	case harness.Place, harness.Backtrack:
		r.Square = index(s.Square)
	case harness.Conflict, harness.Reject:
		r.Square, r.With = index(s.Square), index(s.With)
	}
	return r, squares
}
