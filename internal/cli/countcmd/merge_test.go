package countcmd

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/puzzle/oeis"
	"github.com/queensbook/queens/puzzle/words"
)

// -merge adds up a whole set of shards or refuses, with exit status 2 and
// one line: a part missing, a part given twice, a part of another count,
// and a checkpoint given for a part's -json record, as the files that a
// count on several machines leaves are easily mixed up.
func TestCountMergeRefusesABadSetOfShards(t *testing.T) {
	dir := t.TempDir()
	shard := func(n, part int) string {
		code, stdout, stderr := queens("count", "-n", fmt.Sprint(n), "-shard", fmt.Sprintf("%d/3", part), "-json")
		if code != 0 {
			t.Fatalf("count -n %d -shard %d/3: exit status %d, stderr %q", n, part, code, stderr)
		}
		name := filepath.Join(dir, fmt.Sprintf("n%d-%d.json", n, part))
		clitest.Must(t, os.WriteFile(name, []byte(stdout), 0o644))
		return name
	}
	s1, s2, s3, other := shard(9, 1), shard(9, 2), shard(9, 3), shard(8, 2)
	checkpoint := filepath.Join(dir, "c2.json")
	if code, _, stderr := queens("count", "-n", "9", "-shard", "2/3", "-checkpoint", checkpoint, "-quiet"); code != 0 {
		t.Fatalf("count -checkpoint: exit status %d, stderr %q", code, stderr)
	}
	// A part relabelled by hand: the fold of another count, or
	// subproblems that its part of the plan does not have.
	relabel := func(name, old, new string) string {
		data, err := os.ReadFile(s2)
		clitest.Must(t, err)
		if !strings.Contains(string(data), old) {
			t.Fatalf("%q is not in %s", old, data)
		}
		path := filepath.Join(dir, name)
		clitest.Must(t, os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644))
		return path
	}
	foldNone := relabel("none.json", `"fold": "halves"`, `"fold": "none"`)
	moreTasks := relabel("more.json", `"subproblems": 10`, `"subproblems": 11`)
	whole := words.Thousands(uint64(oeis.Solutions(9))) + " solutions on 9 x 9\n"
	if code, stdout, stderr := queens("count", "-merge", s1, s2, s3); code != 0 || !strings.HasPrefix(stdout, whole) {
		t.Fatalf("count -merge of the three parts: exit status %d, stdout %q, stderr %q; want %q first", code, stdout, stderr, whole)
	}
	for _, c := range []struct {
		name  string
		files []string
		want  string // the line, or with a ... the start and end of it
	}{
		{"a part missing", []string{s1, s3}, "merge: part 2/3 is missing"},
		{"a part twice", []string{s1, s2, s2, s3}, "merge: part 2/3 is given twice"},
		{"a part of another count", []string{s1, other, s3}, `merge: results of different counts: "bitboard plan 1: n 9, ...subproblems" and "bitboard plan 1: n 8, ...subproblems"`},
		{"a part relabelled fold none", []string{s1, foldNone, s3}, foldNone + `: fold none does not match its plan "bitboard plan 1: n 9, fold halves, ...", which has halves; count that part again with count -shard`},
		{"a part with more subproblems", []string{s1, moreTasks, s3}, moreTasks + `: subproblems 11 does not match its plan "...", which has 10 in part 2/3; count that part again with count -shard`},
		{"a checkpoint", []string{s1, checkpoint, s3}, checkpoint + ": a checkpoint, not the record of a count; -merge adds up the -json output of the shards"},
	} {
		code, stdout, stderr := queens(append([]string{"count", "-merge"}, c.files...)...)
		want := regexp.MustCompile(`\A` + strings.ReplaceAll(regexp.QuoteMeta("queens count: "+c.want), `\.\.\.`, ".*") + `\n\z`)
		if code != cli.ExitUsage || stdout != "" || !want.MatchString(stderr) {
			t.Errorf("%s: exit status %d, stdout %q, stderr %q; want 2, nothing and one line %q", c.name, code, stdout, stderr, c.want)
		}
	}
}
