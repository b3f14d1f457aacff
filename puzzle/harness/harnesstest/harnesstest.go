// Package harnesstest holds what the approaches' tests and benchmarks
// share, as net/http/httptest does for HTTP handlers.
package harnesstest

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/oeis"
)

// Benchmark runs a on p through the harness once per iteration and
// reports the attempts of one run and the time of one attempt, so that
// 'make bench' shows ns per attempt beside ns per op.
func Benchmark(b *testing.B, a harness.Approach, p board.Problem) {
	b.Helper()
	var res harness.Result
	for b.Loop() {
		var err error
		if res, err = harness.Run(context.Background(), a, p, harness.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Attempts), "attempts")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(res.Attempts), "ns/attempt")
}

// Fixed returns the n x n problem with the fixed queens of spec, in
// either form board.ParseFixed reads, and stops the test if spec is bad.
func Fixed(t testing.TB, n int, spec string) board.Problem {
	t.Helper()
	qs, err := board.ParseFixed(spec, n, n)
	if err != nil {
		t.Fatal(err)
	}
	return board.SquareProblem(n).WithFixed(qs...)
}

// CancelStops checks that a run of a on p cancelled before it starts
// reports itself stopped with the context's error and makes fewer than
// full attempts, the attempts of a whole run.
func CancelStops(t *testing.T, a harness.Approach, p board.Problem, full uint64) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := harness.Run(ctx, a, p, harness.Options{})
	if !errors.Is(err, context.Canceled) || !res.Stopped {
		t.Fatalf("cancelled run: err %v, stopped %v", err, res.Stopped)
	}
	if res.Attempts >= full {
		t.Errorf("cancelled run made all %d attempts", res.Attempts)
	}
}

// Run runs a on p through the harness and stops the test on an error.
func Run(t testing.TB, a harness.Approach, p board.Problem, opt harness.Options) harness.Result {
	t.Helper()
	res, err := harness.Run(context.Background(), a, p, opt)
	if err != nil {
		t.Fatalf("%s on %v: %v", a.Name, p, err)
	}
	return res
}

// Solutions lists every solution of p in lexicographic order by brute
// force, for tests to compare an approach with: each row
// takes a queen in one of its columns or, as long as enough rows are left
// for the queens still missing, stays empty; a new queen must not attack
// the ones above, and a complete board must hold every fixed queen. It
// shares no code with the approaches.
func Solutions(p board.Problem) []board.Board {
	var out []board.Board
	b := make(board.Board, 0, p.Rows)
	var fill func(empty int)
	fill = func(empty int) {
		row := len(b)
		if row == p.Rows {
			if p.Keeps(b) {
				out = append(out, slices.Clone(b))
			}
			return
		}
		for col := board.Empty; col < p.Cols; col++ {
			q := board.Square{Row: row, Col: col}
			switch {
			case col == board.Empty && empty == p.Rows-p.Queens():
				continue // every row left must take a queen
			case col != board.Empty && slices.ContainsFunc(b.Queens(), q.Attacks):
				continue
			}
			b = append(b, col)
			if col == board.Empty {
				fill(empty + 1)
			} else {
				fill(empty)
			}
			b = b[:row]
		}
	}
	fill(0)
	return out
}

// SmallBoards returns small boards of every kind an approach that takes any
// rectangle with fixed queens must get right: squares from 1 to 6, a wide,
// a tall and a thin rectangle, and squares with fixed queens, the last
// with two. Tests compare an approach with a plain transcription of its
// source on each.
func SmallBoards() []board.Problem {
	return []board.Problem{
		board.SquareProblem(1), board.SquareProblem(2), board.SquareProblem(3), board.SquareProblem(4),
		board.SquareProblem(5), board.SquareProblem(6),
		{Rows: 4, Cols: 6}, {Rows: 6, Cols: 4}, {Rows: 2, Cols: 5},
		board.SquareProblem(6).WithFixed(board.Square{Row: 0, Col: 1}),
		board.SquareProblem(6).WithFixed(board.Square{Row: 2, Col: 2}),
		board.SquareProblem(5).WithFixed(board.Square{Row: 4, Col: 0}, board.Square{Row: 1, Col: 2}),
	}
}

