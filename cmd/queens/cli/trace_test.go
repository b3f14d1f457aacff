package cli

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/approaches/board"
	"github.com/queensbook/queens/approaches/catalog"
	"github.com/queensbook/queens/approaches/harness"
)

func TestTraceExitStatuses(t *testing.T) {
	cases := []struct {
		args   string
		status int
		stderr string
	}{
		{"-n 4 -steps 3", exitOK, ""},
		{"-n 5 -as-written -summary", exitOK, ""},
		{"-rows 3 -cols 5 -fixed a2 -steps 4 -compact", exitOK, ""},
		{"-h", exitOK, ""},
		{"-n 4 -approach combinations", exitUsage, "combinations cannot trace its search; these can: permfilter, gridbacktrack, tuplestate, bitboard"},
		{"-n 4 -approach magic", exitUsage, "unknown approach"},
		{"-n 11", exitUsage, "past n = 10"},
		{"-n 0", exitUsage, "no squares"},
		{"-n 4 -steps -2", exitUsage, "cannot be negative"},
		{"-n 4 -delay soon", exitUsage, "invalid value"},
		{"-n 4 -fixed a1,b2", exitUsage, "attack"},
		{"-n 4 extra", exitUsage, "unexpected argument"},
	}
	for _, c := range cases {
		status, _, stderr := queens(append([]string{"trace"}, strings.Fields(c.args)...)...)
		if status != c.status || !strings.Contains(stderr, c.stderr) || c.status == exitUsage && strings.Count(stderr, "\n") != 1 {
			t.Errorf("trace %s: status %d, stderr %q; want %d and %q on one line", c.args, status, stderr, c.status, c.stderr)
		}
	}
}

// summary matches the last line of a trace.
var summary = regexp.MustCompile(`(?m)^([\d,]+) steps? (?:shown|traced): ([\d,]+) attempts?.*; (\w+) counted ([\d,]+) attempts?: the numbers match\.\n\z`)

// traced runs queens trace and returns the steps and the attempts its
// summary reports.
func traced(t *testing.T, args ...string) (steps, attempts uint64, stdout string) {
	t.Helper()
	status, stdout, stderr := queens(append([]string{"trace"}, args...)...)
	m := summary.FindStringSubmatch(stdout)
	if status != exitOK || m == nil {
		t.Fatalf("trace %v: status %d, stderr %q, no summary at the end of %q", args, status, stderr, lastLines(stdout, 3))
	}
	if m[2] != m[4] {
		t.Errorf("trace %v: %s attempt steps but %s attempts, and yet the numbers match", args, m[2], m[4])
	}
	return number(t, m[1]), number(t, m[4]), stdout
}

