//go:build exercise

package choose

import (
	"fmt"
	"math/big"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "choose", Approach)) }

// TestByHand checks choices small enough to list on paper.
func TestByHand(t *testing.T) {
	cases := []struct {
		m, k int
		want [][]int
		hint string
	}{
		{4, 2, [][]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, "after [0 1] comes [0 2]: the last number moves on first, and when it cannot, the one before it moves on and the ones after start again just above it."},
		{5, 1, [][]int{{0}, {1}, {2}, {3}, {4}}, "choosing one number gives each number on its own."},
		{3, 3, [][]int{{0, 1, 2}}, "there is one way to choose all three: [0 1 2]."},
		{2, 3, nil, "there is no way to choose 3 of 2 things: yield nothing."},
		{3, 0, [][]int{{}}, "there is exactly one way to choose nothing: yield one empty slice."},
	}
	var failed []string
	for _, tc := range cases {
		got, panicked := exercisetest.Take(Combinations(tc.m, tc.k), len(tc.want)+1)
		if panicked != nil || !equal(got, tc.want) {
			failed = append(failed, fmt.Sprintf("Combinations(%d, %d) yielded %v, want %v.\nhint: %s",
				tc.m, tc.k, got, tc.want, mistake(got, tc.want, panicked, tc.hint)))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestCounts checks that there are C(m, k) combinations.
func TestCounts(t *testing.T) {
	for _, tc := range []struct{ m, k int }{{6, 3}, {10, 4}, {16, 4}, {12, 6}} {
		want := new(big.Int).Binomial(int64(tc.m), int64(tc.k)).Int64()
		got := 0
		for range Combinations(tc.m, tc.k) {
			got++
		}
		if int64(got) != want {
			t.Fatalf("Combinations(%d, %d) yielded %s, want C(%d, %d) = %d.\nhint: some are skipped or repeated; the first number can go as far as m-k, the second as far as m-k+1, and so on.",
				tc.m, tc.k, exercisetest.Count(got, "combination"), tc.m, tc.k, want)
		}
	}
}

// TestOrder checks that every combination is increasing, within 0..m-1,
// and comes after the one before it.
func TestOrder(t *testing.T) {
	const m, k = 8, 3
	var previous []int
	for c := range Combinations(m, k) {
		if fault := shapeFault(c, previous, m, k); fault != "" {
			t.Fatalf("Combinations(%d, %d) yielded %v after %v: %s", m, k, c, previous, fault)
		}
		previous = slices.Clone(c)
	}
}

func shapeFault(c, previous []int, m, k int) string {
	if len(c) != k {
		return fmt.Sprintf("it holds %d numbers, not %d.\nhint: each combination holds exactly k numbers.", len(c), k)
	}
	for i, x := range c {
		if x < 0 || x >= m {
			return fmt.Sprintf("%d is not one of 0 to %d.\nhint: the numbers to choose from are 0, 1, ..., m-1.", x, m-1)
		}
		if i > 0 && x <= c[i-1] {
			return "it is not increasing.\nhint: [2 1] is the same choice as [1 2]; list each choice once, as an increasing slice."
		}
	}
	if previous != nil && slices.Compare(previous, c) >= 0 {
		return "it comes too early.\nhint: lexicographic order is dictionary order: compare the first numbers, then the second ones, and so on."
	}
	return ""
}

// TestKeepsAndStops keeps every combination without copying it, and
// breaks out of a loop early.
func TestKeepsAndStops(t *testing.T) {
	if msg := exercisetest.Kept("Combinations(5, 3)", Combinations(5, 3)); msg != "" {
		t.Error(msg)
	}
	if msg := exercisetest.Stops("Combinations(10, 3)", Combinations(10, 3), 2); msg != "" {
		t.Error(msg)
	}
}

// TestFindsTheSolutions runs the combinations search on your Combinations.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			Twice:  "Combinations gave the squares of this board twice, perhaps in another order: a combination is a set, so list each in increasing order only.",
			Missed: "the search tests every arrangement Combinations gives, so Combinations never gave the squares of this board.",
		}))
	}
}

// mistake names a common mistake behind got, or returns hint.
func mistake(got, want [][]int, panicked any, hint string) string {
	switch {
	case panicked != nil:
		return fmt.Sprintf("the loop panicked: %v. When yield returns false, stop.", panicked)
	case len(got) > len(want):
		return "there are more than there should be. " + hint
	}
	return hint
}

func equal(got, want [][]int) bool {
	return slices.EqualFunc(got, want, func(a, b []int) bool { return slices.Equal(a, b) })
}
