package count

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// RecordVersion is the version of the record format that [NewRecord]
// writes and [ReadRecord] reads. It changes whenever a field changes its
// meaning, so that an old or a newer record is refused rather than misread.
const RecordVersion = 1

// Record is the JSON form of a [Result], as a shard writes it for [Merge]
// to add up later, perhaps on another machine. The optional fields are
// there when [RecordFields] asked for them.
type Record struct {
	// Version is the format's version, RecordVersion.
	Version int `json:"version"`
	// N, Fixed, Method, Solutions and Attempts are those of the Result,
	// the method by its name, which the records call its fold.
	N         int    `json:"n"`
	Fixed     string `json:"fixed,omitempty"`
	Method    string `json:"fold"`
	Solutions uint64 `json:"solutions"`
	// Unique is the count of fundamental solutions, when asked for.
	Unique   *uint64 `json:"unique,omitempty"`
	Attempts uint64  `json:"attempts"`
	// Seconds is the time the count took, when asked for.
	Seconds *float64 `json:"seconds,omitempty"`
	// Workers is how many goroutines counted, when the writer says so:
	// a Result does not hold it, since it never changes the counts.
	Workers int `json:"workers,omitempty"`
	// Shard, Subproblems and Plan say which part of which count the
	// record holds; Merge needs them.
	Shard       string `json:"shard,omitempty"`
	Subproblems int    `json:"subproblems,omitempty"`
	Plan        string `json:"plan,omitempty"`
	// Finished is there only for a partial result, one that was
	// interrupted: how many of the Subproblems it finished.
	Finished *int `json:"finished,omitempty"`
}

// RecordFields choose the optional fields of a Record.
type RecordFields struct {
	// Unique keeps the count of fundamental solutions where the result
	// holds one (see [Result.HasUnique]): never in a part of a
	// [Burnside] count, whose fundamental count only the whole has.
	Unique bool
	// Seconds keeps the time, which golden files and the book leave out.
	Seconds bool
	// Shard keeps the shard, its number of tasks and the plan.
	Shard bool
}

// Errors that [ReadRecord] and [ReadShard] wrap, for a caller to say what
// to do instead.
var (
	// ErrCheckpoint says that the JSON is a checkpoint (see
	// [Checkpoint.WriteJSON]), not a record: both are files that a long
	// count leaves, easily given one for the other.
	ErrCheckpoint = errors.New("a checkpoint, not the record of a count")
	// ErrNotShard says that a record holds a whole count, not a shard.
	ErrNotShard = errors.New("not a shard")
	// ErrNoUnique says that a record holds no count of fundamental
	// solutions.
	ErrNoUnique = errors.New("no count of fundamental solutions")
	// ErrNotItsPlan says that a record's fields are not those of the
	// plan it names: a record changed after it was written.
	ErrNotItsPlan = errors.New("does not match its plan")
)

// NewRecord returns the record of res with the optional fields that
// fields asks for.
func NewRecord(res Result, fields RecordFields) Record {
	rec := Record{Version: RecordVersion, N: res.N, Fixed: res.Fixed, Method: res.Method.Name(),
		Solutions: res.Solutions, Attempts: res.Attempts}
	if fields.Unique && res.HasUnique() {
		rec.Unique = &res.Unique
	}
	if fields.Seconds {
		rec.Seconds = &res.Seconds
	}
	if fields.Shard {
		rec.Shard, rec.Subproblems, rec.Plan = res.Shard.String(), res.Subproblems, res.Plan
	}
	if res.Partial() {
		rec.Finished = &res.Finished
	}
	return rec
}

// ReadRecord reads one record, written as JSON, of a count by one of the
// methods, and checks it (see [Record.Result]). It refuses a checkpoint
// (wrapping [ErrCheckpoint]).
func ReadRecord(r io.Reader, methods Methods) (Record, error) {
	var in struct {
		Record
		// Done, the finished tasks, is only in a checkpoint.
		Done json.RawMessage `json:"done"`
	}
	dec := json.NewDecoder(r)
	if err := dec.Decode(&in); err != nil {
		return Record{}, fmt.Errorf("not the JSON of a count record: %v", err)
	}
	if in.Done != nil {
		return Record{}, ErrCheckpoint
	}
	rec := in.Record
	if dec.More() {
		return Record{}, errors.New("more than one JSON value: a record is one object")
	}
	if _, err := rec.Result(methods); err != nil {
		return Record{}, err
	}
	return rec, nil
}

// ReadShard reads the record of one shard of a count by one of the
// methods, as [Merge] takes it. It refuses a record of a whole count
// (wrapping [ErrNotShard]), and, when needUnique is set, one without a
// count of fundamental solutions (wrapping [ErrNoUnique]).
func ReadShard(r io.Reader, methods Methods, needUnique bool) (Result, error) {
	rec, err := ReadRecord(r, methods)
	if err != nil {
		return Result{}, err
	}
	if rec.Shard == "" || rec.Plan == "" {
		return Result{}, fmt.Errorf("%w: the record names no shard and plan", ErrNotShard)
	}
	res, err := rec.Result(methods)
	if err != nil {
		return Result{}, err
	}
	// A shard of a Burnside count holds no fundamental count: the
	// merge works it out.
	if needUnique && rec.Unique == nil && !res.uniqueWhenMerged() {
		return Result{}, fmt.Errorf("the record has %w", ErrNoUnique)
	}
	return res, nil
}