func number(t *testing.T, s string) uint64 {
	n, err := strconv.ParseUint(strings.ReplaceAll(s, ",", ""), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func lastLines(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	return strings.Join(lines[max(0, len(lines)-n-1):], "")
}

// TestTraceCountsAsRunDoes compares the attempts a whole trace reports
// with those of an untraced run, for every approach that traces, in each
// of its modes, on n = 4..6.
func TestTraceCountsAsRunDoes(t *testing.T) {
	for _, name := range traceable() {
		a, err := catalog.Registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for n := 4; n <= 6; n++ {
			for _, asWritten := range []bool{false, true} {
				if asWritten && a.AsWritten == nil {
					continue
				}
				res, err := harness.Run(context.Background(), a, board.Square(n), harness.Options{AsWritten: asWritten})
				if err != nil {
					t.Fatal(err)
				}
				args := []string{"-n", strconv.Itoa(n), "-approach", name, "-summary", fmt.Sprintf("-as-written=%v", asWritten)}
				if _, attempts, _ := traced(t, args...); attempts != res.Attempts {
					t.Errorf("trace %v reports %d attempts, queens solve counts %d", args, attempts, res.Attempts)
				}
			}
		}
	}
}

// TestTraceStepsLimit stops traces after k steps, drawn and in lines.
func TestTraceStepsLimit(t *testing.T) {
	cases := []struct {
		args  string
		k     uint64
		drawn bool
	}{
		{"-n 5 -steps 9", 9, true},
		{"-n 5 -steps 40 -compact", 40, false},
		{"-n 9 -steps 25", 25, false},
		{"-n 6 -as-written -steps 1", 1, true},
	}
	for _, c := range cases {
		steps, _, stdout := traced(t, strings.Fields(c.args)...)
		headers := regexp.MustCompile(`(?m)step \d+`).FindAllString(stdout, -1)
		stopped := fmt.Sprintf("Stopped after %s, as -steps asked", plural(int(c.k), "step"))
		if steps != c.k || uint64(len(headers)) != c.k || !strings.Contains(stdout, stopped) {
			t.Errorf("trace %s: %d steps in the summary and %d shown, want %d; ends %q", c.args, steps, len(headers), c.k, lastLines(stdout, 2))
		}
		if drawn := strings.Contains(stdout, "  a b c"); drawn != c.drawn {
			t.Errorf("trace %s: boards drawn %v, want %v", c.args, drawn, c.drawn)
		}
	}
}

// TestTraceInterrupted cancels a trace while it pauses between steps, as
// Ctrl-C does: it stops at once, says so and exits with status 130.
func TestTraceInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer time.AfterFunc(50*time.Millisecond, cancel).Stop()
	var stdout, stderr bytes.Buffer
	start := time.Now()
	status := Main(ctx, strings.Fields("trace -n 8 -delay 1h"), Env{Stdout: &stdout, Stderr: &stderr})
	if status != exitInterrupted || time.Since(start) > time.Minute || !strings.Contains(stdout.String(), "Interrupted after 1 step;") || stderr.String() != "queens trace: interrupted\n" {
		t.Errorf("status %d after %v; stdout ends %q, stderr %q", status, time.Since(start), lastLines(stdout.String(), 2), stderr.String())
	}
}

// TestTraceableApproaches traces every approach of the catalog on 4 x 4:
// those that declare that they trace are followed to the end, and the
// others are refused in one line that names those that can.
func TestTraceableApproaches(t *testing.T) {
	names := traceable()
	if !slices.Contains(names, traceDefault) {
		t.Errorf("the default, %s, is not among the approaches that trace, %v", traceDefault, names)
	}
	for _, a := range catalog.Registry.All() {
		status, stdout, stderr := queens("trace", "-n", "4", "-approach", a.Name, "-summary")
		switch {
		case a.Traces && (status != exitOK || !summary.MatchString(stdout)):
			t.Errorf("%s traces, but queens trace exits with %d: %q", a.Name, status, stderr)
		case !a.Traces && (status != exitUsage || !strings.Contains(stderr, strings.Join(names, ", "))):
			t.Errorf("%s does not trace, but queens trace exits with %d: %q", a.Name, status, stderr)
		}
	}
}

func TestTraceDrawing(t *testing.T) {
	s := harness.Step{Kind: harness.Conflict, Square: board.Sq{Row: 2, Col: 1}, With: board.Sq{Row: 0, Col: 3}, Board: board.Board{3, board.Empty, board.Empty}}
	want := "3 . x . . .\n2 . . . . .\n1 . . . Q .\n  a b c d e\n"
	if got := drawStep(s, 5); got != want {
		t.Errorf("drawStep:\n%s\nwant\n%s", got, want)
	}
	r := harness.Step{Kind: harness.Reject, Square: board.Sq{Row: 2, Col: 0}, With: board.Sq{Row: 0, Col: 2}, Board: board.Board{2, 4, 0}}
	want = "3 X . . . .\n2 . . . . Q\n1 . . X . .\n  a b c d e\n"
	if got := drawStep(r, 5); got != want {
		t.Errorf("drawStep:\n%s\nwant\n%s", got, want)
	}
	if got := tuple(board.Board{10, board.Empty, 3}, 12); got != "10  -  3" {
		t.Errorf("tuple = %q", got)
	}
}
