package bitcount

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/board"
)

// shards counts every part of m of a count.
func shards(t *testing.T, p board.Problem, fold Fold, m int) []Result {
	t.Helper()
	var parts []Result
	for part := 1; part <= m; part++ {
		parts = append(parts, count(t, p, Options{Fold: fold, Shard: Shard{part, m}}))
	}
	return parts
}

func TestShardsAddUpToTheWhole(t *testing.T) {
	for _, c := range []struct {
		n    int
		fold Fold
	}{{12, FoldAll}, {9, FoldMirror}, {5, FoldAll}, {3, FoldAll}, {10, FoldConstellations}, {5, FoldConstellations}, {1, FoldConstellations}} {
		whole := count(t, board.SquareProblem(c.n), Options{Fold: c.fold})
		// More parts than subproblems leaves some parts empty; they still
		// have to be merged.
		for _, m := range []int{1, 2, 3, 7, whole.Subproblems + 3} {
			merged, err := Merge(shards(t, board.SquareProblem(c.n), c.fold, m)...)
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
	parts := shards(t, board.SquareProblem(8), FoldAll, 3)
	other := shards(t, board.SquareProblem(9), FoldAll, 3)
	fourths := shards(t, board.SquareProblem(8), FoldAll, 4)
	byConstellations := shards(t, board.SquareProblem(8), FoldConstellations, 3)
	for _, c := range []struct {
		name    string
		results []Result
		want    string
	}{
		{"nothing", nil, "no results"},
		{"a part twice", []Result{parts[0], parts[1], parts[1], parts[2]}, "part 2/3 is given twice"},
		{"a missing part", []Result{parts[0], parts[2]}, "part 2/3 is missing"},
		{"another board", []Result{parts[0], parts[1], other[2]}, "different counts"},
		{"another split", []Result{parts[0], parts[1], fourths[2], fourths[3]}, "different numbers of parts"},
		{"another fold", []Result{parts[0], parts[1], byConstellations[2]}, "different counts"},
	} {
		_, err := Merge(c.results...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one that says %q", c.name, err, c.want)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		text string
		want Shard
		ok   bool
	}{
		{"1/1", Shard{1, 1}, true},
		{"2/4", Shard{2, 4}, true},
		{" 4/4 ", Shard{4, 4}, true},
		{"0/4", Shard{}, false},
		{"5/4", Shard{}, false},
		{"1/0", Shard{}, false},
		{"-1/4", Shard{}, false},
		{"2", Shard{}, false},
		{"2/", Shard{}, false},
		{"a/b", Shard{}, false},
		{"", Shard{}, false},
	} {
		got, err := ParseShard(c.text)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("ParseShard(%q) = %v, %v; want %v, ok %v", c.text, got, err, c.want, c.ok)
		}
	}
}

func FuzzParseShard(f *testing.F) {
	for _, seed := range []string{"1/1", "3/8", "0/0", "9/2", "x", "1//2", " 2/3"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseShard(text)
		if err != nil {
			return
		}
		if s.Part < 1 || s.Part > s.Of {
			t.Fatalf("ParseShard(%q) accepted %d/%d", text, s.Part, s.Of)
		}
		if back, err := ParseShard(s.String()); err != nil || back != s {
			t.Fatalf("%q reads as %v, which reads back as %v, %v", text, s, back, err)
		}
		if fmt.Sprint(s) != s.String() {
			t.Fatalf("Sprint and String disagree on %v", s)
		}
	})
}
