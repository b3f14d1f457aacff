package count_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
)

// allFields asks for every optional field of a record.
var allFields = count.RecordFields{Unique: true, Seconds: true, Shard: true}

// encode writes the record of res as JSON.
func encode(t testing.TB, res count.Result, fields count.RecordFields) []byte {
	t.Helper()
	data, err := json.Marshal(count.NewRecord(res, fields))
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
	var results []count.Result
	for part := 1; part <= 3; part++ {
		results = append(results, counttest.Count(t, bitcount.FoldAll, board.SquareProblem(11), count.Options{Shard: count.Shard{Part: part, Of: 3}}))
	}
	results = append(results,
		counttest.Count(t, bitcount.FoldNone, board.SquareProblem(8).WithFixed(fixed...), count.Options{Shard: count.Shard{Part: 2, Of: 2}}),
		counttest.Count(t, bitcount.FoldMirror, board.SquareProblem(9), count.Options{Shard: count.Shard{Part: 1, Of: 1}}))
	for _, res := range results {
		fields := allFields
		fields.Unique = res.Method == bitcount.FoldAll
		got, err := count.ReadShard(bytes.NewReader(encode(t, res, fields)), catalog.Methods, fields.Unique)
		if err != nil || got != res {
			t.Errorf("%+v reads back as %+v, %v", res, got, err)
		}
	}
	merged, err := count.Merge(results[:3]...)
	if err != nil || merged.Solutions != 2680 || merged.Unique != 341 {
		t.Errorf("the three parts of n = 11 read back merge to %+v, %v", merged, err)
	}
}

// A whole count's record leaves out what was not asked for, and a
// partial one says how far it got.
func TestRecordFields(t *testing.T) {
	whole := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(8), count.Options{})
	rec := count.NewRecord(whole, count.RecordFields{})
	if rec.Version != count.RecordVersion || rec.Unique != nil || rec.Seconds != nil || rec.Shard != "" || rec.Plan != "" || rec.Finished != nil {
		t.Errorf("a record with no optional fields: %+v", rec)
	}
	back, err := count.ReadRecord(bytes.NewReader(encode(t, whole, count.RecordFields{})), catalog.Methods)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := back.Result(catalog.Methods); err != nil || res.Solutions != 92 || res.Shard != (count.Shard{Part: 1, Of: 1}) || res.Partial() {
		t.Errorf("the whole count of n = 8 reads back as %+v, %v", res, err)
	}
	partial := whole
	partial.Finished = 3
	res, err := count.ReadShard(bytes.NewReader(encode(t, partial, allFields)), catalog.Methods, true)
	if err != nil || res != partial {
		t.Errorf("a partial result %+v reads back as %+v, %v", partial, res, err)
	}
}

