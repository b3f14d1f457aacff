// Package versus reads what BenchmarkRace in package yardstick prints:
// for each side of the board, the median times and peak memory of queens
// count, of queens count -unique, of the rival counter that the reader
// gave the race as a command, and of the plain counter in C, each count
// checked against OEIS. The book's measured tables read it: the rows of
// the rival in the table and chart of make tables, and the race of make
// race, which [Race.Write] writes as Markdown.
//
// The output is in the Go benchmark format, which golang.org/x/perf's
// benchfmt reads. The benchmark names the rival in a configuration line
// of that format, "rival: NAME" ([RivalKey]). The counts that take
// hours are raced in parts, each part's record a file of its own ([Part]),
// which [Race.AddParts] adds to the race's sides.
package versus

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/queensbook/queens/internal/report"
)

// Benchmark is the name of the benchmark whose output Read reads.
const Benchmark = "BenchmarkRace"

// RivalKey is the key of the configuration line by which the benchmark
// names the rival: "rival: Kluev".
const RivalKey = "rival"

// A Counter is one of the programs the benchmark times, by the prefix of
// its metrics.
type Counter string

// The counters the benchmark times.
const (
	Queens Counter = "queens" // queens count
	Unique Counter = "unique" // queens count -unique
	Rival  Counter = "rival"  // the rival counter, named by [Race.Rival]
	C      Counter = "C"      // the plain bitwise counter in C, on one thread
)

// A Timing is the median of a counter's runs on one side: the wall-clock
// and CPU seconds, and the peak memory in megabytes, 0 where the
// benchmark measured none.
type Timing struct {
	Wall, CPU, PeakMB float64
}

// A Side is what the benchmark measured on one side of the board.
type Side struct {
	// N is the side, and Runs the runs of each counter that the medians
	// are of.
	N, Runs int
	// Solutions is the count that every counter found.
	Solutions uint64
	// Timings holds the counters timed on this side: the benchmark leaves
	// out the rival unless given one, C on the larger sides, and -unique
	// unless asked for it.
	Timings map[Counter]Timing
	// Parts is how many parts the side was counted in, one after the
	// other, 0 for a side counted whole (see [Race.AddParts]).
	Parts int
}

// A Race is the output of one or more runs of the benchmark.
type Race struct {
	// CPU is the processor the benchmark ran on, as its output names it,
	// and Threads the threads that every counter but C ran on.
	CPU     string
	Threads int
	// Rival is the rival counter's name, "" when the race had none.
	Rival string
	// Sides are the sides it measured, in the order of the output, and
	// then those counted in parts.
	Sides []Side
	// Unfinished says how far the counts in parts that are not all there
	// have come, a line a side, and Elsewhere how far those measured on
	// other processors have, for races of their own.
	Unfinished, Elsewhere []string
}

// ErrFailed is Read's error for the output of a benchmark that failed.
var ErrFailed = errors.New("the benchmark failed")

// Read reads the output of the benchmark from r, named name in its
// errors. It refuses the output of a benchmark that failed, one of
// several processors, numbers of threads or rivals, and one that
// measured no side.
func Read(r io.Reader, name string) (Race, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Race{}, err
	}
	// The benchmark format leaves out the lines that say a benchmark
	// failed, so they are looked for here.
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "--- FAIL") {
			return Race{}, ErrFailed
		}
	}
	var race Race
	in := benchfmt.NewReader(bytes.NewReader(data), name)
	for in.Scan() {
		switch rec := in.Result().(type) {
		case *benchfmt.SyntaxError:
			return Race{}, rec
		case *benchfmt.Result:
			side, threads, rival, ok, err := readSide(rec)
			if err != nil {
				return Race{}, fmt.Errorf("%s:%d: %v", name, lineOf(rec), err)
			}
			if !ok {
				continue
			}
			if race.Rival != "" && rival != "" && rival != race.Rival {
				return Race{}, fmt.Errorf("%s: measured against two rivals, %s and %s", name, race.Rival, rival)
			}
			race.Rival = cmp.Or(race.Rival, rival)
			cpu := strings.TrimSpace(rec.GetConfig("cpu")) // Go pads some names with spaces
			if race.CPU != "" && cpu != race.CPU {
				return Race{}, fmt.Errorf("%s: measured on two processors, %s and %s", name, race.CPU, cpu)
			}
			if race.Threads != 0 && threads != race.Threads {
				return Race{}, fmt.Errorf("%s: measured on %d threads and on %d", name, race.Threads, threads)
			}
			race.CPU, race.Threads = cpu, threads
			race.Sides = append(race.Sides, side)
		}
	}
	if err := in.Err(); err != nil {
		return Race{}, err
	}
	if len(race.Sides) == 0 {
		return Race{}, fmt.Errorf("%s holds no result of %s", name, Benchmark)
	}
	for _, side := range race.Sides {
		if _, ok := side.Timings[Rival]; ok && race.Rival == "" {
			return Race{}, fmt.Errorf("%s times a rival that it does not name in a line %q", name, RivalKey+": NAME")
		}
	}
	return race, nil
}

