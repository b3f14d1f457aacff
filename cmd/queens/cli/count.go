package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/harness"
)

// countFlags are the flags of count.
type countFlags struct {
	n, workers         int
	fixed, fold, shard string
	unique, merge      bool
	asJSON, quiet      bool
}

func runCount(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "count", "-n N [-unique] [-workers K] [-fixed SPEC] [-fold all|mirror|none] [-shard P/M] [-json] [-quiet]\n       queens count -merge [-unique] [-json] FILES...\n\n"+
		"count counts the solutions with the bitboard counter, on every core.\n"+
		"-shard P/M counts part P of M disjoint parts; -merge adds the -json results\n"+
		"of all M parts, and refuses a part given twice or missing.")
	f := &countFlags{}
	fs.IntVar(&f.n, "n", 8, fmt.Sprintf("board side: n queens on an n x n board (1 to %d)", bitboard.MaxN))
	fs.BoolVar(&f.unique, "unique", false, "also count the fundamental solutions, distinct under rotation and reflection")
	fs.IntVar(&f.workers, "workers", 0, "goroutines searching at once (default one per core)")
	fs.StringVar(&f.fixed, "fixed", "", "queens placed in advance: digits a file (00400200) or squares (c4,f2)")
	fs.StringVar(&f.fold, "fold", "", "symmetry folded away: all, mirror or none (default all, or none with -fixed)")
	fs.StringVar(&f.shard, "shard", "", "count only part P of M, such as 2/4")
	fs.BoolVar(&f.merge, "merge", false, "add up the -json results of shards, read from the files named after the flags")
	fs.BoolVar(&f.asJSON, "json", false, "print JSON")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar on stderr")
	// Only -merge takes arguments after the flags. A first, silent parse
	// finds out; parse then reports every other case, -h included, the
	// way all commands do.
	usage := fs.Usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.Usage = usage
	if err != nil || (fs.NArg() > 0 && !f.merge) {
		return parse(fs, args)
	}
	if f.merge {
		return f.runMerge(env, fs.Args())
	}
	return f.runCount(ctx, env)
}

// runCount counts one board, or one shard of it.
func (f *countFlags) runCount(ctx context.Context, env Env) error {
	p, opt, err := f.options()
	if err != nil {
		return err
	}
	report, clear := countProgress(env, f.quiet, fmt.Sprintf("count n=%d", p.Rows))
	opt.Progress = report
	res, err := bitboard.Count(ctx, p, opt)
	clear()
	if errors.Is(err, context.Canceled) {
		return err
	}
	if err != nil {
		return usagef("%v", err)
	}
	return f.write(env, res)
}

// options checks the flags and turns them into a problem and the
// counter's options.
func (f *countFlags) options() (board.Problem, bitboard.Options, error) {
	var opt bitboard.Options
	if f.n < 1 || f.n > bitboard.MaxN {
		return board.Problem{}, opt, usagef("-n %d: n must be from 1 to %d, the largest board whose count fits in 64 bits", f.n, bitboard.MaxN)
	}
	if f.workers < 0 {
		return board.Problem{}, opt, usagef("-workers %d: give a number of workers, or 0 for one per core", f.workers)
	}
	fixed, err := board.ParseFixed(f.fixed, f.n, f.n)
	if err != nil {
		return board.Problem{}, opt, usagef("%v", err)
	}
	p := board.Square(f.n).WithFixed(fixed...)
	opt.Workers = f.workers
	if opt.Fold, err = f.chosenFold(len(fixed) > 0); err != nil {
		return p, opt, err
	}
	if f.shard != "" {
		if opt.Shard, err = bitboard.ParseShard(f.shard); err != nil {
			return p, opt, usagef("%v", err)
		}
	}
	return p, opt, nil
}

// chosenFold reads -fold; without it, the full fold, or none when fixed
// queens break the symmetry.
func (f *countFlags) chosenFold(fixed bool) (bitboard.Fold, error) {
	fold := bitboard.FoldAll
	if fixed {
		fold = bitboard.FoldNone
	}
	if f.fold != "" {
		var err error
		if fold, err = bitboard.ParseFold(f.fold); err != nil {
			return fold, usagef("%v", err)
		}
	}
	if f.unique && (fixed || fold != bitboard.FoldAll) {
		return fold, usagef("-unique needs the full fold of an empty board: drop -fixed and -fold")
	}
	return fold, nil
}

// runMerge adds the shard results read from files.
func (f *countFlags) runMerge(env Env, files []string) error {
	if len(files) == 0 {
		return usagef("-merge needs the files of the shards' -json results")
	}
	var parts []bitboard.Result
	for _, name := range files {
		res, err := readShard(name, f.unique)
		if err != nil {
			return usagef("%v", err)
		}
		parts = append(parts, res)
	}
	whole, err := bitboard.Merge(parts...)
	if err != nil {
		return usagef("%v", err)
	}
	return f.write(env, whole)
}

