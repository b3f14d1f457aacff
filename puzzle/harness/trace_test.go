package harness_test

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/gridbacktrack"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
)

// trace runs a traced search and collects its steps, stopping after limit
// steps when limit is positive.
func trace(ctx context.Context, a harness.Approach, p board.Problem, opt harness.Options, limit int) ([]harness.Step, harness.Result, error) {
	var steps []harness.Step
	res, err := harness.Trace(ctx, a, p, opt, func(s harness.Step) bool {
		steps = append(steps, s)
		return len(steps) != limit
	})
	return steps, res, err
}

// tally counts the steps of each kind.
func tally(steps []harness.Step) map[harness.StepKind]int {
	counts := map[harness.StepKind]int{}
	for _, s := range steps {
		counts[s.Kind]++
	}
	return counts
}

// TestTraceMatchesRun traces every approach of the catalog that declares
// [harness.Approach.Traces] on n = 4..6 and a few
// other boards it takes, and compares the steps with an untraced run: one
// attempt step for every attempt counted, numbered in order, one Solution
// step for every solution, every board as tall as the one asked for, and
// a story that holds together step by step.
func TestTraceMatchesRun(t *testing.T) {
	problems := []board.Problem{board.SquareProblem(4), board.SquareProblem(5), board.SquareProblem(6),
		board.SquareProblem(5).WithFixed(board.Square{Row: 0, Col: 1}), {Rows: 4, Cols: 6}, {Rows: 6, Cols: 4}}
	for _, a := range catalog.Registry.All() {
		if !a.Traces {
			continue
		}
		for _, p := range problems {
			steps, res, err := trace(context.Background(), a, p, harness.Options{}, 0)
			if err != nil {
				t.Fatalf("%s on %v: %v", a.Name, p, err)
			}
			want, err := harness.Run(context.Background(), a, p, harness.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := compare(steps, res, want); err != nil {
				t.Errorf("%s on %v: %v", a.Name, p, err)
			}
			if i := slices.IndexFunc(steps, misshapen(p)); i >= 0 {
				t.Errorf("%s on %v: step %d, %v, shows the board %v", a.Name, p, i+1, steps[i].Kind, steps[i].Board)
			}
		}
	}
}

// misshapen returns a test for steps that do not fit p: a board with a
// row too many or too few, a candidate tested whole that is not complete
// or has a queen off the board, or a set of squares on a step that is
// not a candidate's.
func misshapen(p board.Problem) func(harness.Step) bool {
	return func(s harness.Step) bool {
		if s.Kind != harness.Accept && s.Kind != harness.Reject {
			return len(s.Board) != p.Rows || s.Squares != nil
		}
		offBoard := func(q board.Square) bool { return q.Row < 0 || q.Row >= p.Rows || q.Col < 0 || q.Col >= p.Cols }
		return s.Board != nil && len(s.Board) != p.Rows || len(s.Queens()) != p.Queens() || slices.ContainsFunc(s.Queens(), offBoard)
	}
}

// TestTracesDeclared traces every approach of the catalog on 4 x 4 as if
// it declared [harness.Approach.Traces]: exactly those that declare it
// report their steps, so that the CLI offers the right ones.
func TestTracesDeclared(t *testing.T) {
	var declared []string
	for _, a := range catalog.Registry.All() {
		if a.Traces {
			declared = append(declared, a.Name)
		}
		forced := a
		forced.Traces = true
		_, err := harness.Trace(context.Background(), forced, board.SquareProblem(4), harness.Options{}, func(harness.Step) bool { return true })
		if reports := err == nil; reports != a.Traces {
			t.Errorf("%s: Traces is %v, but tracing it on 4 x 4 as if it were true gives the error %v", a.Name, a.Traces, err)
		}
	}
	if !slices.Contains(declared, "gridbacktrack") {
		t.Errorf("the approaches that trace are %v; gridbacktrack should be one of them", declared)
	}
	t.Logf("traced: %v", declared)
}

// compare checks the steps of a traced run against its result and against
// the result of the same run untraced. A search that runs past its first
// solution to its end lifts every queen it placed; one that ends with the
// attempt that found its first solution, as the source's code as written
// does (approach gridwritten), may leave queens on the board.
func compare(steps []harness.Step, traced, want harness.Result) error {
	endsAtFirst := want.Solutions == 1 && want.Attempts == want.AttemptsToFirst
	counts := tally(steps)
	var attempts uint64
	for kind, k := range counts {
		if kind.IsAttempt() {
			attempts += uint64(k)
		}
	}
	switch {
	case attempts != want.Attempts || traced.Attempts != want.Attempts:
		return fmt.Errorf("%d attempt steps, %d attempts counted traced, %d untraced", attempts, traced.Attempts, want.Attempts)
	case counts[harness.Solution] != want.Solutions || traced.Solutions != want.Solutions:
		return fmt.Errorf("%d solution steps, %d solutions traced, %d untraced", counts[harness.Solution], traced.Solutions, want.Solutions)
	case !endsAtFirst && counts[harness.Place] != counts[harness.Backtrack]:
		return fmt.Errorf("%d places but %d backtracks in a search that ran to its end", counts[harness.Place], counts[harness.Backtrack])
	}
	var n uint64
	solutions := 0
	for i, s := range steps {
		if s.Kind.IsAttempt() {
			n++
		}
		if s.Attempt != n {
			return fmt.Errorf("step %d (%v) is numbered attempt %d, want %d", i+1, s.Kind, s.Attempt, n)
		}
		if s.Kind == harness.Solution {
			if solutions++; solutions == 1 && s.Attempt != want.AttemptsToFirst {
				return fmt.Errorf("the first solution comes after attempt %d; untraced, after %d", s.Attempt, want.AttemptsToFirst)
			}
		}
	}
	return replay(steps)
}

// replay checks that the steps tell one coherent story, each starting
// from the board the step before left: a Place puts its queen on an empty
// row, on a square no queen attacks; a Conflict leaves the board as it
// was, naming a queen on it that its square attacks; an Accept or a
// Reject replaces the board outright with a complete candidate, which
// holds no two queens attacking each other or names two that do; a
// Backtrack lifts a queen; a Solution shows the board as it was, or the
// set of squares just accepted. The first step starts from the board it
// implies.
func replay(steps []harness.Step) error {
	if len(steps) == 0 {
		return nil
	}
	before := steps[0]
	if before.Kind == harness.Place {
		before.Board = slices.Clone(before.Board)
		before.Board[before.Square.Row] = board.Empty
	}
	for i, s := range steps {
		if err := follows(before, s); err != nil {
			return fmt.Errorf("step %d, %v on %v with %v, from %v to %v %v: %v", i+1, s.Kind, s.Square, s.With, before.Queens(), s.Board, s.Squares, err)
		}
		before = s
	}
	return nil
}

// follows checks one step against the step before it.
func follows(prev, s harness.Step) error {
	before := prev.Board
	if s.Kind == harness.Solution && prev.Squares != nil {
		if prev.Kind != harness.Accept || !sameSquares(s.Board.Queens(), prev.Squares) {
			return errors.New("the solution is not the set of squares just accepted")
		}
		return nil
	}
	if before == nil && s.Kind != harness.Accept && s.Kind != harness.Reject {
		return errors.New("a set of squares tested is followed by a step on a board")
	}
	want := slices.Clone(before)
	switch s.Kind {
	case harness.Place:
		if before[s.Square.Row] != board.Empty || slices.ContainsFunc(before.Queens(), s.Square.Attacks) {
			return errors.New("the square is attacked")
		}
		want[s.Square.Row] = s.Square.Col
	case harness.Conflict:
		if !slices.Contains(before.Queens(), s.With) || !s.Square.Attacks(s.With) {
			return errors.New("the conflict is not with a queen on the board")
		}
	case harness.Accept, harness.Reject:
		if err := tested(s); err != nil {
			return err
		}
		want = s.Board
	case harness.Backtrack:
		if before[s.Square.Row] != s.Square.Col {
			return errors.New("there is no queen to lift")
		}
		want[s.Square.Row] = board.Empty
	case harness.Solution:
	default:
		return errors.New("unknown kind")
	}
	if !slices.Equal(s.Board, want) {
		return fmt.Errorf("the board should be %v", want)
	}
	return nil
}

// sameSquares reports whether a and b hold the same squares, in any
// order.
func sameSquares(a, b []board.Square) bool {
	bySquare := func(x, y board.Square) int { return cmp.Or(x.Row-y.Row, x.Col-y.Col) }
	return slices.Equal(slices.SortedFunc(slices.Values(a), bySquare), slices.SortedFunc(slices.Values(b), bySquare))
}

// tested checks the candidate of an Accept or a Reject: no two queens
// attacking each other for an Accept, two named ones for a Reject; a
// board or a set of squares, never both.
func tested(s harness.Step) error {
	if (s.Board == nil) == (s.Squares == nil) {
		return errors.New("the candidate should be a board or a set of squares")
	}
	queens := s.Queens()
	attacking := slices.ContainsFunc(queens, func(q board.Square) bool { return slices.ContainsFunc(queens, q.Attacks) })
	switch {
	case s.Kind == harness.Accept && attacking:
		return errors.New("two queens of the accepted board attack each other")
	case s.Kind == harness.Reject && (!slices.Contains(queens, s.Square) || !slices.Contains(queens, s.With) || !s.Square.Attacks(s.With)):
		return errors.New("the rejected board does not hold the attacking pair named")
	}
	return nil
}

// TestTested checks the pair a Reject names: the first queen, row by row,
// that an earlier queen attacks, and the first such queen.
func TestTested(t *testing.T) {
	e := board.Empty
	cases := []struct {
		b            board.Board
		passed       bool
		square, with string
	}{
		{board.Board{1, 3, 0, 2}, true, "a1", "a1"},
		{board.Board{0, 1, 3, 2}, false, "b2", "a1"},
		{board.Board{0, 2, 3, 1}, false, "d3", "c2"},
		{board.Board{3, 1, 1, 0}, false, "b3", "d1"},
		{board.Board{e, 2, e, 0, 1}, false, "a4", "c2"},
	}
	for _, c := range cases {
		s := harness.Tested(c.b, c.passed)
		kind := harness.Reject
		if c.passed {
			kind = harness.Accept
		}
		if s.Kind != kind || s.Square.String() != c.square || s.With.String() != c.with || !slices.Equal(s.Board, c.b) {
			t.Errorf("Tested(%v, %v) = %v on %v with %v, board %v; want %v on %s with %s", c.b, c.passed, s.Kind, s.Square, s.With, s.Board, kind, c.square, c.with)
		}
	}
}

// TestTestedSquares checks the pair a Reject of a set of squares names:
// the first square, in the order given, that an earlier one attacks, and
// the first such square, whether they share a rank, a file or a
// diagonal. An Accept names none, and neither step has a board.
func TestTestedSquares(t *testing.T) {
	cases := []struct {
		squares      string
		passed       bool
		square, with string
	}{
		{"a1,b1,c1,d1", false, "b1", "a1"}, // two on rank 1
		{"b1,d2,b3,c4", false, "b3", "b1"}, // two on file b
		{"a1,c2,d4", false, "d4", "a1"},    // two on a diagonal
		{"c1,a2,d2,b4", false, "d2", "c1"}, // the earliest of its two attackers
		{"d2,a1,b1", false, "b1", "a1"},    // in the order given, not rank by rank
		{"b1,d2,a3,c4", true, "a1", "a1"},  // none
	}
	for _, c := range cases {
		var squares []board.Square
		for _, name := range strings.Split(c.squares, ",") {
			q, err := board.ParseSquare(name)
			if err != nil {
				t.Fatal(err)
			}
			squares = append(squares, q)
		}
		given := slices.Clone(squares)
		s := harness.TestedSquares(squares, c.passed)
		kind := harness.Reject
		if c.passed {
			kind = harness.Accept
		}
		if s.Kind != kind || s.Square.String() != c.square || s.With.String() != c.with || s.Board != nil || !slices.Equal(s.Squares, given) || !slices.Equal(s.Queens(), given) {
			t.Errorf("TestedSquares(%s, %v) = %v on %v with %v, board %v, squares %v; want %v on %s with %s, the squares as given",
				c.squares, c.passed, s.Kind, s.Square, s.With, s.Board, s.Squares, kind, c.square, c.with)
		}
	}
}

// rowSearch is a small traced approach for the tests: a row-by-row search
// that counts one attempt for every square it tries. It puts a queen in
// every row and knows nothing of fixed queens, so the harness turns tall
// boards on their side for it and filters its solutions.
var rowSearch = harness.Approach{Name: "rows", MaxN: 8, Shape: harness.Wide, Traces: true, Solve: searchRows}

func searchRows(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		b := make(board.Board, p.Rows)
		for row := range b {
			b[row] = board.Empty
		}
		step := func(s harness.Step) {
			if c.Tracing() {
				s.Board = b
				c.Step(s)
			}
		}
		var place func(row int) bool
		place = func(row int) bool {
			if row == p.Rows {
				return yield(slices.Clone(b))
			}
			for col := range p.Cols {
				if c.Stopped() {
					return false
				}
				c.Inc()
				sq := board.Square{Row: row, Col: col}
				queens := b.Queens()
				if i := slices.IndexFunc(queens, sq.Attacks); i >= 0 {
					step(harness.Step{Kind: harness.Conflict, Square: sq, With: queens[i]})
					continue
				}
				b[row] = col
				step(harness.Step{Kind: harness.Place, Square: sq})
				if !place(row + 1) {
					return false
				}
				b[row] = board.Empty
				step(harness.Step{Kind: harness.Backtrack, Square: sq})
			}
			return true
		}
		place(0)
	}
}

