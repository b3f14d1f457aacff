package cli

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/queensbook/queens/approaches/words"
)

// The measured table and chart of the counts can show, beside them, E.
// Kluev's half-board join in C++, the fastest counter on a CPU published:
// its figures come from the output of BenchmarkVersusKluev in package
// yardstick, which builds it with g++, since this program builds and
// runs nothing of another language.

// kluevFold names Kluev's counter in the fold column of count.md and in
// count.svg.
const kluevFold = "Kluev's join (C++)"

// kluevBenchmark is the benchmark whose output -kluev reads.
const kluevBenchmark = "BenchmarkVersusKluev"

// readKluev reads from the output of BenchmarkVersusKluev at path a row
// for each side it timed Kluev's counter on: the median wall-clock time,
// the threads it ran on and the solutions it found (checked against OEIS
// by the benchmark). The output must be of a benchmark that passed, run
// on this machine.
func readKluev(path string) ([]countRow, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usagef("-kluev %v; give the output of %s (make tables writes it)", err, kluevBenchmark)
	}
	var rows []countRow
	for line := range strings.Lines(string(data)) {
		fields := strings.Fields(line)
		cpu, hasCPU := strings.CutPrefix(strings.TrimSpace(line), "cpu: ")
		switch {
		case strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "--- FAIL"):
			return nil, usagef("-kluev %s: the benchmark failed; run it again", path)
		case hasCPU && !strings.HasPrefix(cpuModel(), cpu):
			return nil, usagef("-kluev %s: measured on %s, not on this machine (%s); run the benchmark here", path, cpu, cpuModel())
		case len(fields) > 0 && strings.HasPrefix(fields[0], kluevBenchmark+"/n="):
			row, ok, err := kluevRow(fields)
			if err != nil {
				return nil, usagef("-kluev %s: %v: %s", path, err, strings.TrimSpace(line))
			}
			if ok {
				rows = append(rows, row)
			}
		}
	}
	if len(rows) == 0 {
		return nil, usagef("-kluev %s holds no time of Kluev's counter: give the output of %s, run where g++ is", path, kluevBenchmark)
	}
	return rows, nil
}

// kluevRow reads one line of the benchmark's output, split into fields:
// the name (BenchmarkVersusKluev/n=16-2, the last number the benchmark's
// GOMAXPROCS), the iterations, and pairs of a value and its unit. ok is
// false on a line that times no Kluev, when the benchmark had no g++.
func kluevRow(fields []string) (row countRow, ok bool, err error) {
	side, _, _ := strings.Cut(strings.TrimPrefix(fields[0], kluevBenchmark+"/n="), "-")
	if row.N, err = strconv.Atoi(side); err != nil {
		return row, false, err
	}
	metrics := map[string]float64{}
	for i := 2; i+1 < len(fields); i += 2 {
		if metrics[fields[i+1]], err = strconv.ParseFloat(fields[i], 64); err != nil {
			return row, false, err
		}
	}
	wall, timed := metrics["kluev-wall-s"]
	if !timed {
		return row, false, nil
	}
	if metrics["solutions"] <= 0 || metrics["threads"] <= 0 {
		return row, false, fmt.Errorf("no solutions or threads")
	}
	row.Solutions, row.Seconds, row.Workers = uint64(metrics["solutions"]), wall, int(metrics["threads"])
	row.Other = kluevFold
	return row, true, nil
}

// withKluev returns the rows of the counts with Kluev's rows among them,
// each after the counts of its side.
func withKluev(rows, kluev []countRow) []countRow {
	all := slices.Concat(rows, kluev)
	slices.SortStableFunc(all, func(a, b countRow) int { return cmp.Compare(a.N, b.N) })
	return all
}

// writeKluevNote says under the table what its rows of Kluev's counter
// are, when it has some.
func writeKluevNote(w io.Writer, rows []countRow) error {
	if !slices.ContainsFunc(rows, func(r countRow) bool { return r.Other == kluevFold }) {
		return nil
	}
	_, err := fmt.Fprintf(w, "\n%s is E. Kluev's half-board join, the fastest published counter on a CPU "+
		"(C++20, MIT licence, pinned in internal/yardstick/testdata/kluev), built with g++ for each side and timed by %s "+
		"in package yardstick, whose output -kluev reads: the median wall-clock time of its runs, "+
		"each checked against OEIS, from the program's start to its end (the other rows time the count alone), "+
		"on as many threads as the workers say. It counts no attempts.\n", kluevFold, kluevBenchmark)
	return err
}

// counted returns a figure that only this program counts, such as the
// attempts, in thousands, or "" for another program's count.
func (r countRow) counted(figure uint64) string {
	if r.Other != "" {
		return ""
	}
	return words.Thousands(figure)
}

// fold names what made the count: its method, or the other counter.
func (r countRow) fold() string {
	if r.Other != "" {
		return r.Other
	}
	return r.Method.Name()
}
