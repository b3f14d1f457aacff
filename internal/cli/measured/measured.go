package measured

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/queensbook/queens/internal/cli"
)

// The tables and charts of chapters/measured say where they were measured.

// WriteMeasuredTable writes dir/name: the Markdown table that writeTable
// prints under a heading that says what it holds (title, such as "Every
// approach side by side, measured") and where and when it was measured,
// and a line that says how.
func WriteMeasuredTable(dir, name, title, machine, command string, writeTable func(io.Writer) error) error {
	var md bytes.Buffer
	fmt.Fprintf(&md, "# %s %s\n\n", title, machine)
	fmt.Fprintf(&md, "Written by `%s` (`make tables`); the times change from run to run and from machine to machine, the counts never do.\n\n", command)
	if err := writeTable(&md); err != nil {
		return err
	}
	return cli.WriteFile(dir, name, func(w io.Writer) error {
		_, err := w.Write(md.Bytes())
		return err
	})
}

// The headings of the measured tables, before where they were measured:
// each page of the web edition is titled by its heading.
const (
	CompareTitle  = "Every approach side by side, measured"
	CountTitle    = "Counting every solution, measured"
	ForecastTitle = "Larger counts, forecast from those measured"
)

// MeasuredOn says when, with which Go and on which machine the times were
// measured: "on 2026-03-01 with go1.26.0 on AMD EPYC (2 cores)".
func MeasuredOn() string {
	return fmt.Sprintf("on %s with %s on %s (%d cores)", time.Now().Format(time.DateOnly), runtime.Version(), CPUModel(), runtime.NumCPU())
}

// CPUModel returns the processor's name from /proc/cpuinfo on Linux, or
// the architecture where that file is missing.
func CPUModel() string {
	info, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	return cmp.Or(ProcessorName(string(info)), runtime.GOARCH)
}

// ProcessorName reads the first processor's name from the text of
// /proc/cpuinfo. A virtual machine may name only the line, "AMD EPYC",
// which says little about speed; then the family and model numbers,
// which tell one generation from the next, follow it.
func ProcessorName(cpuinfo string) string {
	fields := map[string]string{}
	for line := range strings.Lines(cpuinfo) {
		if strings.TrimSpace(line) == "" {
			break // the end of the first processor
		}
		if key, value, ok := strings.Cut(line, ":"); ok {
			fields[strings.TrimSpace(key)] = strings.TrimSpace(value)
		}
	}
	name := fields["model name"]
	if name == "" || strings.ContainsAny(name, "0123456789") || fields["cpu family"] == "" {
		return name
	}
	return fmt.Sprintf("%s, family %s model %s", name, fields["cpu family"], fields["model"])
}
