package exercisecmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/exercise"
)

// records are what a class of two might show: a pass with attempts, a
// failure, and an exercise not started.
var records = []outcomeRecord{
	{Checkout: "ada", Exercise: "conflict", Result: resultPasses, Tests: 4, Attempt: "one call of Attacker",
		Runs: []runRecord{{N: 4, Solutions: 2, AttemptsToFirst: 26, Attempts: 60}, {N: 8, Solutions: 92, AttemptsToFirst: 876, Attempts: 15720}}},
	{Checkout: "ada", Exercise: "construct", Result: resultPasses, Tests: 2},
	{Checkout: "bo", Exercise: "conflict", Result: resultFails, Tests: 4, Failed: 3, FirstFailing: "TestByHand"},
	{Checkout: "bo", Exercise: "construct", Result: resultNotStarted},
}

func TestWriteRecords(t *testing.T) {
	for _, tc := range []struct {
		format string
		want   []string
	}{
		{"text", []string{"│ ada      │ conflict  │ passes      │ 4 of 4 │ 15,720 on 8 x 8 │ -                  │", "│ bo       │ conflict  │ fails       │ 1 of 4 │ -               │ TestByHand         │", "│ bo       │ construct │ not started │ -      │ -               │ -                  │"}},
		{"markdown", []string{"| checkout | exercise  | result      | tests  | attempts        | first failing test |", "| ada      | construct | passes      | 2 of 2 | -               | -                  |"}},
		{"csv", []string{"checkout,exercise,result,tests,failed,n,attempts_to_first,attempts,first_failing\n", "ada,conflict,passes,4,0,8,876,15720,\n", "bo,conflict,fails,4,3,,,,TestByHand\n", "bo,construct,not started,0,0,,,,\n"}},
	} {
		var out bytes.Buffer
		if err := writeRecords(&out, records, tc.format, true); err != nil {
			t.Fatal(err)
		}
		for _, want := range tc.want {
			if !strings.Contains(out.String(), want) {
				t.Errorf("-format %s: no line %q in\n%s", tc.format, want, out.String())
			}
		}
	}
	var out bytes.Buffer
	if err := writeRecords(&out, records[:1], "json", false); err != nil {
		t.Fatal(err)
	}
	var back []outcomeRecord
	if err := json.Unmarshal(out.Bytes(), &back); err != nil || len(back) != 1 || back[0].Runs[1].Attempts != 15720 {
		t.Errorf("-format json: %v, read back %+v from\n%s", err, back, out.String())
	}
	out.Reset()
	if err := writeRecords(&out, records[:1], "text", false); err != nil || strings.Contains(out.String(), "checkout") {
		t.Errorf("a student's status has a checkout column, or fails (%v):\n%s", err, out.String())
	}
}

// hint gives the first hint, then the second, then the second again,
// remembering in the user's cache; -level picks one; without a cache it
// gives the first and says how to ask for the second.
func TestExerciseHint(t *testing.T) {
	root := clitest.InBook(t)
	e, _ := exercise.Lookup("decode")
	for file, text := range map[string]string{e.Stub(): "package decode\n", e.HintFile(): "## The idea\n\nDigits.\n\n## The line\n\nb[row] = int(i % base)\n"} {
		path := filepath.Join(root, filepath.FromSlash(file))
		clitest.Must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		clitest.Must(t, os.WriteFile(path, []byte(text), 0o644))
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	for i, want := range []string{"Hint 1 of 2 for decode: The idea\n\n  Digits.\n\nAsk again for hint 2", "Hint 2 of 2 for decode: The line", "Hint 2 of 2 for decode: The line"} {
		status, stdout, stderr := queens("exercise", "hint", "decode")
		if status != cli.ExitOK || !strings.HasPrefix(stdout, want) || stderr != "" {
			t.Errorf("ask %d: status %d, stdout %q, stderr %q; want it to start %q", i+1, status, stdout, stderr, want)
		}
	}
	if _, stdout, _ := queens("exercise", "hint", "decode", "-level", "1"); !strings.HasPrefix(stdout, "Hint 1 of 2") {
		t.Errorf("-level 1: %q", stdout)
	}
	if _, stdout, _ := queens("exercise", "hint", "decode"); !strings.HasPrefix(stdout, "Hint 2 of 2") {
		t.Errorf("after -level 1 the next ask: %q, want hint 2", stdout)
	}
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "")
	if _, stdout, _ := queens("exercise", "hint", "decode"); !strings.HasPrefix(stdout, "Hint 1 of 2") || !strings.Contains(stdout, "queens exercise hint decode -level 2") {
		t.Errorf("without a cache: %q, want hint 1 and the way to hint 2", stdout)
	}
}

// check -json writes the outcome as one object: on the stub the failures
// and exit status 1 with the usual line on stderr, on the reference the
// attempts and the verdict.
func TestExerciseCheckJSON(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test twice")
	}
	t.Parallel()
	status, stdout, stderr := queens("exercise", "check", "conflict", "-stub", "-json")
	var r outcomeRecord
	if err := json.Unmarshal([]byte(stdout), &r); err != nil || status != cli.ExitFailure || r.Result != resultFails || r.FirstFailing != "TestByHand" ||
		len(r.Failures) == 0 || !strings.Contains(r.Failures[0].Message, "hint: ") || stderr != "queens exercise check: conflict: 3 of 4 tests fail on the stub\n" {
		t.Errorf("check -stub -json: status %d, %v, record %+v, stderr %q", status, err, r, stderr)
	}
	status, stdout, stderr = queens("exercise", "check", "construct", "-reference", "-json")
	r = outcomeRecord{}
	if err := json.Unmarshal([]byte(stdout), &r); err != nil || status != cli.ExitOK || r.Result != resultPasses || len(r.Runs) != 0 || stderr != "" {
		t.Errorf("check construct -reference -json: status %d, %v, record %+v, stderr %q", status, err, r, stderr)
	}
	status, stdout, _ = queens("exercise", "check", "conflict", "-reference", "-json")
	r = outcomeRecord{}
	if err := json.Unmarshal([]byte(stdout), &r); err != nil || status != cli.ExitOK || len(r.Runs) != 5 || r.Runs[4].Attempts != 15720 ||
		!strings.HasPrefix(r.Verdict, "Same attempts as tuplestate") {
		t.Errorf("check conflict -reference -json: status %d, %v, record %+v", status, err, r)
	}
}
