package countcmd

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/words"
)

// countEstimates carries every fold and number of workers of rows on to
// each side after its largest, up to side last (see [forecast.Counts]).
func countEstimates(rows []countRow, last int) []forecast.CountEstimate {
	made := make([]forecast.Count, len(rows))
	for i, r := range rows {
		made[i] = forecast.Count{Result: r.Result, Workers: r.Workers}
	}
	return forecast.Counts(made, last)
}

// writeForecast writes the estimates as a Markdown table, with the sides
// each one rests on, and a line naming the folds of untimed, those whose
// attempts do not say how long they take, which it leaves out.
func writeForecast(w io.Writer, estimates []forecast.CountEstimate, untimed []count.Method) error {
	g := report.Grid{
		Header: []string{"n", "fold", "workers", "attempts, about", "time, about", "from the counts of"},
		Align:  []report.Align{report.Right, report.Left, report.Right, report.Right, report.Right, report.Left},
	}
	for _, e := range estimates {
		g.Rows = append(g.Rows, []string{strconv.Itoa(e.N), e.Method.Name(), strconv.Itoa(e.Workers),
			words.Approximately(e.Attempts), words.Span(e.Seconds), e.Sides()})
	}
	if err := g.WriteMarkdown(w); err != nil {
		return err
	}
	for _, fold := range untimed {
		if _, err := fmt.Fprintf(w, "\nFold %s is left out: its attempts are of kinds that cost differently, in a mix that changes from side to side, so they do not carry its time on.\n", fold.Name()); err != nil {
			return err
		}
	}
	return nil
}

// untimedFolds returns the folds of rows whose attempts do not say how
// long they take, each once.
func untimedFolds(rows []countRow) []count.Method {
	var folds []count.Method
	for _, r := range rows {
		if !r.Method.About().Timed && !slices.Contains(folds, r.Method) {
			folds = append(folds, r.Method)
		}
	}
	return folds
}

// checkForecast checks -forecast against the counts asked for: it needs
// -table, two sides or more, and a side past them that the counter takes.
func (f *countFlags) checkForecast(jobs []countJob) error {
	if f.forecast == 0 {
		return nil
	}
	var sides []int
	for _, j := range jobs {
		if !slices.Contains(sides, j.problem.Rows) {
			sides = append(sides, j.problem.Rows)
		}
	}
	largest := slices.Max(sides)
	switch {
	case !f.table:
		return cli.Usagef("-forecast writes DIR/forecast.md beside DIR/count.md: give -o DIR -table")
	case len(sides) < 2:
		return cli.Usagef("-forecast carries the growth from one side to the next on: give -n two sides or more, such as 14-16")
	case !slices.ContainsFunc(jobs, func(j countJob) bool { return j.method.About().Timed }):
		return cli.Usagef("-forecast: the attempts of fold halves do not carry its time on; add a search, such as -fold constellations,halves")
	case f.forecast <= largest || f.forecast > count.MaxN:
		return cli.Usagef("-forecast %d: forecast a side after the largest counted, %d, and at most %d", f.forecast, largest, count.MaxN)
	}
	return nil
}
