package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
)

// solveFormats are the values -format takes.
var solveFormats = []string{"board", "plain", "tuple", "json"}

func runSolve(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "solve", "[-n N | -rows R -cols C] [-approach NAME] [-fixed SPEC] [-first] [-as-written] [-unique] [-interactive] [-format board|plain|tuple|json]")
	pf := addProblemFlags(fs, 8)
	name := fs.String("approach", catalog.DefaultName, "approach to run: "+fmt.Sprint(catalog.Registry.Names()))
	first := fs.Bool("first", false, "stop at the first solution")
	asWritten := fs.Bool("as-written", false, "run the source's code as written, where it differs from its idea")
	format := fs.String("format", "board", "output: board (chess diagram), plain (q and _), tuple (one line a solution) or json")
	asJSON := fs.Bool("json", false, "same as -format json")
	quiet := fs.Bool("quiet", false, "no progress bar on stderr")
	unique := fs.Bool("unique", false, "list only the fundamental solutions of the n x n board, each with the size of its symmetry class")
	interactive := fs.Bool("interactive", false, "ask for the fixed queens on stdin, then list their completions")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *asJSON {
		*format = "json"
	}
	if !slices.Contains(solveFormats, *format) {
		return usagef("-format %q is not one of %v", *format, solveFormats)
	}
	if *unique && *interactive {
		return usagef("-unique lists the empty board's fundamental solutions; it does not go with -interactive")
	}
	if *unique {
		return solveUnique(ctx, env, fs, pf.n, *format)
	}
	p, err := pf.problem()
	if err != nil {
		return err
	}
	a, err := catalog.Registry.Lookup(*name)
	if err != nil {
		return usagef("%v", err)
	}
	if err := catalog.Registry.Supports(a, p); err != nil {
		return usagef("%v", err)
	}
	if *interactive {
		fixed, ok, err := askFixed(env, p)
		if !ok {
			return err
		}
		p = p.WithFixed(fixed...)
	}

	opt := harness.Options{First: *first, AsWritten: *asWritten, Keep: true}
	var clear func()
	opt.Progress, clear = env.progress(*quiet, fmt.Sprintf("%s n=%d", a.Name, p.Queens()), space(a, p))
	res, err := harness.Run(ctx, a, p, opt)
	clear()
	if err != nil && !res.Stopped {
		return asUsage(err)
	}
	if werr := writeSolutions(env, res, a, *format); werr != nil {
		return werr
	}
	return err
}

// space returns the attempts a full run of a on p makes at most, or 0 when
// the approach does not know.
func space(a harness.Approach, p board.Problem) float64 {
	if a.Space == nil {
		return 0
	}
	return a.Space(p)
}

// asUsage turns the harness's refusals into usage errors; other errors
// stay failures.
func asUsage(err error) error {
	if _, ok := err.(*harness.UnsupportedError); ok {
		return usagef("%v", err)
	}
	return err
}

func writeSolutions(env Env, res harness.Result, a harness.Approach, format string) error {
	switch format {
	case "json":
		return writeSolveJSON(env, res)
	case "tuple":
		for _, b := range res.Boards {
			fmt.Fprintln(env.Stdout, b)
		}
		writeSummary(env.Stderr, env, res, a)
		return nil
	}
	draw := board.Chess
	if format == "plain" {
		draw = board.Plain
	}
	for i, b := range res.Boards {
		fmt.Fprintf(env.Stdout, "Solution %d: %v\n%s\n", i+1, b, draw(b, res.Problem.Cols))
	}
	writeSummary(env.Stdout, env, res, a)
	return nil
}

// writeSummary tells what the run found and what it cost.
func writeSummary(w io.Writer, env Env, res harness.Result, a harness.Approach) {
	found := fmt.Sprintf("%s found %s on %v", res.Approach, plural(res.Solutions, "solution"), res.Problem)
	if res.Solutions == 0 {
		found = fmt.Sprintf("%s found no solution on %v", res.Approach, res.Problem)
	}
	if res.Stopped {
		found += " before it was interrupted"
	}
	fmt.Fprintf(w, "%s.\n", found)
	fmt.Fprintf(w, "attempts: %s in all", harness.Thousands(res.Attempts))
	if res.Solutions > 0 {
		fmt.Fprintf(w, ", %s to the first", harness.Thousands(res.AttemptsToFirst))
	}
	fmt.Fprintf(w, " (one attempt: %s)\n", a.Attempt)
	if !env.Timeless {
		fmt.Fprintf(w, "time: %s in all", harness.FormatDuration(res.Time))
		if res.Solutions > 0 {
			fmt.Fprintf(w, ", %s to the first", harness.FormatDuration(res.TimeToFirst))
		}
		fmt.Fprintln(w)
	}
}

func writeSolveJSON(env Env, res harness.Result) error {
	out := struct {
		harness.Record
		Boards [][]int `json:"boards"`
	}{Record: harness.Table{Timeless: env.Timeless}.Record(harness.Row{Result: res}), Boards: [][]int{}}
	for _, b := range res.Boards {
		out.Boards = append(out.Boards, b)
	}
	enc := json.NewEncoder(env.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return harness.Thousands(uint64(n)) + " " + noun + "s"
}
