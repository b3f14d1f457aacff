package stepper_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/queenscmd"
	"github.com/queensbook/queens/internal/stepper"
	"github.com/queensbook/queens/puzzle/harness"
)

// solveSummary returns the two lines that end what `queens solve` prints
// for args, run in-process.
func solveSummary(t *testing.T, args ...string) (found, attempts string) {
	t.Helper()
	var out, errs bytes.Buffer
	args = append([]string{"solve", "-format", "tuple"}, args...)
	if status := queenscmd.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true}); status != 0 {
		t.Fatalf("queens %s: status %d: %s", strings.Join(args, " "), status, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(errs.String()), "\n")
	if len(lines) < 2 {
		t.Fatalf("queens %s wrote no summary: %q", strings.Join(args, " "), errs.String())
	}
	return lines[len(lines)-2], lines[len(lines)-1]
}

// drain runs the search to its end in batches of k steps and returns every
// step and the last batch.
func drain(t *testing.T, s *stepper.Search, k int) ([]stepper.Step, stepper.Batch) {
	t.Helper()
	var steps []stepper.Step
	for {
		b := s.Next(k)
		if len(b.Steps) > k {
			t.Fatalf("asked for %d steps, got %d", k, len(b.Steps))
		}
		steps = append(steps, b.Steps...)
		if b.Done {
			return steps, b
		}
		if len(b.Steps) != k {
			t.Fatalf("a batch before the last has %d steps, want %d", len(b.Steps), k)
		}
	}
}

func TestSummaryIsTheCLIs(t *testing.T) {
	cases := []struct {
		settings stepper.Settings
		args     []string
	}{
		{stepper.Settings{Approach: "tuplestate", N: 8}, []string{"-approach", "tuplestate", "-n", "8"}},
		{stepper.Settings{Approach: "tuplestate", N: 8, Fixed: "c4,f2"}, []string{"-approach", "tuplestate", "-n", "8", "-fixed", "c4,f2"}},
		{stepper.Settings{Approach: "tuplestate", N: 6, Fixed: "020000"}, []string{"-approach", "tuplestate", "-n", "6", "-fixed", "b2"}},
		{stepper.Settings{Approach: "gridbacktrack", N: 8, Fixed: "c6,d2"}, []string{"-approach", "gridbacktrack", "-n", "8", "-fixed", "c6,d2"}},
		{stepper.Settings{Approach: "gridbacktrack", Rows: 4, Cols: 6}, []string{"-approach", "gridbacktrack", "-rows", "4", "-cols", "6"}},
		{stepper.Settings{Approach: "gridwritten", N: 6}, []string{"-approach", "gridwritten", "-n", "6"}},
		{stepper.Settings{Approach: "octal", N: 5}, []string{"-approach", "octal", "-n", "5"}},
		{stepper.Settings{Approach: "combinations", N: 4}, []string{"-approach", "combinations", "-n", "4"}},
		{stepper.Settings{Approach: "permfilter", N: 6, Fixed: "b1"}, []string{"-approach", "permfilter", "-n", "6", "-fixed", "b1"}},
		{stepper.Settings{Approach: "bitboard", Rows: 5, Cols: 3}, []string{"-approach", "bitboard", "-rows", "5", "-cols", "3"}},
		{stepper.Settings{Approach: "bitboard", N: 3}, []string{"-approach", "bitboard", "-n", "3"}},
	}
	for _, c := range cases {
		s, err := stepper.Start(c.settings)
		if err != nil {
			t.Fatalf("%+v: %v", c.settings, err)
		}
		steps, last := drain(t, s, 97)
		s.Stop()
		found, attempts := solveSummary(t, c.args...)
		if last.Found != found || last.Attempts != attempts || last.Error != "" {
			t.Errorf("%+v ended with\n%q\n%q (error %q); queens solve %s ends with\n%q\n%q", c.settings, last.Found, last.Attempts, last.Error, strings.Join(c.args, " "), found, attempts)
		}
		// The last attempt step is numbered with the attempts in all.
		var lastAttempt uint64
		for _, st := range steps {
			lastAttempt = max(lastAttempt, st.Attempt)
		}
		if !strings.HasPrefix(attempts, "attempts: ") {
			t.Fatalf("odd attempts line %q", attempts)
		}
		if n := strings.ReplaceAll(strings.Fields(attempts)[1], ",", ""); n != strconv.FormatUint(lastAttempt, 10) {
			t.Errorf("%+v: the steps count %d attempts, the summary %s", c.settings, lastAttempt, n)
		}
	}
}

