package countcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// countFlags are the flags of count.
type countFlags struct {
	sizes                *[]int
	folds                string
	workers              *[]int
	fixed, shard, out    string
	checkpoint           string
	forecast             int
	unique, merge, table bool
	format               string
	quiet                bool
	// rival is the file -rival names, and rivalRows the rows read from it.
	rival     string
	rivalRows []countRow
}

// countAbout is the paragraph of count -h, given fold halves's largest n.
const countAbout = `count counts the solutions on every core: by joining half-boards (fold halves,
the default up to n = %d) or with the bit-mask searches of the other folds.
Several sizes, folds or numbers of workers make a table, a count a row, and
-o DIR draws their times against n as DIR/count.svg.

-checkpoint FILE keeps the finished part of a long count in FILE, saved every
second or so. After Ctrl-C, a crash or a reboot the same command goes on from
FILE and ends with the very numbers of a count that never stopped; it refuses a
FILE of another count, one that is cut short or changed, and one that another
count is using. Once the count is finished FILE holds its result, and the same
command prints it without counting.

-shard P/M counts part P of M disjoint parts of one count; -merge adds up the
-json results of all M parts, read from the FILES, and refuses a part missing,
given twice or of another count. GNU parallel runs the parts on this machine
(:) and on others over ssh (LOGIN, such as user@host): it sends queens there,
brings each part's result and checkpoint back, and tries a part whose machine
failed again on another, which goes on from the checkpoint that came back:

  parallel --sshlogin 1/:,1/LOGIN --basefile queens --return s{}.json \
    --return c{}.json --cleanup --retries 2 --joblog jobs.log --will-cite \
    './queens count -n 18 -fold constellations -workers 1 -shard {}/4 -checkpoint c{}.json -json > s{}.json' \
    ::: 1 2 3 4
  ./queens count -merge s1.json s2.json s3.json s4.json

The tests run these commands on two machines, cutting one's ssh midway.`

