package bitcount

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/queensbook/queens/approaches/board"
)

// allFields asks for every optional field of a record.
var allFields = RecordFields{Unique: true, Seconds: true, Shard: true}

// encode writes the record of res as JSON.
func encode(t testing.TB, res Result, fields RecordFields) []byte {
	t.Helper()
	data, err := json.Marshal(NewRecord(res, fields))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestRecordRoundTrip(t *testing.T) {
	fixed, err := board.ParseFixed("c4,f2", 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	var results []Result
	for part := 1; part <= 3; part++ {
		results = append(results, count(t, board.SquareProblem(11), Options{Shard: Shard{part, 3}}))
	}
	results = append(results,
		count(t, board.SquareProblem(8).WithFixed(fixed...), Options{Fold: FoldNone, Shard: Shard{2, 2}}),
		count(t, board.SquareProblem(9), Options{Fold: FoldMirror, Shard: Shard{1, 1}}))
	for _, res := range results {
		fields := allFields
		fields.Unique = res.Fold == FoldAll
		got, err := ReadShard(bytes.NewReader(encode(t, res, fields)), fields.Unique)
		if err != nil || got != res {
			t.Errorf("%+v reads back as %+v, %v", res, got, err)
		}
	}
	merged, err := Merge(results[:3]...)
	if err != nil || merged.Solutions != 2680 || merged.Unique != 341 {
		t.Errorf("the three parts of n = 11 read back merge to %+v, %v", merged, err)
	}
}

// A whole count's record leaves out what was not asked for, and a
// partial one says how far it got.
func TestRecordFields(t *testing.T) {
	whole := count(t, board.SquareProblem(8), Options{})
	rec := NewRecord(whole, RecordFields{})
	if rec.Version != RecordVersion || rec.Unique != nil || rec.Seconds != nil || rec.Shard != "" || rec.Plan != "" || rec.Finished != nil {
		t.Errorf("a record with no optional fields: %+v", rec)
	}
	back, err := ReadRecord(bytes.NewReader(encode(t, whole, RecordFields{})))
	if err != nil {
		t.Fatal(err)
	}
	if res, err := back.Result(); err != nil || res.Solutions != 92 || res.Shard != (Shard{1, 1}) || res.Partial() {
		t.Errorf("the whole count of n = 8 reads back as %+v, %v", res, err)
	}
	partial := whole
	partial.Finished = 3
	res, err := ReadShard(bytes.NewReader(encode(t, partial, allFields)), true)
	if err != nil || res != partial {
		t.Errorf("a partial result %+v reads back as %+v, %v", partial, res, err)
	}
}

func TestReadShardRefuses(t *testing.T) {
	shard := `"shard": "1/2", "subproblems": 3, "plan": "p"`
	for _, c := range []struct {
		name, json string
		needUnique bool
		want       string
	}{
		{"not JSON", `solutions: 92`, false, "not the JSON of a count record"},
		{"an array", `[{"version": 1}]`, false, "not the JSON of a count record"},
		{"two records", `{"version": 1, "n": 8, "fold": "all", "shard": "1/1", "plan": "p"} {}`, false, "more than one JSON value"},
		{"no version", `{"n": 8, "fold": "all", ` + shard + `}`, false, "record version 0 is unknown"},
		{"a newer version", `{"version": 2, "n": 8, "fold": "all", ` + shard + `}`, false, "record version 2 is unknown"},
		{"a whole count", `{"version": 1, "n": 8, "fold": "all", "solutions": 92}`, false, "not a shard"},
		{"no plan", `{"version": 1, "n": 8, "fold": "all", "shard": "1/2"}`, false, "not a shard"},
		{"no unique count", `{"version": 1, "n": 8, "fold": "all", ` + shard + `}`, true, "no count of fundamental solutions"},
		{"n = 0", `{"version": 1, "n": 0, "fold": "all", ` + shard + `}`, false, "record of n = 0"},
		{"n past MaxN", `{"version": 1, "n": 29, "fold": "all", ` + shard + `}`, false, "record of n = 29"},
		{"an unknown fold", `{"version": 1, "n": 8, "fold": "half", ` + shard + `}`, false, `unknown fold "half"`},
		{"bad fixed queens", `{"version": 1, "n": 8, "fixed": "z9", "fold": "none", ` + shard + `}`, false, `fixed queens "z9"`},
		{"attacking fixed queens", `{"version": 1, "n": 8, "fixed": "a1,b2", "fold": "none", ` + shard + `}`, false, `fixed queens "a1,b2"`},
		{"folded fixed queens", `{"version": 1, "n": 8, "fixed": "c4", "fold": "all", ` + shard + `}`, false, "break the board's symmetry"},
		{"unique unfolded", `{"version": 1, "n": 8, "fold": "none", "unique": 12, ` + shard + `}`, false, "only folds constellations and all count"},
		{"bad shard text", `{"version": 1, "n": 8, "fold": "all", "shard": "half", "plan": "p"}`, false, `shard "half"`},
		{"a shard past the parts", `{"version": 1, "n": 8, "fold": "all", "shard": "3/2", "plan": "p"}`, false, "shard 3/2 does not exist"},
		{"more finished than there are", `{"version": 1, "n": 8, "fold": "all", "finished": 4, ` + shard + `}`, false, "4 of 3 subproblems finished"},
		{"more unique than solutions", `{"version": 1, "n": 8, "fold": "all", "solutions": 2, "unique": 3, ` + shard + `}`, false, "3 fundamental solutions of 2"},
		{"a negative time", `{"version": 1, "n": 8, "fold": "all", "seconds": -1, ` + shard + `}`, false, "negative"},
	} {
		_, err := ReadShard(strings.NewReader(c.json), c.needUnique)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one that says %q", c.name, err, c.want)
		}
	}
}

func TestReadShardWrapsItsErrors(t *testing.T) {
	whole := encode(t, count(t, board.SquareProblem(6), Options{}), RecordFields{})
	if _, err := ReadShard(bytes.NewReader(whole), false); !errors.Is(err, ErrNotShard) {
		t.Errorf("a whole count: err = %v, want ErrNotShard", err)
	}
	part := encode(t, count(t, board.SquareProblem(6), Options{Shard: Shard{1, 2}}), RecordFields{Shard: true})
	if _, err := ReadShard(bytes.NewReader(part), true); !errors.Is(err, ErrNoUnique) {
		t.Errorf("a shard without unique: err = %v, want ErrNoUnique", err)
	}
}

func FuzzReadRecord(f *testing.F) {
	part, err := Count(context.Background(), board.SquareProblem(7), Options{Shard: Shard{2, 3}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(encode(f, part, allFields))
	for _, seed := range []string{
		`{"version": 1, "n": 8, "fixed": "c4,f2", "fold": "none", "solutions": 3, "attempts": 55}`,
		`{"version": 1, "n": 28, "fold": "all", "unique": 0, "shard": "1/1", "subproblems": 9, "finished": 2, "plan": "p"}`,
		`{"version": 1, "n": 8, "fixed": "00400200", "fold": "none"}`,
		`{"version": 2}`, `{}`, `[]`, `null`, `{"version": 1, "n": -3}`, `{"version": 1, "n": 8, "fold": "all", "shard": "0/0"}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		res, err := rec.Result()
		if err != nil {
			t.Fatalf("ReadRecord accepted %q, whose Result fails: %v", data, err)
		}
		if res.Partial() != (rec.Finished != nil && *rec.Finished < rec.Subproblems) {
			t.Fatalf("%q: partial %v, but the record says %d of %d", data, res.Partial(), res.Finished, res.Subproblems)
		}
		shard := rec.Shard != "" || rec.Plan != "" || rec.Subproblems != 0
		fields := RecordFields{Unique: rec.Unique != nil, Seconds: rec.Seconds != nil, Shard: shard}
		again, err := ReadRecord(bytes.NewReader(encode(t, res, fields)))
		if err != nil {
			t.Fatalf("%q reads as %+v, whose record is refused: %v", data, res, err)
		}
		if back, err := again.Result(); err != nil || back != res {
			t.Fatalf("%q reads as %+v, which reads back as %+v, %v", data, res, back, err)
		}
	})
}
