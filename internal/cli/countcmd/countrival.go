package countcmd

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/cpuid"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/words"
)

// The measured table and chart of the counts can show, beside them, a
// rival counter, another project's program that the reader builds and
// names (make tables RIVAL=...): its figures come from the output of
// package yardstick's race, which runs it, since this program builds and
// runs nothing of another project.

// readRival reads from the output of the race at path a row for each
// side it timed the rival on: the median wall-clock time, the threads it
// ran on and the solutions it found (checked against OEIS by the
// benchmark), the rival's name in the fold column. The output must be of
// a benchmark that passed, run on this machine: on a processor of the
// name that Go's benchmarks print here (package cpuid).
func readRival(path string) ([]countRow, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, cli.Usagef("-rival %v; give the output of %s (make tables RIVAL=... writes it)", err, versus.Benchmark)
	}
	defer file.Close()
	data, err := cli.ReadSmall(file)
	if err != nil {
		return nil, cli.Usagef("-rival %s: %v; give the output of %s (make tables RIVAL=... writes it)", path, err, versus.Benchmark)
	}
	race, err := versus.Read(bytes.NewReader(data), path)
	switch {
	case errors.Is(err, versus.ErrFailed):
		return nil, cli.Usagef("-rival %s: the benchmark failed; run it again", path)
	case err != nil:
		return nil, cli.Usagef("-rival %v", err)
	case race.CPU != cpuid.Name():
		return nil, cli.Usagef("-rival %s: measured on %s, not on this machine (%s); run the benchmark here", path, race.CPU, cpuid.Name())
	}
	var rows []countRow
	for _, side := range race.Sides {
		if t, ok := side.Timings[versus.Rival]; ok {
			rows = append(rows, countRow{Result: count.Result{N: side.N, Solutions: side.Solutions, Seconds: t.Wall},
				Workers: race.Threads, Other: race.Rival})
		}
	}
	if len(rows) == 0 {
		return nil, cli.Usagef("-rival %s holds no time of a rival counter: give the output of %s run with -rival", path, versus.Benchmark)
	}
	return rows, nil
}

// withRival returns the rows of the counts with the rival's rows among
// them, each after the counts of its side.
func withRival(rows, rival []countRow) []countRow {
	all := slices.Concat(rows, rival)
	slices.SortStableFunc(all, func(a, b countRow) int { return cmp.Compare(a.N, b.N) })
	return all
}

// writeRivalNote says under the table what its rows of a rival counter
// are, when it has some.
func writeRivalNote(w io.Writer, rows []countRow) error {
	i := slices.IndexFunc(rows, func(r countRow) bool { return r.Other != "" })
	if i < 0 {
		return nil
	}
	_, err := fmt.Fprintf(w, "\n%s is a rival counter, another project's program, timed by %s "+
		"in package yardstick, whose output -rival reads: the median wall-clock time of its runs, "+
		"each checked against OEIS, from the program's start to its end (the other rows time the count alone), "+
		"on as many threads as the workers say. It counts no attempts.\n", rows[i].Other, versus.Benchmark)
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
