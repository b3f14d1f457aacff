package cpuid_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/cpuid"
)

// BenchmarkNothing is here for TestNameIsTheBenchmarks, to make this
// test binary print a benchmark's header.
func BenchmarkNothing(b *testing.B) {
	for b.Loop() {
	}
}

// Name is the processor's name on the "cpu:" line of Go's benchmarks, or
// "unknown" where they print none.
func TestNameIsTheBenchmarks(t *testing.T) {
	out, err := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^BenchmarkNothing$", "-test.benchtime=1x").Output()
	if err != nil {
		t.Fatalf("running the benchmark: %v\n%s", err, out)
	}
	want := "unknown"
	for line := range strings.Lines(string(out)) {
		if name, ok := strings.CutPrefix(line, "cpu: "); ok {
			want = strings.TrimSpace(name)
		}
	}
	if got := cpuid.Name(); got != want {
		t.Errorf("Name() = %q; the benchmark printed %q", got, want)
	}
}