// Result returns the result the record holds. It refuses a version it
// does not know, an n that Count does not take, a method not among
// methods, fixed queens that do not fit the board or that the method does
// not count (see [Method.Check]), a fundamental count by a method that
// does not count them, or in a part of a [Burnside] count, shard text
// that is not a part of a count, and numbers that cannot be. A record
// without a shard is the whole count.
func (rec Record) Result(methods Methods) (Result, error) {
	if rec.Version != RecordVersion {
		return Result{}, fmt.Errorf("record version %d is unknown: this program reads version %d", rec.Version, RecordVersion)
	}
	p := board.SquareProblem(rec.N)
	if err := CheckProblem(p); err != nil {
		return Result{}, fmt.Errorf("record of n = %d: %v", rec.N, err)
	}
	m, err := methods.Lookup(rec.Method)
	if err != nil {
		return Result{}, err
	}
	fixed, err := board.ParseFixed(rec.Fixed, rec.N, rec.N)
	if err == nil {
		p = p.WithFixed(fixed...)
		err = CheckProblem(p)
	}
	if err != nil {
		return Result{}, fmt.Errorf("fixed queens %q: %v", rec.Fixed, err)
	}
	if err := m.Check(p); err != nil {
		return Result{}, err
	}
	if rec.Unique != nil && !m.About().Unique {
		unique := func(m Method) bool { return m.About().Unique }
		return Result{}, fmt.Errorf("a record of fold %s has a unique count, which only folds %s count", m.Name(), methods.names(unique, "and"))
	}
	shard := Shard{1, 1}
	if rec.Shard != "" {
		if shard, err = ParseShard(rec.Shard); err != nil {
			return Result{}, err
		}
	}
	res := Result{N: rec.N, Fixed: board.FormatFixed(fixed), Method: m, Solutions: rec.Solutions,
		Attempts: rec.Attempts, Shard: shard, Subproblems: rec.Subproblems, Finished: rec.Subproblems, Plan: rec.Plan}
	if rec.Unique != nil {
		res.Unique = *rec.Unique
	}
	if rec.Seconds != nil {
		res.Seconds = *rec.Seconds
	}
	if rec.Finished != nil {
		res.Finished = *rec.Finished
	}
	if _, burnside := m.(Burnside); burnside && rec.Unique != nil && !res.whole() {
		return Result{}, fmt.Errorf("a part of a count of fold %s has a unique count, which only the whole count has: fold %s counts it from the total", m.Name(), m.Name())
	}
	if err := res.checkNumbers(); err != nil {
		return Result{}, err
	}
	if err := res.checkPlan(); err != nil {
		return Result{}, err
	}
	return res, nil
}

// checkPlan refuses a result whose n, fixed queens, method or subproblems
// are not those of the plan it names (wrapping [ErrNotItsPlan]), and a
// plan name of this program's version that Count never writes. A result
// without a plan, the record of a whole count, has nothing to check, nor
// has one whose plan is of another version, which Count and Merge tell
// from this program's plans by its name.
func (r Result) checkPlan() error {
	if !strings.HasPrefix(r.Plan, planNamePrefix) {
		return nil
	}
	m := planNameRE.FindStringSubmatch(r.Plan)
	var err error
	tasks := 0 // fixed queens can leave a plan no task
	if m != nil {
		tasks, err = strconv.Atoi(m[4])
	}
	if m == nil || err != nil {
		return fmt.Errorf("plan %q is not one this program makes", r.Plan)
	}
	for _, field := range []struct{ name, have, plan string }{
		{"n", strconv.Itoa(r.N), m[1]},
		{"fixed queens", orNone(r.Fixed), orNone(m[2])},
		{"fold", r.Method.Name(), m[3]},
	} {
		if field.have != field.plan {
			return fmt.Errorf("%s %s %w %q, which has %s", field.name, field.have, ErrNotItsPlan, r.Plan, field.plan)
		}
	}
	if size := r.Shard.size(tasks); r.Subproblems != size {
		return fmt.Errorf("subproblems %d %w %q, which has %d in part %v", r.Subproblems, ErrNotItsPlan, r.Plan, size, r.Shard)
	}
	return nil
}

// orNone returns text, or "none" for no text.
func orNone(text string) string {
	if text == "" {
		return "none"
	}
	return text
}

// checkNumbers refuses numbers no count can give.
func (r Result) checkNumbers() error {
	switch {
	case r.Subproblems < 0 || r.Finished < 0 || r.Finished > r.Subproblems:
		return fmt.Errorf("%d of %d subproblems finished: no count finishes that", r.Finished, r.Subproblems)
	case r.Unique > r.Solutions:
		return fmt.Errorf("%d fundamental solutions of %d solutions: there cannot be more", r.Unique, r.Solutions)
	case r.Seconds < 0:
		return fmt.Errorf("a time of %v seconds is negative", r.Seconds)
	}
	return nil
}
