package plot

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gonum.org/v1/plot/plotter"

	"github.com/queensbook/queens/counting/treeprofile"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// run is a synthetic finished run.
func run(name string, n int, attempts uint64, took time.Duration) harness.Result {
	return harness.Result{Approach: name, Problem: board.SquareProblem(n), Attempts: attempts, Time: took}
}

// checkSVG writes chart to a file in a temporary folder, and checks that
// the file is well-formed XML with an svg root that mentions every label.
func checkSVG(t *testing.T, chart Chart, labels ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "chart.svg")
	if err := chart.SaveSVG(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	root, err := wellFormed(string(data))
	if err != nil {
		t.Fatalf("the SVG is not well-formed XML: %v", err)
	}
	if root != "svg" {
		t.Errorf("the root element is <%s>, want <svg>", root)
	}
	for _, label := range labels {
		if !strings.Contains(string(data), ">"+label+"<") {
			t.Errorf("the SVG does not mention %q", label)
		}
	}
	checkFallbacks(t, string(data))
	return string(data)
}

var (
	// lightRE finds the light colours that the style sheet of a chart
	// gives its variables: "svg { --fg: #1F2328; ... }", the first rule.
	lightRE = regexp.MustCompile(`--([a-z0-9]+): (#[0-9A-F]{6});`)
	// themedRE finds a themed colour, "fill:#1F2328;fill:var(--fg,
	// #1F2328)": the colour, then the variable with its fallback.
	themedRE = regexp.MustCompile(`(?:([a-z-]+):(#[0-9A-F]{6});)?([a-z-]+):var\(--([a-z0-9]+)(?:, ([^)]*))?\)`)
)

// checkFallbacks checks that every colour of a chart that its style sheet
// themes comes first as the sheet's light colour, and falls back on it,
// "fill:#1F2328;fill:var(--fg, #1F2328)": a reader of SVG that knows no
// CSS variables (rsvg-convert) draws a colour with none black.
func checkFallbacks(t *testing.T, svg string) {
	t.Helper()
	sheet, _, _ := strings.Cut(svg, "}")
	light := map[string]string{}
	for _, m := range lightRE.FindAllStringSubmatch(sheet, -1) {
		light[m[1]] = m[2]
	}
	themed := themedRE.FindAllStringSubmatch(svg, -1)
	if len(light) == 0 || len(themed) == 0 || len(themed) != strings.Count(svg, "var(") {
		t.Fatalf("%d light colours, %d themed colours, %d uses of var(", len(light), len(themed), strings.Count(svg, "var("))
	}
	for _, m := range themed {
		if want := light[m[4]]; m[1] != m[3] || m[2] != want || m[5] != want {
			t.Errorf("%q: want %s:%s;%[2]s:var(--%[4]s, %[3]s)", m[0], m[3], want, m[4])
		}
	}
}

// wellFormed decodes every token of doc and returns the name of its root
// element.
func wellFormed(doc string) (root string, err error) {
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return root, nil
		}
		if err != nil {
			return root, err
		}
		if start, ok := tok.(xml.StartElement); ok && root == "" {
			root = start.Name.Local
		}
	}
}

func TestAttemptsAndTime(t *testing.T) {
	results := []harness.Result{
		run("octal", 4, 256, 5*time.Microsecond),
		run("bitboard", 4, 16, time.Microsecond),
		run("octal", 5, 3125, 30*time.Microsecond),
		run("bitboard", 5, 53, 2*time.Microsecond),
		// A skipped row and a stopped run have nothing to draw.
		{Approach: "combinations", Problem: board.SquareProblem(5)},
		{Approach: "permfilter", Problem: board.SquareProblem(5), Attempts: 10, Time: time.Second, Stopped: true},
	}
	attempts, err := Attempts(results)
	if err != nil {
		t.Fatal(err)
	}
	svg := checkSVG(t, attempts, "octal", "bitboard", "Attempts as the board grows")
	for _, absent := range []string{"combinations", "permfilter"} {
		if strings.Contains(svg, absent) {
			t.Errorf("the attempts chart mentions %s, which has no finished run", absent)
		}
	}
	timeChart, err := Time(results, "measured on a test machine")
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, timeChart, "octal", "bitboard", "measured on a test machine")
}

func TestTree(t *testing.T) {
	// On 3 x 3 the last depth is empty: zero, which the log axis leaves out.
	for _, n := range []int{3, 8} {
		p, err := treeprofile.Count(n)
		if err != nil {
			t.Fatal(err)
		}
		chart, err := Tree(p)
		if err != nil {
			t.Fatal(err)
		}
		checkSVG(t, chart, "no attack (the pruned search)", "columns apart (permutations)", "not pruned (all nᵏ boards)")
	}
}

