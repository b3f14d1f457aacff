package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/queensbook/queens/counting/forecast"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// Options say how a report is written, whatever its form.
type Options struct {
	// Times shows the measured times and the forecast times. Without it
	// the text and Markdown tables leave out their time columns, the CSV
	// and JSON forms leave the times empty, and forecasts give their
	// attempts only, for text that must not change from run to run, such
	// as the book and the golden files.
	Times bool
}

// Row is one line of a comparison table: one approach on one board, either
// run or skipped with a reason.
type Row struct {
	harness.Result
	// Skipped, when not empty, says why the approach did not run.
	Skipped string
	// Forecast, when not nil, is what the skipped run would take. The
	// report adds it to the reason: "past n = 9: would take about 8.4s
	// for 390 million attempts", without the time when it shows no times.
	Forecast *forecast.Estimate
}

// Table is a comparison of approaches, printed as a terminal table, a
// Markdown pipe table, CSV or JSON.
type Table struct {
	Rows []Row
}

// The columns of a row, as [cells] returns them; the last three are
// times. The text table's headers take two lines where one would widen
// the column.
var (
	textHeader = []string{"n", "approach", "found", "attempts\nto first", "attempts\nin all", "time to\nfirst", "time", "ns per\nattempt"}

	markdownHeader = []string{"n", "approach", "solutions", "attempts to first", "attempts in all", "time to first", "time in all", "ns per attempt"}
	columnAlign    = []Align{Right, Left, Right, Right, Right, Right, Right, Right}
)

// The indexes of the time columns in a row.
const timeToFirst, timeInAll, nsPerAttempt = 5, 6, 7

// shownColumns returns the indexes of the columns a table prints: all of
// them, less the time columns when it shows no times, since they would
// read "-" in every row, and less the time to the first solution in the
// text table, which fits 80 columns without it. The Markdown, CSV and
// JSON forms hold every figure.
func shownColumns(o Options, text bool) []int {
	var shown []int
	for i := range columnAlign {
		isTime := i == timeToFirst || i == timeInAll || i == nsPerAttempt
		if isTime && !o.Times || i == timeToFirst && text {
			continue
		}
		shown = append(shown, i)
	}
	return shown
}

// pick returns the items of s at the given indexes, in their order.
func pick[T any](s []T, indexes []int) []T {
	out := make([]T, len(indexes))
	for i, at := range indexes {
		out[i] = s[at]
	}
	return out
}

// gridOf returns the table as a [Grid] of the columns shown, under the
// given header, with the notes it refers to (see [Table.grid]).
func (t Table) gridOf(header []string, o Options, text bool) (Grid, []string) {
	rows, notes := t.grid(o)
	shown := shownColumns(o, text)
	for i, row := range rows {
		rows[i] = pick(row, shown)
	}
	return Grid{pick(header, shown), pick(columnAlign, shown), rows}, notes
}

// textWidth is the width the text table and its notes fit in.
const textWidth = 80

// parallelMark follows the time per attempt of a run on several cores.
const parallelMark = "*"

// cells returns the row as text, numbers with thousands separators, with
// every column of the Markdown table. A skipped row shows the mark of the
// note under the table that says why.
func cells(r Row, mark string, o Options) []string {
	n := sizeLabel(r.Problem)
	if r.Skipped != "" {
		return []string{n, r.Approach, mark, "", "", "", "", ""}
	}
	first, all, perAttempt := "", "", ""
	if o.Times {
		first, all = words.Duration(r.TimeToFirst), words.Duration(r.Time)
		perAttempt = strconv.FormatFloat(r.NsPerAttempt(), 'f', 1, 64)
		if r.Workers > 1 {
			perAttempt += parallelMark
		}
	}
	if r.Solutions == 0 {
		first = "-"
	}
	return []string{n, r.Approach, words.Thousands(uint64(r.Solutions)), attemptsToFirst(r), words.Thousands(r.Attempts), first, all, perAttempt}
}

