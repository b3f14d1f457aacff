// Package plot draws the charts of the queens book as SVG: the attempts
// and the time of each approach as the board grows, and the profile of the
// row-by-row search tree. Every chart has a logarithmic y axis, because the
// figures it compares differ by factors of thousands.
//
// The charts are drawn for the web edition as much as for book.md: as wide
// as a phone shows them with labels of 11 px or more, the legend under the
// plot, every series with a marker of its own as well as a colour, in the
// page's font, and in the colours of the page's light or dark theme (see
// look.go).
//
// It wraps gonum.org/v1/plot and lives beside the command rather than among
// the approaches, so that their packages and tests never link the plotting
// library.
package plot

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	gonum "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// Chart is a finished chart, ready to be written.
type Chart struct {
	plot *gonum.Plot
	// yLabel names the y axis, which WriteSVG writes beside it: gonum
	// centres it on the axis's middle value, which on a logarithmic axis
	// lies near the top, and shrinks the plot to make room.
	yLabel string
	// entries are the legend's, one a series, which WriteSVG sets in
	// columns under the plot rather than on it, where they would cover
	// lines and tick labels.
	entries []entry
}

// entry is one line of a chart's legend: a series' label, and its line
// and markers to draw beside it.
type entry struct {
	label  string
	thumbs []gonum.Thumbnailer
}

// Series is one labelled line of a chart.
type Series struct {
	Label  string
	Points plotter.XYs
	// Look, from 1, picks the series' colour and marker, which series of
	// one kind may share (the same fold of a count on more cores, say),
	// told apart by Dashed; 0 takes the next look unused.
	Look   int
	Dashed bool
}

// ErrNothingToDraw is returned for a chart whose every value is zero or
// missing: a logarithmic axis has no place for zero.
var ErrNothingToDraw = errors.New("nothing to draw: every value is zero")

// Attempts charts the attempts of each approach in all against the board
// side n, one series per approach in the order the approaches first
// appear. Runs that were skipped or stopped are left out.
func Attempts(results []harness.Result) (Chart, error) {
	return runChart("Attempts as the board grows", "attempts in all (log scale)", CountLabels, results,
		func(r harness.Result) float64 { return float64(r.Attempts) })
}

// Time charts the time of each approach's whole run against n, in
// seconds. Measured, when not empty, names where and when the times were
// measured, as a second line of the title.
func Time(results []harness.Result, measured string) (Chart, error) {
	title := "Time as the board grows"
	if measured != "" {
		title += "\n" + measured
	}
	return runChart(title, "time in all (log scale)", SecondsLabels, results,
		func(r harness.Result) float64 { return r.Time.Seconds() })
}

// runChart draws one value of each finished run against n.
func runChart(title, yLabel string, yTick Labels, results []harness.Result, value func(harness.Result) float64) (Chart, error) {
	var series []Series
	for _, r := range results {
		if r.Stopped || !r.Problem.IsSquare() {
			continue
		}
		series = AddPoint(series, r.Approach, float64(r.Problem.Rows), value(r))
	}
	for _, s := range series {
		slices.SortFunc(s.Points, func(a, b plotter.XY) int { return cmp.Compare(a.X, b.X) })
	}
	return Lines(title, "n, the side of the board", yLabel, yTick, series)
}

// AddPoint adds the point (x, y) to the series labelled label, starting
// that series after the others when it is new, and returns the series.
func AddPoint(series []Series, label string, x, y float64) []Series {
	i := slices.IndexFunc(series, func(s Series) bool { return s.Label == label })
	if i < 0 {
		series = append(series, Series{Label: label})
		i = len(series) - 1
	}
	series[i].Points = append(series[i].Points, plotter.XY{X: x, Y: y})
	return series
}

// Tree charts the profile of the row-by-row search: the nodes at each
// depth of the pruned tree, beside the trees that only keep the columns
// apart and that prune nothing.
func Tree(p treeprofile.Profile) (Chart, error) {
	series := []Series{{Label: "no attack (the pruned search)"}, {Label: "columns apart (permutations)"}, {Label: "not pruned (all nᵏ boards)"}}
	for _, l := range p.Levels() {
		for i, nodes := range []uint64{l.Nodes, l.Columns, l.All} {
			series[i].Points = append(series[i].Points, plotter.XY{X: float64(l.Depth), Y: float64(nodes)})
		}
	}
	title := fmt.Sprintf("The row-by-row search tree on the %d x %d board", p.N, p.N)
	return Lines(title, "queens placed (depth in the tree)", "nodes at that depth (log scale)", CountLabels, series)
}

