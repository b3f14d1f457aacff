package countcmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/queensbook/queens/counting/bitcount"
	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/counting/cpuid"
	"github.com/queensbook/queens/counting/halves"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/cli/measured"
)

func TestCountSeveralAsJSON(t *testing.T) {
	code, stdout, stderr := queens("count", "-n", "4-6", "-fixed", "a1", "-json")
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	var records []count.Record
	if err := json.Unmarshal([]byte(stdout), &records); err != nil {
		t.Fatalf("%v in\n%s", err, stdout)
	}
	// A queen in the corner a1: no completion on 4 x 4, two on 5 x 5
	// (a1 c2 e3 b4 d5 and its reflection in the diagonal), none on 6 x 6.
	want := []uint64{0, 2, 0}
	if len(records) != len(want) {
		t.Fatalf("%d records, want %d:\n%s", len(records), len(want), stdout)
	}
	for i, r := range records {
		if r.N != 4+i || r.Solutions != want[i] || r.Fixed != "a1" || r.Method != "halves" || r.Workers != runtime.GOMAXPROCS(0) || r.Seconds != nil {
			t.Errorf("record %d: %+v; want n = %d, %d solutions with a1 fixed, fold halves, %d workers, no time", i, r, 4+i, want[i], runtime.GOMAXPROCS(0))
		}
	}
}

func TestCountCSV(t *testing.T) {
	_, stdout, _ := queens("count", "-n", "8,6", "-workers", "1", "-unique", "-format", "csv")
	want := "n,fixed,fold,workers,solutions,unique,attempts,seconds\n" +
		"8,,halves,1,92,12,779,\n" +
		"6,,halves,1,4,1,66,\n"
	if stdout != want {
		t.Errorf("count -format csv printed\n%s\nwant\n%s", stdout, want)
	}
}

func TestCountDrawsChartAndTable(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "measured")
	code, stdout, stderr := queens("count", "-n", "4-6", "-fold", "none,all", "-workers", "1,2", "-o", dir, "-table")
	if code != 0 {
		t.Fatalf("exit status %d: %s", code, stderr)
	}
	if want := fmt.Sprintf("queens count: wrote count.svg, count.md in %s\n", dir); stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	// Twelve counts, a row each, with a column of workers because they
	// differ.
	if rows := strings.Count(stdout, " │ none ") + strings.Count(stdout, " │ all "); rows != 12 || !strings.Contains(stdout, "│ workers │") {
		t.Errorf("want 12 rows and a workers column:\n%s", stdout)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "count.svg"))
	if err != nil {
		t.Fatal(err)
	}
	for _, label := range []string{"fold none, 1 worker", "fold none, 2 workers", "fold all, 1 worker", "fold all, 2 workers", "Time to count every solution as the board grows"} {
		if !strings.Contains(string(svg), ">"+label+"<") {
			t.Errorf("count.svg does not show %q", label)
		}
	}
	table, err := os.ReadFile(filepath.Join(dir, "count.md"))
	if err != nil {
		t.Fatal(err)
	}
	heading, _, _ := strings.Cut(string(table), "\n")
	if !strings.HasPrefix(heading, "# "+measured.CountTitle+" on ") || !strings.Contains(heading, fmt.Sprintf("(%d cores)", runtime.NumCPU())) {
		t.Errorf("count.md's heading %q does not say where it was measured", heading)
	}
	if row := regexp.MustCompile(`(?m)^\|\s+6 \| none \|\s+2 \|\s+4 \|\s+[\d,]+ \|$`); !row.Match(table) {
		t.Errorf("count.md has no row for n = 6, fold none, 2 workers:\n%s", table)
	}
}

func TestCountRefusesBadInput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		// The folder of -o is checked before any count runs: nothing is
		// printed.
		{"-n", "4-6", "-o", file},
		{"-n", "4-6", "-o", filepath.Join(file, "charts")},
		{"-n", "4-6", "-table"},
		{"-n", "4-6", "-shard", "1/2"},
		{"-n", "8", "-workers", "1,2", "-shard", "1/2"},
		{"-n", "8", "-shard", "1/2", "-o", t.TempDir()},
		{"-merge", "-n", "4-6", file},
		{"-n", "6-4"},
		{"-n", "8-30"},
		{"-n", "4,x"},
		{"-workers", "-1"},
		{"-workers", "1,two"},
		// Workers past the bound once ran out of memory, or panicked.
		{"-workers", "1025"},
		{"-workers", "1000000000"},
		{"-workers", "9223372036854775807"},
		{"-workers", "99999999999999999999"},
		{"-fold", "all,half"},
		{"-unique", "-fold", "none,all"},
		{"-json", "-format", "csv"},
	} {
		code, stdout, stderr := queens(append([]string{"count"}, args...)...)
		if code != cli.ExitUsage || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("queens count %v: exit status %d, stdout %q, stderr %q; want 2, nothing, one line", args, code, stdout, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(file, "charts")); err == nil {
		t.Error("a refused -o was created")
	}
}