// CountCommand returns 'queens count': count the solutions fast, on every core or in shards.
func CountCommand() *cli.Command {
	return &cli.Command{
		Name:    "count",
		Summary: "count the solutions fast, on every core or in shards",
		Args:    "[FILES...]",
		MaxArgs: -1,
		About:   fmt.Sprintf(countAbout, halves.MaxN),
		Examples: []cli.Example{
			{Command: "queens count -n 16 -unique", What: "the 14,772,512 solutions of 16 x 16, and the fundamental ones"},
			{Command: "queens count -n 8-16 -fold none,all -o charts", What: "how much folding the symmetry saves, charted"},
			{Command: "queens count -n 20 -checkpoint n20.json", What: "a count of many minutes that can stop and go on"},
			{Command: "queens count -n 18 -shard 1/4 -json > part1.json", What: "one quarter of a count, for another machine"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			f := &countFlags{}
			f.sizes = fs.SizesFlag("8", count.MaxN, "the largest board whose count fits in 64 bits")
			unique := fs.UniqueFlag("count them too, beside every solution, on a board without fixed queens (solve -unique lists them)")
			f.workers = cli.Numbers(fs, "workers", "0", fmt.Sprintf("`goroutines` searching at once, 0 (the default) for one per core, at most %d; a list (1,0) compares them", MaxWorkers), CountWorkers)
			fs.StringVar(&f.fixed, "fixed", "", cli.SharedUsage["fixed"])
			fs.StringVar(&f.folds, "fold", "", fmt.Sprintf("symmetry folded away: halves, constellations, all, mirror or none, or a `list` (none,mirror,all,constellations,halves) to compare (default halves up to n = %d, else constellations, or none with -fixed)", halves.MaxN))
			fs.StringVar(&f.shard, "shard", "", "count only one part of a count split M ways: `P/M`, such as 2/4")
			fs.StringVar(&f.checkpoint, "checkpoint", "", "keep the finished part of the count in `FILE` (its folder created if missing), saved every second or so, and go on from it when the same command runs again")
			out := fs.OutFlag()
			fs.BoolVar(&f.table, "table", false, "with -o, also write DIR/count.md: the table in Markdown, headed by the date, Go version and CPU it was measured with")
			fs.IntVar(&f.forecast, "forecast", 0, "with -table, also write DIR/forecast.md: each fold and number of workers carried on to side `N`, the attempts by their growth over the two largest sides counted, the time at the cost of an attempt on the largest")
			fs.StringVar(&f.rival, "rival", "", "with -o, add to the chart and the table the times of a rival counter in `FILE`, the output of the race of package yardstick (make tables RIVAL=... writes it)")
			fs.BoolVar(&f.merge, "merge", false, "add up the -json results of shards, read from the FILES")
			format := fs.FormatFlag("text", "markdown", "csv", "json")
			quiet := fs.QuietFlag()
			fs.Check(func() error { return f.checkMerge(fs) })
			return func(ctx context.Context, env cli.Env, files []string) error {
				f.out, f.unique, f.format, f.quiet = *out, *unique, *format, *quiet
				return f.run(ctx, env, files, fs.CommandLine())
			}
		},
	}
}

// run runs the counts, or the merge, that the flags ask for.
func (f *countFlags) run(ctx context.Context, env cli.Env, files []string, command string) error {
	if len(files) > 0 && !f.merge {
		return cli.Usagef("unexpected argument %q: only -merge reads files", files[0])
	}
	if err := f.checkOutput(); err != nil {
		return err
	}
	jobs, err := f.jobs()
	if err != nil {
		return err
	}
	if err := f.checkForecast(jobs); err != nil {
		return err
	}
	if (f.merge || f.shard != "" || f.checkpoint != "") && (len(jobs) > 1 || f.out != "") {
		return cli.Usagef("-shard, -merge and -checkpoint take one count: give one -n, one -fold and one -workers, and no -o")
	}
	if f.merge {
		return f.runMerge(ctx, env, files)
	}
	return f.runJobs(ctx, env, jobs, command)
}

// checkOutput checks the flags that choose what is printed and written,
// and reads the file of -rival, before any count runs.
func (f *countFlags) checkOutput() error {
	if f.table && f.out == "" {
		return cli.Usagef("-table writes DIR/count.md beside the chart: give -o DIR")
	}
	if f.rival == "" {
		return nil
	}
	if f.out == "" {
		return cli.Usagef("-rival adds a rival counter to the chart and the table of -o DIR: give -o DIR")
	}
	var err error
	f.rivalRows, err = readRival(f.rival)
	return err
}

// mergeIgnores are the flags of a count that -merge has no use for: the
// shards' files say what was counted, and a merge counts nothing.
var mergeIgnores = []string{"n", "fold", "fixed", "workers", "shard", "checkpoint", "o", "table", "forecast", "rival"}

// checkMerge refuses, with -merge, the flags it would ignore.
func (f *countFlags) checkMerge(fs *cli.FlagSet) error {
	if !f.merge {
		return nil
	}
	if given := fs.Given(mergeIgnores...); len(given) > 0 {
		return cli.Usagef("-merge adds up the counts in its FILES and counts nothing itself: drop %s", strings.Join(given, ", "))
	}
	return nil
}

// countJob is one count the flags ask for.
type countJob struct {
	method  count.Method
	problem board.Problem
	options count.Options
}

// countRow is a finished count and the number of workers that ran it, or
// 0 when unknown, as for a merge of shards.
type countRow struct {
	count.Result
	Workers int
	// Other names the counter that made the count when it is another
	// program, whose figures were read from a file (see readRival): then
	// the Result has no Method, and only its N, Solutions and Seconds.
	Other string
}

// jobs checks the flags, and that every fold can count every size, and
// returns the counts they ask for: every size with every fold and every
// number of workers, in that order.
func (f *countFlags) jobs() ([]countJob, error) {
	var shard count.Shard
	if f.shard != "" {
		var err error
		if shard, err = count.ParseShard(f.shard); err != nil {
			return nil, cli.Usagef("%v", err)
		}
	}
	var jobs []countJob
	for _, n := range *f.sizes {
		fixed, err := board.ParseFixed(f.fixed, n, n)
		if err != nil {
			return nil, cli.Usagef("%v", err)
		}
		folds, err := f.chosenFolds(n, len(fixed) > 0)
		if err != nil {
			return nil, err
		}
		p := board.SquareProblem(n).WithFixed(fixed...)
		if err := count.CheckProblem(p); err != nil {
			return nil, cli.Usagef("%v", err)
		}
		for _, fold := range folds {
			// Every count is checked before the first one runs, which
			// may take minutes.
			if err := fold.Check(p); err != nil {
				return nil, cli.Usagef("%v", err)
			}
			for _, k := range *f.workers {
				jobs = append(jobs, countJob{fold, p, count.Options{Workers: k, Shard: shard}})
			}
		}
	}
	return jobs, nil
}

// MaxWorkers bounds -workers. The goroutines share the machine's cores,
// so past one per core a count goes no faster, and each worker holds a
// search of its own: a billion of them run out of memory before they
// count anything.
const MaxWorkers = 1024

// CountWorkers reads -workers: one number or a list, with 0 meaning one
// per core, which it replaces by that number so that tables and charts
// can say how many ran.
func CountWorkers(spec string) ([]int, error) {
	var workers []int
	for part := range strings.SplitSeq(spec, ",") {
		part = strings.TrimSpace(part)
		n, err := words.ParseWhole(part, MaxWorkers)
		switch {
		case errors.Is(err, words.ErrTooLarge):
			return nil, cli.Usagef("-workers %s: at most %d workers, since past one per core (%d here) they only share the cores, and each holds a search of its own", part, MaxWorkers, runtime.GOMAXPROCS(0))
		case err != nil:
			return nil, cli.Usagef("-workers %s: %q %v; give a number of workers, 0 for one per core, or a list of them", spec, part, err)
		}
		k := int(n)
		if k == 0 {
			k = runtime.GOMAXPROCS(0)
		}
		if slices.Contains(workers, k) {
			return nil, cli.Usagef("-workers %s asks for %d workers twice (0 is one per core: %d here); give each number once", spec, k, runtime.GOMAXPROCS(0))
		}
		workers = append(workers, k)
	}
	return workers, nil
}

// chosenFolds reads -fold; without it, the fastest fold that can count
// the n x n board: the join of halves, which counts the fundamental
// solutions too and keeps fixed queens, and past the join's largest
// board the count by constellations, or none with fixed queens, which
// leave the constellations little to fold, so that the plain search is
// faster.
//
// With fixed queens the join is the faster from 14 x 14 on even boards
// (c4 at 16: 0.3 s against 0.9 s with no fold), and on odd boards when
// the queens fill the middle row or column (i9 at 17: 0.65 s against
// 8.3 s). When they fill neither, the join makes a start for every way
// of filling both, and the plain search stays a little ahead up to
// 17 x 17 (c4: 5.8 s against 7.0 s); the rule keeps it simple and joins.
func (f *countFlags) chosenFolds(n int, fixed bool) ([]count.Method, error) {
	folds := []count.Method{halves.Method{}}
	switch {
	case n <= halves.MaxN:
	case fixed:
		folds[0] = bitcount.FoldNone
	default:
		folds[0] = constellation.Method{}
	}
	if f.folds != "" {
		folds = nil
		for name := range strings.SplitSeq(f.folds, ",") {
			fold, err := catalog.Methods.Lookup(strings.TrimSpace(name))
			if err != nil {
				return nil, cli.Usagef("%v", err)
			}
			if slices.Contains(folds, fold) {
				return nil, cli.Usagef("-fold %s names %v twice; give each fold once", f.folds, fold.Name())
			}
			folds = append(folds, fold)
		}
	}
	if f.unique {
		return folds, uniqueRefusal(fixed, folds)
	}
	return folds, nil
}

// uniqueRefusal says what keeps -unique from counting the classes of
// solutions, fixed queens or a fold that counts every solution, naming
// only what was given; nil when nothing does.
func uniqueRefusal(fixed bool, folds []count.Method) error {
	var what []string
	if fixed {
		what = append(what, "drop -fixed")
	}
	var every []string
	for _, fold := range folds {
		if !fold.About().Unique {
			every = append(every, fold.Name())
		}
	}
	if len(every) > 0 {
		what = append(what, fmt.Sprintf("-fold %s counts every solution, not one of each class", strings.Join(every, " and ")))
	}
	if len(what) == 0 {
		return nil
	}
	return cli.Usagef("-unique needs fold halves, constellations or all on an empty board; %s", strings.Join(what, ", and "))
}

// runJobs runs the counts one after the other, prints them, and with -o
// draws them. On Ctrl-C it says what the count it was running had
// finished, prints the counts that finished, when there were several to
// run, and returns the cancellation.
func (f *countFlags) runJobs(ctx context.Context, env cli.Env, jobs []countJob, command string) error {
	// Check the folder before a run that may take minutes.
	if f.out != "" {
		if err := cli.WritableDir(f.out); err != nil {
			return err
		}
	}
	several := len(jobs) > 1
	var rows []countRow
	for _, job := range jobs {
		row, err := f.count(ctx, env, job)
		if errors.Is(err, context.Canceled) {
			f.sayFinished(env, job, row.Result)
			f.sayHowToGoOn(env, row.Result, command)
			if several {
				return errors.Join(f.print(env, rows, several), err)
			}
		}
		if err != nil {
			return err
		}
		rows = append(rows, row)
	}
	if err := f.print(env, rows, several); err != nil {
		return err
	}
	if f.checkpoint != "" && !f.quiet {
		fmt.Fprintf(env.Stderr, "queens count: %s holds the finished count; the same command prints it again without counting\n", f.checkpoint)
	}
	if f.out == "" {
		return nil
	}
	return f.draw(env, rows, command)
}

// count runs one count, with a progress bar where stderr is a terminal,
// and with -checkpoint goes on from the checkpoint file and saves to it.
func (f *countFlags) count(ctx context.Context, env cli.Env, job countJob) (countRow, error) {
	opt := job.options
	earlier := 0 // the subproblems that the checkpoint file holds
	if f.checkpoint != "" {
		release, err := f.useCheckpoint(ctx, &opt)
		if err != nil {
			return countRow{}, err
		}
		defer release()
		earlier = opt.Checkpoint.Result().Finished
	}
	report, clear := countProgress(env, f.quiet, fmt.Sprintf("n=%d %s", job.problem.Rows, job.method.Name()))
	opt.Progress = report
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(countGCPercent))
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(countMemoryLimit(runtime.GOMAXPROCS(0))))
	}
	res, err := count.Count(ctx, job.method, job.problem, opt)
	clear()
	// Said at the end, once Count has found the file to be of this count.
	if err == nil && earlier > 0 && earlier < res.Subproblems && !f.quiet {
		fmt.Fprintf(env.Stderr, "queens count: went on from %s, where %s of the %s subproblems were counted already\n",
			f.checkpoint, words.Thousands(uint64(earlier)), words.Thousands(uint64(res.Subproblems)))
	}
	return countRow{Result: res, Workers: opt.Workers}, f.countError(err)
}

