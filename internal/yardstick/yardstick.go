// Package yardstick holds what the counters' benchmarks measure themselves
// against: the plain bitwise counter in C (the file
// approaches/bitcount/testdata/plain.c, built with gcc -O3 -march=native,
// one core, folding only the mirror of the first row), and the timing of
// a count in wall-clock and CPU seconds, so that a benchmark can run the
// C counter and a Go one alternately and report the medians and their
// ratios.
//
// It is for benchmarks only: every function takes the benchmark's
// testing.TB and fails it on an error.
package yardstick

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/queensbook/queens/approaches/oeis"
)

// A Timing is the wall-clock and CPU seconds that a count took.
type Timing struct {
	Wall, CPU float64
}

// Timings are the timings of one counter over a benchmark's iterations.
type Timings []Timing

// Median returns the median wall time and the median CPU time, or the
// zero Timing when there are none.
func (ts Timings) Median() Timing {
	if len(ts) == 0 {
		return Timing{}
	}
	walls, cpus := make([]float64, len(ts)), make([]float64, len(ts))
	for i, t := range ts {
		walls[i], cpus[i] = t.Wall, t.CPU
	}
	slices.Sort(walls)
	slices.Sort(cpus)
	return Timing{walls[len(ts)/2], cpus[len(ts)/2]}
}

// Report reports the medians of ts as the custom metrics name-wall-s and
// name-cpu-s, and, unless c is zero, their ratios to c as name/C-wall
// and name/C-cpu.
func (ts Timings) Report(b *testing.B, name string, c Timing) {
	if len(ts) == 0 {
		return
	}
	t := ts.Median()
	b.ReportMetric(t.Wall, name+"-wall-s")
	b.ReportMetric(t.CPU, name+"-cpu-s")
	if c.Wall > 0 && c.CPU > 0 {
		b.ReportMetric(t.Wall/c.Wall, name+"/C-wall")
		b.ReportMetric(t.CPU/c.CPU, name+"/C-cpu")
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
	t := Timing{time.Since(start).Seconds(), ProcessCPU(tb) - cpu}
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
// is no gcc on the PATH (then the benchmark skips the C counter and the
// ratios to it).
func BuildC(tb testing.TB, source string) string {
	tb.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		tb.Log("no gcc on the PATH: the C counter is skipped, and the ratios to it")
		return ""
	}
	path := filepath.Join(tb.TempDir(), strings.TrimSuffix(filepath.Base(source), ".c"))
	if out, err := exec.Command(gcc, "-O3", "-march=native", "-o", path, source).CombinedOutput(); err != nil {
		tb.Fatalf("gcc: %v\n%s", err, out)
	}
	return path
}

// RunC runs the C counter at path on n, checks the count it prints
// against OEIS, and times it: the CPU time is the child's own, from the
// resource usage its parent reads when it ends.
func RunC(tb testing.TB, path string, n int) Timing {
	tb.Helper()
	cmd := exec.Command(path, strconv.Itoa(n))
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		tb.Fatalf("%s %d: %v", path, n, err)
	}
	wall := time.Since(start).Seconds()
	solutions, err := strconv.ParseUint(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		tb.Fatalf("%s %d printed %q", path, n, out)
	}
	CheckSolutions(tb, n, solutions)
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return Timing{wall, cpu.Seconds()}
}
