package cli

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/harness"
)

func plotCommand() *command {
	return &command{
		name:    "plot",
		summary: "draw attempts and time against n as SVG charts",
		about: `
plot runs the comparison of 'queens compare', prints its table and draws the
attempts and the time of each approach against n as DIR/attempts.svg and
DIR/time.svg. 'make tables' runs it for the book's measured charts.

-redraw measures nothing: it draws the charts of DIR again from the measured
tables there (compare.md, and count.md for count.svg), after a change to how
charts look. 'make charts' runs it for the book's.
`,
		examples: []example{
			{"queens plot -n 4-12 -o charts", "charts of every approach on 4 x 4 to 12 x 12, in the folder charts"},
			{"queens plot -n 4-10 -approach octal,bitboard -o charts -table", "two approaches, and the table as charts/compare.md"},
			{"queens plot -redraw -o chapters/measured", "the book's measured charts, drawn again from its measured tables"},
		},
		define: func(fs *flagSet) runFunc {
			f := fs.compareFlags("4-12")
			out := fs.outFlag()
			withTable := fs.Bool("table", false, "also write DIR/compare.md: the table in Markdown, headed by the date, Go version and CPU it was measured with")
			redraw := fs.Bool("redraw", false, "measure nothing: draw the charts of DIR again from its measured tables (compare.md, count.md)")
			for _, measuring := range []string{"table", "n", "approach", "repeat"} {
				fs.exclusive("redraw", measuring)
			}
			return func(ctx context.Context, env Env, _ []string) error {
				if *redraw {
					return redrawFolder(env, *out, *f.quiet)
				}
				return plotComparison(ctx, env, f, *out, *withTable, fs.commandLine())
			}
		},
	}
}

// plotComparison runs the comparison, prints its table and draws it.
func plotComparison(ctx context.Context, env Env, f *compareFlags, out string, withTable bool, command string) error {
	if out == "" {
		return usagef("-o DIR is required: the folder to write the charts to")
	}
	// Check the folder before a run that may take minutes.
	if err := writableDir(out); err != nil {
		return err
	}
	table, err := f.run(ctx, env)
	if err != nil {
		return err // when interrupted, the finished rows are printed but not drawn
	}
	machine := measuredOn()
	written, err := drawComparison(finished(table), out, machine)
	if err == nil && withTable {
		markdown := func(w io.Writer) error { return table.WriteMarkdown(w, reportOptions(env)) }
		if err = writeMeasuredTable(out, "compare.md", compareTitle, machine, command, markdown); err == nil {
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
func redrawFolder(env Env, dir string, quiet bool) error {
	if dir == "" {
		return usagef("-o DIR is required: the folder of the measured tables to draw from")
	}
	written, err := redrawCharts(dir)
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

// drawComparison writes the attempts and time charts of results into dir
// and returns the names of the files written.
func drawComparison(results []harness.Result, dir, machine string) ([]string, error) {
	attempts, err := plot.Attempts(results)
	if err != nil {
		return nil, err
	}
	took, err := plot.Time(results, machine)
	if err != nil {
		return nil, err
	}
	charts := []struct {
		file  string
		chart plot.Chart
	}{{"attempts.svg", attempts}, {"time.svg", took}}
	var written []string
	for _, c := range charts {
		if err := saveSVG(c.chart, dir, c.file); err != nil {
			return written, err
		}
		written = append(written, c.file)
	}
	return written, nil
}