// The steps are the harness's own, one for one, whatever the batch size.
func TestStepsAreTheTraces(t *testing.T) {
	settings := stepper.Settings{Approach: "tuplestate", N: 5, Fixed: "b3"}
	a, p, err := settings.Check()
	if err != nil {
		t.Fatal(err)
	}
	var want []harness.Step
	if _, err := harness.Trace(context.Background(), a, p, harness.Options{}, func(s harness.Step) bool { want = append(want, s); return true }); err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{1, 7, len(want), len(want) + 5} {
		s, err := stepper.Start(settings)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := drain(t, s, k)
		s.Stop()
		if len(got) != len(want) {
			t.Fatalf("batches of %d: %d steps, the trace has %d", k, len(got), len(want))
		}
		solutions := 0
		for i, w := range want {
			g := got[i]
			if w.Kind == harness.Solution {
				solutions++
			}
			var queens []int
			for _, q := range w.Queens() {
				queens = append(queens, q.Row*p.Cols+q.Col)
			}
			if g.Kind != w.Kind.String() || g.Attempt != w.Attempt || g.Solutions != solutions || !slices.Equal(g.Queens, queens) {
				t.Fatalf("batches of %d, step %d: %+v; the trace's is %+v", k, i+1, g, w)
			}
			if w.Kind == harness.Conflict && (g.Square != w.Square.Row*p.Cols+w.Square.Col || g.With != w.With.Row*p.Cols+w.With.Col) {
				t.Fatalf("batches of %d, step %d: conflict on %d with %d; the trace's is %v with %v", k, i+1, g.Square, g.With, w.Square, w.With)
			}
		}
	}
}

// After the last batch, Next says again that the search is done.
func TestNextAfterTheEnd(t *testing.T) {
	s, err := stepper.Start(stepper.Settings{Approach: "bitboard", N: 4})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	_, last := drain(t, s, 1000)
	again := s.Next(10)
	if !again.Done || len(again.Steps) != 0 || again.Found != last.Found || again.Attempts != last.Attempts {
		t.Errorf("after the end: %+v; want no steps and the summary %q %q", again, last.Found, last.Attempts)
	}
}

func TestBadSettings(t *testing.T) {
	cases := []struct {
		settings stepper.Settings
		want     string
		// cli is the solve command that refuses the same input, when it
		// has words for it; its one-line error must be the stepper's.
		cli []string
	}{
		{stepper.Settings{Approach: "magic", N: 8}, `unknown approach "magic"; choose one of octal,`, []string{"-approach", "magic"}},
		{stepper.Settings{Approach: "tuplestate", N: 0}, "has no squares", []string{"-approach", "tuplestate", "-n", "0"}},
		{stepper.Settings{Approach: "tuplestate", N: 99}, "past n = 13", []string{"-approach", "tuplestate", "-n", "99"}},
		{stepper.Settings{Approach: "bitboard", N: 99}, "it cannot run 99 x 99", []string{"-n", "99"}},
		{stepper.Settings{Approach: "tuplestate", N: 13}, "-n 13 is too large: at most 12, the largest board the stepper draws", nil},
		{stepper.Settings{Approach: "octal", Rows: 3, Cols: 13}, "a side of 13 is larger than 12, the largest the stepper draws", nil},
		{stepper.Settings{Approach: "gridbacktrack", Rows: 3, Cols: 40}, "3 x 40 needs more work than n = 10", []string{"-approach", "gridbacktrack", "-rows", "3", "-cols", "40"}},
		{stepper.Settings{Approach: "gridbacktrack", Rows: 3}, "must both be at least 1", []string{"-approach", "gridbacktrack", "-rows", "3"}},
		{stepper.Settings{Approach: "gridbacktrack", N: 4, Rows: 3, Cols: 4}, "give one or the other", []string{"-approach", "gridbacktrack", "-n", "4", "-rows", "3", "-cols", "4"}},
		{stepper.Settings{Approach: "tuplestate", N: 8, Fixed: "zz"}, `fixed "zz"`, []string{"-approach", "tuplestate", "-fixed", "zz"}},
		{stepper.Settings{Approach: "tuplestate", N: 8, Fixed: "c4,c5"}, "fixed queens c4 and c5 attack each other (same file)", []string{"-approach", "tuplestate", "-fixed", "c4,c5"}},
		{stepper.Settings{Approach: "tuplestate", N: 8, Fixed: "c4,e6"}, "attack each other", []string{"-approach", "tuplestate", "-fixed", "c4,e6"}},
		{stepper.Settings{Approach: "tuplestate", N: 4, Fixed: "e1"}, "", []string{"-approach", "tuplestate", "-n", "4", "-fixed", "e1"}},
		{stepper.Settings{Approach: "octal", N: 10}, "past n = 9", []string{"-approach", "octal", "-n", "10"}},
		{stepper.Settings{Approach: "combinations", N: 9}, "at most 64 squares", []string{"-approach", "combinations", "-n", "9"}},
	}
	for _, c := range cases {
		s, err := stepper.Start(c.settings)
		if err == nil {
			s.Stop()
			t.Errorf("%+v: started; want an error", c.settings)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%+v: %q; want one line with %q", c.settings, msg, c.want)
		}
		if c.cli != nil {
			var out, errs bytes.Buffer
			args := append([]string{"solve"}, c.cli...)
			queenscmd.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true})
			if got := strings.TrimSpace(errs.String()); got != "queens solve: "+msg {
				t.Errorf("%+v: the stepper says %q, queens %s says %q", c.settings, msg, strings.Join(args, " "), got)
			}
		}
	}
}