func TestNothingToDraw(t *testing.T) {
	skipped := []harness.Result{{Approach: "octal", Problem: board.SquareProblem(12)}}
	if _, err := Attempts(skipped); !errors.Is(err, ErrNothingToDraw) {
		t.Errorf("a chart of zeros: %v, want ErrNothingToDraw", err)
	}
	if _, err := Attempts(nil); !errors.Is(err, ErrNothingToDraw) {
		t.Errorf("a chart of nothing: %v, want ErrNothingToDraw", err)
	}
}

// A single point leaves both axes a single value; the chart must still
// draw.
func TestSinglePoint(t *testing.T) {
	chart, err := Attempts([]harness.Result{run("octal", 1, 1, time.Microsecond)})
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, chart, "octal")
}

func TestTicks(t *testing.T) {
	// One axis never mixes counts in full with powers of ten.
	for _, c := range []struct {
		values []float64
		want   []string
	}{
		{[]float64{0.1, 1, 1000, 100000}, []string{"0.1", "1", "1,000", "100,000"}},
		{[]float64{1, 1000, 1e6, 1e12}, []string{"10⁰", "10³", "10⁶", "10¹²"}},
	} {
		if got := CountLabels(c.values); !slices.Equal(got, c.want) {
			t.Errorf("CountLabels(%v) = %q, want %q", c.values, got, c.want)
		}
	}
	if got, want := SecondsLabels([]float64{1e-5, 1e-3, 1, 100}), []string{"10µs", "1ms", "1s", "1m40s"}; !slices.Equal(got, want) {
		t.Errorf("SecondsLabels = %q, want %q", got, want)
	}
	if ticks := integerTicks(-0.2, 2); ticks[0].Label != "0" {
		t.Errorf("integerTicks(-0.2, 2) starts at %q, want 0 (never -0)", ticks[0].Label)
	}
	ticks := integerTicks(3.5, 9)
	if len(ticks) != 6 || ticks[0].Label != "4" || ticks[5].Label != "9" {
		t.Errorf("integerTicks(3.5, 9) = %v", ticks)
	}
	if ticks := integerTicks(1, 100); len(ticks) > 16 {
		t.Errorf("integerTicks(1, 100) has %d ticks; a long axis should get a step", len(ticks))
	}
}

// A chart reads on a phone and in the dark: its text is 11 px or more
// where a 375 px phone shows it 343 px wide, in the page's font; every
// colour is a CSS variable that the SVG defines for a light screen and a
// dark one (after the light colour, for readers that know no variables:
// see checkFallbacks); and the powers of ten are written with superscripts.
func TestChartsReadOnAPhone(t *testing.T) {
	chart, err := Attempts([]harness.Result{run("octal", 4, 256, 0), run("octal", 8, 16777216, 0), run("bitboard", 8, 2056, 0)})
	if err != nil {
		t.Fatal(err)
	}
	svg := checkSVG(t, chart, "octal", "bitboard", "10⁷\u2009")
	for _, m := range regexp.MustCompile(`font-size:([\d.]+)px`).FindAllStringSubmatch(svg, -1) {
		size, _ := strconv.ParseFloat(m[1], 64)
		if px := size * 343 / width.Points(); px < 11 {
			t.Errorf("text of %spx in a chart %g wide shows at %.1f px on a phone; want 11 px or more", m[1], width.Points(), px)
		}
	}
	if n, fonts := strings.Count(svg, "<text"), strings.Count(svg, "font-family:"+pageFont+";"); fonts != n {
		t.Errorf("%d of %d texts are in the page's font", fonts, n)
	}
	sheet, body, _ := strings.Cut(svg, "</style>")
	if !strings.Contains(sheet, "@media screen and (prefers-color-scheme: dark)") {
		t.Errorf("the SVG has no colours for a dark screen:\n%s", sheet)
	}
	if literal := regexp.MustCompile(`(fill|stroke):#`).FindString(themedRE.ReplaceAllString(body, "")); literal != "" {
		t.Errorf("the SVG draws in a colour of its own (%s…), which a dark screen cannot change", literal)
	}
}

// The series of a chart can be told apart without their colours: by
// their markers, and where the markers come round again, by dashes.
func TestSeriesLookDistinct(t *testing.T) {
	seen := map[string]int{}
	for i := range 2 * len(palette) {
		line, marks, err := plotter.NewLinePoints(plotter.XYs{{X: 1, Y: 1}})
		if err != nil {
			t.Fatal(err)
		}
		styleSeries(i, false, line, marks)
		look := fmt.Sprintf("%T %v", marks.Shape, line.Dashes)
		if j, ok := seen[look]; ok {
			t.Errorf("series %d and %d look the same: %s", j, i, look)
		}
		seen[look] = i
	}
}