// -unique is refused for what was given, and only for that: a fold that
// counts every solution is not told to drop a -fixed that was never
// given.
func TestCountUniqueSaysWhatToChange(t *testing.T) {
	for _, c := range []struct {
		args      []string
		want, not string
	}{
		{[]string{"-fold", "none"}, "-fold none counts every solution", "-fixed"},
		{[]string{"-fold", "mirror,all"}, "-fold mirror counts every solution", "-fixed"},
		{[]string{"-fixed", "c4"}, "drop -fixed", "-fold"},
		{[]string{"-fixed", "c4", "-fold", "none"}, "drop -fixed, and -fold none counts every solution", "mirror"},
	} {
		args := append([]string{"count", "-unique"}, c.args...)
		status, _, stderr := queens(args...)
		if status != cli.ExitUsage || !strings.Contains(stderr, c.want) || strings.Contains(stderr, c.not) {
			t.Errorf("queens %s: status %d, stderr %q; want 2, %q and no %q", strings.Join(args, " "), status, stderr, c.want, c.not)
		}
	}
}

// Every count is checked before the first one runs: the jobs of -n 17,23
// -fold halves are refused, for 23, before 17 is counted.
func TestCountChecksEveryJobFirst(t *testing.T) {
	past := halves.MaxN + 1
	f := &countFlags{folds: "halves", workers: &[]int{1}, sizes: &[]int{17, past}}
	jobs, err := f.jobs()
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("not %d x %d", past, past)) {
		t.Errorf("jobs of -n 17,%d -fold halves: %d jobs, error %v; want %d refused", past, len(jobs), err, past)
	}
}

// -merge refuses the flags of a count, which it would ignore: the shards
// it reads say what was counted.
func TestCountMergeRefusesWhatItIgnores(t *testing.T) {
	dir := t.TempDir()
	var shards []string
	for part := range 2 {
		_, stdout, _ := queens("count", "-n", "8", "-shard", fmt.Sprintf("%d/2", part+1), "-json")
		shards = append(shards, filepath.Join(dir, fmt.Sprintf("s%d.json", part+1)))
		clitest.Must(t, os.WriteFile(shards[part], []byte(stdout), 0o644))
	}
	if code, stdout, stderr := queens(append([]string{"count", "-merge"}, shards...)...); code != 0 || !strings.Contains(stdout, "92 solutions") {
		t.Fatalf("count -merge of two shards: exit status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	for _, c := range []struct {
		flags []string
		drop  string
	}{
		{[]string{"-n", "8"}, "-n"},
		{[]string{"-fold", "all"}, "-fold"},
		{[]string{"-fixed", "a1"}, "-fixed"},
		{[]string{"-workers", "2"}, "-workers"},
		{[]string{"-shard", "1/2", "-n", "8"}, "-n, -shard"},
	} {
		args := append(append([]string{"count", "-merge"}, c.flags...), shards...)
		code, stdout, stderr := queens(args...)
		if want := "queens count: -merge adds up the counts in its FILES and counts nothing itself: drop " + c.drop + "\n"; code != cli.ExitUsage || stdout != "" || stderr != want {
			t.Errorf("queens %v: exit status %d, stdout %q, stderr %q; want 2 and %q", args, code, stdout, stderr, want)
		}
	}
}

// -checkpoint makes its folder when it is missing, as -o does.
func TestCountCheckpointMakesItsFolder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "new", "deeper", "cp.json")
	code, stdout, stderr := queens("count", "-n", "8", "-checkpoint", file, "-quiet")
	if code != 0 || !strings.Contains(stdout, "92 solutions on 8 x 8") || stderr != "" {
		t.Fatalf("count -checkpoint in a missing folder: exit status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(file); err != nil {
		t.Errorf("no checkpoint was written: %v", err)
	}
}

