package measured

import (
	"fmt"
	"slices"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/plot"
	"github.com/queensbook/queens/puzzle/words"
)

// ours tells whether fold names one of this book's methods of counting;
// any other fold of a table of counts is a rival counter's, read by count
// -rival.
func ours(fold string) bool {
	return slices.ContainsFunc(catalog.Methods, func(m count.Method) bool { return m.Name() == fold })
}

// CountPoint is the time of one count, for countChart.
type CountPoint struct {
	Fold       string
	Workers, N int
	Seconds    float64
}

// CountLines draws the points of countChart, a line for each fold and
// number of workers: a fold's lines share a colour and a marker, the
// line of the fewest workers solid and the others dashed. A rival
// counter is a fold of its own, its workers threads.
func CountLines(points []CountPoint, machine string) (plot.Chart, error) {
	var folds []string
	fewest := points[0].Workers
	for _, p := range points {
		if !slices.Contains(folds, p.Fold) {
			folds = append(folds, p.Fold)
		}
		fewest = min(fewest, p.Workers)
	}
	var series []plot.Series
	for _, p := range points {
		label := fmt.Sprintf("fold %s, %s", p.Fold, words.Plural(p.Workers, "worker"))
		if !ours(p.Fold) {
			label = fmt.Sprintf("%s, %s", p.Fold, words.Plural(p.Workers, "thread"))
		}
		series = plot.AddPoint(series, label, float64(p.N), p.Seconds)
		last := &series[slices.IndexFunc(series, func(s plot.Series) bool { return s.Label == label })]
		last.Look, last.Dashed = slices.Index(folds, p.Fold)+1, p.Workers > fewest
	}
	return plot.Lines("Time to count every solution as the board grows\n"+machine,
		"n, the side of the board", "time in all (log scale)", plot.SecondsLabels, series)
}
