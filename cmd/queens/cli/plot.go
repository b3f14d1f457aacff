package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/cmd/queens/plot"
)

// runPlot runs a comparison, prints its table as compare does, and draws
// it: DIR/attempts.svg and DIR/time.svg, with -table DIR/compare.md too.
// 'make tables' runs it to regenerate the measured files of the book.
func runPlot(ctx context.Context, env Env, args []string) error {
	fs := flags(env, "plot", "-o DIR [-n SIZES] [-approaches a,b,...] [-table] [-quiet] [-json | -markdown | -csv]\n\n"+
		"plot runs the comparison of 'queens compare', prints its table and draws\n"+
		"the attempts and the time of each approach against n as SVG charts in DIR.")
	f := addCompareFlags(fs)
	out := fs.String("o", "", "folder for the charts, created if missing (required)")
	withTable := fs.Bool("table", false, "also write DIR/compare.md: the table in Markdown, headed by the date, Go version and CPU it was measured with")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return usagef("-o DIR is required: the folder to write the charts to")
	}
	// Check the folder before a run that may take minutes.
	if err := writableDir(*out); err != nil {
		return err
	}
	table, err := f.run(ctx, env)
	if err != nil {
		return err // when interrupted, the finished rows are printed but not drawn
	}
	machine := measuredOn()
	written, err := drawComparison(table, *out, machine)
	if err == nil && *withTable {
		if err = writeMeasuredTable(filepath.Join(*out, "compare.md"), machine, "queens plot "+strings.Join(args, " "), table.WriteMarkdown); err == nil {
			written = append(written, "compare.md")
		}
	}
	if err != nil {
		return err
	}
	if !f.quiet {
		fmt.Fprintf(env.Stderr, "queens plot: wrote %s in %s\n", strings.Join(written, ", "), *out)
	}
	return nil
}

// drawComparison writes the attempts and time charts of the finished rows
// of t into dir and returns the names of the files written.
func drawComparison(t harness.Table, dir, machine string) ([]string, error) {
	var results []harness.Result
	for _, r := range t.Rows {
		if r.Skipped == "" {
			results = append(results, r.Result)
		}
	}
	attempts, err := plot.Attempts(results)
	if err != nil {
		return nil, err
	}
	took, err := plot.Time(results, machine)
	if err != nil {
		return nil, err
	}
	charts := []struct {
		file  string
		chart plot.Chart
	}{{"attempts.svg", attempts}, {"time.svg", took}}
	var written []string
	for _, c := range charts {
		if err := saveSVG(c.chart, dir, c.file); err != nil {
			return written, err
		}
		written = append(written, c.file)
	}
	return written, nil
}

// writeMeasuredTable writes the Markdown table that writeTable prints
// under a heading that says where and when it was measured, and a line
// that says how.
func writeMeasuredTable(path, machine, command string, writeTable func(io.Writer) error) error {
	var md bytes.Buffer
	fmt.Fprintf(&md, "# Measured %s\n\n", machine)
	fmt.Fprintf(&md, "Written by `%s` (`make tables`); the times change from run to run and from machine to machine, the counts never do.\n\n", command)
	if err := writeTable(&md); err != nil {
		return err
	}
	return os.WriteFile(path, md.Bytes(), 0o644)
}

// measuredOn says when, with which Go and on which machine the times were
// measured: "on 2026-03-01 with go1.26.0 on AMD EPYC (2 cores)".
func measuredOn() string {
	return fmt.Sprintf("on %s with %s on %s (%d cores)", time.Now().Format(time.DateOnly), runtime.Version(), cpuModel(), runtime.NumCPU())
}

// cpuModel returns the processor's name from /proc/cpuinfo on Linux, or
// the architecture where that file is missing.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		key, value, ok := strings.Cut(lines.Text(), ":")
		if ok && strings.TrimSpace(key) == "model name" {
			return strings.TrimSpace(value)
		}
	}
	return runtime.GOARCH
}

// writableDir checks, before a run that may take minutes, that dir can be
// created and written to: the dir itself or, when it is missing, its
// nearest existing parent must be a folder that takes a new file. It
// creates nothing that it does not remove; its error is a one-line usage
// error.
func writableDir(dir string) error {
	existing := filepath.Clean(dir)
	info, err := os.Stat(existing)
	for errors.Is(err, os.ErrNotExist) && filepath.Dir(existing) != existing {
		existing = filepath.Dir(existing)
		info, err = os.Stat(existing)
	}
	if err == nil && !info.IsDir() {
		err = fmt.Errorf("%s is not a folder", existing)
	}
	if err == nil {
		var probe *os.File
		if probe, err = os.CreateTemp(existing, ".queens-probe-*"); err == nil {
			probe.Close()
			err = os.Remove(probe.Name())
		}
	}
	if err != nil {
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err
		}
		return usagef("-o %s: cannot write there: %v", dir, err)
	}
	return nil
}

// saveSVG writes chart to dir/file, creating dir if it is missing.
func saveSVG(chart plot.Chart, dir, file string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return chart.SaveSVG(filepath.Join(dir, file))
}