func attemptsToFirst(r Row) string {
	if r.Solutions == 0 {
		return "-"
	}
	return words.Thousands(r.AttemptsToFirst)
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

// reason says in full why r did not run, with what the run would take
// if it was forecast.
func reason(r Row, o Options) string {
	e := r.Forecast
	if e == nil {
		return r.Skipped
	}
	s := r.Skipped + ": would take " + forecastText(*e, o)
	if e.Calibrated {
		s += "; timed at " + e.Sides() + " for this estimate"
	}
	return s
}

// forecastText says the forecast in words: "about 12 hours for 8.9
// trillion attempts", or without times "about 8.9 trillion attempts". A
// count of the approach's own search space is exact and written in full,
// "10,000,000,000 attempts", where a float64 holds it exactly.
func forecastText(e forecast.Estimate, o Options) string {
	attempts := "about " + words.Approximately(e.Attempts) + " attempts"
	if e.FromSpace && e.Attempts < 1<<53 { // every whole number below 2^53 is exact in a float64
		attempts = words.Thousands(uint64(e.Attempts)) + " attempts"
	}
	if !o.Times {
		return attempts
	}
	return "about " + words.Span(e.Seconds) + " for " + strings.TrimPrefix(attempts, "about ")
}

// WriteText prints the table with box-drawing lines, for a terminal, in
// 80 columns: the reasons for skipped rows and the mark of parallel runs
// are explained in numbered notes under it.
func (t Table) WriteText(w io.Writer, o Options) error {
	g, notes := t.gridOf(textHeader, o, true)
	if err := g.WriteText(w); err != nil {
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
func (t Table) WriteMarkdown(w io.Writer, o Options) error {
	g, notes := t.gridOf(markdownHeader, o, false)
	// A lone * is Markdown's emphasis or list marker: escape the mark.
	escape := strings.NewReplacer(parallelMark, `\`+parallelMark)
	for _, row := range g.Rows {
		for i := range row {
			row[i] = escape.Replace(row[i])
		}
	}
	if err := g.WriteMarkdown(w); err != nil {
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
func (t Table) grid(o Options) (rows [][]string, notes []string) {
	type note struct{ approach, reason, sizes string }
	var skipped []note
	var parallel []string
	workers := 0
	for _, r := range t.Rows {
		mark := ""
		if r.Skipped != "" {
			why := reason(r, o)
			i := slices.IndexFunc(skipped, func(n note) bool { return n.approach == r.Approach && n.reason == why })
			if i < 0 {
				skipped = append(skipped, note{r.Approach, why, sizeLabel(r.Problem)})
				i = len(skipped) - 1
			} else {
				skipped[i].sizes += ", " + sizeLabel(r.Problem)
			}
			mark = noteMark(i + 1)
		}
		if r.Skipped == "" && o.Times && r.Workers > 1 && !slices.Contains(parallel, r.Approach) {
			parallel = append(parallel, r.Approach)
			workers = r.Workers
		}
		rows = append(rows, cells(r, mark, o))
	}
	for i, n := range skipped {
		notes = append(notes, fmt.Sprintf("%s %s, n = %s: %s", noteMark(i+1), n.approach, n.sizes, n.reason))
	}
	if len(parallel) > 0 {
		// The verb agrees with the approaches: one runs, two run.
		verb := "run"
		if len(parallel) == 1 {
			verb = "runs"
		}
		notes = append(notes, fmt.Sprintf("%s %s %s on %d cores; its ns per attempt is per core: time × %d / attempts",
			parallelMark, strings.Join(parallel, ", "), verb, workers, workers))
	}
	return rows, notes
}

// noteMark is the mark of the i-th note, counting from 1: "[1]".
func noteMark(i int) string {
	return "[" + strconv.Itoa(i) + "]"
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

// unbreakable joins an "=", "x" or "×" to the words on both sides of it,
// so that a line never ends or begins inside "n = 8" or "8 x 8".
func unbreakable(fields []string) []string {
	var out []string
	for i := 0; i < len(fields); i++ {
		if len(out) > 0 && i+1 < len(fields) && slices.Contains([]string{"=", "x", "×"}, fields[i]) {
			out[len(out)-1] += " " + fields[i] + " " + fields[i+1]
			i++
			continue
		}
		out = append(out, fields[i])
	}
	return out
}

// WriteCSV prints the table as CSV with plain numbers and times in seconds.
func (t Table) WriteCSV(w io.Writer, o Options) error {
	out := csv.NewWriter(w)
	out.Write([]string{"n", "rows", "cols", "approach", "solutions", "attempts_to_first", "attempts", "seconds_to_first", "seconds", "workers", "ns_per_attempt", "skipped"})
	for _, r := range t.Rows {
		j := NewRecord(r, o)
		out.Write([]string{
			strconv.Itoa(j.N), strconv.Itoa(j.Rows), strconv.Itoa(j.Cols), j.Approach,
			strconv.Itoa(j.Solutions), strconv.FormatUint(j.AttemptsToFirst, 10), strconv.FormatUint(j.Attempts, 10),
			csvFloat(j.SecondsToFirst), csvFloat(j.Seconds), csvWorkers(j.Workers), csvFloat(j.NsPerAttempt), j.Skipped,
		})
	}
	out.Flush()
	return out.Error()
}

// csvFloat writes a figure for a program to read, with six significant
// digits, or nothing when there is none.
func csvFloat(f *float64) string {
	if f == nil {
		return ""
	}
	return strconv.FormatFloat(*f, 'g', 6, 64)
}

func csvWorkers(n int) string {
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

// NewRecord returns the JSON form of r; the times are there only when o
// shows them.
func NewRecord(r Row, o Options) Record {
	j := Record{
		N: r.Problem.Queens(), Rows: r.Problem.Rows, Cols: r.Problem.Cols,
		Approach: r.Approach, Solutions: r.Solutions,
		AttemptsToFirst: r.AttemptsToFirst, Attempts: r.Attempts,
		First: r.First, Skipped: reason(r, o),
	}
	if len(r.Problem.Fixed) > 0 {
		j.Fixed = board.FormatFixed(r.Problem.Fixed)
	}
	if o.Times && r.Skipped == "" {
		first, all, per := r.TimeToFirst.Seconds(), r.Time.Seconds(), r.NsPerAttempt()
		j.SecondsToFirst, j.Seconds, j.NsPerAttempt = &first, &all, &per
		j.Workers = max(r.Workers, 1)
	}
	return j
}

// WriteJSON prints the table as a JSON array of records.
func (t Table) WriteJSON(w io.Writer, o Options) error {
	records := make([]Record, len(t.Rows))
	for i, r := range t.Rows {
		records[i] = NewRecord(r, o)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(records)
}