// countGCPercent is the garbage collector's GOGC while a count runs, when
// the environment sets none. The join's memory is the square's table,
// which lives for the whole count (10 MB at n = 20 and 21), and buffers
// that each worker keeps; the default, 100, would let the heap grow to
// twice that before it collects. The tables hold no pointers, so a
// collection has little to look at and takes no measurable share of the
// time.
const countGCPercent = 25

// countMemoryLimit is the soft limit on the memory of a count on so many
// cores, when the environment sets none: 100 MiB, and 20 MiB a core.
// Below it the collector keeps to countGCPercent; near it, it collects
// sooner and gives back to the system the memory the heap no longer
// uses. The largest count, the join of n = 22, keeps about 95 MiB of
// tables and some 12 MiB a core of half-boards (a core joins one task at
// a time, however many workers there are). With GOGC alone, an eighth of
// it peaked at 188 to 199 MB, the heap let grow a quarter past what it
// keeps and what it freed not yet given back; with the limit, a
// sixty-fourth peaked at 157 MB instead of 170 (GNU time, on two cores).
// Every smaller count keeps far less than the limit, which then changes
// nothing.
func countMemoryLimit(cores int) int64 {
	return (100 + 20*int64(cores)) << 20
}

// countError says what to do about an error of Count: an interrupted
// count and a failed save are passed on, the rest are bad input.
func (f *countFlags) countError(err error) error {
	var failed *saveError
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.As(err, &failed):
		return err
	case errors.Is(err, count.ErrOtherCount):
		return cli.Usagef("%s: %v; go on with that count's own flags, or give another -checkpoint file", f.checkpoint, err)
	case errors.Is(err, count.ErrOtherPlan):
		return cli.Usagef("%s: %v; finish it with the program that began it, or delete it to count afresh", f.checkpoint, err)
	}
	return cli.Usagef("%v", err)
}

