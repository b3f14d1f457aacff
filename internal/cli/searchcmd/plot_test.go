package searchcmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/cli/measured"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// smallest returns the registered approach with the smallest MaxN, the
// one whose forecasts are cheapest to calibrate.
func smallest(t *testing.T) harness.Approach {
	all := catalog.Registry.All()
	if len(all) == 0 {
		t.Skip("no approach is registered yet")
	}
	a := all[0]
	for _, b := range all[1:] {
		if b.MaxN < a.MaxN {
			a = b
		}
	}
	return a
}

func TestPlotWritesChartsAndTable(t *testing.T) {
	a := smallest(t)
	dir := filepath.Join(t.TempDir(), "measured")
	code, stdout, stderr := queens("plot", "-n", "4-5", "-approach", a.Name, "-o", dir, "-table", "-quiet")
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	if stderr != "" {
		t.Errorf("-quiet, yet stderr says %q", stderr)
	}
	if !strings.Contains(stdout, "| 5 ") && !strings.Contains(stdout, "│ 5 ") {
		t.Errorf("plot should print the comparison as compare does:\n%s", stdout)
	}
	for _, file := range []string{"attempts.svg", "time.svg"} {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(">"+a.Name+"<")) {
			t.Errorf("%s has no series labelled %s", file, a.Name)
		}
	}
	table, err := os.ReadFile(filepath.Join(dir, "compare.md"))
	if err != nil {
		t.Fatal(err)
	}
	heading, _, _ := strings.Cut(string(table), "\n")
	for _, part := range []string{"# " + measured.CompareTitle + " on ", " with go", fmt.Sprintf("(%d cores)", runtime.NumCPU())} {
		if !strings.Contains(heading, part) {
			t.Errorf("compare.md's heading %q lacks %q", heading, part)
		}
	}
	if !strings.Contains(string(table), "| 4 | "+a.Name) {
		t.Errorf("compare.md has no row for n = 4:\n%s", table)
	}
}

func TestPlotAndTreeRefuseBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"plot", "-n", "4-5"},
		{"plot", "-n", "4-5", "-o", file},
		{"plot", "-n", "4-5", "-o", filepath.Join(file, "charts")},
		{"plot", "-n", "5-4", "-o", t.TempDir()},
		{"plot", "-n", "0", "-o", t.TempDir()},
		{"plot", "-approach", "nonesuch", "-o", t.TempDir()},
		{"plot", "-redraw"},
		{"plot", "-redraw", "-o", t.TempDir()}, // no measured table there
		{"plot", "-redraw", "-table", "-o", t.TempDir()},
		{"tree", "-n", "0"},
		{"tree", "-n", "99"},
		{"tree", "-o", file},
		{"tree", "-json", "-format", "markdown"},
	} {
		code, stdout, stderr := queens(args...)
		if code != cli.ExitUsage || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("queens %v: exit status %d, stdout %q, stderr %q; want 2, nothing, one line", args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(file, "charts")); err == nil {
		t.Error("a refused -o was created")
	}
}

// The book's measured charts are what their measured tables draw today:
// a change to how charts look draws them again (make charts), as book.md
// is built again when the chapters change. queens book -check checks
// book.md and the pictures, not the measured charts, which this does.
func TestMeasuredChartsAreFresh(t *testing.T) {
	committed := filepath.Join(clitest.ModuleRoot(t), "chapters", "measured")
	dir := t.TempDir()
	tables, err := filepath.Glob(filepath.Join(committed, "*.md"))
	if err != nil || len(tables) == 0 {
		t.Fatalf("no measured tables in %s (%v)", committed, err)
	}
	for _, table := range tables {
		data, err := os.ReadFile(table)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(table)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"plot", "-redraw", "-o", dir, "-quiet"}, {"tree", "-n", "8", "-o", dir, "-quiet"}} {
		if code, _, stderr := queens(args...); code != 0 {
			t.Fatalf("queens %v: exit status %d: %s", args, code, stderr)
		}
	}
	for _, chart := range []string{"attempts.svg", "time.svg", "count.svg", "tree.svg"} {
		drawn, err := os.ReadFile(filepath.Join(dir, chart))
		if err != nil {
			t.Fatal(err)
		}
		if old, err := os.ReadFile(filepath.Join(committed, chart)); err != nil || !bytes.Equal(old, drawn) {
			t.Errorf("chapters/measured/%s is not what its table draws today (%v); draw it again with 'make charts'", chart, err)
		}
	}
}

