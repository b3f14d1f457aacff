package searchcmd

import (
	"context"
	"errors"
	"fmt"

	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// compareFlags are the flags of compare, of plot and of the main job.
type compareFlags struct {
	sizes      *[]int
	approaches *string
	format     *string
	quiet      *bool
	repeat     *int
	// mostAttempts, when not 0, leaves out a run that would make more
	// attempts, with a note that says so, as the main job does.
	mostAttempts float64
}

// firstScreenAttempts is the most attempts a run of the main job makes,
// when no -approach is given, so that the first screen of the book's
// first command comes in a second or two: combinations' 4,426,165,368
// arrangements of 8 x 8 take seconds on every core, and compare runs them.
const firstScreenAttempts = 1e9

// largestCompared is the largest side compare takes: the largest that any
// approach lists in reasonable time. Past it every row would be a
// forecast.
func largestCompared() int {
	most := 0
	for _, a := range catalog.Registry.All() {
		most = max(most, a.MaxN)
	}
	return most
}

func newCompareFlags(fs *cli.FlagSet, defaultN string) *compareFlags {
	return &compareFlags{
		sizes:      fs.SizesFlag(defaultN, largestCompared(), "the largest board any approach lists in reasonable time; count larger ones with 'queens count'"),
		approaches: fs.ApproachesFlag(),
		format:     fs.FormatFlag("text", "markdown", "csv", "json"),
		quiet:      fs.QuietFlag(),
		repeat:     repeatFlag(fs),
	}
}

// repeatFlag adds -repeat, from 1 to maxRepeat, a number too long for an
// int included: it is too large, like any past maxRepeat.
func repeatFlag(fs *cli.FlagSet) *int {
	return cli.Numbers(fs, "repeat", "1", "run each approach this many `times`, at most "+fmt.Sprint(maxRepeat)+", and keep the fastest run; the counts are the same every time", func(s string) (int, error) {
		n, err := cli.Whole("repeat", s, maxRepeat)
		switch {
		case errors.Is(err, words.ErrTooLarge):
			return 0, cli.Usagef("-repeat %s: at most %d, which already makes the run %d times as long; the fastest of a few runs is the measurement", s, maxRepeat, maxRepeat)
		case err == nil && n < 1:
			return 0, cli.Usagef("-repeat %s: run each approach at least once", s)
		}
		return int(n), err
	})
}

// CompareCommand returns 'queens compare': run approaches side by side and print a table.
func CompareCommand() *cli.Command {
	return &cli.Command{
		Name:    "compare",
		Summary: "run approaches side by side and print a table",
		About: `
compare runs each approach on each board and prints what it found and what it
cost: solutions, attempts to the first and in all, time. Past the largest board
an approach finishes in reasonable time it forecasts the run instead.
`,
		Examples: []cli.Example{
			{Command: "queens compare -n 4-12", What: "every approach on the boards 4 x 4 to 12 x 12, with forecasts"},
			{Command: "queens compare -n 8 -approach octal,bitboard -format markdown", What: "two approaches, as a Markdown table"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			f := newCompareFlags(fs, "8")
			return func(ctx context.Context, env cli.Env, _ []string) error {
				_, err := f.run(ctx, env)
				return err
			}
		},
	}
}

// MainJob is what 'queens' does without a command: every approach on the
// 8 x 8 board, then the first solution drawn as a chess board.
func MainJob() *cli.Command {
	return &cli.Command{
		Summary: "compare every approach on 8 x 8, then draw a solution",
		About: `
Without a command, queens runs 'queens compare' and draws the first solution it
found; it takes the flags of compare. Without -approach it leaves out a run of
more than a billion attempts, and says so: compare runs it.
`,
		Examples: []cli.Example{
			{Command: "queens", What: "every approach on the 8 x 8 board, side by side"},
			{Command: "queens -n 6", What: "the same on 6 x 6"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			f := newCompareFlags(fs, "8")
			version := fs.VersionFlag()
			return func(ctx context.Context, env cli.Env, _ []string) error {
				if *version {
					return cli.PrintVersion(env, *f.format)
				}
				if !fs.IsSet("approach") {
					f.mostAttempts = firstScreenAttempts
				}
				table, err := f.run(ctx, env)
				if err != nil || *f.format != "text" {
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
		},
	}
}

// run runs the comparison and prints it; on Ctrl-C it prints the rows
// that finished and returns the cancellation.
func (f *compareFlags) run(ctx context.Context, env cli.Env) (report.Table, error) {
	var table report.Table
	approaches, err := cli.SelectApproaches(*f.approaches)
	if err != nil {
		return table, err
	}
	timed := map[string][]harness.Result{} // runs made only for forecasts
	for _, n := range *f.sizes {
		for _, a := range approaches {
			p := board.SquareProblem(n)
			var row report.Row
			var err error
			if f.mostAttempts > 0 && cli.MaxAttempts(a, p) > f.mostAttempts && a.Supports(p) == nil {
				row = report.Row{Result: harness.Result{Approach: a.Name, Problem: p},
					Skipped: fmt.Sprintf("left out of this first table: its %s attempts take seconds; 'queens compare' runs it", words.Thousands(uint64(cli.MaxAttempts(a, p))))}
			} else {
				row, err = CompareOne(ctx, env, a, p, *f.quiet, *f.repeat)
				if err == nil && row.Skipped != "" {
					row, err = forecastRow(ctx, a, row, table.Rows, timed)
				}
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

// CompareOne runs one approach on one board, or says why it skipped it.
// With repeat > 1 it runs it that many times and keeps the fastest run,
// which steadies the times of small boards; every run must report the
// same counts, or the approach is not deterministic and that is an error.
func CompareOne(ctx context.Context, env cli.Env, a harness.Approach, p board.Problem, quiet bool, repeat int) (report.Row, error) {
	var unsupported *harness.UnsupportedError
	if err := a.Supports(p); errors.As(err, &unsupported) {
		reason := unsupported.Reason
		if unsupported.Kind == harness.CannotRun {
			// The limit alone, the same for every board past it, so
			// that a table notes it once.
			reason = "cannot run at all: " + a.Limit(p)
		}
		return report.Row{Result: harness.Result{Approach: a.Name, Problem: p}, Skipped: reason}, nil
	}
	update, clear := env.Progress(quiet, fmt.Sprintf("%s n=%d", a.Name, p.Queens()), cli.MaxAttempts(a, p))
	defer clear()
	var best harness.Result
	for i := range repeat {
		res, err := harness.Run(ctx, a, p, harness.Options{Progress: update})
		if err != nil {
			return report.Row{Result: res}, err
		}
		if i > 0 && (res.Solutions != best.Solutions || res.Attempts != best.Attempts || res.AttemptsToFirst != best.AttemptsToFirst) {
			return report.Row{Result: res}, fmt.Errorf("%s on %v counted differently from one run to the next: %d then %d attempts", a.Name, p, best.Attempts, res.Attempts)
		}
		if i == 0 || res.Time < best.Time {
			best = res
		}
	}
	return report.Row{Result: best}, nil
}

// forecastRow gives the row of an approach skipped because the board needs
// too much work ([harness.TooSlow]) the reason "past n = K" and a
// [forecast.Estimate] of the run, worked out from its finished rows,
// which the table words as "would take about T for A attempts". When
// those rows are too small to trust, it first times the approach quietly
// on the sides [forecast.CalibrationSides] names, keeps those runs in
// timed for the next rows, and marks the estimate as calibrated. A row skipped because the
// approach cannot run the board at all ([harness.CannotRun]) keeps its
// reason and gets no forecast: there is no run to wait for.
func forecastRow(ctx context.Context, a harness.Approach, row report.Row, rows []report.Row, timed map[string][]harness.Result) (report.Row, error) {
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
	sides := forecast.CalibrationSides(a, runs)
	if sides != nil {
		if timed[a.Name] == nil {
			for _, n := range sides {
				res, err := harness.Run(ctx, a, board.SquareProblem(n), harness.Options{})
				if err != nil {
					return row, err
				}
				timed[a.Name] = append(timed[a.Name], res)
			}
		}
		runs = timed[a.Name]
	}
	row.Skipped = fmt.Sprintf("past n = %d", a.MaxN)
	if est, err := forecast.Run(a, row.Problem.Queens(), runs); err == nil {
		est.Calibrated = sides != nil
		row.Forecast = &est
	}
	return row, nil
}

func (f *compareFlags) print(env cli.Env, t report.Table) error {
	o := cli.ReportOptions(env)
	switch *f.format {
	case "json":
		return t.WriteJSON(env.Stdout, o)
	case "csv":
		return t.WriteCSV(env.Stdout, o)
	case "markdown":
		return t.WriteMarkdown(env.Stdout, o)
	}
	return t.WriteText(env.Stdout, o)
}

// maxRepeat bounds -repeat: a measurement needs the fastest of a few runs,
// not of thousands.
const maxRepeat = 100
