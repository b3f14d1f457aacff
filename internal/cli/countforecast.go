package cli

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/queensbook/queens/approaches/bitcount"
	"github.com/queensbook/queens/approaches/forecast"
	"github.com/queensbook/queens/approaches/words"
	"github.com/queensbook/queens/internal/report"
)

// countEstimate is a count nobody made, carried on from the two largest
// sides measured with the same fold and workers.
type countEstimate struct {
	n       int
	fold    bitcount.Fold
	workers int
	// from are the two sides measured that the estimate rests on.
	from              [2]int
	attempts, seconds float64
}

// countEstimates carries every fold and number of workers of rows on to
// each side after its largest, up to side last: the attempts grow as
// [forecast.Grow] has them, and each costs what one cost on the largest
// side measured. A series measured on fewer than two sides has none, and
// so has a fold whose attempts do not say how long it takes.
func countEstimates(rows []countRow, last int) []countEstimate {
	type series struct {
		fold    bitcount.Fold
		workers int
	}
	bySeries := map[series][]countRow{}
	var order []series
	for _, r := range rows {
		if r.Fixed != "" || r.Partial() || r.Attempts == 0 || r.Seconds <= 0 || !r.Fold.TimedByAttempts() {
			continue
		}
		s := series{r.Fold, r.Workers}
		if _, seen := bySeries[s]; !seen {
			order = append(order, s)
		}
		bySeries[s] = append(bySeries[s], r)
	}
	var out []countEstimate
	for _, s := range order {
		measured := bySeries[s]
		slices.SortFunc(measured, func(a, b countRow) int { return cmp.Compare(a.N, b.N) })
		if len(measured) < 2 {
			continue
		}
		a, b := measured[len(measured)-2], measured[len(measured)-1]
		perAttempt := b.Seconds / float64(b.Attempts)
		for n := b.N + 1; n <= last; n++ {
			attempts := forecast.Grow(a.N, float64(a.Attempts), b.N, float64(b.Attempts), n)
			out = append(out, countEstimate{n: n, fold: s.fold, workers: s.workers, from: [2]int{a.N, b.N},
				attempts: attempts, seconds: attempts * perAttempt})
		}
	}
	return out
}

// writeForecast writes the estimates as a Markdown table, with the sides
// each one rests on, and a line naming the folds of untimed, those whose
// attempts do not say how long they take, which it leaves out.
func writeForecast(w io.Writer, estimates []countEstimate, untimed []bitcount.Fold) error {
	g := report.Grid{
		Header: []string{"n", "fold", "workers", "attempts, about", "time, about", "from the counts of"},
		Align:  []report.Align{report.Right, report.Left, report.Right, report.Right, report.Right, report.Left},
	}
	for _, e := range estimates {
		g.Rows = append(g.Rows, []string{strconv.Itoa(e.n), e.fold.String(), strconv.Itoa(e.workers),
			words.Approximately(e.attempts), words.Span(e.seconds), fmt.Sprintf("n = %d and %d", e.from[0], e.from[1])})
	}
	if err := g.WriteMarkdown(w); err != nil {
		return err
	}
	for _, fold := range untimed {
		if _, err := fmt.Fprintf(w, "\nFold %v is left out: its attempts are of kinds that cost differently, in a mix that changes from side to side, so they do not carry its time on.\n", fold); err != nil {
			return err
		}
	}
	return nil
}

// untimedFolds returns the folds of rows whose attempts do not say how
// long they take, each once.
func untimedFolds(rows []countRow) []bitcount.Fold {
	var folds []bitcount.Fold
	for _, r := range rows {
		if !r.Fold.TimedByAttempts() && !slices.Contains(folds, r.Fold) {
			folds = append(folds, r.Fold)
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
		return usagef("-forecast writes DIR/forecast.md beside DIR/count.md: give -o DIR -table")
	case len(sides) < 2:
		return usagef("-forecast carries the growth from one side to the next on: give -n two sides or more, such as 14-16")
	case !slices.ContainsFunc(jobs, func(j countJob) bool { return j.options.Fold.TimedByAttempts() }):
		return usagef("-forecast: the attempts of fold halves do not carry its time on; add a search, such as -fold constellations,halves")
	case f.forecast <= largest || f.forecast > bitcount.MaxN:
		return usagef("-forecast %d: forecast a side after the largest counted, %d, and at most %d", f.forecast, largest, bitcount.MaxN)
	}
	return nil
}