// useCheckpoint sets opt to go on from the -checkpoint file, when there is
// one yet, and to save the checkpoint to it, and locks the file for this
// count alone until release. It refuses a file that is not a whole
// checkpoint, a place where the file cannot be written, and a file that
// another count holds, before any counting.
func (f *countFlags) useCheckpoint(ctx context.Context, opt *count.Options) (release func(), err error) {
	cp, read, err := readCheckpointFile(ctx, f.checkpoint)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(f.checkpoint)
	if err := cli.CanWriteIn(dir); err != nil {
		return nil, cli.Usagef("-checkpoint %s: cannot write there: %v; choose another file", f.checkpoint, err)
	}
	// The folder is made when it is missing, as -o makes its own; the
	// first save clears what a save cut short left there (see writeTemp).
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("-checkpoint %s: %w", f.checkpoint, err)
	}
	if release, err = lockCheckpoint(f.checkpoint); err != nil {
		return nil, err
	}
	// A count that held the lock until now may have saved since the
	// read, each save a new file: go on from its last.
	if now, _ := os.Stat(f.checkpoint); (read == nil) != (now == nil) || read != nil && !os.SameFile(read, now) {
		if cp, _, err = readCheckpointFile(ctx, f.checkpoint); err != nil {
			release()
			return nil, err
		}
	}
	opt.Checkpoint = cp
	opt.Save = func(cp *count.Checkpoint) error {
		if err := cli.WriteDurably(f.checkpoint, cp.WriteJSON); err != nil {
			return &saveError{err}
		}
		return nil
	}
	return release, nil
}

