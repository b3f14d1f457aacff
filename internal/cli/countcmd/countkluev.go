package countcmd

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/measured"
	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/words"
)

// The measured table and chart of the counts can show, beside them, E.
// Kluev's half-board join in C++, the fastest counter on a CPU published:
// its figures come from the output of BenchmarkVersusKluev in package
// yardstick, which builds it with g++, since this program builds and
// runs nothing of another language.

// readKluev reads from the output of BenchmarkVersusKluev at path a row
// for each side it timed Kluev's counter on: the median wall-clock time,
// the threads it ran on and the solutions it found (checked against OEIS
// by the benchmark). The output must be of a benchmark that passed, run
// on this machine.
func readKluev(path string) ([]countRow, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, cli.Usagef("-kluev %v; give the output of %s (make tables writes it)", err, versus.Benchmark)
	}
	defer file.Close()
	race, err := versus.Read(file, path)
	switch {
	case errors.Is(err, versus.ErrFailed):
		return nil, cli.Usagef("-kluev %s: the benchmark failed; run it again", path)
	case err != nil:
		return nil, cli.Usagef("-kluev %v", err)
	case !strings.HasPrefix(measured.CpuModel(), race.CPU):
		return nil, cli.Usagef("-kluev %s: measured on %s, not on this machine (%s); run the benchmark here", path, race.CPU, measured.CpuModel())
	}
	var rows []countRow
	for _, side := range race.Sides {
		if t, ok := side.Timings[versus.Kluev]; ok {
			rows = append(rows, countRow{Result: count.Result{N: side.N, Solutions: side.Solutions, Seconds: t.Wall},
				Workers: race.Threads, Other: measured.KluevFold})
		}
	}
	if len(rows) == 0 {
		return nil, cli.Usagef("-kluev %s holds no time of Kluev's counter: give the output of %s, run where g++ is", path, versus.Benchmark)
	}
	return rows, nil
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
	if !slices.ContainsFunc(rows, func(r countRow) bool { return r.Other == measured.KluevFold }) {
		return nil
	}
	_, err := fmt.Fprintf(w, "\n%s is E. Kluev's half-board join, the fastest published counter on a CPU "+
		"(C++20, MIT licence, pinned in internal/yardstick/testdata/kluev), built with g++ for each side and timed by %s "+
		"in package yardstick, whose output -kluev reads: the median wall-clock time of its runs, "+
		"each checked against OEIS, from the program's start to its end (the other rows time the count alone), "+
		"on as many threads as the workers say. It counts no attempts.\n", measured.KluevFold, versus.Benchmark)
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
