package cli

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/internal/report"
)

func plotCommand() *command {
	return &command{
		name:    "plot",
		summary: "draw attempts and time against n as SVG charts",
		about: `
plot runs the comparison of 'queens compare', prints its table and draws the
attempts and the time of each approach against n as DIR/attempts.svg and
DIR/time.svg. 'make tables' runs it for the book's measured charts.
`,
		examples: []example{
			{"queens plot -n 4-12 -o charts", "charts of every approach on 4 x 4 to 12 x 12, in the folder charts"},
			{"queens plot -n 4-10 -approach octal,bitboard -o charts -table", "two approaches, and the table as charts/compare.md"},
		},
		define: func(fs *flagSet) runFunc {
			f := fs.compareFlags("4-12")
			out := fs.outFlag()
			withTable := fs.Bool("table", false, "also write DIR/compare.md: the table in Markdown, headed by the date, Go version and CPU it was measured with")
			return func(ctx context.Context, env Env, _ []string) error {
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
	written, err := drawComparison(table, out, machine)
	if err == nil && withTable {
		markdown := func(w io.Writer) error { return table.WriteMarkdown(w, reportOptions(env)) }
		if err = writeMeasuredTable(out, "compare.md", machine, command, markdown); err == nil {
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

// drawComparison writes the attempts and time charts of the finished rows
// of t into dir and returns the names of the files written.
func drawComparison(t report.Table, dir, machine string) ([]string, error) {
	var results []harness.Result
	for _, r := range t.Rows {
		if r.Skipped == "" {
			results = append(results, r.Result)
		}
	}
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
