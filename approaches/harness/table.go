package harness

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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

// The text table leaves out the time to the first solution, to fit 80
// columns; the Markdown, CSV and JSON forms hold every figure. Its
// headers take two lines where one would widen the column.
var (
	textHeader = []string{"n", "approach", "found", "attempts\nto first", "attempts\nin all", "time", "ns per\nattempt"}
	textAlign  = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}

	markdownHeader = []string{"n", "approach", "solutions", "attempts to first", "attempts in all", "time to first", "time in all", "ns per attempt"}
	markdownAlign  = []tw.Align{tw.AlignRight, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}
)

// textWidth is the width the text table and its notes fit in.
const textWidth = 80

// parallelMark follows the time per attempt of a run on several cores.
const parallelMark = "*"

// cells returns the row as text, numbers with thousands separators, with
// every column of the Markdown table. A skipped row shows the mark of the
// note under the table that says why.
func (t Table) cells(r Row, mark string) []string {
	n := sizeLabel(r.Problem)
	if r.Skipped != "" {
		return []string{n, r.Approach, mark, "", "", "", "", ""}
	}
	first, all, perAttempt := "-", "-", "-"
	if !t.Timeless {
		first, all = FormatDuration(r.TimeToFirst), FormatDuration(r.Time)
		perAttempt = strconv.FormatFloat(r.NsPerAttempt(), 'f', 1, 64)
		if r.Workers > 1 {
			perAttempt += parallelMark
		}
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

// WriteText prints the table with box-drawing lines, for a terminal, in
// 80 columns: the reasons for skipped rows and the mark of parallel runs
// are explained in numbered notes under it.
func (t Table) WriteText(w io.Writer) error {
	rows, notes := t.grid()
	for i, row := range rows {
		// Leave out the time to the first solution.
		rows[i] = append(row[:5:5], row[6:]...)
	}
	if err := WriteGrid(w, false, textHeader, textAlign, rows); err != nil {
		return err
	}
	for _, note := range notes {
		// Continued lines start under the note's first word.
		indent := strings.Repeat(" ", strings.Index(note, " ")+1)
		if _, err := fmt.Fprint(w, wrap(note, textWidth, indent)); err != nil {
			return err
		}
	}
	return nil
}

// WriteMarkdown prints the table as a Markdown pipe table, followed by its
// notes as a list.
func (t Table) WriteMarkdown(w io.Writer) error {
	rows, notes := t.grid()
	// A lone * is Markdown's emphasis or list marker: escape the mark.
	escape := strings.NewReplacer(parallelMark, `\`+parallelMark)
	for _, row := range rows {
		for i := range row {
			row[i] = escape.Replace(row[i])
		}
	}
	if err := WriteGrid(w, true, markdownHeader, markdownAlign, rows); err != nil {
		return err
	}
	if len(notes) > 0 {
		fmt.Fprintln(w)
	}
	for _, note := range notes {
		if _, err := fmt.Fprintln(w, "- "+escape.Replace(note)); err != nil {
			return err
		}
	}
	return nil
}

// grid returns the cells of every row and the notes they refer to: one
// for each reason a row was skipped, "[1] octal, n = 10: past n = 9: would
// take ...", shared by the rows of one approach skipped for the same
// reason, and one for the parallel runs, "* combinations runs on 2 cores;
// ...".
func (t Table) grid() (rows [][]string, notes []string) {
	type note struct{ approach, reason, sizes string }
	var skipped []note
	var parallel []string
	workers := 0
	for _, r := range t.Rows {
		mark := ""
		if r.Skipped != "" {
			i := slices.IndexFunc(skipped, func(n note) bool { return n.approach == r.Approach && n.reason == r.Skipped })
			if i < 0 {
				skipped = append(skipped, note{r.Approach, r.Skipped, sizeLabel(r.Problem)})
				i = len(skipped) - 1
			} else {
				skipped[i].sizes += ", " + sizeLabel(r.Problem)
			}
			mark = noteMark(i + 1)
		}
		if r.Skipped == "" && !t.Timeless && r.Workers > 1 && !slices.Contains(parallel, r.Approach) {
			parallel = append(parallel, r.Approach)
			workers = r.Workers
		}
		rows = append(rows, t.cells(r, mark))
	}
	for i, n := range skipped {
		notes = append(notes, fmt.Sprintf("%s %s, n = %s: %s", noteMark(i+1), n.approach, n.sizes, n.reason))
	}
	if len(parallel) > 0 {
		notes = append(notes, fmt.Sprintf("%s %s %s on %d cores; its ns per attempt is per core: time × %d / attempts",
			parallelMark, strings.Join(parallel, ", "), plural(len(parallel), "runs", "run"), workers, workers))
	}
	return rows, notes
}

// noteMark is the mark of the i-th note, counting from 1: "[1]".
func noteMark(i int) string {
	return "[" + strconv.Itoa(i) + "]"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wrap breaks text into lines of at most width characters at spaces,
// indenting every line after the first, and ends each with a newline. A
// word longer than a line gets a line of its own. It keeps "n = 8" and
// "8 x 8" on one line.
func wrap(text string, width int, indent string) string {
	var out strings.Builder
	line := ""
	for _, word := range unbreakable(strings.Fields(text)) {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width:
			out.WriteString(line + "\n")
			line = indent + word
		default:
			line += " " + word
		}
	}
	out.WriteString(line + "\n")
	return out.String()
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
	out.Write([]string{"n", "rows", "cols", "approach", "solutions", "attempts_to_first", "attempts", "seconds_to_first", "seconds", "workers", "ns_per_attempt", "skipped"})
	for _, r := range t.Rows {
		j := t.Record(r)
		out.Write([]string{
			strconv.Itoa(j.N), strconv.Itoa(j.Rows), strconv.Itoa(j.Cols), j.Approach,
			strconv.Itoa(j.Solutions), strconv.FormatUint(j.AttemptsToFirst, 10), strconv.FormatUint(j.Attempts, 10),
			formatSeconds(j.SecondsToFirst), formatSeconds(j.Seconds), formatWorkers(j.Workers), formatSeconds(j.NsPerAttempt), j.Skipped,
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

func formatWorkers(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
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
	// Workers is the cores the run kept busy, given with the times, which
	// it explains: NsPerAttempt is Seconds x Workers / Attempts.
	Workers      int      `json:"workers,omitempty"`
	NsPerAttempt *float64 `json:"ns_per_attempt,omitempty"`
	// Skipped says in full why the approach did not run, and for a board
	// it could run but slowly, what the run would take.
	Skipped string `json:"skipped,omitempty"`
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
		j.Workers = max(r.Workers, 1)
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

// unbreakable joins an "=", "x" or "×" to the words on both sides of it,
// so that a line never ends or begins inside "n = 8" or "8 x 8".
func unbreakable(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		if len(out) > 0 && i+1 < len(words) && slices.Contains([]string{"=", "x", "×"}, words[i]) {
			out[len(out)-1] += " " + words[i] + " " + words[i+1]
			i++
			continue
		}
		out = append(out, words[i])
	}
	return out
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
