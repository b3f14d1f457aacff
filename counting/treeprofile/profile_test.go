package treeprofile

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
	"github.com/queensbook/queens/puzzle/words"
)

func mustCount(t testing.TB, n int) Profile {
	t.Helper()
	p, err := Count(n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSolutionsMatchOEIS(t *testing.T) {
	for n := 1; n <= 10; n++ {
		want := uint64(oeis.Solutions(n))
		p := mustCount(t, n)
		if len(p.Nodes) != n+1 || p.Nodes[0] != 1 {
			t.Fatalf("n = %d: profile %v should have %d depths and start with 1", n, p.Nodes, n+1)
		}
		if got := p.Solutions(); got != want {
			t.Errorf("n = %d: %d nodes at the last depth, want %d solutions", n, got, want)
		}
	}
}

// safePlacements counts by brute force the ways to put k queens in the
// first k rows of an n x n board, one a row, with no two attacking: it
// runs through all n^k tuples and tests every pair.
func safePlacements(n, k int) uint64 {
	tuple := make([]int, k)
	var count uint64
	for {
		if pairwiseSafe(tuple) {
			count++
		}
		// Turn the tuple like an odometer; stop when it wraps around.
		row := k - 1
		for row >= 0 && tuple[row] == n-1 {
			tuple[row] = 0
			row--
		}
		if row < 0 {
			return count
		}
		tuple[row]++
	}
}

func pairwiseSafe(tuple []int) bool {
	for i := range tuple {
		for j := range i {
			if (board.Square{Row: i, Col: tuple[i]}).Attacks(board.Square{Row: j, Col: tuple[j]}) {
				return false
			}
		}
	}
	return true
}

func TestNodesAgainstBruteForce(t *testing.T) {
	for n := 1; n <= 7; n++ {
		p := mustCount(t, n)
		for k := 0; k <= n; k++ {
			if want := safePlacements(n, k); p.Nodes[k] != want {
				t.Errorf("n = %d, depth %d: %d nodes, brute force finds %d", n, k, p.Nodes[k], want)
			}
		}
	}
}

// In two rows, a queen rules out its own column and the one or two
// columns beside it, which leaves (n-1)(n-2) safe pairs in all.
func TestSecondLevel(t *testing.T) {
	for n := 2; n <= 12; n++ {
		p := mustCount(t, n)
		if want := uint64((n - 1) * (n - 2)); p.Nodes[2] != want {
			t.Errorf("n = %d: %d nodes at depth 2, want (n-1)(n-2) = %d", n, p.Nodes[2], want)
		}
	}
}

// squaresTested runs a plain row-by-row search on slices, unlike Count's
// bit masks, and returns the squares it tests and the nodes it meets at
// each depth.
func squaresTested(n int) (tested uint64, nodes []uint64) {
	nodes = make([]uint64, n+1)
	placed := make([]int, 0, n)
	var grow func()
	grow = func() {
		nodes[len(placed)]++
		if len(placed) == n {
			return
		}
		for col := range n {
			tested++
			placed = append(placed, col)
			if pairwiseSafe(placed) {
				grow()
			}
			placed = placed[:len(placed)-1]
		}
	}
	grow()
	return tested, nodes
}

func TestTestedAgainstPlainSearch(t *testing.T) {
	for n := 1; n <= 9; n++ {
		p := mustCount(t, n)
		tested, nodes := squaresTested(n)
		if p.Tested() != tested {
			t.Errorf("n = %d: Tested() = %d, the plain search tests %d squares", n, p.Tested(), tested)
		}
		var total uint64
		for _, k := range nodes {
			total += k
		}
		if p.Total() != total {
			t.Errorf("n = %d: Total() = %d, the plain search meets %d nodes", n, p.Total(), total)
		}
	}
}

// TestLevels checks the two comparison trees on the largest board, where
// n^n comes closest to overflowing; the pruned counts are not needed for
// that, so the test fills them in instead of waiting for Count.
func TestLevels(t *testing.T) {
	p := Profile{N: MaxN, Nodes: make([]uint64, MaxN+1)}
	for k := range p.Nodes {
		p.Nodes[k] = uint64(k)
	}
	levels := p.Levels()
	if len(levels) != MaxN+1 {
		t.Fatalf("%d levels for n = %d", len(levels), MaxN)
	}
	n := big.NewInt(MaxN)
	all, columns := big.NewInt(1), big.NewInt(1)
	for k, l := range levels {
		if l.Depth != k || l.Nodes != p.Nodes[k] {
			t.Errorf("level %d: %+v", k, l)
		}
		if l.All != all.Uint64() || !all.IsUint64() {
			t.Errorf("depth %d: not pruned %d, want n^k = %v", k, l.All, all)
		}
		if l.Columns != columns.Uint64() {
			t.Errorf("depth %d: columns apart %d, want n!/(n-k)! = %v", k, l.Columns, columns)
		}
		if l.Nodes > l.Columns || l.Columns > l.All {
			t.Errorf("depth %d: pruning more should never leave more nodes: %+v", k, l)
		}
		all.Mul(all, n)
		columns.Mul(columns, big.NewInt(int64(MaxN-k)))
	}
}

func TestCountRejects(t *testing.T) {
	for _, n := range []int{-1, 0, MaxN + 1} {
		if _, err := Count(n); err == nil {
			t.Errorf("Count(%d) gave no error", n)
		}
	}
}

func TestTables(t *testing.T) {
	p := mustCount(t, 6)
	var text, md strings.Builder
	if err := p.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := p.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	textLines := strings.Split(strings.TrimSuffix(text.String(), "\n"), "\n")
	mdLines := strings.Split(strings.TrimSpace(md.String()), "\n")
	// A header, one line a depth and the totals; Markdown adds its rule.
	if len(textLines) != 6+3 || len(mdLines) != 6+4 {
		t.Fatalf("%d text lines, %d Markdown lines:\n%s\n%s", len(textLines), len(mdLines), text.String(), md.String())
	}
	for i, line := range textLines {
		if len(line) != len(textLines[0]) {
			t.Errorf("text line %d is not as wide as the header: %q", i, line)
		}
	}
	total := strings.Fields(textLines[len(textLines)-1])
	if total[0] != "total" || total[1] != words.Thousands(p.Total()) {
		t.Errorf("totals line %q; the 6 x 6 tree has %d nodes", textLines[len(textLines)-1], p.Total())
	}
}

// TestCountContextReportsAndAgrees checks that a walk with a context and
// a progress function counts what Count counts, and reports the nodes so
// far in rising steps of checkEvery, never past the total.
func TestCountContextReportsAndAgrees(t *testing.T) {
	var reports []uint64
	p, err := CountContext(context.Background(), 11, func(nodes uint64) { reports = append(reports, nodes) })
	if err != nil {
		t.Fatal(err)
	}
	if want := mustCount(t, 11); !slices.Equal(p.Nodes, want.Nodes) {
		t.Errorf("CountContext(11) = %v, Count(11) = %v", p.Nodes, want.Nodes)
	}
	if want := int(p.Total() / checkEvery); len(reports) != want {
		t.Errorf("%d progress reports for %d nodes, want %d", len(reports), p.Total(), want)
	}
	for i, nodes := range reports {
		if nodes != uint64(i+1)*checkEvery {
			t.Fatalf("report %d says %d nodes, want %d", i+1, nodes, (i+1)*checkEvery)
		}
	}
}

// TestCountContextStops cancels the largest walk after its first report:
// it returns the context's error, and no profile, without walking on.
func TestCountContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var reports int
	p, err := CountContext(ctx, MaxN, func(uint64) { reports++; cancel() })
	if !errors.Is(err, context.Canceled) || p.Nodes != nil || reports != 1 {
		t.Errorf("CountContext cancelled at its first report = %v, %v after %d reports; want context.Canceled at once", p, err, reports)
	}
	if _, err := CountContext(ctx, 4, nil); err != nil {
		t.Errorf("a walk of 17 nodes never looks at its context, yet it returned %v", err)
	}
}
