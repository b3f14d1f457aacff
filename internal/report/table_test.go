package report

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// widestRows are rows as wide as a comparison up to n = 12 makes them:
// the combinations search's counts on 8 x 8, a parallel run, times of
// six characters, skipped rows with long reasons, two of them alike.
func widestRows() []Row {
	combinations := Row{Result: harness.Result{
		Approach: "combinations", Problem: board.SquareProblem(8), Solutions: 92,
		AttemptsToFirst: 433354409, Attempts: 4426165368,
		TimeToFirst: 1340 * time.Millisecond, Time: 12200 * time.Millisecond, Workers: 2,
	}}
	grid := Row{Result: harness.Result{
		Approach: "gridbacktrack", Problem: board.SquareProblem(12), Solutions: 14200,
		AttemptsToFirst: 36773, Attempts: 70450278, TimeToFirst: 1580 * time.Microsecond, Time: 32500 * time.Microsecond,
	}}
	limit := "cannot run at all: its attack masks hold 64 squares; it takes boards of at most 64 squares, such as 8 x 8 or 7 x 9"
	return []Row{
		combinations, grid,
		{Result: harness.Result{Approach: "combinations", Problem: board.SquareProblem(9)}, Skipped: limit},
		{Result: harness.Result{Approach: "combinations", Problem: board.SquareProblem(10)}, Skipped: limit},
		{Result: harness.Result{Approach: "gridbacktrack", Problem: board.SquareProblem(12)}, Skipped: "past n = 10",
			Forecast: &forecast.Estimate{N: 12, Attempts: 7.5e9, Seconds: 9.9 * 60, From: []int{9, 10}, Calibrated: true}},
	}
}

func TestTextTableFits80Columns(t *testing.T) {
	for _, times := range []bool{false, true} {
		var out bytes.Buffer
		if err := (Table{Rows: widestRows()}).WriteText(&out, Options{Times: times}); err != nil {
			t.Fatal(err)
		}
		for line := range strings.Lines(out.String()) {
			if width := utf8.RuneCountInString(strings.TrimSuffix(line, "\n")); width > 80 {
				t.Errorf("times %t: a line of %d columns:\n%s", times, width, out.String())
				break
			}
		}
	}
}

func TestTablesNoteWhyRowsWereSkipped(t *testing.T) {
	var text, markdown, csv bytes.Buffer
	table, o := Table{Rows: widestRows()}, Options{Times: true}
	if err := table.WriteText(&text, o); err != nil {
		t.Fatal(err)
	}
	if err := table.WriteMarkdown(&markdown, o); err != nil {
		t.Fatal(err)
	}
	if err := table.WriteCSV(&csv, o); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"│    [1] │", "│    [2] │", "12.2s", "5.5* │",
		"\n[1] combinations, n = 9, 10: cannot run at all: its attack masks hold 64\n    squares;",
		"\n[2] gridbacktrack, n = 12: past n = 10: would take about 9.9 minutes",
		"\n* combinations runs on 2 cores; its ns per attempt is per core: time × 2 /\n  attempts\n",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text table lacks %q:\n%s", want, text.String())
		}
	}
	for _, want := range []string{"| time to first |", "1.34s", `5.5\*`, "\n- [1] combinations, n = 9, 10: cannot run at all:", "\n- \\* combinations runs on 2 cores"} {
		if !strings.Contains(markdown.String(), want) {
			t.Errorf("the Markdown table lacks %q:\n%s", want, markdown.String())
		}
	}
	if want := ",12.2,2,5.51267,\n"; !strings.Contains(csv.String(), want) {
		t.Errorf("the CSV lacks the workers and the time per core %q:\n%s", want, csv.String())
	}
	if want := ",,,,,past n = 10: would take about 9.9 minutes"; !strings.Contains(csv.String(), want) {
		t.Errorf("the CSV lacks the full reason %q:\n%s", want, csv.String())
	}
}