// readCheckpointFile reads a checkpoint file, and returns it with the
// file's information, or an empty checkpoint and nil when there is no
// file yet. Its errors are usage errors, but for Ctrl-C, which stops the
// wait for a FIFO too.
func readCheckpointFile(ctx context.Context, name string) (*count.Checkpoint, os.FileInfo, error) {
	file, err := cli.OpenFile(ctx, name)
	if errors.Is(err, context.Canceled) {
		return nil, nil, cli.Interrupted("while opening %s: nothing counted", name)
	}
	if errors.Is(err, os.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		// Nothing to go on from; canWriteIn says what is in the way.
		return new(count.Checkpoint), nil, nil
	}
	var info os.FileInfo
	if err == nil {
		defer file.Close()
		info, err = file.Stat()
	}
	switch {
	case err != nil:
		return nil, nil, cli.Usagef("-checkpoint %v; choose another file", err)
	case info.IsDir():
		return nil, nil, cli.Usagef("-checkpoint %s is a folder; name a file", name)
	}
	in := cli.WatchReader(ctx, file)
	defer in.Close()
	cp, err := count.ReadCheckpoint(in, catalog.Methods)
	switch {
	case ctx.Err() != nil: // the read was cut short by Ctrl-C
		return nil, nil, cli.Interrupted("while reading %s: nothing counted", name)
	case err != nil:
		return nil, nil, cli.Usagef("%s: %v; delete it to count afresh, or give another -checkpoint file", name, err)
	}
	return cp, info, nil
}

