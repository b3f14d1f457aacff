// Package yardstick holds what the counters' benchmarks measure themselves
// against: the plain bitwise counter in C (the file
// counting/bitcount/testdata/plain.c, built with gcc -O3 -march=native,
// one core, folding only the mirror of the first row), a rival counter of
// another project that the reader builds and hands to the race as a
// command ([Rival]), the queens command itself, and the timing of a count
// in wall-clock and CPU seconds and its peak memory, so that a benchmark
// can run the counters alternately and report the medians and their
// ratios.
//
// It is for benchmarks: the functions that build and run our counters
// take the benchmark's testing.TB and fail it on an error, and a Rival,
// which runs what the reader gave, returns its errors, each one line.
package yardstick

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/queensbook/queens/counting/cpuid"
	"github.com/queensbook/queens/internal/yardstick/versus"
	"github.com/queensbook/queens/puzzle/oeis"
)

// A Timing is the wall-clock and CPU seconds that a count took, and the
// peak of the memory it held, in MB (10^6 bytes): the largest resident
// set of the program that counted, or 0 when it was not measured, as for
// a count in this process.
type Timing struct {
	Wall, CPU float64
	PeakMB    float64
}

// Timings are the timings of one counter over a benchmark's iterations.
type Timings []Timing

// Median returns the median of each of the timings' figures, or the zero
// Timing when there are none.
func (ts Timings) Median() Timing {
	if len(ts) == 0 {
		return Timing{}
	}
	median := func(figure func(Timing) float64) float64 {
		values := make([]float64, len(ts))
		for i, t := range ts {
			values[i] = figure(t)
		}
		slices.Sort(values)
		return values[len(values)/2]
	}
	return Timing{
		Wall:   median(func(t Timing) float64 { return t.Wall }),
		CPU:    median(func(t Timing) float64 { return t.CPU }),
		PeakMB: median(func(t Timing) float64 { return t.PeakMB }),
	}
}

// Report reports the medians of ts as the custom metrics name-wall-s,
// name-cpu-s and, when measured, name-MB, and, unless c is zero, their
// ratios to c, the median timing of the counter called against, as
// name/against-wall and name/against-cpu.
func (ts Timings) Report(b *testing.B, name, against string, c Timing) {
	if len(ts) == 0 {
		return
	}
	t := ts.Median()
	b.ReportMetric(t.Wall, name+"-wall-s")
	b.ReportMetric(t.CPU, name+"-cpu-s")
	if t.PeakMB > 0 {
		b.ReportMetric(t.PeakMB, name+"-MB")
	}
	if c.Wall > 0 && c.CPU > 0 {
		b.ReportMetric(t.Wall/c.Wall, name+"/"+against+"-wall")
		b.ReportMetric(t.CPU/c.CPU, name+"/"+against+"-cpu")
	}
}

// Time runs count in this process and times it: the CPU time is the
// process's, all its threads together, from getrusage. count returns the
// number of solutions it found on the n x n board, which Time checks
// against OEIS.
func Time(tb testing.TB, n int, count func() uint64) Timing {
	tb.Helper()
	start, cpu := time.Now(), ProcessCPU(tb)
	solutions := count()
	t := Timing{Wall: time.Since(start).Seconds(), CPU: ProcessCPU(tb) - cpu}
	CheckSolutions(tb, n, solutions)
	return t
}

// ProcessCPU returns the user and system seconds this process has used.
func ProcessCPU(tb testing.TB) float64 {
	tb.Helper()
	var use syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &use); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(use.Utime.Nano() + use.Stime.Nano()).Seconds()
}

// CheckSolutions fails tb unless solutions is the number of solutions of
// the n x n board in OEIS.
func CheckSolutions(tb testing.TB, n int, solutions uint64) {
	tb.Helper()
	if solutions != uint64(oeis.Solutions(n)) {
		tb.Fatalf("n = %d: %d solutions, want %d", n, solutions, uint64(oeis.Solutions(n)))
	}
}

// BuildC compiles the C counter at source with gcc -O3 -march=native into
// tb's temporary folder and returns the program's path, or "" when there
// is no gcc (see [tool]).
func BuildC(tb testing.TB, source string) string {
	tb.Helper()
	gcc := tool(tb, "gcc", "the C counter")
	if gcc == "" {
		return ""
	}
	path := filepath.Join(tb.TempDir(), strings.TrimSuffix(filepath.Base(source), ".c"))
	compile(tb, gcc, "-O3", "-march=native", "-o", path, source)
	return path
}

// RunC runs the C counter at path on n, checks the count it prints
// against OEIS, and times it as [Run] does.
func RunC(tb testing.TB, path string, n int) Timing {
	tb.Helper()
	out, t := Run(tb, path, strconv.Itoa(n))
	solutions, err := strconv.ParseUint(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		tb.Fatalf("%s %d printed %q", path, n, out)
	}
	CheckSolutions(tb, n, solutions)
	return t
}