func TestWrapKeepsSizesWhole(t *testing.T) {
	got := wrap("[1] octal, n = 10: past n = 9: timed at n = 8, on 8 x 8", 26, "    ")
	want := "[1] octal, n = 10: past\n    n = 9: timed at n = 8,\n    on 8 x 8\n"
	if got != want {
		t.Errorf("wrap gave\n%s\nwant\n%s", got, want)
	}
}

// Without times a forecast gives its attempts only, and the CSV and JSON
// leave the time columns empty.
func TestTimelessForecast(t *testing.T) {
	var text, csv, js bytes.Buffer
	table, o := Table{Rows: widestRows()}, Options{}
	for _, write := range []func() error{
		func() error { return table.WriteText(&text, o) },
		func() error { return table.WriteCSV(&csv, o) },
		func() error { return table.WriteJSON(&js, o) },
	} {
		if err := write(); err != nil {
			t.Fatal(err)
		}
	}
	want := "past n = 10: would take about 7.5 billion attempts; timed at n = 9 and 10 for this estimate"
	for name, out := range map[string]string{"text": text.String(), "CSV": csv.String(), "JSON": js.String()} {
		// The text table wraps its notes: compare the words.
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("the %s lacks %q:\n%s", name, want, out)
		}
		if strings.Contains(out, "12.2") || strings.Contains(out, "minutes") || strings.Contains(out, "seconds\"") {
			t.Errorf("the %s shows a time:\n%s", name, out)
		}
	}
}

// Without times the text and Markdown tables leave out the time columns,
// which could only read "-"; with times they have them.
func TestTimelessTablesHaveNoTimeColumns(t *testing.T) {
	table := Table{Rows: widestRows()}
	for _, times := range []bool{false, true} {
		var text, md bytes.Buffer
		if err := table.WriteText(&text, Options{Times: times}); err != nil {
			t.Fatal(err)
		}
		if err := table.WriteMarkdown(&md, Options{Times: times}); err != nil {
			t.Fatal(err)
		}
		for name, out := range map[string]string{"text": text.String(), "Markdown": md.String()} {
			if got := strings.Contains(out, "ns per"); got != times {
				t.Errorf("times %t: the %s table has a column of ns per attempt: %t\n%s", times, name, got, out)
			}
		}
	}
}

func TestForecastText(t *testing.T) {
	exact := forecast.Estimate{N: 10, Attempts: 1e10, Seconds: 50, FromSpace: true, From: []int{8}}
	if got := forecastText(exact, Options{Times: true}); got != "about 50s for 10,000,000,000 attempts" {
		t.Errorf("an exact count of the search space, with times: %q", got)
	}
	if got := forecastText(exact, Options{}); got != "10,000,000,000 attempts" {
		t.Errorf("an exact count of the search space, without times: %q", got)
	}
	grown := forecast.Estimate{N: 14, Attempts: 2.7e10, Seconds: 80, From: []int{11, 12}}
	if got := forecastText(grown, Options{}); got != "about 27 billion attempts" {
		t.Errorf("a forecast from growth: %q", got)
	}
	huge := forecast.Estimate{N: 30, Attempts: 1e30, FromSpace: true}
	if got := forecastText(huge, Options{}); !strings.HasPrefix(got, "about ") {
		t.Errorf("a search space past what a float64 holds exactly: %q", got)
	}
}

func TestGridAlignsColumns(t *testing.T) {
	var out bytes.Buffer
	g := Grid{Header: []string{"n", "solutions"}, Align: []Align{Right}, Rows: [][]string{{"8", "92"}, {"10", "724"}}}
	if err := g.WriteMarkdown(&out); err != nil {
		t.Fatal(err)
	}
	// The first column is right-aligned, the second, given no alignment,
	// is left-aligned.
	if want := "|---:|:----------|"; !strings.Contains(out.String(), want) {
		t.Errorf("the Markdown grid lacks %q:\n%s", want, out.String())
	}
}