// A measured table is read back as writeMeasuredTable writes it: where it
// was measured, and a row for each line of its table, a run left out
// with nothing in its attempts.
func TestReadMeasuredTable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "compare.md")
	text := "# " + measured.CompareTitle + " on a test machine\n\nWritten by a test.\n\n| n | approach | attempts in all | time in all |\n|--:|:--|--:|--:|\n| 4 | octal | 256 | 5.59µs |\n| 12 | octal | | |\n\n- [1] octal, n = 12: past n = 9\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	table, err := measured.ReadMeasuredTable(path)
	if err != nil {
		t.Fatal(err)
	}
	want := measured.MeasuredTable{Machine: "on a test machine", Rows: []map[string]string{
		{"n": "4", "approach": "octal", "attempts in all": "256", "time in all": "5.59µs"},
		{"n": "12", "approach": "octal", "attempts in all": "", "time in all": ""},
	}}
	if fmt.Sprint(table) != fmt.Sprint(want) {
		t.Errorf("read %v\nwant %v", table, want)
	}
	written, err := measured.RedrawCharts(filepath.Dir(path))
	if err != nil || fmt.Sprint(written) != "[attempts.svg time.svg]" {
		t.Errorf("redrawing: wrote %v, %v", written, err)
	}
	// A sparse table of 2 GB was read whole, into tens of GB of memory.
	huge := clitest.SparseFile(t, "compare.md", text)
	if _, err := measured.ReadMeasuredTable(huge); err == nil || !strings.Contains(err.Error(), "larger than 1 MiB") {
		t.Errorf("a table of 64 MiB: %v; want an error that says it is larger than 1 MiB", err)
	}
}

func TestTree(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "charts")
	code, stdout, stderr := queens("tree", "-n", "6", "-json", "-o", dir)
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	var profile struct {
		N         int
		Solutions uint64
		Levels    []struct{ Depth, Nodes int }
	}
	if err := json.Unmarshal([]byte(stdout), &profile); err != nil {
		t.Fatalf("%v in\n%s", err, stdout)
	}
	if profile.N != 6 || len(profile.Levels) != 7 || profile.Levels[6].Nodes != int(profile.Solutions) || profile.Levels[0].Nodes != 1 {
		t.Errorf("tree -n 6 -json: %+v", profile)
	}
	if !strings.Contains(stderr, "tree.svg") {
		t.Errorf("stderr %q should name the chart written", stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "tree.svg")); err != nil {
		t.Error(err)
	}
	_, md, _ := queens("tree", "-n", "4", "-format", "markdown")
	if lines := strings.Split(strings.TrimSpace(md), "\n"); len(lines) != 4+4 || !strings.HasPrefix(lines[1], "|--:") {
		t.Errorf("tree -n 4 -format markdown:\n%s", md)
	}
}

// forecastable returns the approach with the smallest MaxN that could
// still run the square past it, given the time.
func forecastable(t *testing.T) harness.Approach {
	var found *harness.Approach
	for _, a := range catalog.Registry.All() {
		if a.Limit != nil && a.Limit(board.SquareProblem(a.MaxN+1)) != "" {
			continue
		}
		if found == nil || a.MaxN < found.MaxN {
			found = &a
		}
	}
	if found == nil {
		t.Skip("every approach stops at a hard limit")
	}
	return *found
}

// Past an approach's MaxN, compare forecasts the run; asked for no board
// it takes, it times the approach for the forecast first and says so.
func TestCompareForecastsPastMaxN(t *testing.T) {
	a := forecastable(t)
	past := a.MaxN + 1
	code, stdout, stderr := queens("compare", "-n", fmt.Sprint(past), "-approach", a.Name, "-json")
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	var rows []report.Record
	if err := json.Unmarshal([]byte(stdout), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 {
		t.Fatalf("%d rows, want 1", len(rows))
	}
	reason := rows[0].Skipped
	// The octal counter knows its search space exactly, n^n boards, so
	// its forecast gives the attempts in full.
	prefix := fmt.Sprintf("past n = %d: would take ", a.MaxN)
	forecast, ok := strings.CutPrefix(reason, prefix)
	if !ok || !strings.HasSuffix(reason, " for this estimate") {
		t.Fatalf("reason %q, want %q... with the calibration noted", reason, prefix)
	}
	// Times are left out: "A attempts", not "about T for A attempts".
	if attempts, _, _ := strings.Cut(forecast, " attempts;"); strings.Contains(attempts, " for ") {
		t.Errorf("a timeless comparison printed a time: %q", reason)
	}
}

// Past a hard limit there is no run to forecast: the combinations search
// cannot hold the 81 squares of 9 x 9 in its masks, and says so instead.
func TestCompareForecastsNothingPastALimit(t *testing.T) {
	code, stdout, stderr := queens("compare", "-n", "9", "-approach", "combinations", "-json")
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	var rows []report.Record
	if err := json.Unmarshal([]byte(stdout), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || !strings.HasPrefix(rows[0].Skipped, "cannot run at all: its attack masks hold 64 squares") || strings.Contains(rows[0].Skipped, "would take") {
		t.Errorf("compare -n 9 -approach combinations: %s", stdout)
	}
}

func TestProcessorName(t *testing.T) {
	for text, want := range map[string]string{
		"processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 23\nmodel\t\t: 1\nmodel name\t: AMD EPYC\n\nprocessor\t: 1\n": "AMD EPYC, family 23 model 1",
		"cpu family\t: 6\nmodel\t\t: 85\nmodel name\t: Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz\n":                              "Intel(R) Xeon(R) Gold 6148 CPU @ 2.40GHz",
		"processor\t: 0\nBogoMIPS\t: 48.00\n": "",
	} {
		if got := measured.ProcessorName(text); got != want {
			t.Errorf("processorName(%q) = %q, want %q", text, got, want)
		}
	}
}
