package harness

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/queensbook/queens/approaches/board"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// Row is one line of a comparison table: one approach on one board, either
// run or skipped with a reason.
type Row struct {
	Result
	// Skipped, when not empty, says why the approach did not run.
	Skipped string
}

// Table is a comparison of approaches, printed as a terminal table, a
// Markdown pipe table, CSV or JSON.
type Table struct {
	Rows []Row
	// Timeless leaves the time columns empty ("-"), for text that must not
	// change from run to run, such as the book and golden files.
	Timeless bool
}

var tableHeader = []string{"n", "approach", "solutions", "attempts to first", "attempts in all", "time to first", "time in all", "ns per attempt"}

// numeric marks the columns aligned to the right.
var numeric = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}

// cells returns the row as text, numbers with thousands separators.
func (t Table) cells(r Row) []string {
	n := sizeLabel(r.Problem)
	if r.Skipped != "" {
		return []string{n, r.Approach, "skipped: " + r.Skipped, "", "", "", "", ""}
	}
	first, all, perAttempt := "-", "-", "-"
	if !t.Timeless {
		first, all = FormatDuration(r.TimeToFirst), FormatDuration(r.Time)
		perAttempt = strconv.FormatFloat(r.NsPerAttempt(), 'f', 1, 64)
	}
	if r.Solutions == 0 {
		first = "-"
	}
	return []string{n, r.Approach, Thousands(uint64(r.Solutions)), attemptsToFirst(r), Thousands(r.Attempts), first, all, perAttempt}
}

func attemptsToFirst(r Row) string {
	if r.Solutions == 0 {
		return "-"
	}
	return Thousands(r.AttemptsToFirst)
}

// sizeLabel names the board: its side, or rows x cols for a rectangle, and
// the fixed queens if any.
func sizeLabel(p board.Problem) string {
	s := strconv.Itoa(p.Rows)
	if !p.IsSquare() {
		s = fmt.Sprintf("%dx%d", p.Rows, p.Cols)
	}
	if len(p.Fixed) > 0 {
		s += " (" + board.FormatFixed(p.Fixed) + ")"
	}
	return s
}

// WriteText prints the table with box-drawing lines, for a terminal.
func (t Table) WriteText(w io.Writer) error {
	return WriteGrid(w, false, tableHeader, numeric, t.grid())
}

// WriteMarkdown prints the table as a Markdown pipe table.
func (t Table) WriteMarkdown(w io.Writer) error {
	return WriteGrid(w, true, tableHeader, numeric, t.grid())
}

func (t Table) grid() [][]string {
	rows := make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		rows[i] = t.cells(r)
	}
	return rows
}

// WriteGrid prints a header and rows of cells in the style of the book's
// tables: lines drawn with box characters for a terminal, or a Markdown
// pipe table; the header as written and aligned left, each column aligned
// as align says (numbers to the right).
func WriteGrid(w io.Writer, markdown bool, header []string, align []tw.Align, rows [][]string) error {
	var style tw.Renderer = renderer.NewBlueprint()
	if markdown {
		style = renderer.NewMarkdown()
	}
	table := tablewriter.NewTable(w,
		tablewriter.WithRenderer(style),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	)
	table.Header(header)
	if err := table.Bulk(rows); err != nil {
		return err
	}
	return table.Render()
}

// WriteCSV prints the table as CSV with plain numbers and times in seconds.
func (t Table) WriteCSV(w io.Writer) error {
	out := csv.NewWriter(w)
	out.Write([]string{"n", "rows", "cols", "approach", "solutions", "attempts_to_first", "attempts", "seconds_to_first", "seconds", "ns_per_attempt", "skipped"})
	for _, r := range t.Rows {
		j := t.Record(r)
		out.Write([]string{
			strconv.Itoa(j.N), strconv.Itoa(j.Rows), strconv.Itoa(j.Cols), j.Approach,
			strconv.Itoa(j.Solutions), strconv.FormatUint(j.AttemptsToFirst, 10), strconv.FormatUint(j.Attempts, 10),
			formatSeconds(j.SecondsToFirst), formatSeconds(j.Seconds), formatSeconds(j.NsPerAttempt), j.Skipped,
		})
	}
	out.Flush()
	return out.Error()
}

func formatSeconds(f *float64) string {
	if f == nil {
		return ""
	}
	return strconv.FormatFloat(*f, 'g', 6, 64)
}

// Record is the JSON form of one row.
type Record struct {
	N               int      `json:"n"`
	Rows            int      `json:"rows"`
	Cols            int      `json:"cols"`
	Fixed           string   `json:"fixed,omitempty"`
	Approach        string   `json:"approach"`
	Solutions       int      `json:"solutions"`
	AttemptsToFirst uint64   `json:"attempts_to_first"`
	Attempts        uint64   `json:"attempts"`
	First           []int    `json:"first"`
	SecondsToFirst  *float64 `json:"seconds_to_first,omitempty"`
	Seconds         *float64 `json:"seconds,omitempty"`
	NsPerAttempt    *float64 `json:"ns_per_attempt,omitempty"`
	Skipped         string   `json:"skipped,omitempty"`
}

// Record returns the JSON form of r.
func (t Table) Record(r Row) Record {
	j := Record{
		N: r.Problem.Queens(), Rows: r.Problem.Rows, Cols: r.Problem.Cols,
		Approach: r.Approach, Solutions: r.Solutions,
		AttemptsToFirst: r.AttemptsToFirst, Attempts: r.Attempts,
		First: r.First, Skipped: r.Skipped,
	}
	if len(r.Problem.Fixed) > 0 {
		j.Fixed = board.FormatFixed(r.Problem.Fixed)
	}
	if !t.Timeless && r.Skipped == "" {
		first, all, per := r.TimeToFirst.Seconds(), r.Time.Seconds(), r.NsPerAttempt()
		j.SecondsToFirst, j.Seconds, j.NsPerAttempt = &first, &all, &per
	}
	return j
}

// WriteJSON prints the table as a JSON array of records.
func (t Table) WriteJSON(w io.Writer) error {
	records := make([]Record, len(t.Rows))
	for i, r := range t.Rows {
		records[i] = t.Record(r)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(records)
}

// Thousands writes n with commas between groups of three digits, as the
// book prints large counts: 4,426,165,368.
func Thousands(n uint64) string {
	s := strconv.FormatUint(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// FormatDuration writes d with three significant digits, such as 1.23ms
// or 8.41s, which is as precise as a single run deserves.
func FormatDuration(d time.Duration) string {
	if d >= time.Minute {
		return d.Round(time.Second).String()
	}
	for _, unit := range []time.Duration{time.Second, time.Millisecond, time.Microsecond} {
		if d >= unit {
			digits := len(strconv.FormatInt(int64(d/unit), 10))
			return d.Round(unit / time.Duration(pow10(3-digits))).String()
		}
	}
	return d.String()
}

func pow10(k int) int {
	p := 1
	for range k {
		p *= 10
	}
	return p
}