func TestReadShardRefuses(t *testing.T) {
	plan := `"plan": "bitboard plan 1: n 8, fold all, 2 rows, 6 subproblems"`
	shard := `"shard": "1/2", "subproblems": 3, ` + plan
	for _, c := range []struct {
		name, json string
		needUnique bool
		want       string
	}{
		{"not JSON", `solutions: 92`, false, "not the JSON of a count record"},
		{"an array", `[{"version": 1}]`, false, "not the JSON of a count record"},
		{"two records", `{"version": 1, "n": 8, "fold": "all", "shard": "1/1", "subproblems": 6, ` + plan + `} {}`, false, "more than one JSON value"},
		{"no version", `{"n": 8, "fold": "all", ` + shard + `}`, false, "record version 0 is unknown"},
		{"a newer version", `{"version": 2, "n": 8, "fold": "all", ` + shard + `}`, false, "record version 2 is unknown"},
		{"a whole count", `{"version": 1, "n": 8, "fold": "all", "solutions": 92}`, false, "not a shard"},
		{"no plan", `{"version": 1, "n": 8, "fold": "all", "shard": "1/2"}`, false, "not a shard"},
		{"no unique count", `{"version": 1, "n": 8, "fold": "all", ` + shard + `}`, true, "no count of fundamental solutions"},
		{"n = 0", `{"version": 1, "n": 0, "fold": "all", ` + shard + `}`, false, "record of n = 0"},
		{"n past count.MaxN", `{"version": 1, "n": 29, "fold": "all", ` + shard + `}`, false, "record of n = 29"},
		{"an unknown fold", `{"version": 1, "n": 8, "fold": "half", ` + shard + `}`, false, `unknown fold "half"`},
		{"bad fixed queens", `{"version": 1, "n": 8, "fixed": "z9", "fold": "none", ` + shard + `}`, false, `fixed queens "z9"`},
		{"attacking fixed queens", `{"version": 1, "n": 8, "fixed": "a1,b2", "fold": "none", ` + shard + `}`, false, `fixed queens "a1,b2"`},
		{"folded fixed queens", `{"version": 1, "n": 8, "fixed": "c4", "fold": "all", ` + shard + `}`, false, "break the board's symmetry"},
		{"unique unfolded", `{"version": 1, "n": 8, "fold": "none", "unique": 12, ` + shard + `}`, false, "only folds halves, constellations and all count"},
		{"bad shard text", `{"version": 1, "n": 8, "fold": "all", "shard": "half", ` + plan + `}`, false, `shard "half"`},
		{"a shard past the parts", `{"version": 1, "n": 8, "fold": "all", "shard": "3/2", ` + plan + `}`, false, "shard 3/2 does not exist"},
		{"more finished than there are", `{"version": 1, "n": 8, "fold": "all", "finished": 4, ` + shard + `}`, false, "4 of 3 subproblems finished"},
		{"more unique than solutions", `{"version": 1, "n": 8, "fold": "all", "solutions": 2, "unique": 3, ` + shard + `}`, false, "3 fundamental solutions of 2"},
		{"a negative time", `{"version": 1, "n": 8, "fold": "all", "seconds": -1, ` + shard + `}`, false, "negative"},
		// A record relabelled by hand no longer matches the plan it names.
		{"another n than its plan's", `{"version": 1, "n": 9, "fold": "all", ` + shard + `}`, false, "n 9 does not match its plan"},
		{"fixed queens its plan has not", `{"version": 1, "n": 8, "fixed": "c4", "fold": "none", "shard": "1/2", "subproblems": 3, "plan": "bitboard plan 1: n 8, fold none, 2 rows, 6 subproblems"}`, false, "fixed queens c4 does not match its plan"},
		{"another fold than its plan's", `{"version": 1, "n": 8, "fold": "none", ` + shard + `}`, false, `fold none does not match its plan "bitboard plan 1: n 8, fold all, 2 rows, 6 subproblems", which has all`},
		{"more subproblems than its part of the plan", `{"version": 1, "n": 8, "fold": "all", "shard": "1/2", "subproblems": 4, ` + plan + `}`, false, "subproblems 4 does not match its plan"},
		{"a plan of tasks past counting", `{"version": 1, "n": 8, "fold": "all", "shard": "1/2", "subproblems": 3, "plan": "bitboard plan 1: n 8, fold all, 2 rows, 99999999999999999999 subproblems"}`, false, "is not one this program makes"},
		{"a plan named as no plan is", `{"version": 1, "n": 8, "fold": "all", "shard": "1/2", "subproblems": 3, "plan": "bitboard plan 1: n 8, all"}`, false, `plan "bitboard plan 1: n 8, all" is not one this program makes`},
	} {
		_, err := count.ReadShard(strings.NewReader(c.json), catalog.Methods, c.needUnique)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one that says %q", c.name, err, c.want)
		}
	}
	// Fixed queens can leave a plan no task, and each shard none.
	empty := `{"version": 1, "n": 8, "fixed": "a1", "fold": "halves", "shard": "1/2", "plan": "bitboard plan 1: n 8 fixed a1, fold halves, 0 rows, 0 subproblems"}`
	if _, err := count.ReadShard(strings.NewReader(empty), catalog.Methods, false); err != nil {
		t.Errorf("a shard of a plan of no task: %v", err)
	}
}

func TestReadShardWrapsItsErrors(t *testing.T) {
	whole := encode(t, counttest.Count(t, bitcount.FoldAll, board.SquareProblem(6), count.Options{}), count.RecordFields{})
	if _, err := count.ReadShard(bytes.NewReader(whole), catalog.Methods, false); !errors.Is(err, count.ErrNotShard) {
		t.Errorf("a whole count: err = %v, want count.ErrNotShard", err)
	}
	part := encode(t, counttest.Count(t, bitcount.FoldAll, board.SquareProblem(6), count.Options{Shard: count.Shard{Part: 1, Of: 2}}), count.RecordFields{Shard: true})
	if _, err := count.ReadShard(bytes.NewReader(part), catalog.Methods, true); !errors.Is(err, count.ErrNoUnique) {
		t.Errorf("a shard without unique: err = %v, want count.ErrNoUnique", err)
	}
	var checkpoint bytes.Buffer
	counttest.Count(t, bitcount.FoldAll, board.SquareProblem(6), count.Options{Shard: count.Shard{Part: 1, Of: 2},
		Save: func(cp *count.Checkpoint) error { checkpoint.Reset(); return cp.WriteJSON(&checkpoint) }})
	if _, err := count.ReadShard(&checkpoint, catalog.Methods, false); !errors.Is(err, count.ErrCheckpoint) {
		t.Errorf("a checkpoint: err = %v, want count.ErrCheckpoint", err)
	}
}

