package golden

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/approaches/report"
	"github.com/sebdah/goldie/v2"
)

// published holds the number of solutions for n = 1, 2, ... (OEIS A000170).
var published = []int{1, 0, 0, 2, 10, 4, 40, 92}

// sources are the approaches of the five source texts; the book needs all
// of them registered.
var sources = []string{"octal", "combinations", "permfilter", "gridbacktrack", "tuplestate"}

// run is one approach's result on one board, computed once for all tests.
type run struct {
	approach  string
	asWritten bool
	n         int
	res       harness.Result
	err       error
}

var (
	runsOnce sync.Once
	runs     []run
)

// allRuns runs every approach (and every as-written mode) on every board
// from 1 x 1 to 8 x 8 that it takes, keeping the solutions.
func allRuns(t *testing.T) []run {
	t.Helper()
	runsOnce.Do(func() {
		for _, a := range catalog.Registry.All() {
			for n := 1; n <= len(published); n++ {
				p := board.Square(n)
				if a.Supports(p) != nil {
					continue
				}
				res, err := harness.Run(context.Background(), a, p, harness.Options{Keep: true})
				runs = append(runs, run{a.Name, false, n, res, err})
				if a.AsWritten != nil {
					res, err := harness.Run(context.Background(), a, p, harness.Options{Keep: true, AsWritten: true})
					runs = append(runs, run{a.Name, true, n, res, err})
				}
			}
		}
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
		case r.asWritten:
			// As written, the search stops at its first solution.
			if want := min(published[r.n-1], 1); r.res.Solutions != want {
				t.Errorf("%s as written on %d x %d: %d solutions, want %d", r.approach, r.n, r.n, r.res.Solutions, want)
			}
		case r.res.Solutions != published[r.n-1]:
			t.Errorf("%s on %d x %d: %d solutions, want %d (OEIS A000170)", r.approach, r.n, r.n, r.res.Solutions, published[r.n-1])
		}
	}
}

// TestEightQueens checks that every approach lists the same 92 boards, the
// ones in testdata/solutions8.golden.
func TestEightQueens(t *testing.T) {
	g := newGoldie(t)
	checked := 0
	for _, r := range allRuns(t) {
		if r.n != 8 || r.asWritten || r.err != nil {
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

// TestAttempts records every approach's attempts on boards 4 x 4 to 8 x 8,
// in the book's order: counts only, never times.
func TestAttempts(t *testing.T) {
	var rows []report.Row
	for _, r := range allRuns(t) {
		if r.n < 4 || r.err != nil {
			continue
		}
		row := report.Row{Result: r.res}
		if r.asWritten {
			row.Approach += " (as written)"
		}
		rows = append(rows, row)
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