// BuildQueens builds the queens command into tb's temporary folder with
// the go command that runs the test, and returns its path. It builds it
// without cgo, as one static program: the C library that the network
// package would otherwise load takes 1.4 MB of each count's memory, and a
// static program runs on any machine that a count's shards are sent to.
func BuildQueens(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "queens")
	goTool, err := exec.LookPath("go") // go test puts its own go first on the PATH
	if err != nil {
		tb.Fatal(err)
	}
	tb.Setenv("CGO_ENABLED", "0")
	compile(tb, goTool, "build", "-o", path, "github.com/queensbook/queens/cmd/queens")
	return path
}

// RunQueens runs `queens count -n N -fold halves -workers W -json` with
// the queens command at path, the count a user runs on a machine of W
// cores, checks its count against OEIS and times it as [Run] does.
func RunQueens(tb testing.TB, path string, n, workers int) Timing {
	tb.Helper()
	return runQueens(tb, path, n, workers, false)
}

// RunQueensUnique runs `queens count -n N -unique` on the given number
// of workers, checks both of its counts against OEIS, and times it.
func RunQueensUnique(tb testing.TB, path string, n, workers int) Timing {
	tb.Helper()
	return runQueens(tb, path, n, workers, true)
}

// runQueens runs the count of RunQueens, with -unique when unique is
// set, and checks what it printed.
func runQueens(tb testing.TB, path string, n, workers int, unique bool) Timing {
	tb.Helper()
	args := []string{"count", "-n", strconv.Itoa(n), "-fold", "halves", "-workers", strconv.Itoa(workers), "-json", "-quiet"}
	if unique {
		args = append(args, "-unique")
	}
	out, t := Run(tb, path, args...)
	var res struct{ Solutions, Unique uint64 }
	if err := json.Unmarshal(out, &res); err != nil {
		tb.Fatalf("queens %s printed %q: %v", strings.Join(args, " "), out, err)
	}
	CheckSolutions(tb, n, res.Solutions)
	if unique && res.Unique != uint64(oeis.Fundamental(n)) {
		tb.Fatalf("queens count -n %d -unique found %d fundamental solutions, OEIS A002562 says %d", n, res.Unique, oeis.Fundamental(n))
	}
	return t
}

// RunQueensPart runs `queens count -n N -shard PART/PARTS -workers W
// -json`, one part of a count that takes hours, and returns its record,
// timed as [Run] times a count.
func RunQueensPart(tb testing.TB, path string, n, workers, part, parts int) versus.Part {
	tb.Helper()
	args := []string{"count", "-n", strconv.Itoa(n), "-fold", "halves", "-shard", fmt.Sprintf("%d/%d", part, parts),
		"-workers", strconv.Itoa(workers), "-json", "-quiet"}
	out, t := Run(tb, path, args...)
	var res struct{ Solutions uint64 }
	if err := json.Unmarshal(out, &res); err != nil {
		tb.Fatalf("queens %s printed %q: %v", strings.Join(args, " "), out, err)
	}
	return newPart(versus.Queens, "queens", append([]string{"queens"}, args...), n, workers, part, parts, res.Solutions, t)
}

// newPart returns the record of a part that ran, on this machine's
// processor, and ended now.
func newPart(c versus.Counter, name string, command []string, n, threads, part, parts int, solutions uint64, t Timing) versus.Part {
	return versus.Part{
		Counter: c, Name: name, N: n, Part: part, Parts: parts,
		Command: strings.Join(command, " "), Threads: threads, Solutions: solutions,
		Wall: t.Wall, CPU: t.CPU, PeakMB: t.PeakMB,
		Processor: Processor(), Finished: time.Now().UTC().Format(time.RFC3339),
	}
}

// Processor names this machine's processor as the benchmarks' output
// does (see [cpuid.Name]), so that a part's record and the race it
// belongs to name it alike.
func Processor() string { return cpuid.Name() }

// Run runs the program at path with args, and returns what it printed
// on stdout and its timing: the wall-clock time from start to end, the
// CPU time of the child itself, from the resource usage its parent reads
// when it ends, and its own peak resident memory (see run; on Linux
// only).
func Run(tb testing.TB, path string, args ...string) ([]byte, Timing) {
	tb.Helper()
	out, t, err := run("", path, args...)
	if err != nil {
		tb.Fatal(err)
	}
	return out, t
}

