package halves_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/queensbook/queens/approaches/symmetric"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
)

// The method is a Burnside one: package count works out its fundamental
// count from the total.
var _ count.Burnside = halves.Method{}

// A whole count by the join holds the fundamental count, by Burnside's
// lemma, and the attempts of the join and of the symmetric count.
func TestMethodCountsFundamentalSolutions(t *testing.T) {
	for n := 1; n <= 15; n++ {
		res := counttest.Count(t, halves.Method{}, board.SquareProblem(n), count.Options{Workers: 2})
		// 64 workers outnumber the cores, and take turns on them.
		if crowded := counttest.Count(t, halves.Method{}, board.SquareProblem(n), count.Options{Workers: 64}); crowded.Solutions != res.Solutions || crowded.Unique != res.Unique || crowded.Attempts != res.Attempts {
			t.Errorf("n = %d: 64 workers count %+v, 2 workers %+v", n, crowded, res)
		}
		join, err := halves.Count(n)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case res.Solutions != uint64(oeis.Solutions(n)) || res.Unique != uint64(oeis.Fundamental(n)) || !res.HasUnique():
			t.Errorf("n = %d: %d solutions, %d fundamental (held: %v); OEIS gives %d and %d",
				n, res.Solutions, res.Unique, res.HasUnique(), oeis.Solutions(n), oeis.Fundamental(n))
		case res.Attempts != join.Attempts+symmetric.Count(n).Attempts:
			t.Errorf("n = %d: %d attempts, want the join's %d and the symmetric count's %d", n, res.Attempts, join.Attempts, symmetric.Count(n).Attempts)
		}
	}
}

// The shards of a count by the join hold no fundamental count, and their
// records none, even when asked for one; merged, they make the whole
// count's, attempts included. A shard's record that claims one is
// refused.
func TestShardsMergeIntoTheFundamentalCount(t *testing.T) {
	all := count.RecordFields{Unique: true, Seconds: true, Shard: true}
	for _, n := range []int{12, 13} {
		p := board.SquareProblem(n)
		whole := counttest.Count(t, halves.Method{}, p, count.Options{})
		var parts []count.Result
		for part := 1; part <= 3; part++ {
			res := counttest.Count(t, halves.Method{}, p, count.Options{Shard: count.Shard{Part: part, Of: 3}})
			rec := count.NewRecord(res, all)
			if res.HasUnique() || res.Unique != 0 || rec.Unique != nil {
				t.Errorf("n = %d, part %d of 3: holds a fundamental count %d (%v), its record %v", n, part, res.Unique, res.HasUnique(), rec.Unique)
			}
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := count.ReadShard(bytes.NewReader(data), catalog.Methods, true)
			if err != nil {
				t.Fatalf("n = %d, part %d of 3: %v", n, part, err)
			}
			parts = append(parts, back)

			claim := bytes.Replace(data, []byte(`"attempts"`), []byte(`"unique": 1, "attempts"`), 1)
			if _, err := count.ReadShard(bytes.NewReader(claim), catalog.Methods, true); err == nil {
				t.Errorf("n = %d, part %d of 3: a record with a fundamental count was read: %s", n, part, claim)
			}
		}
		merged, err := count.Merge(parts...)
		if err != nil {
			t.Fatal(err)
		}
		merged.Seconds = whole.Seconds
		if merged != whole || !merged.HasUnique() {
			t.Errorf("n = %d: the parts merge into %+v; the whole count is %+v", n, merged, whole)
		}
	}
}