// Stop ends the search's goroutine, wherever the search is. The searches
// run in a bubble of testing/synctest, which waits for every goroutine
// started in it to end and fails the test as a deadlock when one is left
// blocked: a goroutine that Stop leaves behind fails it, without a look
// at the clock.
func TestStopLeavesNoGoroutine(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		for _, k := range []int{0, 1, 50} {
			s, err := stepper.Start(stepper.Settings{Approach: "gridbacktrack", N: 8})
			if err != nil {
				t.Fatal(err)
			}
			if k > 0 {
				s.Next(k)
			}
			s.Stop()
			if b := s.Next(5); !b.Done || len(b.Steps) != 0 {
				t.Errorf("Next after Stop: %+v; want done, no steps", b)
			}
		}
	})
}

func TestApproaches(t *testing.T) {
	list := stepper.Approaches()
	var names []string
	for _, a := range list {
		names = append(names, a.Name)
		if a.Attempt == "" || a.Title == "" {
			t.Errorf("%s has no title or no attempt: %+v", a.Name, a)
		}
	}
	if got := strings.Join(names, " "); got != "octal combinations permfilter gridbacktrack gridwritten tuplestate bitboard dancinglinks" {
		t.Errorf("approaches %s", got)
	}
}

// cliError returns the one-line error `queens solve` prints for args,
// without its "queens solve: " and the hint to the flags that follows a
// flag it cannot parse.
func cliError(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	queenscmd.Main(context.Background(), append([]string{"solve"}, args...), cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true})
	msg := strings.TrimPrefix(strings.TrimSpace(errs.String()), "queens solve: ")
	msg, _ = strings.CutSuffix(msg, "; run 'queens help solve' for the flags")
	return msg
}

// Every bad value of the page's address is refused in the words of the
// CLI given the same flags.
func TestQueryIsReadAsTheCLIReadsFlags(t *testing.T) {
	for query, args := range map[string][]string{
		"n=0":                         {"-n", "0"},
		"approach=bitboard&n=99":      {"-n", "99"},
		"n=abc":                       {"-n", "abc"},
		"n=4-6":                       {"-n", "4-6"},
		"n=-3":                        {"-n", "-3"},
		"n=99999999":                  {"-n", "99999999"},
		"n=99999999999999999999":      {"-n", "99999999999999999999"},
		"approach=magic":              {"-approach", "magic"},
		"approach=tuplestate&n=99":    {"-approach", "tuplestate", "-n", "99"},
		"fixed=z9":                    {"-fixed", "z9"},
		"fixed=c9":                    {"-fixed", "c9"},
		"n=6&fixed=a1,b2":             {"-n", "6", "-fixed", "a1,b2"},
		"fixed=c4,c5":                 {"-fixed", "c4,c5"},
		"rows=abc&cols=5":             {"-rows", "abc", "-cols", "5"},
		"rows=010&cols=5":             {"-rows", "010", "-cols", "5"},
		"n=0x8":                       {"-n", "0x8"},
		"n=010":                       {"-n", "010"},
		"rows=0&cols=5":               {"-rows", "0", "-cols", "5"},
		"n=8&rows=5&cols=6":           {"-n", "8", "-rows", "5", "-cols", "6"},
		"approach=octal&n=10":         {"-approach", "octal", "-n", "10"},
		"approach=combinations&n=9":   {"-approach", "combinations", "-n", "9"},
		"approach=octal&fixed=a1,a1x": {"-approach", "octal", "-fixed", "a1,a1x"},
	} {
		s, err := stepper.FromQuery(query + "&speed=max&step=12")
		if err == nil {
			_, _, err = s.Check()
		}
		if err == nil {
			t.Errorf("%s: taken as %+v", query, s)
			continue
		}
		if want := cliError(t, args...); err.Error() != want {
			t.Errorf("%s: the stepper says\n%q\nqueens solve %s says\n%q", query, err, strings.Join(args, " "), want)
		}
	}
}

