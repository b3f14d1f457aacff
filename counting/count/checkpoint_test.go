package count_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
)

// saved is a Save that keeps the bytes of every checkpoint saved.
type saved struct{ files [][]byte }

func (s *saved) save(c *count.Checkpoint) error {
	var buf bytes.Buffer
	if err := c.WriteJSON(&buf); err != nil {
		return err
	}
	s.files = append(s.files, buf.Bytes())
	return nil
}

// last reads back the last checkpoint saved.
func (s *saved) last(t *testing.T) *count.Checkpoint {
	t.Helper()
	if len(s.files) == 0 {
		t.Fatal("no checkpoint was saved")
	}
	c, err := count.ReadCheckpoint(bytes.NewReader(s.files[len(s.files)-1]), catalog.Methods)
	if err != nil {
		t.Fatalf("the checkpoint saved does not read back: %v\n%s", err, s.files[len(s.files)-1])
	}
	return c
}

// interrupted counts p with m from the checkpoint c, saving to s, and
// cancels the count once more than more further tasks are finished. It
// returns the checkpoint read back from the last save, as a resumed count
// would read it from its file.
func interrupted(t *testing.T, m count.Method, p board.Problem, opt count.Options, c *count.Checkpoint, more int) *count.Checkpoint {
	t.Helper()
	var s saved
	before := c.Result().Finished
	ctx, report := cancelAt(func(p count.Progress) bool { return p.Finished > before+more })
	opt.Checkpoint, opt.Save, opt.Progress = c, s.save, report
	res, err := count.Count(ctx, m, p, opt)
	if !errors.Is(err, context.Canceled) || !res.Partial() || res.Finished <= before+more {
		t.Fatalf("interrupted count: %d of %d finished, err = %v; want more than %d, and context.Canceled", res.Finished, res.Subproblems, err, before+more)
	}
	back := s.last(t)
	if got := back.Result(); got != res {
		t.Fatalf("the last checkpoint saved holds %+v; the count returned %+v", got, res)
	}
	return back
}

// A count interrupted twice and resumed from its saved checkpoints ends
// with the numbers of a count that ran without a break. With several
// workers the subproblems finish out of order, so the checkpoints hold
// gaps.
func TestResumedCountIsTheSame(t *testing.T) {
	c5, err := board.ParseFixed("c5", 10, 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m   count.Method
		p   board.Problem
		opt count.Options
	}{
		{bitcount.FoldAll, board.SquareProblem(14), count.Options{Workers: 3}},
		{bitcount.FoldMirror, board.SquareProblem(12), count.Options{Workers: 2, Shard: count.Shard{Part: 2, Of: 3}}},
		{bitcount.FoldNone, board.SquareProblem(10).WithFixed(c5...), count.Options{Workers: 1}},
		// The join's fundamental count comes at the end, from the
		// total the checkpoints kept.
		{halves.Method{}, board.SquareProblem(13), count.Options{Workers: 2}},
	} {
		want := counttest.Count(t, c.m, c.p, c.opt)
		cp := interrupted(t, c.m, c.p, c.opt, new(count.Checkpoint), 5)
		cp = interrupted(t, c.m, c.p, c.opt, cp, 5)
		var s saved
		opt := c.opt
		opt.Checkpoint, opt.Save = cp, s.save
		got := counttest.Count(t, c.m, c.p, opt)
		last := s.last(t).Result()
		if b, ok := c.m.(count.Burnside); ok {
			// The checkpoint keeps the sums of the tasks; the whole
			// count adds the fundamental one and its attempts.
			unique, attempts, err := b.Fundamental(last.N, last.Solutions)
			if err != nil || last.Unique != 0 {
				t.Fatalf("%v: the checkpoint holds %d fundamental solutions, and its total gives %v", c.p, last.Unique, err)
			}
			last.Unique, last.Attempts = unique, last.Attempts+attempts
		}
		if got.Seconds <= 0 || last != got {
			t.Errorf("%v %+v: the result %+v is not the one saved last, %+v", c.p, c.opt, got, last)
		}
		got.Seconds = want.Seconds
		if got != want {
			t.Errorf("%v %+v: resumed twice, %+v; without a break, %+v", c.p, c.opt, got, want)
		}
	}
}