// lineOf returns the line of rec in its file.
func lineOf(rec *benchfmt.Result) int {
	_, n := rec.Pos()
	return n
}

// readSide reads a result of the benchmark, named as
// BenchmarkRace/n=16-2, the threads it ran on and the rival's name, from
// the configuration line that names it; ok is false for a result of
// another benchmark.
func readSide(rec *benchfmt.Result) (side Side, threads int, rival string, ok bool, err error) {
	base, parts := rec.Name.Parts()
	// benchfmt drops the word Benchmark from the names.
	benchmark := "Benchmark" + string(base)
	if benchmark != Benchmark {
		return Side{}, 0, "", false, nil
	}
	if len(parts) != 2 {
		return Side{}, 0, "", false, fmt.Errorf("%s: not a side of the board", rec.Name)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(string(parts[0]), "/n="))
	if err != nil || n < 1 {
		return Side{}, 0, "", false, fmt.Errorf("%s: not a side of the board", rec.Name)
	}
	solutions, _ := value(rec, "solutions")
	ran, _ := value(rec, "threads")
	if solutions <= 0 || ran <= 0 {
		return Side{}, 0, "", false, fmt.Errorf("%s: no solutions or threads", rec.Name)
	}
	side = Side{N: n, Runs: rec.Iters, Solutions: uint64(solutions), Timings: map[Counter]Timing{}}
	rival = strings.TrimSpace(rec.GetConfig(RivalKey))
	prefixes := map[Counter]string{Queens: string(Queens), Unique: string(Unique), Rival: string(Rival), C: string(C)}
	for c, prefix := range prefixes {
		wall, timed := value(rec, prefix+"-wall-s")
		if !timed {
			continue
		}
		cpu, _ := value(rec, prefix+"-cpu-s")
		mb, _ := value(rec, prefix+"-MB")
		side.Timings[c] = Timing{Wall: wall, CPU: cpu, PeakMB: mb}
	}
	return side, int(ran), rival, true, nil
}

// value returns the measurement of rec in unit as the benchmark printed
// it: benchfmt turns units such as MB into bytes, and keeps the value
// printed beside.
func value(rec *benchfmt.Result, unit string) (float64, bool) {
	for _, v := range rec.Values {
		switch {
		case v.OrigUnit == unit:
			return v.OrigValue, true
		case v.OrigUnit == "" && v.Unit == unit:
			return v.Value, true
		}
	}
	return 0, false
}

// Title is the heading of the race's Markdown, before the processor it
// ran on.
const Title = "The race of the counters, measured on"

