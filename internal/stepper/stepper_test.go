package stepper_test

import (
	"bytes"
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/queensbook/queens/approaches/harness"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/stepper"
)

// solveSummary returns the two lines that end what `queens solve` prints
// for args, run in-process.
func solveSummary(t *testing.T, args ...string) (found, attempts string) {
	t.Helper()
	var out, errs bytes.Buffer
	args = append([]string{"solve", "-format", "tuple"}, args...)
	if status := cli.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true}); status != 0 {
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
		{stepper.Settings{Approach: "tuplestate", N: 0}, "n = 0 is out of the stepper's range; n must be from 1 to 12", nil},
		{stepper.Settings{Approach: "tuplestate", N: 13}, "n = 13 is out of the stepper's range", nil},
		{stepper.Settings{Approach: "gridbacktrack", Rows: 3, Cols: 40}, "3 x 40 is out of the stepper's range", nil},
		{stepper.Settings{Approach: "gridbacktrack", N: 4, Rows: 3, Cols: 4}, "give one or the other", nil},
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
			cli.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Timeless: true})
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
	if got := strings.Join(names, " "); got != "octal combinations permfilter gridbacktrack gridwritten tuplestate bitboard" {
		t.Errorf("approaches %s", got)
	}
}