func FuzzReadRecord(f *testing.F) {
	part, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(7), count.Options{Shard: count.Shard{Part: 2, Of: 3}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(encode(f, part, allFields))
	for _, seed := range []string{
		`{"version": 1, "n": 8, "fixed": "c4,f2", "fold": "none", "solutions": 3, "attempts": 55}`,
		`{"version": 1, "n": 28, "fold": "all", "unique": 0, "shard": "1/1", "subproblems": 9, "finished": 2, "plan": "bitboard plan 1: n 28, fold all, 2 rows, 9 subproblems"}`,
		`{"version": 1, "n": 8, "fixed": "00400200", "fold": "none"}`,
		`{"version": 2}`, `{}`, `[]`, `null`, `{"version": 1, "n": -3}`, `{"version": 1, "n": 8, "fold": "all", "shard": "0/0"}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := count.ReadRecord(bytes.NewReader(data), catalog.Methods)
		if err != nil {
			return
		}
		res, err := rec.Result(catalog.Methods)
		if err != nil {
			t.Fatalf("ReadRecord accepted %q, whose Result fails: %v", data, err)
		}
		if res.Partial() != (rec.Finished != nil && *rec.Finished < rec.Subproblems) {
			t.Fatalf("%q: partial %v, but the record says %d of %d", data, res.Partial(), res.Finished, res.Subproblems)
		}
		shard := rec.Shard != "" || rec.Plan != "" || rec.Subproblems != 0
		fields := count.RecordFields{Unique: rec.Unique != nil, Seconds: rec.Seconds != nil, Shard: shard}
		again, err := count.ReadRecord(bytes.NewReader(encode(t, res, fields)), catalog.Methods)
		if err != nil {
			t.Fatalf("%q reads as %+v, whose record is refused: %v", data, res, err)
		}
		if back, err := again.Result(catalog.Methods); err != nil || back != res {
			t.Fatalf("%q reads as %+v, which reads back as %+v, %v", data, res, back, err)
		}
	})
}

// FuzzMerge reads two shards of a count, as queens count -merge does, and
// merges them: no record panics the merge, and a merged count is never
// smaller than a part of it, as a sum that wrapped past 2^64 would be.
func FuzzMerge(f *testing.F) {
	for part := 1; part <= 2; part++ {
		res := counttest.Count(f, bitcount.FoldAll, board.SquareProblem(7), count.Options{Shard: count.Shard{Part: part, Of: 2}})
		f.Add(encode(f, res, count.RecordFields{Unique: true, Shard: true}), []byte(nil))
	}
	first := counttest.Count(f, bitcount.FoldAll, board.SquareProblem(7), count.Options{Shard: count.Shard{Part: 1, Of: 2}})
	second := counttest.Count(f, bitcount.FoldAll, board.SquareProblem(7), count.Options{Shard: count.Shard{Part: 2, Of: 2}})
	f.Add(encode(f, first, count.RecordFields{Shard: true}), encode(f, second, count.RecordFields{Shard: true}))
	// Parts whose sum wrapped past 2^64 were once merged into a count
	// smaller than either.
	first.Solutions, second.Solutions = 1<<64-1, 1<<64-1
	f.Add(encode(f, first, count.RecordFields{Shard: true}), encode(f, second, count.RecordFields{Shard: true}))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		var parts []count.Result
		for _, data := range [][]byte{a, b} {
			if len(data) == 0 {
				continue
			}
			res, err := count.ReadShard(bytes.NewReader(data), catalog.Methods, false)
			if err != nil {
				return
			}
			parts = append(parts, res)
		}
		if len(parts) == 0 {
			return
		}
		whole, err := count.Merge(parts...)
		if err != nil {
			return
		}
		for _, p := range parts {
			if whole.Solutions < p.Solutions || whole.Attempts < p.Attempts || whole.Unique < p.Unique {
				t.Fatalf("merged %+v into %+v, which is smaller than a part", parts, whole)
			}
		}
	})
}
