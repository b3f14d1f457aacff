package golden

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/oeis"
	"github.com/sebdah/goldie/v2"
)

// largestChecked is the largest board every approach is checked on
// against the published counts (OEIS A000170, in package oeis).
const largestChecked = 8

// sources are the approaches of the five source texts, the grid search of
// the grid-backtracking post both as its prose describes it and as its
// code runs it; the book needs all of them registered.
var sources = []string{"octal", "combinations", "permfilter", "gridbacktrack", "gridwritten", "tuplestate"}

// firstOnly reports whether the approach named stops at its first
// solution ([harness.Approach.FirstOnly]), so that it cannot be checked
// against the full lists: gridwritten, the source's code as written. Such an approach is checked instead for finding one
// solution exactly where the board has one; that solution is real (Run
// checks every board an approach yields, and TestEightQueens finds it among
// the 92), its attempts are recorded in testdata/attempts.golden like
// everyone's, and its own tests compare it and its attempts with a plain
// transcription of the source's code and, on 8 x 8, with the board and the
// figure its chapter shows.
func firstOnly(name string) bool {
	a, err := catalog.Registry.Lookup(name)
	return err == nil && a.FirstOnly
}

// expected returns how many of a board's solutions, all of them, the
// approach named finds: one for an approach that stops at its first
// solution when there is one.
func expected(approach string, all int) int {
	if firstOnly(approach) {
		return min(all, 1)
	}
	return all
}

// agrees reports whether the boards an approach found, sorted, are those
// of want: all of them, or for an approach that stops at its first
// solution one of them when there is one.
func agrees(approach string, found, want []board.Board) bool {
	if firstOnly(approach) {
		return len(found) == expected(approach, len(want)) &&
			(len(found) == 0 || slices.ContainsFunc(want, func(b board.Board) bool { return slices.Equal(b, found[0]) }))
	}
	return slices.EqualFunc(found, want, slices.Equal)
}

// run is one approach's result on one board, computed once for all tests.
type run struct {
	approach string
	n        int
	res      harness.Result
	err      error
}

var (
	runsOnce sync.Once
	runs     []run
)

// allRuns runs every approach on every board from 1 x 1 to 8 x 8 that it
// takes, keeping the solutions. The approaches run side by side, one
// goroutine each, since no count depends on what else is running; the
// runs come back in the catalog's order, board by board.
func allRuns(t *testing.T) []run {
	t.Helper()
	runsOnce.Do(func() {
		approaches := catalog.Registry.All()
		byApproach := make([][]run, len(approaches))
		var wg sync.WaitGroup
		for i, a := range approaches {
			wg.Go(func() {
				for n := 1; n <= largestChecked; n++ {
					p := board.SquareProblem(n)
					if a.Supports(p) != nil {
						continue
					}
					res, err := harness.Run(context.Background(), a, p, harness.Options{Keep: true})
					byApproach[i] = append(byApproach[i], run{a.Name, n, res, err})
				}
			})
		}
		wg.Wait()
		runs = slices.Concat(byApproach...)
	})
	return runs
}

func newGoldie(t *testing.T) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
}

func TestSourcesAreRegistered(t *testing.T) {
	for _, name := range sources {
		if _, err := catalog.Registry.Lookup(name); err != nil {
			t.Error(err)
		}
	}
}

func TestPublishedCounts(t *testing.T) {
	for _, r := range allRuns(t) {
		switch {
		case r.err != nil:
			t.Errorf("%s on %d x %d: %v", r.approach, r.n, r.n, r.err)
		case r.res.Solutions != expected(r.approach, oeis.Solutions(r.n)):
			t.Errorf("%s on %d x %d: %d solutions, want %d (OEIS A000170: %d)", r.approach, r.n, r.n, r.res.Solutions, expected(r.approach, oeis.Solutions(r.n)), oeis.Solutions(r.n))
		}
	}
}

// TestEightQueens checks that every approach lists the same 92 boards, the
// ones in testdata/solutions8.golden, and that an approach that stops at
// its first solution finds one of them.
func TestEightQueens(t *testing.T) {
	g := newGoldie(t)
	checked := 0
	for _, r := range allRuns(t) {
		if r.n != 8 || r.err != nil {
			continue
		}
		if firstOnly(r.approach) {
			want := g.GoldenFileName(t, "solutions8")
			t.Run(r.approach, func(t *testing.T) { foundIn(t, r.res.First, want) })
			checked++
			continue
		}
		var lines bytes.Buffer
		for _, b := range r.res.Boards {
			fmt.Fprintln(&lines, b)
		}
		t.Run(r.approach, func(t *testing.T) { g.Assert(t, "solutions8", lines.Bytes()) })
		checked++
	}
	if checked < len(sources) {
		t.Errorf("only %d approaches listed the 8 x 8 solutions; want at least the %d sources", checked, len(sources))
	}
}

// foundIn checks that b is one of the boards listed, one a line, in the
// golden file named file.
func foundIn(t *testing.T, b board.Board, file string) {
	t.Helper()
	listed, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if b == nil || !slices.Contains(strings.Split(string(listed), "\n"), b.String()) {
		t.Errorf("its first solution %v is not one of the boards in %s", b, file)
	}
}

// TestAttempts records every approach's attempts on boards 4 x 4 to 8 x 8,
// in the book's order: counts only, never times.
func TestAttempts(t *testing.T) {
	var rows []report.Row
	for _, r := range allRuns(t) {
		if r.n < 4 || r.err != nil {
			continue
		}
		rows = append(rows, report.Row{Result: r.res})
	}
	var out bytes.Buffer
	if err := (report.Table{Rows: rows}).WriteCSV(&out, report.Options{Times: false}); err != nil {
		t.Fatal(err)
	}
	newGoldie(t).Assert(t, "attempts", out.Bytes())
}

// TestRenderings records the drawings of a few boards in every form.
func TestRenderings(t *testing.T) {
	boards := []struct {
		name string
		b    board.Board
		cols int
	}{
		{"first8", board.Board{0, 4, 7, 5, 2, 6, 1, 3}, 8},
		{"four", board.Board{1, 3, 0, 2}, 4},
		{"tall5x4", board.Board{1, 3, board.Empty, 0, 2}, 4},
		{"ten", board.Board{1, 3, 5, 7, 9, 0, 2, 4, 6, 8}, 10},
	}
	g := newGoldie(t)
	for _, c := range boards {
		js, err := c.b.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		out := fmt.Sprintf("tuple: %v\njson: %s\n\nplain:\n%s\nchess:\n%s", c.b, js, board.Plain(c.b, c.cols), board.Chess(c.b, c.cols))
		g.Assert(t, "render_"+c.name, []byte(out))
	}
}