// Lines draws series as lines with points on a logarithmic y axis, whose
// ticks at the powers of ten yTick labels, and integer ticks on the x
// axis. Each series has a colour and a marker of its own (see look.go).
// Points whose y is not positive are left out, and so is a series left
// with no points.
func Lines(title, xLabel, yLabel string, yTick Labels, series []Series) (Chart, error) {
	p := gonum.New()
	p.Title.Text = title
	p.X.Label.Text = xLabel
	p.Y.Scale = gonum.LogScale{}
	p.Y.Tick.Marker = logTicks(yTick)
	p.X.Tick.Marker = gonum.TickerFunc(integerTicks)
	dress(p)
	chart := Chart{plot: p, yLabel: yLabel}
	unused := 1
	for _, s := range series {
		points := positive(s.Points)
		if len(points) == 0 {
			continue
		}
		line, marks, err := plotter.NewLinePoints(points)
		if err != nil {
			return Chart{}, err
		}
		look := cmp.Or(s.Look, unused)
		unused = max(unused, look+1)
		styleSeries(look-1, s.Dashed, line, marks)
		p.Add(line, marks)
		chart.entries = append(chart.entries, entry{s.Label, []gonum.Thumbnailer{line, marks}})
	}
	if len(chart.entries) == 0 {
		return Chart{}, ErrNothingToDraw
	}
	widenSingleValue(p)
	// A little room at either end of the x axis, so that the labels of
	// the first and last ticks are not cut off at the image's edges.
	p.X.Min, p.X.Max = p.X.Min-0.2, p.X.Max+0.2
	return chart, nil
}

// positive returns the points whose y a logarithmic axis can show.
func positive(points plotter.XYs) plotter.XYs {
	var kept plotter.XYs
	for _, pt := range points {
		if pt.Y > 0 && !math.IsInf(pt.Y, 0) {
			kept = append(kept, pt)
		}
	}
	return kept
}

// widenSingleValue widens an axis whose data is a single value, which no
// scale can spread over the axis: the x axis by one on either side, the
// logarithmic y axis to the decade around it.
func widenSingleValue(p *gonum.Plot) {
	if p.X.Min == p.X.Max {
		p.X.Min, p.X.Max = p.X.Min-1, p.X.Max+1
	}
	if p.Y.Min == p.Y.Max {
		p.Y.Min, p.Y.Max = p.Y.Min/10, p.Y.Max*10
	}
}

// Labels writes the labels of the ticks of one axis, one for each value,
// so that it can write every label of an axis in the same form.
type Labels func(values []float64) []string

// logTicks returns gonum's ticks for the logarithmic y axis, with the
// powers of ten labelled by label instead of in e notation, each label
// ending in a thin space, which keeps it off the tick marks in a font a
// little wider than the one it was measured in.
func logTicks(label Labels) gonum.Ticker {
	return gonum.TickerFunc(func(min, max float64) []gonum.Tick {
		ticks := gonum.LogTicks{}.Ticks(min, max)
		var values []float64
		for _, t := range ticks {
			if t.Label != "" {
				values = append(values, t.Value)
			}
		}
		labels := label(values)
		for i := range ticks {
			if ticks[i].Label != "" {
				ticks[i].Label, labels = labels[0]+"\u2009", labels[1:]
			}
		}
		return ticks
	})
}

// CountLabels labels counts in one form for the whole axis: in full
// (1, 1,000, 100,000) when none passes 100,000, and otherwise every one
// as a power of ten (10⁰, 10³, 10⁶), its exponent in superscript digits,
// so that an axis never mixes the two. A value below one, on an axis
// widened around a single 1, is a plain decimal.
func CountLabels(values []float64) []string {
	powers := slices.ContainsFunc(values, func(v float64) bool { return v >= 1e6 })
	labels := make([]string, len(values))
	for i, v := range values {
		switch {
		case v < 1:
			labels[i] = strconv.FormatFloat(v, 'g', -1, 64)
		case powers:
			labels[i] = "10" + superscript(int(math.Round(math.Log10(v))))
		default:
			labels[i] = words.Thousands(uint64(math.Round(v)))
		}
	}
	return labels
}

// superscript writes n in superscript digits: 12 as ¹².
func superscript(n int) string {
	return strings.Map(func(r rune) rune {
		if r == '-' {
			return '⁻'
		}
		return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0']
	}, strconv.Itoa(n))
}

// SecondsLabels labels times given in seconds: 10µs, 1ms, 1s, 1m40s.
func SecondsLabels(values []float64) []string {
	labels := make([]string, len(values))
	for i, s := range values {
		labels[i] = words.Seconds(s)
	}
	return labels
}

// integerTicks labels whole numbers only, every one of them on a short
// axis and evenly spaced ones on a long axis.
func integerTicks(min, max float64) []gonum.Tick {
	first, last := math.Ceil(min), math.Floor(max)
	step := math.Max(1, math.Ceil((last-first)/15))
	var ticks []gonum.Tick
	for v := first; v <= last; v += step {
		// Through int, so that a first tick at -0 reads 0.
		ticks = append(ticks, gonum.Tick{Value: v, Label: strconv.Itoa(int(v))})
	}
	return ticks
}

// SaveSVG writes the chart to the file at path as an SVG image.
func (c Chart) SaveSVG(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := c.WriteSVG(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