// Keeping returns the boards that keep every fixed queen of p, in their
// order: what a run on p must list, given the solutions of p's empty board.
func Keeping(boards []board.Board, p board.Problem) []board.Board {
	var kept []board.Board
	for _, b := range boards {
		if p.Keeps(b) {
			kept = append(kept, b)
		}
	}
	return kept
}

// CountsMatchOEIS runs a on every square board from 1 to largest and
// checks its number of solutions against the published counts.
func CountsMatchOEIS(t *testing.T, a harness.Approach, largest int) {
	t.Helper()
	for n := 1; n <= largest; n++ {
		if res := Run(t, a, board.SquareProblem(n), harness.Options{}); res.Solutions != oeis.Solutions(n) {
			t.Errorf("%s on n = %d: %d solutions, want %d (OEIS A000170)", a.Name, n, res.Solutions, oeis.Solutions(n))
		}
	}
}

// FirstOfEight runs a on the 8 x 8 board up to its first solution, checks
// that the solution is want, and returns the run for further checks.
func FirstOfEight(t *testing.T, a harness.Approach, want string) harness.Result {
	t.Helper()
	res := Run(t, a, board.SquareProblem(8), harness.Options{First: true})
	if got := res.First.String(); got != want {
		t.Errorf("%s: first solution %s, want %s", a.Name, got, want)
	}
	return res
}

// TraceCandidates traces a, a search that tests whole candidates, on p to
// its end and checks its steps against an untraced run: an Accept or a
// Reject for every attempt counted and no other attempt step, one Accept
// for every solution, and every Accept's queens those of a solution that
// [Solutions] lists. p holds no fixed queens, or a keeps them itself (see
// [harness.Approach]). It returns the queens of every candidate, in the
// order tested, for the caller to check against the search's own order.
func TraceCandidates(t *testing.T, a harness.Approach, p board.Problem) [][]board.Square {
	t.Helper()
	solutions := map[string]bool{}
	for _, b := range Solutions(p) {
		solutions[squareSet(b.Queens())] = true
	}
	var candidates [][]board.Square
	accepts, others := 0, 0
	res, err := harness.Trace(context.Background(), a, p, harness.Options{}, func(s harness.Step) bool {
		switch {
		case s.Kind == harness.Accept:
			accepts++
			if !solutions[squareSet(s.Queens())] {
				t.Errorf("%s on %v: attempt %d accepts %v, which is no solution", a.Name, p, s.Attempt, s.Queens())
			}
			fallthrough
		case s.Kind == harness.Reject:
			candidates = append(candidates, s.Queens())
		case s.Kind.IsAttempt():
			others++
		}
		return true
	})
	if err != nil {
		t.Fatalf("%s on %v: %v", a.Name, p, err)
	}
	want := Run(t, a, p, harness.Options{})
	if uint64(len(candidates)) != want.Attempts || res.Attempts != want.Attempts || others != 0 || accepts != want.Solutions {
		t.Errorf("%s on %v: %d candidates tested, %d accepted, %d other attempt steps; want %d attempts and %d solutions",
			a.Name, p, len(candidates), accepts, others, want.Attempts, want.Solutions)
	}
	return candidates
}

// squareSet names a set of squares the same way whatever their order:
// rank by rank, file by file.
func squareSet(queens []board.Square) string {
	return fmt.Sprint(slices.SortedFunc(slices.Values(queens), func(q, r board.Square) int {
		return cmp.Or(q.Row-r.Row, q.Col-r.Col)
	}))
}

// TraceStops traces a on p and stops after k steps: the consumer sees
// exactly k steps, the result is marked Stopped without an error, and the
// search counted no attempt past the last step shown.
func TraceStops(t *testing.T, a harness.Approach, p board.Problem, k int) {
	t.Helper()
	var steps []harness.Step
	res, err := harness.Trace(context.Background(), a, p, harness.Options{}, func(s harness.Step) bool {
		steps = append(steps, s)
		return len(steps) < k
	})
	if err != nil || !res.Stopped || len(steps) != k || res.Attempts != steps[k-1].Attempt {
		t.Errorf("%s on %v, stopped after %d steps: %d steps, %d attempts counted, the last step says %d; stopped %v, error %v",
			a.Name, p, k, len(steps), res.Attempts, steps[len(steps)-1].Attempt, res.Stopped, err)
	}
}
