package countcmd

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/measured"
	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/words"
)

// print prints finished counts. One count prints as a few lines of text or
// a JSON object; several, or any with -markdown or -csv, print as a table
// with a count a row, or as a JSON array.
func (f *countFlags) print(env cli.Env, rows []countRow, several bool) error {
	if !several && f.format != "markdown" && f.format != "csv" {
		return f.write(env, rows[0].Result)
	}
	t := countTable{rows: rows, unique: f.unique, options: cli.ReportOptions(env)}
	switch {
	case f.format == "json":
		records := make([]count.Record, len(rows))
		for i, r := range rows {
			records[i] = f.record(env, r.Result)
			records[i].Workers = r.Workers
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(records)
	case f.format == "csv":
		return t.writeCSV(env.Stdout)
	}
	return t.write(env.Stdout, f.format == "markdown")
}

// draw writes DIR/count.svg, the time of each count against n, and with
// -table DIR/count.md, the table in Markdown; both say where they were
// measured.
func (f *countFlags) draw(env cli.Env, rows []countRow, command string) error {
	machine := measured.MeasuredOn()
	counted := rows
	rows = withRival(rows, f.rivalRows)
	chart, err := countChart(rows, machine)
	if err != nil {
		return err
	}
	if err := cli.SaveSVG(chart, f.out, "count.svg"); err != nil {
		return err
	}
	written := []string{"count.svg"}
	if f.table {
		t := countTable{rows: rows, unique: f.unique, options: cli.ReportOptions(env)}
		markdown := func(w io.Writer) error {
			return errors.Join(t.write(w, true), writeRivalNote(w, rows))
		}
		if err := measured.WriteMeasuredTable(f.out, "count.md", measured.CountTitle, machine, command, markdown); err != nil {
			return err
		}
		written = append(written, "count.md")
	}
	if f.forecast > 0 {
		forecast := func(w io.Writer) error {
			return writeForecast(w, countEstimates(counted, f.forecast), untimedFolds(counted))
		}
		if err := measured.WriteMeasuredTable(f.out, "forecast.md", measured.ForecastTitle, machine, command, forecast); err != nil {
			return err
		}
		written = append(written, "forecast.md")
	}
	if !f.quiet {
		fmt.Fprintf(env.Stderr, "queens count: wrote %s in %s\n", strings.Join(written, ", "), f.out)
	}
	return nil
}

// countTable prints finished counts as a table, a count a row.
type countTable struct {
	rows []countRow
	// unique adds a column of fundamental solutions.
	unique bool
	// options say whether the times are shown; without them the table
	// has no time column, as the book and golden files want.
	options report.Options
}

// countColumn is one column of a countTable.
type countColumn struct {
	name  string
	align report.Align
	cell  func(r countRow) string
}

// columns returns the table's columns. Workers get a column only when the
// counts differ in it: its figure is the machine's number of cores by
// default, which text meant to stay the same everywhere must not show.
// Time gets one only when the table shows times.
func (t countTable) columns() []countColumn {
	cols := []countColumn{
		{"n", report.Right, func(r countRow) string {
			if r.Fixed != "" {
				return fmt.Sprintf("%d (%s)", r.N, r.Fixed)
			}
			return strconv.Itoa(r.N)
		}},
		{"fold", report.Left, func(r countRow) string { return r.fold() }},
	}
	if slices.ContainsFunc(t.rows, func(r countRow) bool { return r.Workers != t.rows[0].Workers }) {
		cols = append(cols, countColumn{"workers", report.Right, func(r countRow) string { return strconv.Itoa(r.Workers) }})
	}
	cols = append(cols, countColumn{"solutions", report.Right, func(r countRow) string { return words.Thousands(r.Solutions) }})
	if t.unique {
		cols = append(cols, countColumn{"unique", report.Right, func(r countRow) string { return r.counted(r.Unique) }})
	}
	cols = append(cols, countColumn{"attempts", report.Right, func(r countRow) string { return r.counted(r.Attempts) }})
	if t.options.Times {
		cols = append(cols, countColumn{"time", report.Right, func(r countRow) string { return words.Seconds(r.Seconds) }})
	}
	return cols
}

// write prints the table with box-drawing lines, or as a Markdown pipe
// table.
func (t countTable) write(w io.Writer, markdown bool) error {
	var g report.Grid
	cols := t.columns()
	for _, c := range cols {
		g.Header = append(g.Header, c.name)
		g.Align = append(g.Align, c.align)
	}
	g.Rows = make([][]string, len(t.rows))
	for i, r := range t.rows {
		for _, c := range cols {
			g.Rows[i] = append(g.Rows[i], c.cell(r))
		}
	}
	if markdown {
		return g.WriteMarkdown(w)
	}
	return g.WriteText(w)
}

// writeCSV prints the table as CSV, every column always there, with plain
// numbers and times in seconds; a value not known or not asked for is
// empty.
func (t countTable) writeCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	out.Write([]string{"n", "fixed", "fold", "workers", "solutions", "unique", "attempts", "seconds"})
	for _, r := range t.rows {
		var workers, unique, seconds string
		if r.Workers > 0 {
			workers = strconv.Itoa(r.Workers)
		}
		if t.unique {
			unique = strconv.FormatUint(r.Unique, 10)
		}
		if t.options.Times {
			seconds = strconv.FormatFloat(r.Seconds, 'g', 6, 64)
		}
		out.Write([]string{strconv.Itoa(r.N), r.Fixed, r.Method.Name(), workers,
			strconv.FormatUint(r.Solutions, 10), unique, strconv.FormatUint(r.Attempts, 10), seconds})
	}
	out.Flush()
	return out.Error()
}

// countChart draws the time of each count against n on a logarithmic
// axis, a line for each fold and number of workers, so that the gaps
// between the lines are the speed-ups of folding and of more cores.
func countChart(rows []countRow, machine string) (plot.Chart, error) {
	points := make([]measured.CountPoint, len(rows))
	for i, r := range rows {
		points[i] = measured.CountPoint{Fold: r.fold(), Workers: r.Workers, N: r.N, Seconds: r.Seconds}
	}
	return measured.CountLines(points, machine)
}