// The address's settings are those of the CLI's flags, with the page's
// defaults for what it leaves out.
func TestQuery(t *testing.T) {
	for query, want := range map[string]stepper.Settings{
		"":                                       {Approach: "tuplestate", N: 8},
		"approach=octal&n=5&fixed=b2&speed=max":  {Approach: "octal", N: 5, Fixed: "b2"},
		"approach=gridbacktrack&rows=4&cols=6":   {Approach: "gridbacktrack", Rows: 4, Cols: 6},
		"approach=tuplestate&n=8&fixed=c4%2Cf2":  {Approach: "tuplestate", N: 8, Fixed: "c4,f2"},
		"approach=tuplestate&n=%208&race=octal":  {Approach: "tuplestate", N: 8},
		"approach=permfilter&n=6&step=12&race=x": {Approach: "permfilter", N: 6},
	} {
		got, err := stepper.FromQuery(query)
		if err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", query, got, err, want)
		}
	}
}

// Skip(k) leaves the search where k steps of Next(1) do, and keeps the
// solutions it passes over, as many as asked.
func TestSkipIsSteppingThere(t *testing.T) {
	settings := stepper.Settings{Approach: "tuplestate", N: 6}
	all, err := stepper.Start(settings)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := drain(t, all, 1)
	all.Stop()
	var solutions []int // step numbers, from 1
	for i, st := range want {
		if st.Kind == "solution" {
			solutions = append(solutions, i+1)
		}
	}
	if len(solutions) < 3 {
		t.Fatalf("tuplestate on 6 x 6 has %d solutions; the test needs 3", len(solutions))
	}
	for _, c := range []struct{ first, then, keep int }{{1, 1, 9}, {solutions[1] + 3, 5, 1}, {len(want) - 1, 1, 0}, {7, len(want) + 100, 9}} {
		s, err := stepper.Start(settings)
		if err != nil {
			t.Fatal(err)
		}
		b := s.Skip(c.first, c.keep)
		if len(b.Steps) != 1 || b.Skipped != c.first-1 || !sameStep(b.Steps[0], want[c.first-1]) {
			t.Errorf("Skip(%d): %+v; want step %d, %+v", c.first, b, c.first, want[c.first-1])
		}
		var passed []int
		for _, p := range b.Passed {
			passed = append(passed, p.Step)
			if !slices.Equal(p.Queens, want[p.Step-1].Queens) {
				t.Errorf("Skip(%d) passed solution %d with %v; it is %v", c.first, p.Step, p.Queens, want[p.Step-1].Queens)
			}
		}
		before := solutions[:max(0, min(c.keep, countBelow(solutions, c.first)))]
		if !slices.Equal(passed, before) {
			t.Errorf("Skip(%d) kept the solutions of steps %v; want %v", c.first, passed, before)
		}
		// A skip that ends on the last step is done only at the next ask,
		// as a batch of Next that ends there is.
		at := min(c.first+c.then, len(want))
		b = s.Skip(c.then, 0)
		if len(b.Steps) != 1 || !sameStep(b.Steps[0], want[at-1]) || b.Done != (c.first+c.then > len(want)) {
			t.Errorf("Skip(%d) then Skip(%d): %+v; want step %d of %d, %+v", c.first, c.then, b, at, len(want), want[at-1])
		}
		s.Stop()
	}
}

// countBelow counts the numbers of xs below k.
func countBelow(xs []int, k int) int {
	n := 0
	for _, x := range xs {
		if x < k {
			n++
		}
	}
	return n
}

// sameStep reports whether two steps are the same.
func sameStep(a, b stepper.Step) bool {
	return a.Kind == b.Kind && a.Square == b.Square && a.With == b.With && a.Attempt == b.Attempt &&
		a.Solutions == b.Solutions && slices.Equal(a.Queens, b.Queens)
}