// saveError is a checkpoint that could not be saved: the count stops.
type saveError struct{ err error }

// Error implements error.
func (e *saveError) Error() string {
	return fmt.Sprintf("%v; the count stopped: make room, and the same command goes on from the last save", e.err)
}

// Unwrap returns the error underneath, for errors.Is and errors.As.
func (e *saveError) Unwrap() error { return e.err }

// sayHowToGoOn tells on stderr, after Ctrl-C, where the finished part of
// the count was saved and the command that goes on from there.
func (f *countFlags) sayHowToGoOn(env cli.Env, res count.Result, command string) {
	if f.checkpoint == "" || res.Subproblems == 0 { // nothing was counted
		return
	}
	fmt.Fprintf(env.Stderr, "queens count: the finished part is saved in %s; to go on, run: %s\n", f.checkpoint, command)
}

// runMerge adds the shard results read from files.
func (f *countFlags) runMerge(ctx context.Context, env cli.Env, files []string) error {
	if len(files) == 0 {
		return cli.Usagef("-merge needs the files of the shards' -json results")
	}
	var parts []count.Result
	for i, name := range files {
		res, err := readShardFile(ctx, name, f.unique)
		if errors.Is(err, context.Canceled) {
			return cli.Interrupted("while reading %s, after %d of %d files: nothing added", name, i, len(files))
		}
		if err != nil {
			return cli.Usagef("%v", err)
		}
		parts = append(parts, res)
	}
	whole, err := count.Merge(parts...)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	return f.print(env, []countRow{{Result: whole}}, false)
}

// record returns the JSON form of res. Unique is there when asked for
// and res holds it (a shard of fold halves does not), the shard fields
// when the count is a shard, and Workers, which the caller fills in, in
// the array printed for several counts.
func (f *countFlags) record(env cli.Env, res count.Result) count.Record {
	return count.NewRecord(res, count.RecordFields{Unique: f.unique, Seconds: !env.Timeless, Shard: f.shard != ""})
}

// readShardFile reads the JSON record of one shard back from a file,
// until ctx is done.
func readShardFile(ctx context.Context, name string, needUnique bool) (count.Result, error) {
	file, err := cli.OpenFile(ctx, name)
	if err != nil {
		return count.Result{}, err
	}
	defer file.Close()
	in := cli.WatchReader(ctx, file)
	defer in.Close()
	res, err := count.ReadShard(in, catalog.Methods, needUnique)
	switch {
	case ctx.Err() != nil: // the read was cut short by Ctrl-C
		return res, ctx.Err()
	case errors.Is(err, count.ErrNotShard):
		return res, fmt.Errorf("%s: %v; write shards with queens count -shard P/M -json", name, err)
	case errors.Is(err, count.ErrCheckpoint):
		return res, fmt.Errorf("%s: %v; -merge adds up the -json output of the shards", name, err)
	case errors.Is(err, count.ErrNotItsPlan):
		return res, fmt.Errorf("%s: %v; count that part again with count -shard", name, err)
	case errors.Is(err, count.ErrNoUnique):
		return res, fmt.Errorf("%s: %v; count the shards with -unique, of a board without fixed queens", name, err)
	case err != nil:
		return res, fmt.Errorf("%s: %v", name, err)
	}
	return res, nil
}