// A finished checkpoint holds the whole result: counting from it again
// counts nothing and saves nothing.
func TestFinishedCheckpointCountsNothing(t *testing.T) {
	var s saved
	whole := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(10), count.Options{Checkpoint: new(count.Checkpoint), Save: s.save})
	if len(s.files) != 1 {
		t.Fatalf("a count that takes less than %v saved %d times; want once, at the end", count.SaveEvery, len(s.files))
	}
	again := s.last(t)
	var reports []count.Progress
	res := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(10), count.Options{Checkpoint: again, Save: s.save, Progress: func(p count.Progress) { reports = append(reports, p) }})
	if len(s.files) != 1 || res.Seconds < whole.Seconds || len(reports) != 1 {
		t.Errorf("counting a finished checkpoint again saved %d times more and made %d reports, result %+v", len(s.files)-1, len(reports), res)
	}
	res.Seconds = whole.Seconds
	if res != whole || reports[0] != (count.Progress{Finished: whole.Subproblems, Subproblems: whole.Subproblems, Attempts: whole.Attempts}) {
		t.Errorf("the finished checkpoint gives %+v and reports %+v; the count was %+v", res, reports[0], whole)
	}
}

// A new checkpoint is saved even when the count stops before any
// subproblem finishes, and going on from it counts the whole.
func TestNewCheckpointIsSaved(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var s saved
	if _, err := count.Count(ctx, bitcount.FoldAll, board.SquareProblem(9), count.Options{Checkpoint: new(count.Checkpoint), Save: s.save}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled count: err = %v", err)
	}
	empty := s.last(t)
	if res := empty.Result(); res.Finished != 0 || res.Subproblems == 0 || res.Plan == "" {
		t.Errorf("a checkpoint saved before anything finished: %+v", res)
	}
	if res := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(9), count.Options{Checkpoint: empty}); res.Solutions != 352 || res.Partial() {
		t.Errorf("the count that goes on from it: %+v", res)
	}
}

// A save that fails stops the count, and Count returns its error.
func TestCountStopsWhenASaveFails(t *testing.T) {
	full := errors.New("no space left on device")
	saves := 0
	save := func(*count.Checkpoint) error {
		saves++
		return full
	}
	res, err := count.Count(context.Background(), bitcount.FoldAll, board.SquareProblem(9), count.Options{Checkpoint: new(count.Checkpoint), Save: save})
	if !errors.Is(err, full) || saves != 1 {
		t.Errorf("a count whose save fails: %+v, err = %v after %d saves; want the save's error after one", res, err, saves)
	}
}

// checkpointOf returns the finished checkpoint of a count.
func checkpointOf(t testing.TB, m count.Method, p board.Problem, opt count.Options) *count.Checkpoint {
	t.Helper()
	opt.Checkpoint = new(count.Checkpoint)
	if _, err := count.Count(context.Background(), m, p, opt); err != nil {
		t.Fatal(err)
	}
	return opt.Checkpoint
}

