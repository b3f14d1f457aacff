package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
)

// compareFlags are the flags of compare and of the main job.
type compareFlags struct {
	sizes, approaches       string
	asJSON, markdown, asCSV bool
	quiet                   bool
	repeat                  int
}

func addCompareFlags(fs *flag.FlagSet) *compareFlags {
	f := &compareFlags{}
	fs.StringVar(&f.sizes, "n", "8", "board sides: one (8), a range (4-12) or a list (4,6,8)")
	fs.StringVar(&f.approaches, "approaches", "", "approaches to run, comma-separated (default all): "+strings.Join(catalog.Registry.Names(), ","))
	fs.BoolVar(&f.asJSON, "json", false, "print JSON records instead of a table")
	fs.BoolVar(&f.markdown, "markdown", false, "print a Markdown pipe table")
	fs.BoolVar(&f.asCSV, "csv", false, "print CSV")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar on stderr")
	fs.IntVar(&f.repeat, "repeat", 1, "run each approach this many times and keep the fastest run; the counts are the same every time")
	return f
}

func runCompare(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "compare", "[-n SIZES] [-approaches a,b,...] [-json | -markdown | -csv]")
	f := addCompareFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	_, err := f.run(ctx, env)
	return err
}

// runMain is what 'queens' does without a command: every approach on the
// 8 x 8 board, then the first solution drawn as a chess board.
func runMain(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "", "[compare flags]\n\nWithout a command, queens compares every approach on one board and draws\nthe first solution; its flags are those of 'queens compare'.")
	f := addCompareFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	table, err := f.run(ctx, env)
	if err != nil || f.asJSON || f.asCSV {
		return err
	}
	for _, r := range table.Rows {
		if r.First != nil {
			fmt.Fprintf(env.Stdout, "\nThe first solution, %v, found by %s:\n\n%s", r.First, r.Approach, board.Chess(r.First, r.Problem.Cols))
			return nil
		}
	}
	return nil
}

// run runs the comparison and prints it; on Ctrl-C it prints the rows
// that finished and returns the cancellation.
func (f *compareFlags) run(ctx context.Context, env Env) (harness.Table, error) {
	table := harness.Table{Timeless: env.Timeless}
	if countTrue(f.asJSON, f.markdown, f.asCSV) > 1 {
		return table, usagef("choose one of -json, -markdown and -csv")
	}
	if f.repeat < 1 {
		return table, usagef("-repeat %d: run each approach at least once", f.repeat)
	}
	sizes, err := board.ParseSizes(f.sizes)
	if err != nil {
		return table, usagef("%v", err)
	}
	approaches, err := selectApproaches(f.approaches)
	if err != nil {
		return table, err
	}
	timed := map[string][]harness.Result{} // runs made only for forecasts
	for _, n := range sizes {
		for _, a := range approaches {
			row, err := compareOne(ctx, env, a, board.Square(n), f.quiet, f.repeat)
			if err == nil && row.Skipped != "" {
				row, err = forecast(ctx, env, a, row, table.Rows, timed)
			}
			if errors.Is(err, context.Canceled) {
				return table, errors.Join(f.print(env, table), err)
			}
			if err != nil {
				return table, err
			}
			table.Rows = append(table.Rows, row)
		}
	}
	return table, f.print(env, table)
}

// compareOne runs one approach on one board, or says why it skipped it.
// With repeat > 1 it runs it that many times and keeps the fastest run,
// which steadies the times of small boards; every run must report the
// same counts, or the approach is not deterministic and that is an error.
func compareOne(ctx context.Context, env Env, a harness.Approach, p board.Problem, quiet bool, repeat int) (harness.Row, error) {
	var unsupported *harness.UnsupportedError
	if err := a.Supports(p); errors.As(err, &unsupported) {
		reason := unsupported.Reason
		if unsupported.Kind == harness.CannotRun {
			// The limit alone, the same for every board past it, so
			// that a table notes it once.
			reason = "cannot run at all: " + a.Limit(p)
		}
		return harness.Row{Result: harness.Result{Approach: a.Name, Problem: p}, Skipped: reason}, nil
	}
	update, clear := env.progress(quiet, fmt.Sprintf("%s n=%d", a.Name, p.Queens()), space(a, p))
	defer clear()
	var best harness.Result
	for i := range repeat {
		res, err := harness.Run(ctx, a, p, harness.Options{Progress: update})
		if err != nil {
			return harness.Row{Result: res}, err
		}
		if i > 0 && (res.Solutions != best.Solutions || res.Attempts != best.Attempts || res.AttemptsToFirst != best.AttemptsToFirst) {
			return harness.Row{Result: res}, fmt.Errorf("%s on %v counted differently from one run to the next: %d then %d attempts", a.Name, p, best.Attempts, res.Attempts)
		}
		if i == 0 || res.Time < best.Time {
			best = res
		}
	}
	return harness.Row{Result: best}, nil
}

// forecast gives the row of an approach skipped because the board needs
// too much work ([harness.TooSlow]) the reason "past n = K: would take
// about T for A attempts", estimated from its finished rows. When those
// are too small to trust, it first times the approach quietly on the
// sides [harness.CalibrationSides] names, keeps those runs in timed for
// the next rows, and says so in the reason. A row skipped because the
// approach cannot run the board at all ([harness.CannotRun]) keeps its
// reason and gets no forecast: there is no run to wait for.
func forecast(ctx context.Context, env Env, a harness.Approach, row harness.Row, rows []harness.Row, timed map[string][]harness.Result) (harness.Row, error) {
	var refusal *harness.UnsupportedError
	if !errors.As(a.Supports(row.Problem), &refusal) || refusal.Kind != harness.TooSlow {
		return row, nil
	}
	var runs []harness.Result
	for _, r := range rows {
		if r.Skipped == "" {
			runs = append(runs, r.Result)
		}
	}
	sides := harness.CalibrationSides(a, runs)
	if sides != nil {
		if timed[a.Name] == nil {
			for _, n := range sides {
				res, err := harness.Run(ctx, a, board.Square(n), harness.Options{})
				if err != nil {
					return row, err
				}
				timed[a.Name] = append(timed[a.Name], res)
			}
		}
		runs = timed[a.Name]
	}
	row.Skipped = fmt.Sprintf("past n = %d", a.MaxN)
	est, err := harness.EstimateRun(a, row.Problem.Queens(), runs)
	switch {
	case err != nil:
	case sides != nil:
		row.Skipped += fmt.Sprintf(": would take %s; timed at %s for this estimate", est.Text(env.Timeless), est.Sides())
	default:
		row.Skipped += fmt.Sprintf(": would take %s", est.Text(env.Timeless))
	}
	return row, nil
}

func (f *compareFlags) print(env Env, t harness.Table) error {
	switch {
	case f.asJSON:
		return t.WriteJSON(env.Stdout)
	case f.asCSV:
		return t.WriteCSV(env.Stdout)
	case f.markdown:
		return t.WriteMarkdown(env.Stdout)
	}
	return t.WriteText(env.Stdout)
}

// selectApproaches looks up a comma-separated list, or returns them all.
func selectApproaches(list string) ([]harness.Approach, error) {
	if list == "" {
		return catalog.Registry.All(), nil
	}
	var out []harness.Approach
	for name := range strings.SplitSeq(list, ",") {
		a, err := catalog.Registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, usagef("-approaches: %v", err)
		}
		out = append(out, a)
	}
	return out, nil
}

func countTrue(flags ...bool) int {
	n := 0
	for _, f := range flags {
		if f {
			n++
		}
	}
	return n
}