// sayFinished tells on stderr what the interrupted count of job had
// finished, res: its subproblems done, their solutions and attempts, and
// the attempts made in the subproblems it left unfinished, which the bar
// counted too; or that it had not begun, when the plan was not made yet.
func (f *countFlags) sayFinished(env cli.Env, job countJob, res count.Result) {
	if res.Method == nil { // Count stopped while it made the plan
		res.N, res.Fixed, res.Shard = job.problem.Rows, board.FormatFixed(job.problem.Fixed), job.options.Shard
		fmt.Fprintf(env.Stderr, "queens count: %s, fold %s: interrupted while making the plan, before any subproblem was counted\n",
			f.countName(res), job.method.Name())
		return
	}
	if !res.Partial() {
		return
	}
	solutions := words.Thousands(res.Solutions) + " solutions"
	if f.unique && res.HasUnique() {
		solutions += fmt.Sprintf(" (%s fundamental)", words.Thousands(res.Unique))
	}
	unfinished := ""
	if res.Abandoned > 0 {
		unfinished = ", and " + words.Thousands(res.Abandoned) + " attempts more in subproblems left unfinished"
	}
	fmt.Fprintf(env.Stderr, "queens count: %s, fold %s: interrupted after %s of %s subproblems: %s and %s attempts in them%s\n",
		f.countName(res), res.Method.Name(), words.Thousands(uint64(res.Finished)), words.Thousands(uint64(res.Subproblems)),
		solutions, words.Thousands(res.Attempts), unfinished)
}

// countName names the board a count is of, and its part when it is a
// shard: "8 x 8 with c4,f2 fixed, part 2/3".
func (f *countFlags) countName(res count.Result) string {
	what := fmt.Sprintf("%d x %d", res.N, res.N)
	if res.Fixed != "" {
		what += " with " + res.Fixed + " fixed"
	}
	if f.shard != "" {
		what += fmt.Sprintf(", part %v", res.Shard)
	}
	return what
}

// write prints a result as JSON or as a few lines of text.
func (f *countFlags) write(env cli.Env, res count.Result) error {
	if f.format == "json" {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(f.record(env, res))
	}
	w := env.Stdout
	what := f.countName(res)
	if f.shard != "" {
		what += fmt.Sprintf(" (%d subproblems)", res.Subproblems)
	}
	fmt.Fprintf(w, "%s solutions on %s\n", words.Thousands(res.Solutions), what)
	switch {
	case f.unique && res.HasUnique():
		fmt.Fprintf(w, "%s fundamental solutions (distinct under rotation and reflection)\n", words.Thousands(res.Unique))
	case f.unique:
		// A part of a count by Burnside's lemma, which needs the
		// whole total.
		fmt.Fprintf(w, "fundamental solutions: fold %s counts them from the whole total, when the parts are merged (-merge -unique)\n", res.Method.Name())
	}
	fmt.Fprintf(w, "attempts: %s %s, fold %s\n", words.Thousands(res.Attempts), res.Method.About().Attempts, res.Method.Name())
	if !env.Timeless {
		took := words.Seconds(res.Seconds)
		if f.merge {
			took += ", the parts' times added"
		}
		fmt.Fprintf(w, "time: %s\n", took)
	}
	return nil
}

// countProgress returns a progress report that draws a bar of finished
// subproblems on stderr, and a function that clears it. Until the first
// report, when the total is known, a line says the plan is being made
// (on the largest boards that takes seconds: the square's table); bar and
// line show only where env.progress would show a bar. The reports between
// two finished subproblems keep the bar's clock going.
func countProgress(env cli.Env, quiet bool, label string) (report func(count.Progress), clear func()) {
	if quiet || !cli.IsTerminal(env.Stderr) {
		return nil, func() {}
	}
	bar := env.NewNote(quiet, label+": making the plan")
	planned := false
	report = func(p count.Progress) {
		if !planned {
			planned = true
			bar.Clear()
			// No time left is foretold: the first subproblems of a
			// large board take far longer than the last.
			bar = env.NewBar(quiet, label, float64(p.Subproblems), false)
		}
		// The attempts show that the count moves while a long
		// subproblem runs; on a narrow terminal, rounded.
		bar.Set(uint64(p.Finished), "parts, "+words.Thousands(p.Attempts)+" attempts",
			"parts, "+words.Approximately(float64(p.Attempts))+" attempts", "parts")
	}
	return report, func() { bar.Clear() }
}