// Write writes the race as Markdown, as make race writes
// chapters/measured/race.md from race.txt beside it: a heading that
// names the processor, what the benchmark ran, and three tables, of the
// wall-clock seconds with the ratios of the other counters' times to
// queens', of the CPU seconds, and of the peak memory, a row a side. The
// rival's columns bear its name; without a rival they are empty, and the
// text says so.
func (r Race) Write(w io.Writer) error {
	rival, none := " and the rival counter, "+r.Rival+",", ""
	if r.Rival == "" {
		rival = ""
		none = "No rival counter was given (`make race RIVAL='path/to/counter {n}' RIVAL_NAME=Name`), so its columns are empty. "
	}
	_, err := fmt.Fprintf(w, "# %s %s\n\n"+
		"Written by `make race` from [the output](race.txt) of %s in package yardstick, "+
		"which runs in turn, on each side, `queens count` (the join of halves), `queens count -unique`%s on %d threads, "+
		"and, on the smaller sides, the plain bitwise counter in C on one, "+
		"and checks every count against OEIS. %sEach figure is the median of the runs; "+
		"the times change from run to run and from machine to machine, the counts never do.\n",
		Title, r.CPU, Benchmark, rival, r.Threads, none)
	if err != nil {
		return err
	}
	if slices.ContainsFunc(r.Sides, func(s Side) bool { return s.Parts > 0 }) {
		_, err := fmt.Fprintf(w, "\nThe sides counted in parts took hours: each counter ran each of its parts once, part k of one and then of the other, "+
			"with `make race-parts`, which keeps a record of each part in `chapters/measured/%s/%s` as soon as it ends. "+
			"Their times are the sums of the parts' times, start-up included each time, and their peak the largest part's; "+
			"the parts' counts add up to OEIS's.\n", PartsDir, MachineDir(r.CPU))
		if err != nil {
			return err
		}
	}
	name := cmp.Or(r.Rival, string(Rival))
	for _, table := range raceTables {
		if _, err := fmt.Fprintf(w, "\n%s:\n\n", table.caption); err != nil {
			return err
		}
		if err := r.grid(table.figure, table.ratios, name).WriteMarkdown(w); err != nil {
			return err
		}
	}
	if len(r.Unfinished) > 0 {
		if _, err := fmt.Fprintf(w, "\nStill being counted in parts: %s.\n", strings.Join(r.Unfinished, "; ")); err != nil {
			return err
		}
	}
	if len(r.Elsewhere) > 0 {
		if _, err := fmt.Fprintf(w, "\nCounted in parts on other processors, for races of their own: %s.\n", strings.Join(r.Elsewhere, "; ")); err != nil {
			return err
		}
	}
	return nil
}

// PartsDir is the folder, beside race.txt, of the records of the parts,
// each processor's in a folder of its own (see [MachineDir]).
const PartsDir = "race-parts"

// raceTables are the tables of [Race.Write], a figure of the timings
// each.
var raceTables = []struct {
	caption string
	figure  func(Timing) float64
	ratios  bool // and the other columns of the first table
}{
	{"Wall-clock seconds, from each program's start to its end", func(t Timing) float64 { return t.Wall }, true},
	{"CPU seconds, all threads together", func(t Timing) float64 { return t.CPU }, false},
	{"Peak memory in megabytes, the largest resident set", func(t Timing) float64 { return t.PeakMB }, false},
}

// grid is one table of [Race.Write]: figure of each counter's timing on
// each side, the rival's column headed by name. The first table, whose
// ratios are true, also says how many runs each median is of, and how
// the times compare.
func (r Race) grid(figure func(Timing) float64, first bool, name string) report.Grid {
	grid := report.Grid{Header: []string{"n"}}
	if first {
		grid.Header = append(grid.Header, "runs")
	}
	grid.Header = append(grid.Header, "queens", "queens -unique", name, "C")
	if first {
		grid.Header = append(grid.Header, name+" ÷ queens", "C ÷ queens")
	}
	for range grid.Header {
		grid.Align = append(grid.Align, report.Right)
	}
	for _, side := range r.Sides {
		row := []string{strconv.Itoa(side.N)}
		if first {
			runs := strconv.Itoa(side.Runs)
			if side.Parts > 0 {
				runs = fmt.Sprintf("1 in %d parts", side.Parts)
			}
			row = append(row, runs)
		}
		for _, c := range []Counter{Queens, Unique, Rival, C} {
			row = append(row, side.cell(c, figure))
		}
		if first {
			row = append(row, side.ratio(Rival), side.ratio(C))
		}
		grid.Rows = append(grid.Rows, row)
	}
	return grid
}

// cell writes counter c's figure on the side, or nothing where the
// benchmark did not measure it.
func (s Side) cell(c Counter, figure func(Timing) float64) string {
	t, ok := s.Timings[c]
	if !ok || figure(t) <= 0 {
		return ""
	}
	return significant(figure(t))
}

// significant writes x, above 0, to three digits from the first that is
// not 0: 0.0364, 0.217, 44.7, 303.
func significant(x float64) string {
	before := int(math.Floor(math.Log10(x))) + 1 // digits before the point
	return strconv.FormatFloat(x, 'f', max(0, 3-before), 64)
}

// ratio writes the wall-clock time of counter c as a multiple of queens
// count's, or nothing where either was not timed.
func (s Side) ratio(c Counter) string {
	t, ok := s.Timings[c]
	q, timed := s.Timings[Queens]
	if !ok || !timed || q.Wall <= 0 || t.Wall <= 0 {
		return ""
	}
	return significant(t.Wall / q.Wall)
}
