package count

import (
	"context"
	"fmt"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// A Method is a way of counting the solutions, such as the searches of
// package bitcount. It cuts a count into the tasks of a [Plan], which
// [Count] shares out among its workers, its shards and its checkpoints.
// A method is a small comparable value, usually of a type without
// fields, and the methods a program offers are a [Methods] list.
type Method interface {
	// Name is the method's name, as the command line and the records
	// spell it: a word or two in lower case, joined by a hyphen.
	Name() string
	// About tells what a caller may need to know of the method before
	// it counts with it.
	About() About
	// Check returns why the method cannot count p, or nil. Count and the
	// readers of records call it with a valid square problem of at most
	// MaxN; it plans nothing, so that it is quick.
	Check(p board.Problem) error
	// Plan cuts the count of p, which Check accepts, into tasks. A plan
	// that takes more than a moment to make gives up once ctx is done,
	// and returns ctx's error.
	Plan(ctx context.Context, p board.Problem) (Plan, error)
}

// About is what a method tells of itself, beyond its counts.
type About struct {
	// Attempts says what the method's attempts are, for the line that
	// reports them, such as "queens placed".
	Attempts string
	// Unique is true when the method counts the fundamental solutions,
	// those distinct under the eight rotations and reflections, of a
	// board without fixed queens: in the tallies of its tasks, which
	// Count keeps only then, or, for a [Burnside] method, from the
	// whole count once it is in.
	Unique bool
	// Timed is true when the method's attempts say how long it takes:
	// when each costs about the same, so that a forecast may carry its
	// time on with its attempts.
	Timed bool
}

// A Burnside method counts the fundamental solutions without telling
// them apart, by Burnside's lemma: the number of classes is the average,
// over the eight symmetries of the square, of the solutions each keeps.
// Its tasks count every solution and leave [Tally.Unique] 0; once a
// count covers the whole plan, a small count of the solutions that the
// turns of the board keep makes the total into the fundamental count.
// So the fundamental count of a Burnside method is in a [Result] only
// when the result is whole (see [Result.HasUnique]): [Count] works it
// out when a count of every task finishes, and [Merge] when it adds up
// the shards of a count, whose own results hold none. Its attempts are
// then in the result's too, and in no task's tally.
type Burnside interface {
	Method
	// Fundamental returns the number of fundamental solutions of the
	// empty n x n board, which has total solutions, and the attempts
	// made to find it. It returns an error when total is no total of
	// that board: when the classes do not come out whole.
	Fundamental(n int, total uint64) (unique, attempts uint64, err error)
}

// A Plan is the count of one problem by one method, cut into tasks,
// numbered from 0, that can be counted in any order, by any number of
// goroutines at once, in this process or in another. It depends only on
// the problem and the method, never on the machine, so every shard of a
// count sees the same tasks. The tallies of its tasks add up to the
// whole count, the attempts made while planning included.
type Plan interface {
	// Split says how the plan cuts the count, such as "3 rows, 871
	// subproblems", ending with its tasks as "T subproblems". Count
	// names the plan by its problem, its method and its Split (see
	// [Result.Plan]), and merges only shards of one name, and goes on
	// only from a checkpoint of the same name; a method that changes how
	// it cuts a count must change its Split.
	Split() string
	// Tasks returns how many tasks the plan holds.
	Tasks() int
	// Count counts the tasks that w hands out, until it hands out no
	// more, telling w of the attempts it makes and of each task it
	// finishes. [Count] runs it on all of its goroutines at once, with
	// one w, or where they outnumber the cores a w for each goroutine,
	// which takes turns on the cores as it hands out a task or hears of
	// attempts. Once ctx is done it returns within a millisecond or so,
	// leaving the tasks it was counting unfinished: a long search looks
	// at ctx every [TellEvery] attempts, as it tells w of them.
	Count(ctx context.Context, w Worker)
}

// A Worker is what a [Plan] sees of the count that runs it. Its methods
// may be called from several goroutines at once.
type Worker interface {
	// Next hands out the next task to count, or reports false when none
	// is left or the count has stopped.
	Next() (task int, ok bool)
	// Attempted hears of k attempts made, for the progress reports.
	// Every attempt of a task is to be heard of once, by the time the
	// task is Done.
	Attempted(k uint64)
	// Done takes the tally of a task counted to the end.
	Done(task int, t Tally)
}

// TellEvery is how many attempts a search makes between two looks at its
// context, when it also tells its [Worker] of them: at a few nanoseconds
// an attempt, a look every few hundred microseconds, often enough that a
// cancelled count stops at once and rare enough to cost the search
// nothing.
const TellEvery = 1 << 16

// A Tally is what one task counted.
type Tally struct {
	// Solutions counts every solution, those that the method counts by
	// symmetry without finding them included.
	Solutions uint64
	// Unique counts the fundamental solutions, where the method counts
	// them (see [About.Unique]).
	Unique uint64
	// Attempts counts the attempts.
	Attempts uint64
}

// Methods is a list of methods, such as a command line offers. Records
// and checkpoints name their method, and are read with the list that
// holds it.
type Methods []Method

// Lookup returns the method of the list with the given name.
func (ms Methods) Lookup(name string) (Method, error) {
	for _, m := range ms {
		if m.Name() == name {
			return m, nil
		}
	}
	return nil, fmt.Errorf("unknown fold %q: choose %s", name, ms.names(func(Method) bool { return true }, "or"))
}

// names lists the names of the methods that keep keeps, as a sentence
// does: "a, b or c".
func (ms Methods) names(keep func(Method) bool, conjunction string) string {
	var names []string
	for _, m := range ms {
		if keep(m) {
			names = append(names, m.Name())
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + conjunction + " " + names[len(names)-1]
}
