package searchcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

func TestTraceExitStatuses(t *testing.T) {
	cases := []struct {
		args   string
		status int
		stderr string
	}{
		{"-n 4 -steps 3", cli.ExitOK, ""},
		{"-n 5 -approach gridwritten -summary", cli.ExitOK, ""},
		{"-n 5 -quiet -json", cli.ExitOK, ""},
		{"-rows 3 -cols 5 -fixed a2 -steps 4 -compact", cli.ExitOK, ""},
		{"-h", cli.ExitOK, ""},
		{"-n 4 -approach combinations -steps 3", cli.ExitOK, ""},
		{"-rows 5 -cols 3 -approach octal -compact -steps 3", cli.ExitOK, ""},
		{"-n 40 -approach combinations", cli.ExitUsage, "at most 64 squares"},
		{"-rows 7 -cols 10 -approach combinations", cli.ExitUsage, "at most 64 squares"},
		{"-n 10 -approach octal", cli.ExitUsage, "past n = 9"},
		{"-n 4 -approach magic", cli.ExitUsage, "unknown approach"},
		{"-n 11", cli.ExitUsage, "past n = 10"},
		{"-n 0", cli.ExitUsage, "no squares"},
		{"-n 4 -steps -2", cli.ExitUsage, "-steps -2 is not a whole number"},
		{"-n 4 -delay -2s", cli.ExitUsage, "cannot be negative"},
		{"-n 4 -steps 3 -summary", cli.ExitUsage, "-summary and -steps do not go together"},
		{"-n 4 -json -compact", cli.ExitUsage, "-compact shapes the text form"},
		{"-n 4 -format json -json", cli.ExitOK, ""},
		{"-n 4 -json -format text", cli.ExitUsage, "disagree"},
		{"-n 4 -delay soon", cli.ExitUsage, "invalid value"},
		{"-n 4 -fixed a1,b2", cli.ExitUsage, "attack"},
		{"-n 4 extra", cli.ExitUsage, "unexpected argument"},
	}
	for _, c := range cases {
		status, _, stderr := queens(append([]string{"trace"}, strings.Fields(c.args)...)...)
		if status != c.status || !strings.Contains(stderr, c.stderr) || c.status == cli.ExitUsage && strings.Count(stderr, "\n") != 1 {
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
	if status != cli.ExitOK || m == nil {
		t.Fatalf("trace %v: status %d, stderr %q, no summary at the end of %q", args, status, stderr, clitest.LastLines(stdout, 3))
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

// TestTraceCountsAsRunDoes compares the attempts a whole trace reports
// with those of an untraced run, for every approach that traces, on
// n = 4..6.
func TestTraceCountsAsRunDoes(t *testing.T) {
	for _, name := range traceable() {
		a, err := catalog.Registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for n := 4; n <= 6; n++ {
			res, err := harness.Run(context.Background(), a, board.SquareProblem(n), harness.Options{})
			if err != nil {
				t.Fatal(err)
			}
			args := []string{"-n", strconv.Itoa(n), "-approach", name, "-summary"}
			if _, attempts, _ := traced(t, args...); attempts != res.Attempts {
				t.Errorf("trace %v reports %d attempts, queens solve counts %d", args, attempts, res.Attempts)
			}
		}
	}
}

// TestTraceStepsLimit shows the first k steps, drawn and in lines, and
// counts the rest of the search: the summary has as many steps as a trace
// that shows none.
func TestTraceStepsLimit(t *testing.T) {
	cases := []struct {
		args  string
		k     uint64
		drawn bool
	}{
		{"-n 5 -steps 9", 9, true},
		{"-n 5 -steps 40 -compact", 40, false},
		{"-n 9 -approach bitboard -steps 25", 25, false},
		{"-n 6 -approach gridwritten -steps 1", 1, true},
		{"-n 7", defaultSteps, true},
	}
	for _, c := range cases {
		steps, attempts, stdout := traced(t, strings.Fields(c.args)...)
		whole, wholeAttempts, _ := traced(t, append(withoutSteps(c.args), "-summary")...)
		headers := regexp.MustCompile(`(?m)step \d+`).FindAllString(stdout, -1)
		left := fmt.Sprintf("Showed the first %s of %s steps; -steps 0 shows them all.\n", words.Thousands(c.k), words.Thousands(whole))
		if steps != whole || uint64(len(headers)) != c.k || !strings.Contains(stdout, left) || attempts != wholeAttempts {
			t.Errorf("trace %s: %d steps in the summary and %d shown, want %d of %d; ends %q", c.args, steps, len(headers), c.k, whole, clitest.LastLines(stdout, 3))
		}
		if drawn := strings.Contains(stdout, "  a b c"); drawn != c.drawn {
			t.Errorf("trace %s: boards drawn %v, want %v", c.args, drawn, c.drawn)
		}
	}
}

// withoutSteps returns the words of args without -steps and its value.
func withoutSteps(args string) []string {
	words := strings.Fields(args)
	if i := slices.Index(words, "-steps"); i >= 0 {
		words = slices.Delete(words, i, i+2)
	}
	return words
}

// TestTraceShowsWhole4x4 checks that by default every search of 4 x 4 is
// shown whole, with no note of steps left out.
func TestTraceShowsWhole4x4(t *testing.T) {
	for _, name := range traceable() {
		args := []string{"-n", "4", "-approach", name}
		steps, _, stdout := traced(t, args...)
		if headers := regexp.MustCompile(`(?m)^step \d+`).FindAllString(stdout, -1); uint64(len(headers)) != steps || strings.Contains(stdout, "Showed the first") {
			t.Errorf("trace %v: %d of %d steps shown; ends %q", args, len(headers), steps, clitest.LastLines(stdout, 3))
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
	status := table.Main(ctx, strings.Fields("trace -n 8 -delay 1h"), cli.Env{Stdout: &stdout, Stderr: &stderr})
	if status != cli.ExitInterrupted || time.Since(start) > time.Minute || !strings.Contains(stdout.String(), "Interrupted after 1 step;") || stderr.String() != "queens trace: interrupted\n" {
		t.Errorf("status %d after %v; stdout ends %q, stderr %q", status, time.Since(start), clitest.LastLines(stdout.String(), 2), stderr.String())
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
		case a.Traces && (status != cli.ExitOK || !summary.MatchString(stdout)):
			t.Errorf("%s traces, but queens trace exits with %d: %q", a.Name, status, stderr)
		case !a.Traces && (status != cli.ExitUsage || !strings.Contains(stderr, strings.Join(names, ", "))):
			t.Errorf("%s does not trace, but queens trace exits with %d: %q", a.Name, status, stderr)
		}
	}
}

func TestTraceDrawing(t *testing.T) {
	s := harness.Step{Kind: harness.Conflict, Square: board.Square{Row: 2, Col: 1}, With: board.Square{Row: 0, Col: 3}, Board: board.Board{3, board.Empty, board.Empty}}
	want := "3 . x . . .\n2 . . . . .\n1 . . . Q .\n  a b c d e\n"
	if got := drawStep(s, 3, 5); got != want {
		t.Errorf("drawStep:\n%s\nwant\n%s", got, want)
	}
	r := harness.Step{Kind: harness.Reject, Square: board.Square{Row: 2, Col: 0}, With: board.Square{Row: 0, Col: 2}, Board: board.Board{2, 4, 0}}
	want = "3 X . . . .\n2 . . . . Q\n1 . . X . .\n  a b c d e\n"
	if got := drawStep(r, 3, 5); got != want {
		t.Errorf("drawStep:\n%s\nwant\n%s", got, want)
	}
	// A set of squares may put two queens on one rank: both are drawn.
	squares := []board.Square{{Row: 0, Col: 1}, {Row: 0, Col: 3}, {Row: 1, Col: 0}, {Row: 2, Col: 3}}
	r = harness.TestedSquares(squares, false)
	want = "3 . . . Q .\n2 Q . . . .\n1 . X . X .\n  a b c d e\n"
	if got := drawStep(r, 3, 5); got != want {
		t.Errorf("drawStep:\n%s\nwant\n%s", got, want)
	}
	if got := tuple(board.Board{10, board.Empty, 3}, 12); got != "10  -  3" {
		t.Errorf("tuple = %q", got)
	}
}

// TestTraceFindings checks how a step's line names the candidate tested
// and the pair a Reject found: the rank or the file two queens share,
// and a diagonal without a word.
func TestTraceFindings(t *testing.T) {
	tr := &tracer{steps: 3}
	sq := func(name string) board.Square {
		q, err := board.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	cases := []struct {
		step harness.Step
		want string
	}{
		{harness.TestedSquares([]board.Square{sq("a1"), sq("b1"), sq("d2"), sq("a3")}, false), "test a1 b1 d2 a3, b1 attacked by a1 on rank 1"},
		{harness.TestedSquares([]board.Square{sq("b1"), sq("d2"), sq("b3"), sq("c4")}, false), "test b1 d2 b3 c4, b3 attacked by b1 on file b"},
		{harness.TestedSquares([]board.Square{sq("b1"), sq("d2"), sq("a3"), sq("c4")}, true), "test b1 d2 a3 c4, no queen attacked"},
		{harness.Tested(board.Board{0, 0, 3, 1}, false), "test the whole board, a2 attacked by a1 on file a"},
		{harness.Tested(board.Board{0, 1, 3, 2}, false), "test the whole board, b2 attacked by a1"},
	}
	for _, c := range cases {
		c.step.Attempt = 3
		if got, want := describe(tr, c.step), "step 3 (attempt 3): "+c.want; got != want {
			t.Errorf("describe = %q, want %q", got, want)
		}
	}
}

// jsonTrace is what queens trace -format json writes.
type jsonTrace struct {
	Approach string     `json:"approach"`
	Rows     int        `json:"rows"`
	Cols     int        `json:"cols"`
	Fixed    []string   `json:"fixed"`
	Steps    []jsonStep `json:"steps"`
	Summary  jsonTraceSummary
}

// tracedJSON runs queens trace -json and decodes what it writes,
// refusing any field it does not know.
func tracedJSON(t *testing.T, args ...string) (jsonTrace, string) {
	t.Helper()
	status, stdout, stderr := queens(append([]string{"trace", "-json"}, args...)...)
	if status != cli.ExitOK {
		t.Fatalf("trace -json %v: status %d, stderr %q", args, status, stderr)
	}
	var tr jsonTrace
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&tr); err != nil {
		t.Fatalf("trace -json %v: %v in %q", args, err, clitest.LastLines(stdout, 3))
	}
	if dec.More() {
		t.Errorf("trace -json %v: more than one JSON value", args)
	}
	return tr, stderr
}

// TestTraceJSON decodes whole JSON traces of every approach that traces
// and checks them against an untraced run: the attempt steps, numbered
// one by one, are the attempts the harness counts, and the kinds add up.
func TestTraceJSON(t *testing.T) {
	t.Parallel()
	for _, name := range traceable() {
		a, _ := catalog.Registry.Lookup(name)
		p := board.Problem{Rows: 5, Cols: 6}
		res, err := harness.Run(context.Background(), a, p, harness.Options{})
		if err != nil {
			t.Fatal(err)
		}
		tr, stderr := tracedJSON(t, "-rows", "5", "-cols", "6", "-approach", name, "-steps", "0")
		s := tr.Summary
		if tr.Approach != name || tr.Rows != 5 || tr.Cols != 6 || tr.Fixed == nil || stderr != "" {
			t.Errorf("%s: head %+v, stderr %q", name, tr, stderr)
		}
		if s.Interrupted || s.Steps != uint64(len(tr.Steps)) || s.Shown != s.Steps || s.Attempts != res.Attempts || s.AttemptSteps != res.Attempts || s.Solutions != res.Solutions {
			t.Errorf("%s: summary %+v, want %d steps and the run's %d attempts and %d solutions", name, s, len(tr.Steps), res.Attempts, res.Solutions)
		}
		var attempts, solutions, kinds uint64
		for i, step := range tr.Steps {
			kind := stepKind(t, step.Kind)
			// A step shows a board, or a candidate as its squares.
			if step.Step != uint64(i+1) || len(step.Tuple) != p.Rows && (step.Tuple != nil || len(step.Squares) != p.Queens()) {
				t.Fatalf("%s: step %d is %+v", name, i+1, step)
			}
			switch {
			case kind.IsAttempt():
				attempts++
				if step.Attempt != attempts || step.Square == "" && kind != harness.Accept {
					t.Fatalf("%s: step %+v, want attempt %d with its square", name, step, attempts)
				}
			case kind == harness.Solution:
				solutions++
				if step.Solution != solutions || !p.Solves(board.Board(step.Tuple)) {
					t.Fatalf("%s: step %+v, want solution %d", name, step, solutions)
				}
			}
		}
		for _, n := range s.Kinds {
			kinds += n
		}
		if attempts != res.Attempts || kinds != s.Steps || solutions != s.Kinds["solution"] {
			t.Errorf("%s: %d attempt steps, %d solutions, kinds %v add up to %d; want %d attempts and %d steps", name, attempts, solutions, s.Kinds, kinds, res.Attempts, s.Steps)
		}
	}
}

func stepKind(t *testing.T, name string) harness.StepKind {
	t.Helper()
	for k := harness.Place; k <= harness.Solution; k++ {
		if k.String() == name {
			return k
		}
	}
	t.Fatalf("unknown kind of step %q", name)
	return 0
}

// TestTraceJSONCut checks a JSON trace cut by -steps: the steps shown,
// the count of them all, and the note on stderr that -quiet silences.
func TestTraceJSONCut(t *testing.T) {
	tr, stderr := tracedJSON(t, "-n", "6", "-fixed", "b1", "-steps", "10")
	s := tr.Summary
	if len(tr.Steps) != 10 || s.Shown != 10 || s.Steps <= 10 || s.AttemptSteps != s.Attempts || !slices.Equal(tr.Fixed, []string{"b1"}) {
		t.Errorf("trace -n 6 -fixed b1 -steps 10: %d steps, summary %+v, fixed %v", len(tr.Steps), s, tr.Fixed)
	}
	if want := fmt.Sprintf("queens trace: showed the first 10 of %s steps; -steps 0 shows them all\n", words.Thousands(s.Steps)); stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	if _, stderr := tracedJSON(t, "-n", "6", "-steps", "10", "-quiet"); stderr != "" {
		t.Errorf("-quiet: stderr %q", stderr)
	}
	tr, _ = tracedJSON(t, "-n", "6", "-fixed", "b1", "-summary")
	if len(tr.Steps) != 0 || tr.Summary.Shown != 0 || tr.Summary.Steps != s.Steps {
		t.Errorf("-summary: %d steps, summary %+v", len(tr.Steps), tr.Summary)
	}
}

// failingWriter refuses every write, as a closed pipe does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

// TestTraceStopsWhenNoOneReads stops a whole trace of 9 x 9, millions of
// lines, at its first step when stdout is closed, and says so.
func TestTraceStopsWhenNoOneReads(t *testing.T) {
	var stderr bytes.Buffer
	status := table.Main(context.Background(), strings.Fields("trace -n 9 -steps 0 -compact"), cli.Env{Stdout: failingWriter{}, Stderr: &stderr})
	if status != cli.ExitFailure || !strings.Contains(stderr.String(), "broken pipe") {
		t.Errorf("status %d, stderr %q; want %d and the write error", status, stderr.String(), cli.ExitFailure)
	}
}
