package count

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"time"
)

// CheckpointVersion is the version of the checkpoint format that
// [Checkpoint.WriteJSON] writes and [ReadCheckpoint] reads. The count a
// checkpoint belongs to travels inside it as a [Record], which has a
// version of its own.
const CheckpointVersion = 1

// SaveEvery is the shortest time between two saves of a checkpoint while
// its count runs; see [Options.Save].
const SaveEvery = time.Second

// Errors that [Count] wraps when a checkpoint does not fit its count, for a
// caller to say what to do instead.
var (
	// ErrOtherCount says that the checkpoint belongs to another count:
	// another board, method, fixed queens or shard.
	ErrOtherCount = errors.New("the checkpoint is of another count")
	// ErrOtherPlan says that the checkpoint belongs to this count, but was
	// written by a program that splits it in other tasks.
	ErrOtherPlan = errors.New("the checkpoint was written with another plan")
)

// A Checkpoint is the finished part of one count, task by task: a count
// is its shard's ordered list of the plan's tasks (its subproblems), and
// a checkpoint says "task i finished with this tally" for each task
// finished, numbering the tasks of its shard. Given to
// [Count] in [Options.Checkpoint], it makes the count skip the tasks it
// holds and add the tasks the count finishes, so a count that is stopped
// and resumed, any number of times, ends with the very numbers of one that
// ran without a break: the sums of the same tallies.
//
// The zero Checkpoint holds no task and belongs to no count yet; the first
// Count it is given to makes it that count's. Once every task is finished
// it holds the whole result, and a Count given it again counts nothing and
// returns that result at once.
type Checkpoint struct {
	// count is the count the checkpoint belongs to (N, Fixed, Method,
	// Shard, Plan, Subproblems) with the sums of its finished tasks, and,
	// in Seconds, the time spent counting them.
	count Result
	// done holds the tally of every finished task, by the task's index.
	done map[int]Tally
}

// Result returns the count's result so far: the sums over the finished
// tasks, and a partial result until every task is finished. It holds no
// fundamental count of a [Burnside] method, which [Count] adds to the
// whole.
func (c *Checkpoint) Result() Result {
	return c.count
}

// begin makes the zero checkpoint that of the count named by id (its N,
// Fixed, Method, Shard, Plan and Subproblems), or checks that the
// checkpoint already is.
func (c *Checkpoint) begin(id Result) error {
	if c.done == nil {
		c.count = id
		c.count.Finished = 0
		c.done = make(map[int]Tally)
		return nil
	}
	have := c.count
	switch {
	case have.N != id.N || have.Fixed != id.Fixed || have.Method.Name() != id.Method.Name() || have.Shard != id.Shard:
		return fmt.Errorf("%w: %s, not %s", ErrOtherCount, have.describe(), id.describe())
	case have.Plan != id.Plan || have.Subproblems != id.Subproblems:
		return fmt.Errorf("%w (%q), not with this program's (%q)", ErrOtherPlan, have.Plan, id.Plan)
	}
	return nil
}

// describe names the count a result is of, calling its method its fold
// as the command line does: "n = 8, fold none, c4,f2 fixed, part 1/2".
func (r Result) describe() string {
	what := fmt.Sprintf("n = %d, fold %s", r.N, r.Method.Name())
	if r.Fixed != "" {
		what += ", " + r.Fixed + " fixed"
	}
	return what + ", part " + r.Shard.String()
}

// finish records that task i finished with tally t. The fundamental
// solutions count only where the count finds them, as in a Result.
func (c *Checkpoint) finish(i int, t Tally) {
	if !countsUnique(c.count) {
		t.Unique = 0
	}
	c.done[i] = t
	c.count.Finished++
	c.count.Solutions += t.Solutions
	c.count.Unique += t.Unique
	c.count.Attempts += t.Attempts
}

// checkpointFile is the JSON form of a checkpoint: the count's record,
// with its sums so far, and one [task, solutions, unique, attempts] for
// every finished task, in the order of the tasks.
type checkpointFile struct {
	Version int         `json:"version"`
	Count   Record      `json:"count"`
	Done    [][4]uint64 `json:"done"`
}

// WriteJSON writes the checkpoint as JSON, one finished task a line.
func (c *Checkpoint) WriteJSON(w io.Writer) error {
	head, err := json.Marshal(c.record())
	if err != nil {
		return err
	}
	// A bufio.Writer keeps the first error and refuses the rest, so the
	// prints are checked once, by Flush.
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "{\n  \"version\": %d,\n  \"count\": %s,\n  \"done\": [", CheckpointVersion, head)
	sep := "\n"
	for i := range c.count.Subproblems {
		if t, ok := c.done[i]; ok {
			fmt.Fprintf(bw, "%s    [%d, %d, %d, %d]", sep, i, t.Solutions, t.Unique, t.Attempts)
			sep = ",\n"
		}
	}
	fmt.Fprint(bw, "\n  ]\n}\n")
	return bw.Flush()
}

