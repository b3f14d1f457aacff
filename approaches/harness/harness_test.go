package harness

import (
	"context"
	"errors"
	"iter"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/approaches/board"
)

// rowByRow is a small test approach: a row-by-row search that counts one
// attempt per square it considers.
func rowByRow(p board.Problem, c *Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		n := p.Rows
		b := make(board.Board, 0, n)
		var place func() bool
		place = func() bool {
			if len(b) == n {
				return yield(slices.Clone(b))
			}
			for col := range n {
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
	last := board.Sq{Row: len(b) - 1, Col: b[len(b)-1]}
	for row, col := range b[:len(b)-1] {
		if last.Attacks(board.Sq{Row: row, Col: col}) {
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
	res, err := Run(context.Background(), testApproach, board.Square(6), Options{Keep: true})
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
	again, _ := Run(context.Background(), testApproach, board.Square(6), Options{})
	if again.Attempts != res.Attempts || again.AttemptsToFirst != res.AttemptsToFirst || again.Boards != nil {
		t.Errorf("second run: %+v, want the same counts and no boards kept", again)
	}
	first, _ := Run(context.Background(), testApproach, board.Square(6), Options{First: true})
	if first.Solutions != 1 || first.Attempts != res.AttemptsToFirst {
		t.Errorf("-first run: %d solutions, %d attempts; want 1 and %d", first.Solutions, first.Attempts, res.AttemptsToFirst)
	}
}

func TestRunFiltersFixedQueens(t *testing.T) {
	p := board.Square(6).WithFixed(board.Sq{Row: 0, Col: 2})
	res, err := Run(context.Background(), testApproach, p, Options{Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 1 || !slices.Equal(res.Boards[0], board.Board{2, 5, 1, 4, 0, 3}) {
		t.Errorf("completions of a1=c1 on 6 x 6: %v", res.Boards)
	}
	all, _ := Run(context.Background(), testApproach, board.Square(6), Options{})
	if res.Attempts != all.Attempts {
		t.Errorf("filtered run made %d attempts; the whole search makes %d", res.Attempts, all.Attempts)
	}
}

func TestRunRejectsWrongBoards(t *testing.T) {
	liar := testApproach
	liar.Solve = func(p board.Problem, c *Counter) iter.Seq[board.Board] {
		return func(yield func(board.Board) bool) { yield(board.Board{0, 1, 2, 3}) }
	}
	_, err := Run(context.Background(), liar, board.Square(4), Options{})
	if err == nil || !strings.Contains(err.Error(), "not a solution") {
		t.Errorf("a wrong board was accepted: %v", err)
	}
}

func TestRunRefuses(t *testing.T) {
	var unsupported *UnsupportedError
	_, err := Run(context.Background(), testApproach, board.Square(9), Options{})
	if !errors.As(err, &unsupported) || !strings.Contains(err.Error(), "past n = 8") {
		t.Errorf("n = 9 past MaxN 8: %v", err)
	}
	_, err = Run(context.Background(), testApproach, board.Problem{Rows: 4, Cols: 5}, Options{})
	if !errors.As(err, &unsupported) || !strings.Contains(err.Error(), "square boards only") {
		t.Errorf("rectangle: %v", err)
	}
	_, err = Run(context.Background(), testApproach, board.Square(4), Options{AsWritten: true})
	if !errors.As(err, &unsupported) {
		t.Errorf("as-written without such a mode: %v", err)
	}
	_, err = Run(context.Background(), testApproach, board.Square(0), Options{})
	if err == nil {
		t.Error("a 0 x 0 board was accepted")
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
	res, err := Run(ctx, endless, board.Square(4), Options{})
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

func TestThousandsAndDurations(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 999: "999", 1000: "1,000", 4426165368: "4,426,165,368"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
	for d, want := range map[time.Duration]string{
		1234567 * time.Nanosecond:   "1.23ms",
		8412 * time.Millisecond:     "8.41s",
		150 * time.Second:           "2m30s",
		999 * time.Nanosecond:       "999ns",
		45678 * time.Microsecond:    "45.7ms",
		123456789 * time.Nanosecond: "123ms",
	} {
		if got := FormatDuration(d); got != want {
			t.Errorf("FormatDuration(%v) = %q, want %q", d, got, want)
		}
	}
}