// TestTraceShowsTheBoardAskedFor traces a search for which the harness
// filters fixed queens and turns tall boards on their side: the steps
// still show the board that was asked for, and match the attempts.
func TestTraceShowsTheBoardAskedFor(t *testing.T) {
	for _, p := range []board.Problem{
		{Rows: 3, Cols: 5}, {Rows: 5, Cols: 3},
		board.SquareProblem(5).WithFixed(board.Square{Row: 1, Col: 3}),
		board.Problem{Rows: 6, Cols: 4}.WithFixed(board.Square{Row: 4, Col: 0}),
	} {
		steps, res, err := trace(context.Background(), rowSearch, p, harness.Options{}, 0)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		want, err := harness.Run(context.Background(), rowSearch, p, harness.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := compare(steps, res, want); err != nil {
			t.Errorf("%v: %v", p, err)
		}
		for _, s := range steps {
			if len(s.Board) != p.Rows || s.Kind == harness.Solution && !p.Solves(s.Board) {
				t.Errorf("%v: step %v on %v shows the board %v", p, s.Kind, s.Square, s.Board)
				break
			}
		}
	}
}

// TestTraceStops stops a trace of every approach that traces after k
// steps, for every k up to 300 on 6 x 6, or up to the last step of a
// search that takes fewer, as dancing links does, so that the stop
// falls on every kind of step: the consumer sees exactly k steps, the
// result is marked Stopped without an error, and the search counted no
// attempt past the last step shown.
func TestTraceStops(t *testing.T) {
	p := board.SquareProblem(6)
	for _, a := range catalog.Registry.All() {
		if !a.Traces {
			continue
		}
		all, _, err := trace(context.Background(), a, p, harness.Options{}, 0)
		if err != nil {
			t.Fatalf("%s on %v: %v", a.Name, p, err)
		}
		for k := 1; k <= min(300, len(all)); k++ {
			harnesstest.TraceStops(t, a, p, k)
		}
	}
}

// TestTraceCancelled cancels a traced run from inside the consumer: the
// run ends with the context's error, and every attempt counted was still
// reported.
func TestTraceCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var attempts uint64
	res, err := harness.Trace(ctx, gridbacktrack.Approach, board.SquareProblem(8), harness.Options{}, func(s harness.Step) bool {
		if s.Attempt == 100 {
			cancel()
		}
		attempts = s.Attempt
		return true
	})
	if !errors.Is(err, context.Canceled) || !res.Stopped || res.Attempts != attempts || attempts >= 924226 {
		t.Errorf("error %v, stopped %v, %d attempts counted, %d reported", err, res.Stopped, res.Attempts, attempts)
	}
}

