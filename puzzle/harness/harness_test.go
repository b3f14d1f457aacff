package harness

import (
	"context"
	"errors"
	"iter"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/puzzle/board"
)

// rowByRow is a small test approach: a row-by-row search that counts one
// attempt per square it considers. It puts a queen in every row, so it
// solves square and wide boards.
func rowByRow(p board.Problem, c *Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		b := make(board.Board, 0, p.Rows)
		var place func() bool
		place = func() bool {
			if len(b) == p.Rows {
				return yield(slices.Clone(b))
			}
			for col := range p.Cols {
				c.Inc()
				b = append(b, col)
				ok := !attacked(b)
				if ok && !place() {
					return false
				}
				b = b[:len(b)-1]
			}
			return true
		}
		place()
	}
}

// attacked reports whether the last queen of b attacks an earlier one.
func attacked(b board.Board) bool {
	last := board.Square{Row: len(b) - 1, Col: b[len(b)-1]}
	for row, col := range b[:len(b)-1] {
		if last.Attacks(board.Square{Row: row, Col: col}) {
			return true
		}
	}
	return false
}

var testApproach = Approach{
	Name: "rowbyrow", Title: "Row by row", Attempt: "one square considered",
	MaxN: 8, Solve: rowByRow,
}

func TestRunCountsAndFirst(t *testing.T) {
	res, err := Run(context.Background(), testApproach, board.SquareProblem(6), Options{Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 4 || len(res.Boards) != 4 {
		t.Fatalf("6 x 6: %d solutions, %d boards; want 4", res.Solutions, len(res.Boards))
	}
	if want := (board.Board{1, 3, 5, 0, 2, 4}); !slices.Equal(res.First, want) {
		t.Errorf("first = %v, want %v", res.First, want)
	}
	if !slices.IsSortedFunc(res.Boards, slices.Compare) {
		t.Errorf("boards are not sorted: %v", res.Boards)
	}
	if res.AttemptsToFirst == 0 || res.AttemptsToFirst >= res.Attempts {
		t.Errorf("attempts to first %d, in all %d", res.AttemptsToFirst, res.Attempts)
	}
	again, _ := Run(context.Background(), testApproach, board.SquareProblem(6), Options{})
	if again.Attempts != res.Attempts || again.AttemptsToFirst != res.AttemptsToFirst || again.Boards != nil {
		t.Errorf("second run: %+v, want the same counts and no boards kept", again)
	}
	first, _ := Run(context.Background(), testApproach, board.SquareProblem(6), Options{First: true})
	if first.Solutions != 1 || first.Attempts != res.AttemptsToFirst {
		t.Errorf("-first run: %d solutions, %d attempts; want 1 and %d", first.Solutions, first.Attempts, res.AttemptsToFirst)
	}
}

func TestRunFiltersFixedQueens(t *testing.T) {
	p := board.SquareProblem(6).WithFixed(board.Square{Row: 0, Col: 2})
	res, err := Run(context.Background(), testApproach, p, Options{Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 1 || !slices.Equal(res.Boards[0], board.Board{2, 5, 1, 4, 0, 3}) {
		t.Errorf("completions of a1=c1 on 6 x 6: %v", res.Boards)
	}
	all, _ := Run(context.Background(), testApproach, board.SquareProblem(6), Options{})
	if res.Attempts != all.Attempts {
		t.Errorf("filtered run made %d attempts; the whole search makes %d", res.Attempts, all.Attempts)
	}
}

func TestRunRejectsWrongBoards(t *testing.T) {
	liar := testApproach
	liar.Solve = func(p board.Problem, c *Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) { yield(board.Board{0, 1, 2, 3}) }
	}
	_, err := Run(context.Background(), liar, board.SquareProblem(4), Options{})
	if err == nil || !strings.Contains(err.Error(), "not a solution") {
		t.Errorf("a wrong board was accepted: %v", err)
	}
}

func TestRunRefuses(t *testing.T) {
	var unsupported *UnsupportedError
	_, err := Run(context.Background(), testApproach, board.SquareProblem(9), Options{})
	if !errors.As(err, &unsupported) || !strings.Contains(err.Error(), "past n = 8") {
		t.Errorf("n = 9 past MaxN 8: %v", err)
	}
	_, err = Run(context.Background(), testApproach, board.Problem{Rows: 4, Cols: 5}, Options{})
	if !errors.As(err, &unsupported) || !strings.Contains(err.Error(), "square boards only") {
		t.Errorf("rectangle: %v", err)
	}
	_, err = Run(context.Background(), testApproach, board.Problem{Rows: 9, Cols: 4}, Options{})
	if !errors.As(err, &unsupported) || !strings.Contains(err.Error(), "square boards only") {
		t.Errorf("rectangle past MaxN: %v; want the shape named first", err)
	}
	_, err = Run(context.Background(), testApproach, board.SquareProblem(0), Options{})
	if err == nil {
		t.Error("a 0 x 0 board was accepted")
	}
}

// TestRunTurnsTallBoards runs a wide-only search on tall boards: the
// harness must solve the transposed board and give back its solutions
// transposed, fixed queens included, with the attempts of the wide run.
func TestRunTurnsTallBoards(t *testing.T) {
	wide := testApproach
	wide.Shape = Wide
	problems := []board.Problem{
		{Rows: 5, Cols: 3},
		{Rows: 6, Cols: 4},
		{Rows: 7, Cols: 2},
		board.Problem{Rows: 6, Cols: 4}.WithFixed(board.Square{Row: 4, Col: 1}),
		board.Problem{Rows: 8, Cols: 5}.WithFixed(board.Square{Row: 0, Col: 0}, board.Square{Row: 7, Col: 4}),
	}
	for _, p := range problems {
		tall, err := Run(context.Background(), wide, p, Options{Keep: true})
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		if want := allPlacements(p); !slices.EqualFunc(tall.Boards, want, slices.Equal) {
			t.Errorf("%v: solutions %v, want %v", p, tall.Boards, want)
		}
		turned := transpose(p)
		onSide, err := Run(context.Background(), wide, turned, Options{Keep: true})
		if err != nil {
			t.Fatalf("%v: %v", turned, err)
		}
		if tall.Attempts != onSide.Attempts || tall.AttemptsToFirst != onSide.AttemptsToFirst {
			t.Errorf("%v: attempts %d (%d to the first); on its side %v makes %d (%d)", p, tall.Attempts, tall.AttemptsToFirst, turned, onSide.Attempts, onSide.AttemptsToFirst)
		}
		if tall.First != nil && !slices.Equal(tall.First, transposeBoard(onSide.First, p.Rows)) {
			t.Errorf("%v: first solution %v is not the transpose of %v", p, tall.First, onSide.First)
		}
	}
}

// allPlacements lists, in lexicographic order, every board of p with
// min(rows, cols) queens, at most one a row, none attacking another, that
// keeps the fixed queens. It tries every column or none in every row, so
// it shares nothing with the code under test.
func allPlacements(p board.Problem) []board.Board {
	var out []board.Board
	b := make(board.Board, 0, p.Rows)
	var fill func()
	fill = func() {
		row := len(b)
		if row == p.Rows {
			if len(b.Queens()) == p.Queens() && p.Keeps(b) {
				out = append(out, slices.Clone(b))
			}
			return
		}
		for col := board.Empty; col < p.Cols; col++ {
			q := board.Square{Row: row, Col: col}
			if col != board.Empty && slices.ContainsFunc(b.Queens(), q.Attacks) {
				continue
			}
			b = append(b, col)
			fill()
			b = b[:row]
		}
	}
	fill()
	return out
}

func TestRegistryNamesRectangularApproaches(t *testing.T) {
	wide, anyRect := testApproach, testApproach
	wide.Name, wide.Shape = "wide", Wide
	anyRect.Name, anyRect.Shape = "anyrect", AnyRect
	r := NewRegistry(testApproach, wide, anyRect)
	err := r.Supports(testApproach, board.Problem{Rows: 4, Cols: 6})
	if err == nil || !strings.HasSuffix(err.Error(), "square boards only, not 4 x 6; these take 4 x 6: wide, anyrect") {
		t.Errorf("refusal of a rectangle: %v", err)
	}
	for _, a := range []Approach{wide, anyRect} {
		if err := r.Supports(a, board.Problem{Rows: 6, Cols: 4}); err != nil {
			t.Errorf("%s refuses 6 x 4: %v", a.Name, err)
		}
	}
	if err := r.Supports(testApproach, board.SquareProblem(9)); err == nil || strings.Contains(err.Error(), "rectangles") {
		t.Errorf("refusal of a square past MaxN: %v", err)
	}
}

// refusal returns the kind of a's refusal of p, or -1 when a takes p.
func refusal(t *testing.T, a Approach, p board.Problem) Refusal {
	t.Helper()
	err := a.Supports(p)
	if err == nil {
		return -1
	}
	var unsupported *UnsupportedError
	if !errors.As(err, &unsupported) {
		t.Fatalf("%v: %v is not an *UnsupportedError", p, err)
	}
	return unsupported.Kind
}

func TestSupportsJudgesRectanglesByTheirWork(t *testing.T) {
	wide := testApproach
	wide.Shape, wide.MaxN = Wide, 10
	counter := wide
	counter.MaxAttempts = func(p board.Problem) float64 { return math.Pow(float64(max(p.Rows, p.Cols)), float64(p.Queens())) }
	for _, a := range []Approach{wide, counter} {
		for _, p := range []board.Problem{{Rows: 2, Cols: 40}, {Rows: 40, Cols: 2}, {Rows: 16, Cols: 3}, board.SquareProblem(10)} {
			if err := a.Supports(p); err != nil {
				t.Errorf("space %t: %v refused: %v", a.MaxAttempts != nil, p, err)
			}
		}
		for _, p := range []board.Problem{board.SquareProblem(11), {Rows: 10, Cols: 11}, {Rows: 11, Cols: 10}} {
			if got := refusal(t, a, p); got != TooSlow {
				t.Errorf("space %t: %v refused as %d, want TooSlow", a.MaxAttempts != nil, p, got)
			}
		}
	}
	// Without a space, 3 x 40 is judged by its partial boards, some
	// 52,000 against the 12,600 of 10 x 10; as 40^3 boards it is 64,000
	// against 10^10.
	if got := refusal(t, wide, board.Problem{Rows: 3, Cols: 40}); got != TooSlow {
		t.Errorf("3 x 40 refused as %d, want TooSlow", got)
	}
	if got := refusal(t, counter, board.Problem{Rows: 3, Cols: 40}); got != -1 {
		t.Errorf("3 x 40 refused as %d by an approach that counts 40^3 boards", got)
	}
	err := wide.Supports(board.SquareProblem(11))
	if err == nil || !strings.Contains(err.Error(), "n = 11 is past n = 10") || !strings.Contains(err.Error(), "it takes any board that needs no more") {
		t.Errorf("the refusal of n = 11 does not say why and what is taken: %v", err)
	}
}

func TestSupportsNamesAHardLimit(t *testing.T) {
	masked := testApproach
	masked.Shape, masked.MaxN = AnyRect, 9
	masked.Limit = func(p board.Problem) string {
		if p.Rows*p.Cols > 64 {
			return "its masks hold 64 squares"
		}
		return ""
	}
	if err := masked.Supports(board.Problem{Rows: 7, Cols: 9}); err != nil {
		t.Errorf("7 x 9, 63 squares: %v", err)
	}
	if got := refusal(t, masked, board.Problem{Rows: 5, Cols: 13}); got != CannotRun {
		t.Errorf("5 x 13, 65 squares: refused as %d, want CannotRun", got)
	}
	err := masked.Supports(board.SquareProblem(9))
	if err == nil || !strings.HasSuffix(err.Error(), "it cannot run 9 x 9 at all: its masks hold 64 squares") {
		t.Errorf("a limit is named before the work: %v", err)
	}
}

func TestPartialBoards(t *testing.T) {
	for _, c := range []struct {
		p        board.Problem
		low, top float64
	}{
		{board.SquareProblem(1), 1, 1},
		{board.SquareProblem(2), 2, 2}, // two queens on 2 x 2 always attack
		// The bitboard search places 2,056 queens on 8 x 8, 856,188 on
		// 12 x 12: the estimate is about a third of that on every side.
		{board.SquareProblem(8), 2056 / 3.5, 2056 / 2.5},
		{board.SquareProblem(12), 856188 / 3.5, 856188 / 2.5},
		// 2 x 40 has 40 partial boards of one queen and 1,482 solutions.
		{board.Problem{Rows: 2, Cols: 40}, 40 + 1400, 40 + 1560},
		{board.Problem{Rows: 40, Cols: 2}, 40 + 1400, 40 + 1560},
		// Past a float64: the estimate overflows to +Inf from n = 745
		// on, where a product of columns times an underflowed power
		// once made it NaN.
		{board.SquareProblem(745), math.Inf(1), math.Inf(1)},
		{board.SquareProblem(board.MaxSide), math.Inf(1), math.Inf(1)},
	} {
		if got := partialBoards(c.p); !(got >= c.low && got <= c.top) { // NaN fails too
			t.Errorf("partialBoards(%v) = %g, want %g to %g", c.p, got, c.low, c.top)
		}
	}
}

// A board whose estimated work overflows a float64 is refused as too slow,
// with a figure that says so, however large the side the parsers take.
func TestHugeBoardsAreTooSlow(t *testing.T) {
	slow := Approach{Name: "slow", MaxN: 10}
	for _, n := range []int{744, 745, 1000, board.MaxSide} {
		p := board.SquareProblem(n)
		if got := refusal(t, slow, p); got != TooSlow {
			t.Errorf("n = %d: refused as %d, want TooSlow", n, got)
		}
		if err := slow.Supports(p); !strings.Contains(err.Error(), "an estimated more than 10^308 partial boards") {
			t.Errorf("n = %d: %v; want the work said to be past a float64", n, err)
		}
	}
}

func TestNsPerAttemptChargesEveryWorker(t *testing.T) {
	one := Result{Attempts: 1000, Time: 10 * time.Microsecond}
	two := one
	two.Workers = 2
	if one.NsPerAttempt() != 10 || two.NsPerAttempt() != 20 {
		t.Errorf("ns per attempt on one core %g, on two %g; want 10 and 20", one.NsPerAttempt(), two.NsPerAttempt())
	}
}

func TestRunStopsOnCancel(t *testing.T) {
	endless := testApproach
	endless.Solve = func(p board.Problem, c *Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) {
			for !c.Stopped() {
				c.Inc()
			}
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	res, err := Run(ctx, endless, board.SquareProblem(4), Options{})
	if !errors.Is(err, context.DeadlineExceeded) || !res.Stopped || res.Attempts == 0 {
		t.Errorf("cancelled run: err %v, stopped %v, attempts %d", err, res.Stopped, res.Attempts)
	}
}

func TestRegistry(t *testing.T) {
	r := NewRegistry(testApproach, Approach{Name: "other"})
	if got := r.Names(); !slices.Equal(got, []string{"rowbyrow", "other"}) {
		t.Errorf("Names() = %v", got)
	}
	if a, err := r.Lookup("other"); err != nil || a.Name != "other" {
		t.Errorf("Lookup(other) = %v, %v", a.Name, err)
	}
	if _, err := r.Lookup("nope"); err == nil || !strings.Contains(err.Error(), "rowbyrow, other") {
		t.Errorf("Lookup(nope) error %v should list the names", err)
	}
}
