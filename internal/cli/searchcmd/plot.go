package searchcmd

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/measured"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/harness"
)

// PlotCommand returns 'queens plot': draw attempts and time against n as SVG charts.
func PlotCommand() *cli.Command {
	return &cli.Command{
		Name:    "plot",
		Summary: "draw attempts and time against n as SVG charts",
		About: `
plot runs the comparison of 'queens compare', prints its table and draws the
attempts and the time of each approach against n as DIR/attempts.svg and
DIR/time.svg. 'make tables' runs it for the book's measured charts.

-redraw measures nothing: it draws the charts of DIR again from the measured
tables there (compare.md, and count.md for count.svg), after a change to how
charts look. 'make charts' runs it for the book's.
`,
		Examples: []cli.Example{
			{Command: "queens plot -n 4-12 -o charts", What: "charts of every approach on 4 x 4 to 12 x 12, in the folder charts"},
			{Command: "queens plot -n 4-10 -approach octal,bitboard -o charts -table", What: "two approaches, and the table as charts/compare.md"},
			{Command: "queens plot -redraw -o chapters/measured", What: "the book's measured charts, drawn again from its measured tables"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			f := newCompareFlags(fs, "4-12")
			out := fs.OutFlag()
			withTable := fs.Bool("table", false, "also write DIR/compare.md: the table in Markdown, headed by the date, Go version and CPU it was measured with")
			redraw := fs.Bool("redraw", false, "measure nothing: draw the charts of DIR again from its measured tables (compare.md, count.md)")
			for _, measuring := range []string{"table", "n", "approach", "repeat"} {
				fs.Exclusive("redraw", measuring)
			}
			return func(ctx context.Context, env cli.Env, _ []string) error {
				if *redraw {
					return redrawFolder(env, *out, *f.quiet)
				}
				return plotComparison(ctx, env, f, *out, *withTable, fs.CommandLine())
			}
		},
	}
}

// plotComparison runs the comparison, prints its table and draws it.
func plotComparison(ctx context.Context, env cli.Env, f *compareFlags, out string, withTable bool, command string) error {
	if out == "" {
		return cli.Usagef("-o DIR is required: the folder to write the charts to")
	}
	// Check the folder before a run that may take minutes.
	if err := cli.WritableDir(out); err != nil {
		return err
	}
	table, err := f.run(ctx, env)
	if err != nil {
		return err // when interrupted, the finished rows are printed but not drawn
	}
	machine := measured.MeasuredOn()
	written, err := measured.DrawComparison(finished(table), out, machine)
	if err == nil && withTable {
		markdown := func(w io.Writer) error { return table.WriteMarkdown(w, cli.ReportOptions(env)) }
		if err = measured.WriteMeasuredTable(out, "compare.md", measured.CompareTitle, machine, command, markdown); err == nil {
			written = append(written, "compare.md")
		}
	}
	if err != nil {
		return err
	}
	if !*f.quiet {
		fmt.Fprintf(env.Stderr, "queens plot: wrote %s in %s\n", strings.Join(written, ", "), out)
	}
	return nil
}

// redrawFolder draws the charts of the measured tables in dir again.
func redrawFolder(env cli.Env, dir string, quiet bool) error {
	if dir == "" {
		return cli.Usagef("-o DIR is required: the folder of the measured tables to draw from")
	}
	written, err := measured.RedrawCharts(dir)
	if err != nil {
		return err
	}
	if !quiet {
		fmt.Fprintf(env.Stderr, "queens plot: drew %s again in %s\n", strings.Join(written, ", "), dir)
	}
	return nil
}

// finished returns the results of the rows of t that ran.
func finished(t report.Table) []harness.Result {
	var results []harness.Result
	for _, r := range t.Rows {
		if r.Skipped == "" {
			results = append(results, r.Result)
		}
	}
	return results
}
