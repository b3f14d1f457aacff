package count_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/puzzle/board"
)

// shards counts every part of parts of the count of p by m.
func shards(t *testing.T, m count.Method, p board.Problem, parts int) []count.Result {
	t.Helper()
	var results []count.Result
	for part := 1; part <= parts; part++ {
		results = append(results, counttest.Count(t, m, p, count.Options{Shard: count.Shard{Part: part, Of: parts}}))
	}
	return results
}

func TestShardsAddUpToTheWhole(t *testing.T) {
	for _, c := range []struct {
		n int
		m count.Method
	}{
		{12, bitcount.FoldAll}, {9, bitcount.FoldMirror}, {5, bitcount.FoldAll}, {3, bitcount.FoldAll},
		{10, constellation.Method{}}, {5, constellation.Method{}}, {1, constellation.Method{}},
		{11, halves.Method{}}, {4, halves.Method{}},
	} {
		whole := counttest.Count(t, c.m, board.SquareProblem(c.n), count.Options{})
		// More parts than subproblems leaves some parts empty; they still
		// have to be merged.
		for _, m := range []int{1, 2, 3, 7, whole.Subproblems + 3} {
			merged, err := count.Merge(shards(t, c.m, board.SquareProblem(c.n), m)...)
			if err != nil {
				t.Fatalf("n = %d in %d parts: %v", c.n, m, err)
			}
			merged.Seconds = whole.Seconds
			if merged != whole {
				t.Errorf("n = %d in %d parts merges to %+v; the whole is %+v", c.n, m, merged, whole)
			}
		}
	}
}

func TestMergeRefusesOverlapsAndGaps(t *testing.T) {
	parts := shards(t, bitcount.FoldAll, board.SquareProblem(8), 3)
	other := shards(t, bitcount.FoldAll, board.SquareProblem(9), 3)
	fourths := shards(t, bitcount.FoldAll, board.SquareProblem(8), 4)
	byConstellations := shards(t, constellation.Method{}, board.SquareProblem(8), 3)
	for _, c := range []struct {
		name    string
		results []count.Result
		want    string
	}{
		{"nothing", nil, "no results"},
		{"a part twice", []count.Result{parts[0], parts[1], parts[1], parts[2]}, "part 2/3 is given twice"},
		{"a missing part", []count.Result{parts[0], parts[2]}, "part 2/3 is missing"},
		{"another board", []count.Result{parts[0], parts[1], other[2]}, "different counts"},
		{"another split", []count.Result{parts[0], parts[1], fourths[2], fourths[3]}, "different numbers of parts"},
		{"another method", []count.Result{parts[0], parts[1], byConstellations[2]}, "different counts"},
	} {
		_, err := count.Merge(c.results...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one that says %q", c.name, err, c.want)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		text string
		want count.Shard
		ok   bool
	}{
		{"1/1", count.Shard{Part: 1, Of: 1}, true},
		{"2/4", count.Shard{Part: 2, Of: 4}, true},
		{" 4/4 ", count.Shard{Part: 4, Of: 4}, true},
		{"0/4", count.Shard{}, false},
		{"5/4", count.Shard{}, false},
		{"1/0", count.Shard{}, false},
		{"-1/4", count.Shard{}, false},
		{"2", count.Shard{}, false},
		{"2/", count.Shard{}, false},
		{"a/b", count.Shard{}, false},
		{"", count.Shard{}, false},
	} {
		got, err := count.ParseShard(c.text)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("count.ParseShard(%q) = %v, %v; want %v, ok %v", c.text, got, err, c.want, c.ok)
		}
	}
}

func FuzzParseShard(f *testing.F) {
	for _, seed := range []string{"1/1", "3/8", "0/0", "9/2", "x", "1//2", " 2/3"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := count.ParseShard(text)
		if err != nil {
			return
		}
		if s.Part < 1 || s.Part > s.Of {
			t.Fatalf("count.ParseShard(%q) accepted %d/%d", text, s.Part, s.Of)
		}
		if back, err := count.ParseShard(s.String()); err != nil || back != s {
			t.Fatalf("%q reads as %v, which reads back as %v, %v", text, s, back, err)
		}
		if fmt.Sprint(s) != s.String() {
			t.Fatalf("Sprint and String disagree on %v", s)
		}
	})
}
