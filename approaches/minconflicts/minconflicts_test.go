package minconflicts

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/queensbook/queens/approaches/construct"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/verify"
)

// TestSolveSmall solves every board from 1 to 60 with several seeds.
func TestSolveSmall(t *testing.T) {
	for n := 1; n <= 60; n++ {
		if !construct.Exists(n) {
			continue
		}
		for seed := range uint64(5) {
			solves(t, n, Options{Seed: seed})
		}
	}
}

func TestSolveLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large board")
	}
	solves(t, 200_000, Options{Seed: 1})
}

// TestRandomStart solves from a plain shuffle, Candidates = 1.
func TestRandomStart(t *testing.T) {
	for _, n := range []int{8, 50, 500} {
		solves(t, n, Options{Seed: 3, Candidates: 1})
	}
}

func solves(t *testing.T, n int, opt Options) Result {
	t.Helper()
	res, err := Solve(context.Background(), n, opt)
	if err != nil {
		t.Fatalf("Solve(%d, %+v): %v", n, opt, err)
	}
	if err := verify.Check(res.Board); err != nil || len(res.Board) != n {
		t.Fatalf("Solve(%d, %+v) gave %d rows that are not a solution: %v", n, opt, len(res.Board), err)
	}
	if res.Tries < 1 || res.Steps < 0 || res.StartConflicts < 0 || (res.Tries == 1 && res.StartConflicts == 0 && res.Steps != 0) {
		t.Errorf("Solve(%d, %+v) reports odd counts: %+v", n, opt, res)
	}
	return res
}

func TestSeedsRepeat(t *testing.T) {
	const n = 2000
	a := solves(t, n, Options{Seed: 42})
	b := solves(t, n, Options{Seed: 42})
	if !slices.Equal(a.Board, b.Board) || a.Steps != b.Steps || a.Tries != b.Tries || a.StartConflicts != b.StartConflicts {
		t.Errorf("seed 42 gave two different runs: %d/%d steps, %d/%d tries", a.Steps, b.Steps, a.Tries, b.Tries)
	}
	if c := solves(t, n, Options{Seed: 43}); slices.Equal(a.Board, c.Board) {
		t.Errorf("seeds 42 and 43 gave the same board of %d queens", n)
	}
}

func TestNoSolution(t *testing.T) {
	for _, n := range []int{2, 3} {
		if _, err := Solve(context.Background(), n, Options{}); !errors.Is(err, construct.ErrNoSolution) {
			t.Errorf("Solve(%d) = %v, want construct.ErrNoSolution", n, err)
		}
	}
	if _, err := Solve(context.Background(), 0, Options{}); err == nil || errors.Is(err, construct.ErrNoSolution) {
		t.Errorf("Solve(0) = %v, want an error about the size", err)
	}
}

func TestTooLarge(t *testing.T) {
	var tooLarge *verify.TooLargeError
	_, err := Solve(context.Background(), 1001, Options{Budget: 1000 * BytesPerQueen})
	if !errors.As(err, &tooLarge) || tooLarge.Limit != 1000 {
		t.Errorf("Solve(1001) with room for 1000 queens = %v, want a TooLargeError with limit 1000", err)
	}
	// Far past memory: refused at once, nothing allocated.
	if _, err := Solve(context.Background(), 1<<40, Options{}); !errors.As(err, &tooLarge) {
		t.Errorf("Solve(2^40) = %v, want a TooLargeError", err)
	}
}

// One step cannot repair a start of 1000 queens with some in conflict.
func TestGaveUp(t *testing.T) {
	res, err := Solve(context.Background(), 1000, Options{Seed: 1, MaxSteps: 1, MaxTries: 3})
	if !errors.Is(err, ErrGaveUp) {
		t.Fatalf("Solve with one step a try = %v, %+v; want ErrGaveUp", err, res)
	}
	if res.Board != nil || res.Tries != 3 || res.Steps != 3 {
		t.Errorf("a run that gave up after 3 tries of 1 step reports %+v", res)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, 1000, Options{Seed: 1}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a cancelled context = %v, want context.Canceled", err)
	}
}

// A start from n shuffled queens already has the counts right.
func TestStartCounts(t *testing.T) {
	s := newSearch(300, 9)
	s.start(context.Background(), 1, nil)
	for i, col := range slices.Sorted(slices.Values(s.b)) {
		if col != i {
			t.Fatalf("the start %v is not a permutation", s.b)
		}
	}
	var pairs int
	for i := range 300 {
		for j := range i {
			if (board.Square{Row: i, Col: s.b[i]}).Attacks(board.Square{Row: j, Col: s.b[j]}) {
				pairs++
			}
		}
	}
	if got := s.pairs(); got != pairs {
		t.Errorf("the diagonal counts give %d attacking pairs, a direct count %d", got, pairs)
	}
}

// TestKeepStart checks that the start board is kept only when asked for,
// and that it is the board whose conflicts the result counts.
func TestKeepStart(t *testing.T) {
	res, err := Solve(context.Background(), 16, Options{Seed: 1})
	if err != nil || res.Start != nil {
		t.Fatalf("without KeepStart: Start %v, err %v; want nil, nil", res.Start, err)
	}
	kept, err := Solve(context.Background(), 16, Options{Seed: 1, KeepStart: true})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(kept.Board, res.Board) || kept.Steps != res.Steps {
		t.Errorf("KeepStart changed the run: %v in %d steps, want %v in %d", kept.Board, kept.Steps, res.Board, res.Steps)
	}
	conflicted := 0
	for _, q := range kept.Start.Queens() {
		if slices.ContainsFunc(kept.Start.Queens(), func(r board.Square) bool { return r != q && q.Attacks(r) }) {
			conflicted++
		}
	}
	var files board.Board
	for c := range 16 {
		files = append(files, c)
	}
	if !slices.Equal(slices.Sorted(slices.Values(kept.Start)), files) || conflicted != kept.StartConflicts || conflicted == 0 {
		t.Errorf("Start %v has %d queens in conflict, StartConflicts %d; want a permutation of 0..15 with the same count, above 0", kept.Start, conflicted, kept.StartConflicts)
	}
}
