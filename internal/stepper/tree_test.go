package stepper_test

import (
	"reflect"
	"testing"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/internal/stepper"
)

// A skip to the end of the tuple-state search carries the counts of its
// tree: the nodes at each depth are those treeprofile counts, the nodes
// and the pruned tries together the squares it tests, and every queen
// placed has been lifted.
func TestSkipCountsTheTree(t *testing.T) {
	const n = 6
	s, err := stepper.Start(stepper.Settings{Approach: "tuplestate", N: n})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	b := s.Skip(1<<30, 0)
	if len(b.Steps) != 1 || b.Steps[0].Tree == nil {
		t.Fatalf("a skip to the end gave %+v; want one step with its tree's counts", b)
	}
	tree := b.Steps[0].Tree
	p, err := treeprofile.Count(n)
	if err != nil {
		t.Fatal(err)
	}
	tried := 0
	for d := 1; d <= n; d++ {
		if got := at(tree.Place, d); uint64(got) != p.Nodes[d] {
			t.Errorf("depth %d: %d nodes; treeprofile counts %d", d, got, p.Nodes[d])
		}
		tried += at(tree.Place, d) + at(tree.Conflict, d)
	}
	if uint64(tried) != p.Tested() || tree.Depth != 0 || at(tree.Solution, n) != int(p.Solutions()) {
		t.Errorf("the tree's counts %+v: %d tries, depth %d at the end; treeprofile tests %d squares and finds %d solutions", tree, tried, tree.Depth, p.Tested(), p.Solutions())
	}
}

// at returns counts[i], or 0 past the end.
func at(counts []int, i int) int {
	if i < len(counts) {
		return counts[i]
	}
	return 0
}

// The counts a skip carries are those of every step up to its own,
// however the steps before were taken: skipped, or handed out.
func TestSkipCountsWhateverCameBefore(t *testing.T) {
	for _, approach := range []string{"gridbacktrack", "bitboard", "permfilter"} {
		const k = 150
		straight, err := stepper.Start(stepper.Settings{Approach: approach, N: 6})
		if err != nil {
			t.Fatal(err)
		}
		want := straight.Skip(k, 0).Steps[0].Tree
		straight.Stop()
		stepped, _ := stepper.Start(stepper.Settings{Approach: approach, N: 6})
		stepped.Next(k - 40)
		stepped.Skip(20, 0)
		got := stepped.Skip(20, 0).Steps[0].Tree
		stepped.Stop()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: step %d counts %+v after a skip, %+v after steps and skips", approach, k, want, got)
		}
	}
}
