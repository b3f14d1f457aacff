// Package cpuid asks an x86-64 processor what it is and what it can do,
// with the CPUID and XGETBV instructions, as the Go runtime does for
// itself: the join of halves picks its fits by what the processor runs,
// and the races label their measurements with the processor's name as
// Go's benchmarks print it.
package cpuid

import (
	"os"
	"strings"
)

// Name returns the processor's name as Go's benchmarks print it on their
// "cpu:" line, without the spaces that may pad it: the brand string
// CPUID gives, where it gives one, else the first "model name" of
// /proc/cpuinfo, else "unknown". The two may
// differ: a virtual machine seen here names itself "AMD EPYC" in
// /proc/cpuinfo and "Oxide Virtual Turin-like Processor" to CPUID.
func Name() string {
	if name := brand(); name != "" {
		return name
	}
	info, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for line := range strings.Lines(string(info)) {
			if key, value, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(key) == "model name" {
				return strings.TrimSpace(value)
			}
		}
	}
	return "unknown"
}
