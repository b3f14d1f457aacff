package searchcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// SolveCommand returns 'queens solve': list the solutions one approach finds, with its attempts.
func SolveCommand() *cli.Command {
	return &cli.Command{
		Name:    "solve",
		Summary: "list the solutions one approach finds, with its attempts",
		About: `
solve runs one approach on one board and lists every solution it finds, in
the order it finds them, then what the search cost in the approach's own
attempts. The board may be a rectangle, and some queens may be fixed first.
`,
		Examples: []cli.Example{
			{Command: "queens solve -n 6 -approach tuplestate", What: "the 4 solutions of 6 x 6, drawn as chess boards"},
			{Command: "queens solve -fixed c4,f2 -format tuple", What: "the completions of a board with queens on c4 and f2"},
			{Command: "queens solve -unique", What: "the 12 fundamental solutions of 8 x 8, and how 92 = 11 x 8 + 1 x 4"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			pf := fs.ProblemFlag(8)
			name := fs.ApproachFlag(catalog.DefaultName, catalog.Registry.Names())
			first := fs.Bool("first", false, "stop at the first solution")
			format := fs.FormatFlag("chess", "plain", "tuple", "json")
			quiet := fs.QuietFlag()
			unique := fs.UniqueFlag("list them alone, instead of every solution of the n x n board, each with the size of its class (count -unique counts them)")
			interactive := fs.Bool("interactive", false, "ask for the fixed queens on stdin, then list their completions")
			fs.Exclusive("unique", "interactive")
			return func(ctx context.Context, env cli.Env, _ []string) error {
				if *unique {
					return solveUnique(ctx, env, fs, *pf.N, *format, *quiet)
				}
				return solve(ctx, env, solveOptions{pf, *name, fs.IsSet("approach"), *first, *interactive, *quiet, *format})
			}
		},
	}
}

// solveOptions are the flags of one solve.
type solveOptions struct {
	problem  *cli.ProblemFlags
	approach string
	// chosen is set when the user named the approach; the default gives
	// way to another approach on a board it cannot take.
	chosen                    bool
	first, interactive, quiet bool
	format                    string
}

func solve(ctx context.Context, env cli.Env, o solveOptions) error {
	p, a, err := cli.ChosenRun(o.problem, o.approach)
	if err != nil {
		return err
	}
	if err := catalog.Registry.Supports(a, p); err != nil {
		alt, ok := cli.FastestTaking(p)
		if o.chosen || !ok {
			return cli.Usagef("%v", err)
		}
		if !o.quiet {
			fmt.Fprintf(env.Stderr, "queens solve: %s, the default, cannot take %d x %d; solving with %s (-approach chooses)\n", a.Name, p.Rows, p.Cols, alt.Name)
		}
		a = alt
	}
	if o.interactive {
		fixed, ok, err := askFixed(ctx, env, p)
		if !ok {
			return err
		}
		p = p.WithFixed(fixed...)
	}

	opt := harness.Options{First: o.first, Keep: true}
	var clear func()
	opt.Progress, clear = env.Progress(o.quiet, fmt.Sprintf("%s n=%d", a.Name, p.Queens()), cli.MaxAttempts(a, p))
	res, err := harness.Run(ctx, a, p, opt)
	clear()
	if err != nil && !res.Stopped {
		return cli.AsUsage(err)
	}
	if res.Stopped {
		// The boards found are not listed: a long list would go on for
		// seconds after Ctrl-C. The summary says how far the search got.
		o.format = "summary"
	}
	if werr := writeSolutions(cli.WatchWriter(ctx, env.Stdout), env, res, a, o); werr != nil {
		return werr
	}
	return err
}

// writeSolutions lists the solutions of res to out in the chosen format,
// and says what the search cost: after the list, or on stderr when the
// list is for a program to read. The "summary" format, which the flags do
// not offer, is the summary alone, on stderr. out gives up on Ctrl-C, and then the
// error says how many solutions had been written.
func writeSolutions(out io.Writer, env cli.Env, res harness.Result, a harness.Approach, o solveOptions) error {
	summary := env.Stdout
	var err error
	switch o.format {
	case "summary":
		summary = env.Stderr
	case "json":
		return writeSolveJSON(out, env, res)
	case "tuple":
		err = writeBoards(out, res, func(w io.Writer, _ int, b board.Board) error {
			_, err := io.WriteString(w, b.String()+"\n")
			return err
		})
		summary = env.Stderr
		if o.quiet {
			summary = io.Discard
		}
	default:
		draw := board.WriteChess
		if o.format == "plain" {
			draw = board.WritePlain
		}
		err = writeBoards(out, res, func(w io.Writer, i int, b board.Board) error {
			if _, err := fmt.Fprintf(w, "Solution %d: %v\n", i+1, b); err != nil {
				return err
			}
			if err := draw(w, b, res.Problem.Cols); err != nil {
				return err
			}
			_, err := io.WriteString(w, "\n")
			return err
		})
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	// After a failed write the summary is still said where it can be,
	// on stderr beside a tuple.
	writeSummary(summary, env, res, a, o)
	return err
}

// writeBoards writes every board of res to out with write, as it draws
// it, and stops at the first error; on Ctrl-C the error says how many
// were written.
func writeBoards(out io.Writer, res harness.Result, write func(w io.Writer, i int, b board.Board) error) error {
	for i, b := range res.Boards {
		if err := write(out, i, b); err != nil {
			if errors.Is(err, context.Canceled) {
				return cli.Interrupted("after writing %s of %s solutions", words.Thousands(uint64(i)), words.Thousands(uint64(len(res.Boards))))
			}
			return err
		}
	}
	return nil
}

// writeSummary tells what the run found and what it cost.
func writeSummary(w io.Writer, env cli.Env, res harness.Result, a harness.Approach, o solveOptions) {
	found, attempts := res.Summary(a, o.first)
	fmt.Fprintf(w, "%s\n%s\n", found, attempts)
	if !env.Timeless {
		fmt.Fprintf(w, "time: %s in all", words.Duration(res.Time))
		if res.Solutions > 0 {
			fmt.Fprintf(w, ", %s to the first", words.Duration(res.TimeToFirst))
		}
		fmt.Fprintln(w)
	}
}

func writeSolveJSON(w io.Writer, env cli.Env, res harness.Result) error {
	record := struct {
		report.Record
		Boards [][]int `json:"boards"`
	}{Record: report.NewRecord(report.Row{Result: res}, cli.ReportOptions(env)), Boards: [][]int{}}
	for _, b := range res.Boards {
		record.Boards = append(record.Boards, b)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(record)
}