// fake returns an approach for the 1 x 1 board that declares that it
// traces, counts counted attempts and reports reported of them as Place
// steps, then yields the one solution; it ignores a trace that has
// stopped when ignoreStop is set.
func fake(counted, reported int, ignoreStop bool) harness.Approach {
	solve := func(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) {
			for i := range counted {
				if c.Stopped() && !ignoreStop {
					return
				}
				c.Inc()
				if c.Tracing() && i < reported {
					c.Step(harness.Step{Kind: harness.Place, Board: board.Board{0}})
				}
			}
			yield(board.Board{0})
		}
	}
	return harness.Approach{Name: "fake", MaxN: 1, Traces: true, Solve: solve}
}

// TestTraceChecksTheApproach runs approaches that report their steps
// wrongly, one that does not report them at all, and one that does not
// declare that it traces.
func TestTraceChecksTheApproach(t *testing.T) {
	undeclared := fake(3, 3, false)
	undeclared.Traces = false
	cases := []struct {
		name              string
		a                 harness.Approach
		limit             int
		want, unsupported bool
	}{
		{"honest", fake(3, 3, false), 0, false, false},
		{"honest, stopped", fake(3, 3, false), 1, false, false},
		{"silent", fake(3, 0, false), 0, true, false},
		{"undeclared", undeclared, 0, true, true},
		{"one step missing", fake(3, 2, false), 0, true, false},
		{"goes on after the stop", fake(3, 3, true), 1, true, false},
	}
	for _, c := range cases {
		_, _, err := trace(context.Background(), c.a, board.SquareProblem(1), harness.Options{}, c.limit)
		var unsupported *harness.UnsupportedError
		if (err != nil) != c.want || errors.As(err, &unsupported) != c.unsupported {
			t.Errorf("%s: error %v", c.name, err)
		}
	}
	// One whose steps are honest but whose board is not a solution, as
	// an edit of Conflict that forgets a diagonal: the trace says so,
	// not that the attempts differ.
	wrong := fake(3, 3, false)
	solve := wrong.Solve
	wrong.Solve = func(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) {
			for range solve(board.SquareProblem(1), c) {
				yield(board.Board{0, 1})
			}
		}
	}
	wrong.MaxN = 2
	if _, _, err := trace(context.Background(), wrong, board.SquareProblem(2), harness.Options{}, 0); err == nil || !strings.Contains(err.Error(), "which is not a solution") {
		t.Errorf("a trace of an approach that yields a wrong board: error %v", err)
	}
}

// Trace shows the search's steps one by one. Grid backtracking on the 4 x
// 4 board puts a queen on a1, and then tries every square after it in
// turn, row by row: the rest of the first row, a2 and b2 are attacked.
func ExampleTrace() {
	step := func(s harness.Step) bool {
		fmt.Printf("%d %-9v %v", s.Attempt, s.Kind, s.Square)
		if s.Kind == harness.Conflict {
			fmt.Printf(" with %v", s.With)
		}
		fmt.Printf("  [%v]\n", s.Board)
		return s.Attempt < 8
	}
	res, err := harness.Trace(context.Background(), gridbacktrack.Approach, board.SquareProblem(4), harness.Options{}, step)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("stopped %v after %d attempts\n", res.Stopped, res.Attempts)
	// Output:
	// 1 place     a1  [0 - - -]
	// 2 conflict  b1 with a1  [0 - - -]
	// 3 conflict  c1 with a1  [0 - - -]
	// 4 conflict  d1 with a1  [0 - - -]
	// 5 conflict  a2 with a1  [0 - - -]
	// 6 conflict  b2 with a1  [0 - - -]
	// 7 place     c2  [0 2 - -]
	// 8 conflict  d2 with c2  [0 2 - -]
	// stopped true after 8 attempts
}
