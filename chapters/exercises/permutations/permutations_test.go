//go:build exercise

package permutations

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/queensbook/queens/internal/exercise/exercisetest"
)

func TestMain(m *testing.M) { os.Exit(exercisetest.Main(m, "permutations", Approach)) }

// TestByHand checks orderings short enough to list on paper.
func TestByHand(t *testing.T) {
	cases := []struct {
		items []int
		want  [][]int
		hint  string
	}{
		{[]int{1, 2}, [][]int{{1, 2}, {2, 1}}, "two items have two orderings: as they are, and swapped."},
		{[]int{1, 2, 3}, [][]int{{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}}, "each item in turn goes first, followed by every ordering of the other two."},
		{[]int{7}, [][]int{{7}}, "one item has one ordering."},
		{[]int{}, [][]int{{}}, "nothing has exactly one ordering, the empty one: yield one empty slice."},
		{[]int{30, 10, 20}, [][]int{{30, 10, 20}, {30, 20, 10}, {10, 30, 20}, {10, 20, 30}, {20, 30, 10}, {20, 10, 30}}, "the items go first in the order they are given, not sorted."},
	}
	var failed []string
	for _, tc := range cases {
		got, panicked := exercisetest.Take(Permutations(slices.Clone(tc.items)), len(tc.want)+1)
		if panicked != nil {
			failed = append(failed, exercisetest.Stops(fmt.Sprintf("Permutations(%v)", tc.items), Permutations(tc.items), len(tc.want)+1))
		} else if !slices.EqualFunc(got, tc.want, slices.Equal) {
			failed = append(failed, fmt.Sprintf("Permutations(%v) yielded %v, want %v.\nhint: %s", tc.items, got, tc.want, tc.hint))
		}
	}
	if msg := exercisetest.First(failed); msg != "" {
		t.Error(msg)
	}
}

// TestCounts checks that n items have n! orderings.
func TestCounts(t *testing.T) {
	want := 1
	for n := 1; n <= 7; n++ {
		want *= n
		items := exercisetest.Columns(n)
		got := 0
		for range Permutations(items) {
			got++
		}
		if got != want {
			t.Fatalf("Permutations(%v) yielded %s, want %d! = %d.\nhint: each of the n items goes first once, followed by each of the (n-1)! orderings of the others.",
				items, exercisetest.Count(got, "ordering"), n, want)
		}
	}
}

// TestOrder checks that every ordering holds the items, each once, and
// comes after the one before it.
func TestOrder(t *testing.T) {
	items := []int{2, 4, 6, 8, 10}
	var previous []int
	for perm := range Permutations(slices.Clone(items)) {
		if fault := orderFault(perm, previous, items); fault != "" {
			t.Fatalf("Permutations(%v) yielded %v after %v: %s", items, perm, previous, fault)
		}
		previous = slices.Clone(perm)
	}
}

func orderFault(perm, previous, items []int) string {
	sorted := slices.Sorted(slices.Values(perm))
	if !slices.Equal(sorted, items) {
		return "it does not hold each item exactly once.\nhint: mark the items you have used, and use each once in every ordering."
	}
	if previous != nil && slices.Compare(previous, perm) >= 0 {
		return "it comes too early.\nhint: try the unused items for the next place in the order they are given."
	}
	return ""
}

// TestLeavesItemsAlone checks that items are unchanged after a whole loop
// and after a loop that breaks early.
func TestLeavesItemsAlone(t *testing.T) {
	items := exercisetest.Columns(5)
	for range Permutations(items) {
	}
	exercisetest.Take(Permutations(items), 7)
	if !slices.Equal(items, exercisetest.Columns(5)) {
		t.Errorf("after two loops over Permutations(%v) the items are %v.\nhint: build each ordering in a slice of your own; the caller's slice must stay as it was.", exercisetest.Columns(5), items)
	}
}

// TestKeepsAndStops keeps every ordering without copying it, and breaks
// out of a loop early.
func TestKeepsAndStops(t *testing.T) {
	if msg := exercisetest.Kept("Permutations([0 1 2 3])", Permutations(exercisetest.Columns(4))); msg != "" {
		t.Error(msg)
	}
	if msg := exercisetest.Stops("Permutations([0 1 2 3 4])", Permutations(exercisetest.Columns(5)), 3); msg != "" {
		t.Error(msg)
	}
}

// TestFindsTheSolutions runs the permutation filter on your Permutations.
func TestFindsTheSolutions(t *testing.T) {
	if f := exercisetest.FirstFault(Approach, 1, 2, 3, 4, 5, 6, 7); f != nil {
		t.Error(f.Explain(exercisetest.Hints{
			NotASolution: "the filter tests only the diagonals, so Permutations gave an ordering that uses a column twice: mark the items you have placed, and skip them.",
			Twice:        "Permutations gave this ordering twice: each item must go into each place once.",
			Missed:       "the filter tests every ordering of the columns that Permutations gives, so Permutations never gave this one.",
		}))
	}
}
