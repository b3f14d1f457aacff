package harness

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/queensbook/queens/approaches/board"
)

// widestRows are rows as wide as a comparison up to n = 12 makes them:
// the combinations search's counts on 8 x 8, a parallel run, times of
// six characters, skipped rows with long reasons, two of them alike.
func widestRows() []Row {
	combinations := Row{Result: Result{
		Approach: "combinations", Problem: board.Square(8), Solutions: 92,
		AttemptsToFirst: 433354409, Attempts: 4426165368,
		TimeToFirst: 1340 * time.Millisecond, Time: 12200 * time.Millisecond, Workers: 2,
	}}
	grid := Row{Result: Result{
		Approach: "gridbacktrack", Problem: board.Square(12), Solutions: 14200,
		AttemptsToFirst: 36773, Attempts: 70450278, TimeToFirst: 1580 * time.Microsecond, Time: 32500 * time.Microsecond,
	}}
	limit := "cannot run at all: its attack masks hold 64 squares; it takes boards of at most 64 squares, such as 8 x 8 or 7 x 9"
	return []Row{
		combinations, grid,
		{Result: Result{Approach: "combinations", Problem: board.Square(9)}, Skipped: limit},
		{Result: Result{Approach: "combinations", Problem: board.Square(10)}, Skipped: limit},
		{Result: Result{Approach: "gridbacktrack", Problem: board.Square(12)}, Skipped: "past n = 10: would take about 9.9 minutes for 7.5 billion attempts; timed at n = 9 and 10 for this estimate"},
	}
}

func TestTextTableFits80Columns(t *testing.T) {
	for _, timeless := range []bool{false, true} {
		var out bytes.Buffer
		if err := (Table{Rows: widestRows(), Timeless: timeless}).WriteText(&out); err != nil {
			t.Fatal(err)
		}
		for line := range strings.Lines(out.String()) {
			if width := utf8.RuneCountInString(strings.TrimSuffix(line, "\n")); width > 80 {
				t.Errorf("timeless %t: a line of %d columns:\n%s", timeless, width, out.String())
				break
			}
		}
	}
}

func TestTablesNoteWhyRowsWereSkipped(t *testing.T) {
	var text, markdown, csv bytes.Buffer
	table := Table{Rows: widestRows()}
	if err := table.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := table.WriteMarkdown(&markdown); err != nil {
		t.Fatal(err)
	}
	if err := table.WriteCSV(&csv); err != nil {
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
