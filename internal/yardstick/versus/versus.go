// Package versus reads what BenchmarkVersusKluev in package yardstick
// prints: for each side of the board, the median times and peak memory of
// queens count, of queens count -unique, of E. Kluev's counter in C++ and
// of the plain counter in C, each count checked against OEIS. The book's
// measured tables read it: the rows of Kluev's counter in the table and
// chart of make tables, and the race of make race, which [Race.Write]
// writes as Markdown.
//
// The output is in the Go benchmark format, which golang.org/x/perf's
// benchfmt reads.
package versus

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/queensbook/queens/internal/report"
)

// Benchmark is the name of the benchmark whose output Read reads.
const Benchmark = "BenchmarkVersusKluev"

// A Counter is one of the programs the benchmark times, by the prefix of
// its metrics.
type Counter string

// The counters the benchmark times.
const (
	Queens Counter = "queens" // queens count
	Unique Counter = "unique" // queens count -unique
	Kluev  Counter = "kluev"  // E. Kluev's counter
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
	// out Kluev's counter without a C++ compiler, C on the larger sides,
	// and -unique unless asked for it.
	Timings map[Counter]Timing
}

// A Race is the output of one or more runs of the benchmark.
type Race struct {
	// CPU is the processor the benchmark ran on, as its output names it,
	// and Threads the threads that every counter but C ran on.
	CPU     string
	Threads int
	// Sides are the sides it measured, in the order of the output.
	Sides []Side
}

// ErrFailed is Read's error for the output of a benchmark that failed.
var ErrFailed = errors.New("the benchmark failed")

// Read reads the output of the benchmark from r, named name in its
// errors. It refuses the output of a benchmark that failed, one of
// several processors or numbers of threads, and one that measured no
// side.
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
			side, threads, ok, err := readSide(rec)
			if err != nil {
				return Race{}, fmt.Errorf("%s:%d: %v", name, lineOf(rec), err)
			}
			if !ok {
				continue
			}
			cpu := rec.GetConfig("cpu")
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
	return race, nil
}

// lineOf returns the line of rec in its file.
func lineOf(rec *benchfmt.Result) int {
	_, n := rec.Pos()
	return n
}

// readSide reads a result of the benchmark, named as
// BenchmarkVersusKluev/n=16-2, and the threads it ran on; ok is false for
// a result of another benchmark.
func readSide(rec *benchfmt.Result) (side Side, threads int, ok bool, err error) {
	base, parts := rec.Name.Parts()
	// benchfmt drops the word Benchmark from the names.
	if "Benchmark"+string(base) != Benchmark {
		return Side{}, 0, false, nil
	}
	if len(parts) != 2 {
		return Side{}, 0, false, fmt.Errorf("%s: not a side of the board", rec.Name)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(string(parts[0]), "/n="))
	if err != nil || n < 1 {
		return Side{}, 0, false, fmt.Errorf("%s: not a side of the board", rec.Name)
	}
	solutions, _ := value(rec, "solutions")
	ran, _ := value(rec, "threads")
	if solutions <= 0 || ran <= 0 {
		return Side{}, 0, false, fmt.Errorf("%s: no solutions or threads", rec.Name)
	}
	side = Side{N: n, Runs: rec.Iters, Solutions: uint64(solutions), Timings: map[Counter]Timing{}}
	for _, c := range []Counter{Queens, Unique, Kluev, C} {
		wall, timed := value(rec, string(c)+"-wall-s")
		if !timed {
			continue
		}
		cpu, _ := value(rec, string(c)+"-cpu-s")
		mb, _ := value(rec, string(c)+"-MB")
		side.Timings[c] = Timing{Wall: wall, CPU: cpu, PeakMB: mb}
	}
	return side, int(ran), true, nil
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
// queens', of the CPU seconds, and of the peak memory, a row a side.
func (r Race) Write(w io.Writer) error {
	_, err := fmt.Fprintf(w, "# %s %s\n\n"+
		"Written by `make race` from [the output](race.txt) of %s in package yardstick, "+
		"which runs in turn, on each side, `queens count` (the join of halves), `queens count -unique` "+
		"and E. Kluev's counter in C++ (built by g++ from a pinned copy of his sources) on %d threads, "+
		"and, on the smaller sides, the plain bitwise counter in C on one, "+
		"and checks every count against OEIS. Each figure is the median of the runs; "+
		"the times change from run to run and from machine to machine, the counts never do.\n", Title, r.CPU, Benchmark, r.Threads)
	if err != nil {
		return err
	}
	tables := []struct {
		caption string
		figure  func(Timing) float64
		ratios  bool // and the other columns of the first table
	}{
		{"Wall-clock seconds, from each program's start to its end", func(t Timing) float64 { return t.Wall }, true},
		{"CPU seconds, all threads together", func(t Timing) float64 { return t.CPU }, false},
		{"Peak memory in megabytes, the largest resident set", func(t Timing) float64 { return t.PeakMB }, false},
	}
	for _, table := range tables {
		// The first table also says how many runs each median is of,
		// and how the times compare.
		first := table.ratios
		grid := report.Grid{Header: []string{"n"}}
		if first {
			grid.Header = append(grid.Header, "runs")
		}
		grid.Header = append(grid.Header, "queens", "queens -unique", "Kluev", "C")
		if first {
			grid.Header = append(grid.Header, "Kluev ÷ queens", "C ÷ queens")
		}
		for range grid.Header {
			grid.Align = append(grid.Align, report.Right)
		}
		for _, side := range r.Sides {
			row := []string{strconv.Itoa(side.N)}
			if first {
				row = append(row, strconv.Itoa(side.Runs))
			}
			for _, c := range []Counter{Queens, Unique, Kluev, C} {
				row = append(row, side.cell(c, table.figure))
			}
			if first {
				row = append(row, side.ratio(Kluev), side.ratio(C))
			}
			grid.Rows = append(grid.Rows, row)
		}
		if _, err := fmt.Fprintf(w, "\n%s:\n\n", table.caption); err != nil {
			return err
		}
		if err := grid.WriteMarkdown(w); err != nil {
			return err
		}
	}
	return nil
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