// Finish ends with the CLI's summary, with and without fixed queens.
func TestFinishIsTheCLIs(t *testing.T) {
	for _, c := range []struct {
		settings stepper.Settings
		args     []string
	}{
		{stepper.Settings{Approach: "combinations", N: 6}, []string{"-approach", "combinations", "-n", "6"}},
		{stepper.Settings{Approach: "bitboard", N: 8, Fixed: "c4,f2"}, []string{"-n", "8", "-fixed", "c4,f2"}},
		{stepper.Settings{Approach: "bitboard", N: 8, Fixed: "c6,d2"}, []string{"-n", "8", "-fixed", "c6,d2"}},
	} {
		o, err := stepper.Finish(c.settings)
		if err != nil {
			t.Fatalf("%+v: %v", c.settings, err)
		}
		found, attempts := solveSummary(t, c.args...)
		if o.Found != found || o.Attempts != attempts {
			t.Errorf("%+v finished with\n%q\n%q\nqueens solve %s ends with\n%q\n%q", c.settings, o.Found, o.Attempts, strings.Join(c.args, " "), found, attempts)
		}
		if got := strconv.FormatUint(o.Tries, 10); !strings.Contains(strings.ReplaceAll(attempts, ",", ""), "attempts: "+got+" ") {
			t.Errorf("%+v: %d tries; the summary says %q", c.settings, o.Tries, attempts)
		}
	}
	if _, err := stepper.Finish(stepper.Settings{Approach: "bitboard", N: 8, Fixed: "c4,c5"}); err == nil || err.Error() != cliError(t, "-fixed", "c4,c5") {
		t.Errorf("finishing c4,c5: %v; want the CLI's refusal", err)
	}
}

// A search that ends within the probe is counted exactly; a longer one
// is forecast from its search space, near enough to its real length.
func TestEstimate(t *testing.T) {
	settings := stepper.Settings{Approach: "tuplestate", N: 6}
	s, _ := stepper.Start(settings)
	steps, _ := drain(t, s, 5000)
	s.Stop()
	f, err := stepper.Estimate(settings, time.Second)
	if err != nil || !f.Exact || f.AtLeast || f.Steps != float64(len(steps)) || f.Rate != 0 {
		t.Errorf("tuplestate on 6 x 6: %+v, %v; want exactly %d steps, too few to time", f, err, len(steps))
	}
	// The octal counter's steps are its boards, one an attempt, and its
	// space is exact: 8^8 boards.
	f, err = stepper.Estimate(stepper.Settings{Approach: "octal", N: 8}, 200*time.Millisecond)
	if err != nil || f.Exact || f.AtLeast || f.Attempts != math.Pow(8, 8) || math.Abs(f.Steps/f.Attempts-1) > 0.05 || f.Rate <= 0 {
		t.Errorf("octal on 8 x 8 in 200 ms: %+v, %v; want about 8^8 steps from its space, and a rate", f, err)
	}
	// The written grid search knows no space: in a moment, it has a lower
	// bound, below the steps of the whole search.
	settings = stepper.Settings{Approach: "gridwritten", N: 8}
	short, err := stepper.Estimate(settings, 10*time.Millisecond)
	if err != nil || !short.AtLeast || short.Steps <= 0 {
		t.Fatalf("gridwritten on 8 x 8 in 10 ms: %+v, %v; want a lower bound", short, err)
	}
	a, p, _ := settings.Check()
	all := 0
	harness.Trace(context.Background(), a, p, harness.Options{}, func(harness.Step) bool { all++; return true })
	if short.Steps >= float64(all) {
		t.Errorf("gridwritten on 8 x 8 in 10 ms: at least %v steps; it has %d", short.Steps, all)
	}
}

// An open reads the address and checks it, and gives the squares of the
// fixed queens even when they attack each other: a board set by hand.
func TestWorkerOpens(t *testing.T) {
	var w stepper.Worker
	for query, want := range map[string]string{
		"approach=octal&n=6&fixed=b2":  `{"type":"opened","id":7,"settings":{"approach":"octal","n":6,"fixed":"b2"},"squares":[7]}`,
		"n=8&fixed=c4,c6":              `{"type":"opened","id":7,"settings":{"approach":"tuplestate","n":8,"fixed":"c4,c6"},"squares":[26,42],"error":"fixed queens c4 and c6 attack each other (same file)"}`,
		"approach=tuplestate&n=abc&x=": `{"type":"opened","id":7,"settings":{"approach":"tuplestate"},"squares":[],"error":"-n: board sizes \"abc\": \"abc\" is not a whole number: write decimal digits alone, such as 8 (no sign, no 0x, 0o or 0b, no _); write a size such as 8, a range such as 4-12, or a list such as 4,6,8"}`,
	} {
		msg, _ := json.Marshal(map[string]any{"type": "open", "id": 7, "query": query})
		if got := string(w.Handle(msg)); got != want {
			t.Errorf("open %s:\n%s\nwant\n%s", query, got, want)
		}
	}
}