// countRecord is the JSON form of a count. Unique is there when asked
// for, the shard fields when the count is a shard.
type countRecord struct {
	N           int      `json:"n"`
	Fixed       string   `json:"fixed,omitempty"`
	Fold        string   `json:"fold"`
	Solutions   uint64   `json:"solutions"`
	Unique      *uint64  `json:"unique,omitempty"`
	Attempts    uint64   `json:"attempts"`
	Seconds     *float64 `json:"seconds,omitempty"`
	Shard       string   `json:"shard,omitempty"`
	Subproblems int      `json:"subproblems,omitempty"`
	Plan        string   `json:"plan,omitempty"`
}

// record returns the JSON form of res.
func (f *countFlags) record(env Env, res bitboard.Result) countRecord {
	r := countRecord{N: res.N, Fixed: res.Fixed, Fold: res.Fold.String(), Solutions: res.Solutions, Attempts: res.Attempts}
	if f.unique {
		r.Unique = &res.Unique
	}
	if !env.Timeless {
		r.Seconds = &res.Seconds
	}
	if f.shard != "" {
		r.Shard, r.Subproblems, r.Plan = res.Shard.String(), res.Subproblems, res.Plan
	}
	return r
}

// readShard reads one shard's JSON result back.
func readShard(name string, needUnique bool) (bitboard.Result, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return bitboard.Result{}, err
	}
	var r countRecord
	if err := json.Unmarshal(data, &r); err != nil {
		return bitboard.Result{}, fmt.Errorf("%s: not the JSON of a count: %v", name, err)
	}
	if r.Plan == "" || r.Shard == "" {
		return bitboard.Result{}, fmt.Errorf("%s: not a shard; write shards with queens count -shard P/M -json", name)
	}
	if needUnique && r.Unique == nil {
		return bitboard.Result{}, fmt.Errorf("%s: has no unique count; count the shards with -unique", name)
	}
	shard, err := bitboard.ParseShard(r.Shard)
	if err != nil {
		return bitboard.Result{}, fmt.Errorf("%s: %v", name, err)
	}
	fold, err := bitboard.ParseFold(r.Fold)
	if err != nil {
		return bitboard.Result{}, fmt.Errorf("%s: %v", name, err)
	}
	res := bitboard.Result{N: r.N, Fixed: r.Fixed, Fold: fold, Solutions: r.Solutions, Attempts: r.Attempts,
		Shard: shard, Subproblems: r.Subproblems, Plan: r.Plan}
	if r.Unique != nil {
		res.Unique = *r.Unique
	}
	if r.Seconds != nil {
		res.Seconds = *r.Seconds
	}
	return res, nil
}

// write prints a result as JSON or as a few lines of text.
func (f *countFlags) write(env Env, res bitboard.Result) error {
	if f.asJSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(f.record(env, res))
	}
	w := env.Stdout
	what := fmt.Sprintf("%d x %d", res.N, res.N)
	if res.Fixed != "" {
		what += " with " + res.Fixed + " fixed"
	}
	if f.shard != "" {
		what += fmt.Sprintf(", part %v (%d subproblems)", res.Shard, res.Subproblems)
	}
	fmt.Fprintf(w, "%s solutions on %s\n", harness.Thousands(res.Solutions), what)
	if f.unique {
		fmt.Fprintf(w, "%s fundamental solutions (distinct under rotation and reflection)\n", harness.Thousands(res.Unique))
	}
	fmt.Fprintf(w, "attempts: %s queens placed, fold %v\n", harness.Thousands(res.Attempts), res.Fold)
	if !env.Timeless {
		took := harness.FormatDuration(time.Duration(res.Seconds * float64(time.Second)))
		if f.merge {
			took += ", the parts' times added"
		}
		fmt.Fprintf(w, "time: %s\n", took)
	}
	return nil
}

// countProgress returns a progress report that draws a bar of finished
// subproblems on stderr, and a function that clears it. The bar is made at
// the first report, when the total is known, and only where env.progress
// would show one.
func countProgress(env Env, quiet bool, label string) (report func(done, total int), clear func()) {
	if quiet || !isTerminal(env.Stderr) {
		return nil, func() {}
	}
	var update func(uint64)
	clearBar := func() {}
	report = func(done, total int) {
		if update == nil {
			update, clearBar = env.progress(quiet, label, float64(total))
		}
		update(uint64(done))
	}
	return report, func() { clearBar() }
}
