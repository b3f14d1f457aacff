//go:build exercise

package estimate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/internal/exercise/exercisetest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.TestsOnly(m, "estimate")) }

// TestByHand checks the paths of the 4 x 4 tree, which can be walked on
// paper: the tree has 17 nodes, 1 + 4 + 6 + 4 + 2.
func TestByHand(t *testing.T) {
	cases := []struct {
		n       int
		choices []int
		want    float64
		hint    string
	}{
		{4, []int{0, 0}, 13, "a1 has 4 choices in rank 1; then c2 and d2 are free, 2 choices; above a1 and c2 nothing is free: 1 + 4 + 4*2 + 4*2*0 = 13."},
		{4, []int{1, 0, 0, 0}, 17, "b1, then d2 alone, a3 alone, c4 alone, a solution: 1 + 4 + 4*1 + 4*1*1 + 4*1*1*1 = 17, the whole tree."},
		{4, []int{3, 1, 0}, 13, "d1, then a2 and b2 are free; b2 leaves nothing: 1 + 4 + 4*2 = 13."},
		{1, nil, 2, "the 1 x 1 tree is the root and one child, a1: 1 + 1."},
	}
	var failed []string
	for _, tc := range cases {
		path := follow(tc.choices)
		got := Probe(tc.n, path.choose)
		switch {
		case path.bad != "":
			failed = append(failed, path.bad)
		case !near(got, tc.want):
			failed = append(failed, fmt.Sprintf("Probe(%d) along the path that chooses %v = %g, want %g:\n%s\nhint: %s",
				tc.n, tc.choices, got, tc.want, drawPath(tc.n, tc.choices), tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// path is a choose function that follows given choices, then takes the
// leftmost child, and remembers what Probe asked of it.
type path struct {
	choices []int
	// degrees are the numbers of children Probe offered, in order.
	degrees []int
	// bad says what was wrong with a question, when one was.
	bad string
}

func follow(choices []int) *path { return &path{choices: choices} }

func (p *path) choose(d int) int {
	k := len(p.degrees)
	p.degrees = append(p.degrees, d)
	if d < 1 && p.bad == "" {
		p.bad = fmt.Sprintf("Probe called choose(%d) at depth %d: there is nothing to choose from.\nhint: a node without children is a leaf: stop there, without calling choose.", d, k)
	}
	if k < len(p.choices) && p.choices[k] < d {
		return p.choices[k]
	}
	return 0
}

// TestEveryPath checks that Probe asks choose about the right number of
// children at every node: it walks every path of the trees of 4 x 4 to
// 8 x 8 and compares the questions with the free squares.
func TestEveryPath(t *testing.T) {
	for n := 4; n <= 8; n++ {
		if msg := everyPath(n, nil, func(choices []int, p *path, _ float64) string {
			return compareDegrees(n, choices, p)
		}); msg != "" {
			t.Fatal(msg)
		}
	}
}

// TestUnbiased checks what makes the estimate worth having: averaged over
// every path, each weighed by its chance of being walked, it is exactly
// the number of nodes of the tree, as queens tree counts them.
func TestUnbiased(t *testing.T) {
	for n := 1; n <= 9; n++ {
		var mean float64
		if msg := everyPath(n, nil, func(_ []int, p *path, estimate float64) string {
			chance := 1.0
			for _, d := range p.degrees {
				chance /= float64(d)
			}
			mean += chance * estimate
			return ""
		}); msg != "" {
			t.Fatal(msg)
		}
		if want := nodes(n); !near(mean, float64(want)) {
			t.Fatalf("On %v, the estimates of all paths, each weighed by its chance, average %g; the tree has %s nodes.\nhint: at each level add the product of every number of children so far, the last one included: the root's 1, then d1, then d1*d2, and so on.",
				board.SquareProblem(n), mean, words.Thousands(want))
		}
	}
}

// TestRandomProbes runs 20,000 probes at random on 10 x 10 and compares
// their mean with the tree's size.
func TestRandomProbes(t *testing.T) {
	const n, probes = 10, 20_000
	r := rand.New(rand.NewPCG(1, 2))
	var sum float64
	for range probes {
		sum += Probe(n, r.IntN)
	}
	mean, want := sum/probes, float64(nodes(n))
	if math.Abs(mean-want) > 0.05*want {
		t.Errorf("%s random probes of %v average %.0f; the tree has %s nodes, and the mean should be within 5%% of it.\nhint: pick the child with choose, at each level, so that every path can be walked.",
			words.Thousands(probes), board.SquareProblem(n), mean, words.Thousands(uint64(want)))
	}
}

// everyPath walks every path of the n x n tree that starts with the
// choices given, calling check with each path's choices, the questions
// Probe asked and its estimate, and returns the first thing check or the
// path found wrong.
func everyPath(n int, choices []int, check func([]int, *path, float64) string) string {
	p := follow(choices)
	estimate := Probe(n, p.choose)
	if p.bad != "" {
		return p.bad
	}
	taken := append(append([]int(nil), choices...), make([]int, max(len(p.degrees)-len(choices), 0))...)
	if msg := check(taken[:len(p.degrees)], p, estimate); msg != "" {
		return msg
	}
	for k := len(choices); k < len(p.degrees); k++ {
		for c := 1; c < p.degrees[k]; c++ {
			if msg := everyPath(n, append(append([]int(nil), taken[:k]...), c), check); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// compareDegrees checks the questions Probe asked along the path of the
// choices against the free squares of each row.
func compareDegrees(n int, choices []int, p *path) string {
	queens := board.Board{}
	for depth := 0; ; depth++ {
		free := freeSquares(queens, n)
		want := len(free)
		got := 0
		if depth < len(p.degrees) {
			got = p.degrees[depth]
		}
		if want == 0 || depth == n {
			if depth < len(p.degrees) {
				return fmt.Sprintf("Probe on %v asked choose(%d) at depth %d, a leaf:\n%s\nhint: stop when the next row has no free square, or when every row holds its queen.", board.SquareProblem(n), got, depth, drawPath(n, choices[:depth]))
			}
			return ""
		}
		if depth >= len(p.degrees) {
			return fmt.Sprintf("Probe on %v stopped at depth %d, where the next row has %s:\n%s\nhint: go on down while the next row has a free square, calling choose at every node with children, even one.",
				board.SquareProblem(n), depth, exercisetest.Count(want, "free square"), drawPath(n, choices[:depth]))
		}
		if got != want {
			return fmt.Sprintf("Probe on %v asked choose(%d) at depth %d, where the next row has %d free squares:\n%s\nhint: the children of a node are the squares of the next row that no queen below attacks, along a column or a diagonal.",
				board.SquareProblem(n), got, depth, want, drawPath(n, choices[:depth]))
		}
		queens = append(queens, free[choices[depth]])
	}
}

// freeSquares lists the columns of the next row that no queen attacks.
func freeSquares(queens board.Board, n int) []int {
	var free []int
	for col := range n {
		next := board.Square{Row: len(queens), Col: col}
		safe := true
		for _, q := range queens.Queens() {
			safe = safe && !q.Attacks(next)
		}
		if safe {
			free = append(free, col)
		}
	}
	return free
}

// drawPath draws the queens the choices place, and beside the row after
// them its free squares.
func drawPath(n int, choices []int) string {
	queens := board.Board{}
	notes := map[int]string{}
	for _, c := range choices {
		free := freeSquares(queens, n)
		if c >= len(free) {
			break
		}
		queens = append(queens, free[c])
	}
	b := make(board.Board, n)
	for row := range b {
		b[row] = board.Empty
	}
	copy(b, queens)
	if len(queens) < n {
		var names []string
		for _, col := range freeSquares(queens, n) {
			names = append(names, board.Square{Row: len(queens), Col: col}.String())
		}
		notes[len(queens)] = fmt.Sprintf("<- %s free: %s", exercisetest.Count(len(names), "square"), strings.Join(names, ", "))
		if len(names) == 0 {
			notes[len(queens)] = "<- no square free: a leaf"
		}
	}
	return exercisetest.Annotated(b, n, notes)
}

// nodes counts the nodes of the n x n tree, as queens tree does.
func nodes(n int) uint64 {
	p, err := treeprofile.Count(n)
	if err != nil {
		panic(err)
	}
	return p.Total()
}

// near reports whether two estimates agree to a part in a billion.
func near(a, b float64) bool {
	return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b))
}
