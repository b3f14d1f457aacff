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
	"fmt"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
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
// it where it has words for it.
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
	return a, p, catalog.Registry.Supports(a, p)
}

// board returns the empty board of the settings, n x n or rows x cols.
func (s Settings) board() (board.Problem, error) {
	if s.Rows == 0 && s.Cols == 0 {
		if s.N < 1 || s.N > MaxSide {
			return board.Problem{}, fmt.Errorf("n = %d is out of the stepper's range; n must be from 1 to %d", s.N, MaxSide)
		}
		return board.SquareProblem(s.N), nil
	}
	if s.N != 0 {
		return board.Problem{}, fmt.Errorf("n is a square board and rows with cols a rectangle; give one or the other")
	}
	if s.Rows < 1 || s.Cols < 1 || s.Rows > MaxSide || s.Cols > MaxSide {
		return board.Problem{}, fmt.Errorf("a board of %d x %d is out of the stepper's range; rows and cols must be from 1 to %d", s.Rows, s.Cols, MaxSide)
	}
	return board.Problem{Rows: s.Rows, Cols: s.Cols}, nil
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
	// Attempt is the number of attempts so far, this step's included.
	Attempt uint64 `json:"attempt"`
	// Solutions is the number of solutions so far, this step's included.
	Solutions int `json:"solutions"`
	// Line is the line of the approach's code that reported the step,
	// and Caller the line of the search that called the function
	// holding Line, each as "file.go:12", or "" (see lines.go).
	Line   string `json:"line,omitempty"`
	Caller string `json:"caller,omitempty"`
}

// Batch is what one call of [Search.Next] hands out.
type Batch struct {
	Steps []Step `json:"steps"`
	// Done is true on the last batch of a search, which carries the
	// summary: the two lines `queens solve` ends with, or the error that
	// ended the search.
	Done     bool   `json:"done"`
	Found    string `json:"found,omitempty"`
	Attempts string `json:"attempts,omitempty"`
	Error    string `json:"error,omitempty"`
}

// Search is one traced search under way. Its methods are not safe for
// concurrent use: one caller asks for the steps.
type Search struct {
	// Approach and Problem are what it searches.
	Approach harness.Approach
	Problem  board.Problem
	// want carries the size of the batch asked for to the search, and
	// batches the batch back.
	want    chan int
	batches chan Batch
	cancel  context.CancelFunc
	// exited is closed when the search's goroutine has returned.
	exited chan struct{}
	// last is the final batch, once it has been handed out.
	last *Batch
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
		want:     make(chan int),
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
	if s.last != nil {
		return Batch{Steps: []Step{}, Done: true, Found: s.last.Found, Attempts: s.last.Attempts, Error: s.last.Error}
	}
	select {
	case s.want <- max(k, 1):
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

// run traces the search, handing out its steps as Next asks for them,
// until the search ends or ctx is cancelled.
func (s *Search) run(ctx context.Context) {
	defer close(s.exited)
	var batch []Step
	// squares holds the queens of the batch's steps, which share it, so
	// that a batch costs the garbage collector two allocations, not one
	// a step (it matters in WebAssembly).
	var squares []int
	want, solutions := 0, 0
	lines := newLineFinder(s.Approach)
	// ask waits for the page to ask for a batch; it returns false when
	// the search is stopped.
	ask := func() bool {
		select {
		case want = <-s.want:
			batch = make([]Step, 0, want)
			squares = make([]int, 0, want*s.Problem.Queens())
			return true
		case <-ctx.Done():
			return false
		}
	}
	hand := func(b Batch) bool {
		select {
		case s.batches <- b:
			want = 0
			return true
		case <-ctx.Done():
			return false
		}
	}
	res, err := harness.Trace(ctx, s.Approach, s.Problem, harness.Options{}, func(st harness.Step) bool {
		if want == 0 && !ask() {
			return false
		}
		if st.Kind == harness.Solution {
			solutions++
		}
		var r Step
		r, squares = record(st, s.Problem.Cols, solutions, squares)
		r.Line, r.Caller = lines.find()
		batch = append(batch, r)
		return len(batch) < want || hand(Batch{Steps: batch})
	})
	if ctx.Err() != nil || want == 0 && !ask() {
		return
	}
	last := Batch{Steps: batch, Done: true}
	if err != nil {
		last.Error = err.Error()
	} else {
		last.Found, last.Attempts = res.Summary(s.Approach, false)
	}
	hand(last)
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
	r := Step{Kind: s.Kind.String(), Queens: squares[from:len(squares):len(squares)], Square: -1, With: -1, Attempt: s.Attempt, Solutions: solutions}
	switch s.Kind {
	case harness.Place, harness.Backtrack:
		r.Square = index(s.Square)
	case harness.Conflict, harness.Reject:
		r.Square, r.With = index(s.Square), index(s.With)
	}
	return r, squares
}