// A finished -checkpoint file holds the whole count: the same command
// prints it again, the same, without counting and without touching the
// file.
func TestCountCheckpointFinished(t *testing.T) {
	file := filepath.Join(t.TempDir(), "n10.json")
	code, first, stderr := queens("count", "-n", "10", "-unique", "-checkpoint", file)
	if code != 0 || !strings.Contains(first, "724 solutions on 10 x 10\n92 fundamental") {
		t.Fatalf("count -checkpoint: exit status %d, stdout %q, stderr %q", code, first, stderr)
	}
	if want := "queens count: " + file + " holds the finished count; the same command prints it again without counting\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	saved := readFile(t, file)
	if _, again, _ := queens("count", "-n", "10", "-unique", "-checkpoint", file, "-quiet"); again != first {
		t.Errorf("the finished checkpoint printed\n%s\nthe count printed\n%s", again, first)
	}
	if now := readFile(t, file); now != saved {
		t.Errorf("printing a finished checkpoint changed its file from\n%s\nto\n%s", saved, now)
	}
}

// readFile returns the text of a file.
func readFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// A checkpoint of another count, or one cut short or changed, is refused
// with one line and exit status 2, before any counting, and its file is
// left as it was.
func TestCountRefusesCheckpoint(t *testing.T) {
	dir := t.TempDir()
	eight := filepath.Join(dir, "n8.json")
	if code, _, stderr := queens("count", "-n", "8", "-checkpoint", eight); code != 0 {
		t.Fatalf("count -n 8 -checkpoint: exit status %d, %s", code, stderr)
	}
	text := readFile(t, eight)
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, c := range []struct {
		file string
		args []string
		want string
	}{
		{eight, []string{"-n", "9"}, "the checkpoint is of another count: n = 8, fold halves, part 1/1, not n = 9, fold halves, part 1/1; go on with"},
		{eight, []string{"-n", "8", "-fold", "mirror"}, "of another count"},
		{eight, []string{"-n", "8", "-shard", "2/3"}, "of another count"},
		{write("plan.json", strings.Replace(text, "bitboard plan 1", "bitboard plan 9", 1)), []string{"-n", "8"}, "written with another plan"},
		{write("cut.json", text[:len(text)/2]), []string{"-n", "8"}, "not a whole checkpoint: unexpected EOF; delete it"},
		{write("empty.json", ""), []string{"-n", "8"}, "not a whole checkpoint: EOF"},
		{write("changed.json", strings.Replace(text, `"solutions":92`, `"solutions":93`, 1)), []string{"-n", "8"}, "add up to 92 solutions"},
		{write("record.json", strings.Replace(text, `{"version":1,`, `{"version":2,`, 1)), []string{"-n", "8"}, "record version 2 is unknown"},
		{eight, []string{"-n", "8-9"}, "-checkpoint take one count"},
		{eight, []string{"-n", "8", "-o", dir}, "-checkpoint take one count"},
		{eight, []string{"-merge", eight}, "-merge adds up the counts in its FILES and counts nothing itself: drop -checkpoint"},
		{filepath.Join(eight, "in-a-file.json"), []string{"-n", "8"}, "cannot write there: " + eight + " is not a folder; choose another file"},
		{dir, []string{"-n", "8"}, "is a folder; name a file"},
	} {
		before, _ := os.ReadFile(c.file)
		args := append([]string{"count", "-checkpoint", c.file}, c.args...)
		code, stdout, stderr := queens(args...)
		if code != cli.ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "queens count: ") || !strings.Contains(stderr, c.want) {
			t.Errorf("queens %v: exit status %d, stdout %q, stderr %q; want 2, nothing, one line saying %q", args, code, stdout, stderr, c.want)
		}
		if after, _ := os.ReadFile(c.file); string(after) != string(before) {
			t.Errorf("queens %v changed %s", args, c.file)
		}
	}
}

// Without -fold a count takes the fastest fold that can answer it: the
// join of halves, the constellations for the fundamental solutions or
// past the join's largest board, and no fold with fixed queens.
func TestDefaultFolds(t *testing.T) {
	for _, c := range []struct {
		n             int
		unique, fixed bool
		want          count.Method
	}{
		{8, false, false, halves.Method{}},
		{halves.MaxN, false, false, halves.Method{}},
		{halves.MaxN + 1, false, false, constellation.Method{}},
		{16, true, false, halves.Method{}},
		{halves.MaxN + 1, true, false, constellation.Method{}},
		{16, false, true, halves.Method{}},
		{halves.MaxN + 1, false, true, bitcount.FoldNone},
	} {
		f := countFlags{unique: c.unique}
		folds, err := f.chosenFolds(c.n, c.fixed)
		if err != nil || len(folds) != 1 || folds[0] != c.want {
			t.Errorf("n = %d, unique %v, fixed %v: folds %v, %v; want %v", c.n, c.unique, c.fixed, folds, err, c.want)
		}
	}
}

