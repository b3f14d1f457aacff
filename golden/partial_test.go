package golden

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/harness/harnesstest"
	"github.com/queensbook/queens/puzzle/words"
)

// rectangular names the approaches that must take rectangles: all of the
// sources', the bitboard search and the exact cover.
var rectangular = append(slices.Clone(sources), "bitboard", "dancinglinks")

// searchBudget is the largest search, in attempts, that the completion
// tests run. An approach that cannot honour fixed queens searches the
// whole board; on 8 x 8 the combinations search would test 4,426,165,368
// arrangements for every spec, so it is checked on the smaller boards.
const searchBudget = 1e9

// agreeing runs every registered approach that takes p within the search
// budget, checks that its solutions are want (see [agrees]), and writes one line of
// counts per approach to out. The approaches named in rectangular must
// take p.
func agreeing(t *testing.T, out *bytes.Buffer, p board.Problem, want []board.Board) {
	t.Helper()
	for _, a := range catalog.Registry.All() {
		if err := catalog.Registry.Supports(a, p); err != nil {
			if slices.Contains(rectangular, a.Name) {
				t.Errorf("%v: %v", p, err)
			}
			continue
		}
		if wholeSearch(a, p) > searchBudget {
			t.Logf("%v: %s left out, its search tests %.4g boards", p, a.Name, wholeSearch(a, p))
			continue
		}
		res, err := harness.Run(context.Background(), a, p, harness.Options{Keep: true})
		if err != nil {
			t.Errorf("%s on %v: %v", a.Name, p, err)
			continue
		}
		if !agrees(a.Name, res.Boards, want) {
			t.Errorf("%s on %v: %d solutions %v, want %d of the %d of a brute force %v", a.Name, p, len(res.Boards), res.Boards, expected(a.Name, len(want)), len(want), want)
		}
		first := "-"
		if res.Solutions > 0 {
			first = words.Thousands(res.AttemptsToFirst)
		}
		fmt.Fprintf(out, "  %-14s %15s attempts, %13s to the first\n", a.Name, words.Thousands(res.Attempts), first)
	}
}

// wholeSearch returns how many attempts a makes on p at most, counting the
// whole board for an approach that filters fixed queens afterwards, or 0
// when it does not say.
func wholeSearch(a harness.Approach, p board.Problem) float64 {
	if a.MaxAttempts == nil {
		return 0
	}
	if !a.KeepsFixed {
		p.Fixed = nil
	}
	return a.MaxAttempts(p)
}

// writeBoards writes the solutions of p, one tuple a line, under a line
// that names p and counts them.
func writeBoards(out *bytes.Buffer, label string, boards []board.Board) {
	fmt.Fprintf(out, "%s: %d\n", label, len(boards))
	for _, b := range boards {
		fmt.Fprintf(out, "  %v\n", b)
	}
}

// TestRectangles checks that every approach that takes rectangles lists
// the same solutions as a brute force on wide and tall boards, and records
// the counts and every approach's attempts in testdata/rectangles.golden.
func TestRectangles(t *testing.T) {
	sizes := [][2]int{{4, 6}, {6, 4}, {3, 5}, {5, 3}, {5, 8}, {8, 5}, {2, 7}, {7, 2}, {1, 4}, {4, 1}}
	var out bytes.Buffer
	for _, size := range sizes {
		p := board.Problem{Rows: size[0], Cols: size[1]}
		want := harnesstest.Solutions(p)
		fmt.Fprintf(&out, "%v: %d solutions\n", p, len(want))
		agreeing(t, &out, p, want)
	}
	newGoldie(t).Assert(t, "rectangles", out.Bytes())
}

// completionSpecs are partial boards in both forms: some with completions,
// some innocent-looking ones without, full solutions that complete only to
// themselves, and rectangles.
var completionSpecs = []struct {
	rows, cols int
	spec       string
}{
	{6, 6, "040000"},
	{6, 6, "a1"},     // a corner of 6 x 6 is in no solution
	{6, 6, "415263"}, // a full solution, 1 3 5 0 2 4
	{7, 7, "0300000"},
	{7, 7, "a1,g2"}, // two queens far apart that still leave no completion
	{7, 7, "b1,d5,f2"},
	{8, 8, "00400200"}, // the fixed-queens source's own example, c4 and f2
	{8, 8, "a1"},
	{8, 8, "a1,h2"}, // no completion
	{8, 8, "d1,e8"},
	{8, 8, "17582463"}, // the first solution, 0 4 7 5 2 6 1 3
	{5, 8, "00300000"}, // c3 on a wide board
	{5, 8, "c2,h5"},
	{8, 5, "00070"}, // d7 on a tall board
	{8, 5, "b3,e8"},
}

// TestCompletions checks that every approach finds the same completions of
// each partial board as a brute force, natively or through the harness,
// and records them in testdata/completions.golden.
func TestCompletions(t *testing.T) {
	var out bytes.Buffer
	for _, c := range completionSpecs {
		fixed, err := board.ParseFixed(c.spec, c.rows, c.cols)
		if err != nil {
			t.Fatalf("%q: %v", c.spec, err)
		}
		p := board.Problem{Rows: c.rows, Cols: c.cols}.WithFixed(fixed...)
		want := harnesstest.Solutions(p)
		writeBoards(&out, fmt.Sprintf("%v (%s), completions", p, c.spec), want)
		agreeing(t, &out, p, want)
		if p.IsSquare() {
			if got := countFixed(t, c.rows, c.spec); got != len(want) {
				t.Errorf("queens count -n %d -fixed %s counts %d, want %d", c.rows, c.spec, got, len(want))
			}
		}
	}
	newGoldie(t).Assert(t, "completions", out.Bytes())
}

// countFixed runs 'queens count -fixed spec -json' and returns the count.
func countFixed(t *testing.T, n int, spec string) int {
	t.Helper()
	var stdout, stderr bytes.Buffer
	env := cli.Env{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, Timeless: true}
	args := []string{"count", "-n", fmt.Sprint(n), "-fixed", spec, "-json"}
	if code := queenscmd.Main(context.Background(), args, env); code != 0 {
		t.Fatalf("queens %s: exit status %d: %s", strings.Join(args, " "), code, stderr.String())
	}
	var res struct{ Solutions int }
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		t.Fatalf("queens %s: %v", strings.Join(args, " "), err)
	}
	return res.Solutions
}