// record is the checkpoint's count as a Record: with its shard and plan,
// its time, and the fundamental solutions where its method counts them.
func (c *Checkpoint) record() Record {
	return NewRecord(c.count, RecordFields{Unique: countsUnique(c.count), Seconds: true, Shard: true})
}

// ReadCheckpoint reads a checkpoint written by [Checkpoint.WriteJSON] and
// checks that it is whole: a known version, a valid record of a shard and
// plan by one of the methods, tasks that exist, each given once and in
// order, as many as the record says are finished, and tallies that add up
// to the record's sums. A file cut short or changed by hand fails one of
// these.
func ReadCheckpoint(r io.Reader, methods Methods) (*Checkpoint, error) {
	var file checkpointFile
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&file); err != nil {
		return nil, fmt.Errorf("not a whole checkpoint: %v", err)
	}
	if dec.More() {
		return nil, errors.New("not a checkpoint: more than one JSON value")
	}
	if file.Version != CheckpointVersion {
		return nil, fmt.Errorf("checkpoint version %d is unknown: this program reads version %d", file.Version, CheckpointVersion)
	}
	count, err := file.count(methods)
	if err != nil {
		return nil, err
	}
	c := &Checkpoint{count: count, done: make(map[int]Tally, len(file.Done))}
	if err := c.fill(file.Done); err != nil {
		return nil, err
	}
	return c, nil
}

// count checks the record of the file's count and returns it with nothing
// finished yet, for fill to add the tasks to.
func (file checkpointFile) count(methods Methods) (Result, error) {
	rec := file.Count
	res, err := rec.Result(methods)
	switch {
	case err != nil:
		return Result{}, fmt.Errorf("the checkpoint's count: %v", err)
	case rec.Shard == "" || rec.Plan == "" || rec.Seconds == nil:
		return Result{}, errors.New("the checkpoint's count names no shard, plan or time")
	case (rec.Unique != nil) != countsUnique(res):
		return Result{}, fmt.Errorf("the checkpoint's count of fold %s should have a count of fundamental solutions exactly when its fold counts them task by task on an empty board", res.Method.Name())
	}
	return res, nil
}

// fill adds the finished tasks to c, whose count holds the sums that they
// must add up to.
func (c *Checkpoint) fill(done [][4]uint64) error {
	want := c.count
	c.count.Finished, c.count.Solutions, c.count.Unique, c.count.Attempts = 0, 0, 0, 0
	var overflow uint64
	for k, task := range done {
		i := task[0]
		switch {
		case i >= uint64(c.count.Subproblems):
			return fmt.Errorf("the checkpoint's task %d does not exist: the count has %d", i, c.count.Subproblems)
		case k > 0 && i <= done[k-1][0]:
			return fmt.Errorf("the checkpoint's task %d comes after task %d: tasks are listed once, in order", i, done[k-1][0])
		case !countsUnique(c.count) && task[2] != 0:
			return fmt.Errorf("the checkpoint's task %d counts fundamental solutions, which its count does not", i)
		}
		overflow |= addCarry(&c.count.Solutions, task[1]) | addCarry(&c.count.Unique, task[2]) | addCarry(&c.count.Attempts, task[3])
		c.done[int(i)] = Tally{Solutions: task[1], Unique: task[2], Attempts: task[3]}
		c.count.Finished++
	}
	got := c.count
	switch {
	case overflow != 0:
		return errors.New("the checkpoint's tallies add up past 64 bits")
	case got.Finished != want.Finished:
		return fmt.Errorf("the checkpoint lists %d finished tasks, but its count says %d", got.Finished, want.Finished)
	case got.Solutions != want.Solutions || got.Unique != want.Unique || got.Attempts != want.Attempts:
		return fmt.Errorf("the checkpoint's tasks add up to %d solutions, %d unique, %d attempts, but its count says %d, %d, %d",
			got.Solutions, got.Unique, got.Attempts, want.Solutions, want.Unique, want.Attempts)
	}
	return nil
}

// addCarry adds x to *sum and returns the carry out of 64 bits: 1 when
// the sum overflowed.
func addCarry(sum *uint64, x uint64) uint64 {
	var carry uint64
	*sum, carry = bits.Add64(*sum, x, 0)
	return carry
}

// todo returns the indices of the tasks not finished yet, in order.
func (c *Checkpoint) todo() []int {
	var todo []int
	for i := range c.count.Subproblems {
		if _, done := c.done[i]; !done {
			todo = append(todo, i)
		}
	}
	return todo
}

// countsUnique reports whether the tallies of a count's tasks count the
// fundamental solutions: by a method that counts them task by task (not
// a [Burnside] one), of a board with no fixed queens.
func countsUnique(r Result) bool {
	_, burnside := r.Method.(Burnside)
	return r.Method.About().Unique && r.Fixed == "" && !burnside
}