// rivalOutput is the output of the race on this machine, timing a rival
// counter named "Their join (C++)" on the sides 5 and 6 (the figures
// made up), after the lines of a benchmark's output that say where it ran.
func rivalOutput(t *testing.T, cpu string, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rival.txt")
	text := "goos: linux\ngoarch: amd64\npkg: github.com/queensbook/queens/internal/yardstick\ncpu: " + cpu + "\n" + strings.Join(lines, "\n") + "\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

var rivalLines = []string{
	"rival: Their join (C++)",
	"BenchmarkRace/n=5-2 \t 1 \t 5000000 ns/op \t 5.6 rival-MB \t 0.002 rival-cpu-s \t 0.003 rival-wall-s \t 10 solutions \t 2 threads",
	"BenchmarkRace/n=6-2 \t 1 \t 5000000 ns/op \t 5.6 rival-MB \t 0.002 rival-cpu-s \t 0.004 rival-wall-s \t 4 solutions \t 2 threads",
	"PASS",
}

func TestCountDrawsRival(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "measured")
	args := []string{"count", "-n", "4-6", "-fold", "none", "-workers", "1", "-o", dir, "-table", "-rival", rivalOutput(t, cpuid.Name(), rivalLines...)}
	var stderr bytes.Buffer
	// With the times, as make tables writes them.
	if code := table.Main(t.Context(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &stderr}); code != 0 {
		t.Fatalf("exit status %d: %s", code, &stderr)
	}
	table, err := os.ReadFile(filepath.Join(dir, "count.md"))
	if err != nil {
		t.Fatal(err)
	}
	// The rival's rows come after the counts of their side, with their
	// threads, their solutions and their time, and no attempts.
	rows := regexp.MustCompile(`(?m)^\|\s+(\d) \| (.+?)\s+\|\s+(\d) \|\s+(\d+) \|\s+([\d,]*) \|\s+\S+ \|$`).FindAllStringSubmatch(string(table), -1)
	var got []string
	for _, r := range rows {
		got = append(got, strings.Join(r[1:6], " "))
	}
	want := []string{"4 none 1 2 16", "5 none 1 10 53", "5 Their join (C++) 2 10 ", "6 none 1 4 152", "6 Their join (C++) 2 4 "}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || !regexp.MustCompile(`\| Their join \(C\+\+\) \|\s+2 \|\s+4 \|\s+\|\s+4ms \|`).Match(table) {
		t.Errorf("count.md's rows\n%s\nwant\n%s\nin\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), table)
	}
	if !strings.Contains(string(table), "\nTheir join (C++) is a rival counter") {
		t.Errorf("count.md does not say what the rival's rows are:\n%s", table)
	}
	// The chart shows the rival's line, and so does the chart drawn again
	// from the table.
	for _, redraw := range []bool{false, true} {
		if redraw {
			if _, err := measured.RedrawCharts(dir); err != nil {
				t.Fatal(err)
			}
		}
		svg, err := os.ReadFile(filepath.Join(dir, "count.svg"))
		if err != nil {
			t.Fatal(err)
		}
		if label := "Their join (C++), 2 threads"; !strings.Contains(string(svg), ">"+label+"<") {
			t.Errorf("count.svg (drawn again: %v) does not show %q", redraw, label)
		}
	}
}

func TestCountRefusesRivalOutput(t *testing.T) {
	for _, c := range []struct {
		why, path string
		says      string // when set, what the line must say
	}{
		{"missing", filepath.Join(t.TempDir(), "missing.txt"), ""},
		{"of another machine", rivalOutput(t, "Another CPU", rivalLines...), ""},
		{"of a failed benchmark", rivalOutput(t, cpuid.Name(), rivalLines[0], rivalLines[1], "--- FAIL: BenchmarkRace/n=6", "FAIL"), ""},
		{"timing no rival", rivalOutput(t, cpuid.Name(), "BenchmarkRace/n=5-2 \t 1 \t 5000000 ns/op \t 0.003 queens-wall-s \t 10 solutions \t 2 threads", "PASS"), ""},
		{"without -o", "", ""},
		// A sparse file of 2 GB was read whole, 19 s and 6.7 GB.
		{"larger than any race's output", clitest.SparseFile(t, "race.txt", rivalLines[0]+"\n"), "larger than 1 MiB"},
	} {
		args := []string{"count", "-n", "5", "-o", t.TempDir(), "-rival", c.path}
		if c.path == "" {
			args = []string{"count", "-n", "5", "-rival", rivalOutput(t, cpuid.Name(), rivalLines...)}
		}
		code, stdout, stderr := queens(args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "queens count: -rival") || !strings.Contains(stderr, c.says) {
			t.Errorf("-rival %s: exit status %d, stdout %q, stderr %q; want 2 and a line on stderr", c.why, code, stdout, stderr)
		}
	}
}
