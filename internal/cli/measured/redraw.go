package measured

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The measured tables of chapters/measured hold every figure that the
// measured charts show, so a change to how the charts look draws them
// again from the tables, measuring nothing ('queens plot -redraw', make
// charts). The times come back as the tables print them, to three
// significant digits, which a logarithmic axis cannot tell from the
// times measured.

// MeasuredTable is a table that writeMeasuredTable wrote, read back:
// where it was measured, and its rows, each cell by its column's heading.
type MeasuredTable struct {
	Machine string
	Rows    []map[string]string
}

// redraws are the charts drawn from each measured table, by its file.
var redraws = []struct {
	table string
	draw  func(t MeasuredTable, dir string) ([]string, error)
}{
	{"compare.md", redrawComparison},
	{"count.md", redrawCount},
}

// RedrawCharts draws the charts of the measured tables in dir again, into
// dir, and returns the names of the files written. A table dir does not
// hold is passed over; one at least must be there.
func RedrawCharts(dir string) ([]string, error) {
	var written []string
	read := 0
	for _, r := range redraws {
		t, err := ReadMeasuredTable(filepath.Join(dir, r.table))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return written, err
		}
		read++
		files, err := r.draw(t, dir)
		written = append(written, files...)
		if err != nil {
			return written, fmt.Errorf("%s: %w", r.table, err)
		}
	}
	if read == 0 {
		return nil, cli.Usagef("-redraw: %s holds no measured table (compare.md, count.md) to draw from; 'make tables' measures them", dir)
	}
	return written, nil
}

// redrawComparison draws the attempts and time charts of compare.md.
func redrawComparison(t MeasuredTable, dir string) ([]string, error) {
	var results []harness.Result
	for i, row := range t.Rows {
		if row["attempts in all"] == "" {
			continue // a run left out, with a note under the table
		}
		n, err := strconv.Atoi(row["n"])
		attempts, err2 := strconv.ParseUint(strings.ReplaceAll(row["attempts in all"], ",", ""), 10, 64)
		took, err3 := time.ParseDuration(row["time in all"])
		if err := errors.Join(err, err2, err3); err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		results = append(results, harness.Result{Approach: row["approach"], Problem: board.SquareProblem(n), Attempts: attempts, Time: took})
	}
	return DrawComparison(results, dir, t.Machine)
}

// redrawCount draws count.svg from count.md.
func redrawCount(t MeasuredTable, dir string) ([]string, error) {
	var points []CountPoint
	for i, row := range t.Rows {
		n, err := strconv.Atoi(row["n"])
		workers, err2 := strconv.Atoi(row["workers"])
		took, err3 := time.ParseDuration(row["time"])
		if err := errors.Join(err, err2, err3); err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		points = append(points, CountPoint{row["fold"], workers, n, took.Seconds()})
	}
	chart, err := CountLines(points, t.Machine)
	if err != nil {
		return nil, err
	}
	return []string{"count.svg"}, cli.SaveSVG(chart, dir, "count.svg")
}

// ReadMeasuredTable reads the file at path as writeMeasuredTable writes
// it: a heading that ends with where the table was measured ("…
// measured on 2026-03-01 with go1.26.0 on …"), and a Markdown table.
func ReadMeasuredTable(path string) (MeasuredTable, error) {
	file, err := os.Open(path)
	if err != nil {
		return MeasuredTable{}, err
	}
	defer file.Close()
	data, err := cli.ReadSmall(file)
	if err != nil {
		return MeasuredTable{}, fmt.Errorf("%s: %w", path, err)
	}
	heading, rest, _ := strings.Cut(string(data), "\n")
	_, on, ok := strings.Cut(heading, " measured ")
	if !ok {
		return MeasuredTable{}, fmt.Errorf("%s: the heading %q does not say where the table was measured", path, heading)
	}
	t := MeasuredTable{Machine: on}
	var header []string
	for line := range strings.Lines(rest) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			if header != nil {
				break // the end of the table
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case header == nil:
			header = cells
		case strings.Trim(strings.Join(cells, ""), ":-") == "": // the rule under the header
		default:
			row := map[string]string{}
			for i, h := range header {
				if i < len(cells) {
					row[h] = cells[i]
				}
			}
			t.Rows = append(t.Rows, row)
		}
	}
	if len(t.Rows) == 0 {
		return t, fmt.Errorf("%s: no table", path)
	}
	return t, nil
}