// run runs the program at path with args in dir ("" for this process's
// folder) as [Run] does. Its error, when the program cannot start or
// fails, is one line: the command, how it ended, and the first line the
// program wrote on stderr.
//
// The peak memory is the program's own largest resident set. Linux
// counts into a program's peak the memory of the process that started
// it, as it was when the program replaced it: a program that Go starts
// would never seem smaller than this benchmark. So where GNU time is
// installed, it starts the program, from a process of a megabyte or two,
// and writes the program's own peak to a file; elsewhere the peak is
// kept only when it is above this process's own, and otherwise left
// unmeasured.
func run(dir, path string, args ...string) ([]byte, Timing, error) {
	command := strings.Join(append([]string{path}, args...), " ")
	// Found here, so that a program that is not there is said so, not
	// by GNU time.
	program := path
	if dir != "" && strings.Contains(path, "/") && !filepath.IsAbs(path) {
		program = filepath.Join(dir, path)
	}
	if _, err := exec.LookPath(program); err != nil {
		return nil, Timing{}, fmt.Errorf("%s: %v", command, err)
	}
	name, argv, peakFile := path, args, ""
	if gnuTime() != "" {
		f, err := os.CreateTemp("", "yardstick-peak-")
		if err != nil {
			return nil, Timing{}, err
		}
		f.Close()
		defer os.Remove(f.Name())
		peakFile = f.Name()
		name, argv = gnuTime(), append([]string{"-f", "%M", "-o", peakFile, path}, args...)
	}
	floor := ownPeakKiB()
	cmd := exec.Command(name, argv...)
	cmd.Dir = dir
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			err = fmt.Errorf("%v%s", err, firstLine(exit.Stderr))
		}
		return nil, Timing{}, fmt.Errorf("%s: %v", command, err)
	}
	state := cmd.ProcessState
	t := Timing{Wall: time.Since(start).Seconds(), CPU: (state.UserTime() + state.SystemTime()).Seconds()}
	if peakFile != "" {
		kib, err := readPeak(peakFile)
		if err != nil {
			return nil, Timing{}, fmt.Errorf("%s: GNU time's peak memory: %v", path, err)
		}
		t.PeakMB = float64(kib) * 1024 / 1e6
	} else if use, ok := state.SysUsage().(*syscall.Rusage); ok && runtime.GOOS == "linux" && use.Maxrss > floor {
		t.PeakMB = float64(use.Maxrss) * 1024 / 1e6
	}
	return out, t, nil
}

// gnuTime returns the path of GNU time, /usr/bin/time, or "" where it is
// not installed or is another program.
var gnuTime = sync.OnceValue(func() string {
	const path = "/usr/bin/time"
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "GNU") {
		return ""
	}
	return path
})

// readPeak reads the peak in KiB that GNU time wrote to file with -f %M:
// the last line, after any line that says how the program ended.
func readPeak(file string) (int64, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	words := strings.Fields(string(text))
	if len(words) == 0 {
		return 0, errors.New("it wrote nothing")
	}
	return strconv.ParseInt(words[len(words)-1], 10, 64)
}

// ownPeakKiB returns this process's own peak resident set in KiB, which
// Linux counts into the peak of a program it starts; 0 where it is not
// known.
func ownPeakKiB() int64 {
	var use syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &use) != nil || runtime.GOOS != "linux" {
		return 0
	}
	return use.Maxrss
}

// firstLine returns ": " and the first line of what a program wrote on
// stderr that is not blank, with a note of how many lines follow it, or
// "" when it wrote nothing.
func firstLine(stderr []byte) string {
	var lines []string
	for line := range strings.Lines(string(stderr)) {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	switch len(lines) {
	case 0:
		return ""
	case 1:
		return ": " + lines[0]
	}
	return fmt.Sprintf(": %s (and %d more lines on stderr)", lines[0], len(lines)-1)
}

// tool returns the path of the program name on the PATH, which builds
// what (such as "the C counter"). When it is missing tool fails tb if
// the environment variable CI is set, where every tool must be there;
// elsewhere it logs that what is left out and returns "", and the
// benchmark leaves out what it would have built, and the ratios to it.
func tool(tb testing.TB, name, what string) string {
	tb.Helper()
	path, err := exec.LookPath(name)
	switch {
	case err == nil:
		return path
	case os.Getenv("CI") != "":
		tb.Fatalf("CI is set and %s, which builds %s, is missing: %v", name, what, err)
	}
	tb.Logf("no %s on the PATH: %s is left out, and the ratios to it", name, what)
	return ""
}

// compile runs a compiler, failing tb with what it printed when it
// fails.
func compile(tb testing.TB, compiler string, args ...string) {
	tb.Helper()
	if out, err := exec.Command(compiler, args...).CombinedOutput(); err != nil {
		tb.Fatalf("%s %s: %v\n%s", filepath.Base(compiler), strings.Join(args, " "), err, out)
	}
}
