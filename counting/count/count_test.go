package count_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/count/counttest"
	"github.com/queensbook/queens/puzzle/board"
)

// A countCase is a count that a test makes, and the name the test gives it.
type countCase struct {
	name string
	m    count.Method
	p    board.Problem
	opt  count.Options
}

func TestCountRefuses(t *testing.T) {
	c4 := []board.Square{{Row: 3, Col: 2}}
	for _, c := range []countCase{
		{"empty board", bitcount.FoldAll, board.SquareProblem(0), count.Options{}},
		{"past MaxN", bitcount.FoldAll, board.SquareProblem(count.MaxN + 1), count.Options{}},
		{"rectangle", bitcount.FoldAll, board.Problem{Rows: 6, Cols: 8}, count.Options{}},
		{"refused by the method", bitcount.FoldAll, board.SquareProblem(8).WithFixed(c4...), count.Options{}},
		{"attacking fixed queens", bitcount.FoldNone, board.SquareProblem(8).WithFixed(board.Square{Row: 0, Col: 0}, board.Square{Row: 1, Col: 1}), count.Options{}},
		{"shard 0", bitcount.FoldAll, board.SquareProblem(8), count.Options{Shard: count.Shard{Part: 0, Of: 3}}},
		{"shard past the parts", bitcount.FoldAll, board.SquareProblem(8), count.Options{Shard: count.Shard{Part: 4, Of: 3}}},
	} {
		if _, err := count.Count(context.Background(), c.m, c.p, c.opt); err == nil {
			t.Errorf("%s: Count accepted %v with %+v", c.name, c.p, c.opt)
		}
	}
}

func TestCountStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := count.Count(ctx, bitcount.FoldAll, board.SquareProblem(12), count.Options{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled count: err = %v, want context.Canceled", err)
	}
	if !res.Partial() || res.Finished != 0 || res.Attempts != 0 || res.Subproblems == 0 {
		t.Errorf("a count cancelled before it starts: %+v; want nothing finished of its subproblems", res)
	}
}

func TestCountReportsProgress(t *testing.T) {
	var reports []count.Progress
	res := counttest.Count(t, bitcount.FoldAll, board.SquareProblem(10), count.Options{Workers: 3, Progress: func(p count.Progress) {
		reports = append(reports, p)
	}})
	if len(reports) < res.Subproblems+1 {
		t.Fatalf("%d progress reports for %d subproblems; want one at the start and one a subproblem", len(reports), res.Subproblems)
	}
	if first := reports[0]; first != (count.Progress{Subproblems: res.Subproblems}) {
		t.Errorf("first report %+v, want nothing done of %d subproblems", first, res.Subproblems)
	}
	for i, p := range reports[1:] {
		if before := reports[i]; p.Finished < before.Finished || p.Finished > before.Finished+1 || p.Attempts < before.Attempts {
			t.Errorf("progress went from %+v to %+v", before, p)
		}
	}
	if last := reports[len(reports)-1]; last != (count.Progress{Finished: res.Subproblems, Subproblems: res.Subproblems, Attempts: res.Attempts}) {
		t.Errorf("last report %+v; the count ended with %d subproblems and %d attempts", last, res.Subproblems, res.Attempts)
	}
}

// cancelAt returns a context and a progress report that cancels it once
// the report says stop.
func cancelAt(stop func(count.Progress) bool) (context.Context, func(count.Progress)) {
	ctx, cancel := context.WithCancel(context.Background())
	return ctx, func(p count.Progress) {
		if stop(p) {
			cancel()
		}
	}
}

// finishedTasks reads the finished tasks of a checkpoint, as
// [task, solutions, unique, attempts] each, in order.
func finishedTasks(t *testing.T, c *count.Checkpoint) [][4]uint64 {
	t.Helper()
	var file struct{ Done [][4]uint64 }
	if err := json.Unmarshal([]byte(jsonOf(t, c)), &file); err != nil {
		t.Fatal(err)
	}
	return file.Done
}

// With one worker the tasks finish in the plan's order, so an interrupted
// count must hold exactly the first Finished of them, each with the tally
// it has in a count that ran to the end.
func TestInterruptedCountHoldsTheFinishedTasks(t *testing.T) {
	p := board.SquareProblem(16)
	ctx, report := cancelAt(func(p count.Progress) bool { return p.Finished >= 10 })
	part := new(count.Checkpoint)
	res, err := count.Count(ctx, bitcount.FoldAll, p, count.Options{Workers: 1, Progress: report, Checkpoint: part})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled; result %+v", err, res)
	}
	if !res.Partial() || res.Finished < 10 || res.Subproblems != 871 {
		t.Fatalf("%d of %d subproblems finished; want a partial count of at least 10 of 871", res.Finished, res.Subproblems)
	}
	whole := finishedTasks(t, checkpointOf(t, bitcount.FoldAll, p, count.Options{}))
	got := finishedTasks(t, part)
	if !slices.Equal(got, whole[:res.Finished]) {
		t.Errorf("the interrupted count holds the tasks\n%v\nwant the first %d of the whole count's", got, res.Finished)
	}
}

// stalled is a method whose plan of two tasks finishes the first, with 5
// attempts, and in the second tells of 7 attempts and then waits for the
// count to stop: an interrupted count has made 7 attempts that no
// finished task holds.
type stalled struct{}

func (stalled) Name() string                                            { return "stalled" }
func (stalled) About() count.About                                      { return count.About{Attempts: "steps"} }
func (stalled) Check(board.Problem) error                               { return nil }
func (stalled) Plan(context.Context, board.Problem) (count.Plan, error) { return stalledPlan{}, nil }

type stalledPlan struct{}

func (stalledPlan) Split() string { return "two tasks" }
func (stalledPlan) Tasks() int    { return 2 }

func (stalledPlan) Count(ctx context.Context, w count.Worker) {
	for {
		task, ok := w.Next()
		if !ok {
			return
		}
		if task == 0 {
			w.Attempted(5)
			w.Done(0, count.Tally{Attempts: 5})
			continue
		}
		w.Attempted(7)
		<-ctx.Done()
		return
	}
}

// An interrupted count tells the attempts made in the tasks it left
// unfinished apart from those of the tasks it finished.
func TestInterruptedCountTellsTheAbandonedAttempts(t *testing.T) {
	ctx, report := cancelAt(func(p count.Progress) bool { return p.Attempts == 12 })
	res, err := count.Count(ctx, stalled{}, board.SquareProblem(4), count.Options{Workers: 1, Progress: report})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if res.Finished != 1 || res.Attempts != 5 || res.Abandoned != 7 {
		t.Errorf("finished %d tasks with %d attempts, %d abandoned; want 1 with 5, and 7 abandoned", res.Finished, res.Attempts, res.Abandoned)
	}
}