// jsonOf writes a checkpoint as JSON.
func jsonOf(t testing.TB, c *count.Checkpoint) string {
	t.Helper()
	var buf strings.Builder
	if err := c.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestCountRefusesAnotherCountsCheckpoint(t *testing.T) {
	eight := board.SquareProblem(8)
	for _, c := range []countCase{
		{"another n", bitcount.FoldAll, board.SquareProblem(9), count.Options{}},
		{"another fold", bitcount.FoldMirror, eight, count.Options{}},
		{"another shard", bitcount.FoldAll, eight, count.Options{Shard: count.Shard{Part: 1, Of: 2}}},
		{"fixed queens", bitcount.FoldNone, eight.WithFixed(board.Square{Row: 0, Col: 0}), count.Options{}},
	} {
		c.opt.Checkpoint = checkpointOf(t, bitcount.FoldAll, eight, count.Options{})
		_, err := count.Count(context.Background(), c.m, c.p, c.opt)
		if !errors.Is(err, count.ErrOtherCount) || !strings.Contains(err.Error(), "n = 8, fold all, part 1/1") {
			t.Errorf("%s: err = %v, want ErrOtherCount naming the checkpoint's count", c.name, err)
		}
	}
	// A checkpoint whose plan is another version's.
	text := strings.Replace(jsonOf(t, checkpointOf(t, bitcount.FoldAll, eight, count.Options{})), "bitboard plan 1", "bitboard plan 0", 1)
	old, err := count.ReadCheckpoint(strings.NewReader(text), catalog.Methods)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := count.Count(context.Background(), bitcount.FoldAll, eight, count.Options{Checkpoint: old}); !errors.Is(err, count.ErrOtherPlan) {
		t.Errorf("a checkpoint of another plan: err = %v, want ErrOtherPlan", err)
	}
}

// A checkpoint cut short anywhere is refused, as is one changed by hand
// in any of the ways its reader checks.
func TestReadCheckpointRefuses(t *testing.T) {
	partial := jsonOf(t, interrupted(t, bitcount.FoldAll, board.SquareProblem(12), count.Options{Workers: 2}, new(count.Checkpoint), 3))
	for cut := range len(strings.TrimSpace(partial)) {
		if _, err := count.ReadCheckpoint(strings.NewReader(partial[:cut]), catalog.Methods); err == nil {
			t.Fatalf("the checkpoint cut after %d bytes was accepted:\n%s", cut, partial[:cut])
		}
	}
	fixed := jsonOf(t, checkpointOf(t, bitcount.FoldNone, board.SquareProblem(5).WithFixed(board.Square{Row: 0, Col: 0}), count.Options{}))
	whole := jsonOf(t, checkpointOf(t, bitcount.FoldAll, board.SquareProblem(6), count.Options{}))
	for _, c := range []struct {
		name, text, old, new, want string
	}{
		{"another version", whole, `"version": 1,`, `"version": 2,`, "checkpoint version 2 is unknown"},
		{"another record version", whole, `{"version":1,`, `{"version":2,`, "record version 2 is unknown"},
		{"an unknown field", whole, `"done"`, `"extra": 1, "done"`, "unknown field"},
		{"two values", whole, "}\n", "}\n{}", "more than one JSON value"},
		// Of two values of a key, JSON readers keep the last.
		{"no plan", whole, `"},`, `","plan":""},`, "names no shard, plan or time"},
		{"no time", whole, `"},`, `","seconds":null},`, "names no shard, plan or time"},
		{"no unique count", whole, `"},`, `","unique":null},`, "should have a count of fundamental solutions"},
		{"a changed tally", whole, "[0, 0, 0, ", "[0, 1, 0, ", "add up to 5 solutions"},
		{"a changed sum", whole, `"solutions":4`, `"solutions":5`, "but its count says 5"},
		{"a task twice", whole, "[1, ", "[0, ", "comes after task 0"},
		{"a task past the end", whole, "[5, ", "[99, ", "task 99 does not exist"},
		{"more tasks than finished", whole, `"},`, `","finished":1},`, "lists 12 finished tasks, but its count says 1"},
		{"a unique count unfolded", fixed, "[0, 1, 0, ", "[0, 1, 1, ", "counts fundamental solutions"},
		{"an overflow", whole, "[0, 0, 0, ", "[0, 18446744073709551615, 0, ", "past 64 bits"},
	} {
		if !strings.Contains(c.text, c.old) {
			t.Fatalf("%s: %q is not in\n%s", c.name, c.old, c.text)
		}
		_, err := count.ReadCheckpoint(strings.NewReader(strings.Replace(c.text, c.old, c.new, 1)), catalog.Methods)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want one that says %q", c.name, err, c.want)
		}
	}
}

func FuzzReadCheckpoint(f *testing.F) {
	whole := jsonOf(f, checkpointOf(f, bitcount.FoldAll, board.SquareProblem(7), count.Options{}))
	ctx, cancel := context.WithCancel(context.Background())
	part := &count.Checkpoint{}
	_, _ = count.Count(ctx, bitcount.FoldMirror, board.SquareProblem(9), count.Options{Workers: 1, Shard: count.Shard{Part: 1, Of: 2}, Checkpoint: part,
		Progress: func(p count.Progress) {
			if p.Finished == 3 {
				cancel()
			}
		}})
	for _, seed := range []string{
		whole, jsonOf(f, part), whole[:len(whole)/2], `{}`, `null`, `[]`,
		jsonOf(f, checkpointOf(f, bitcount.FoldNone, board.SquareProblem(6).WithFixed(board.Square{Row: 1, Col: 3}), count.Options{})),
		`{"version": 1, "count": {"version": 1, "n": 1, "fold": "all", "unique": 1, "solutions": 1, "attempts": 1, "seconds": 0, "shard": "1/1", "subproblems": 1, "plan": "bitboard plan 1: n 1, fold all, 0 rows, 1 subproblems"}, "done": [[0, 1, 1, 1]]}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := count.ReadCheckpoint(bytes.NewReader(data), catalog.Methods)
		if err != nil {
			return
		}
		// What was read writes out as a checkpoint that reads back the
		// same, and writes out the same again.
		text := jsonOf(t, c)
		back, err := count.ReadCheckpoint(strings.NewReader(text), catalog.Methods)
		if err != nil {
			t.Fatalf("%q reads as a checkpoint that writes out as\n%s\nwhich is refused: %v", data, text, err)
		}
		if back.Result() != c.Result() || jsonOf(t, back) != text {
			t.Fatalf("%q reads back as %+v, then %+v", data, c.Result(), back.Result())
		}
	})
}
