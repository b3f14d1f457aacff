package check

import (
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/gotest"

	"slices"
	"strings"
	"testing"
)

// events writes lines of go test -json for one test of package decode.
func events(test string, lines ...string) string {
	var s strings.Builder
	for _, l := range lines {
		s.WriteString(`{"Action":"output","Package":"m/chapters/exercises/decode","Test":"` + test + `","Output":` + quote(l+"\n") + "}\n")
	}
	return s.String()
}

func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

var decode, _ = exercise.Lookup("decode")

// outcomeOf reads go test -json and sums up the outcome of decode.
func outcomeOf(t *testing.T, json string) Outcome {
	t.Helper()
	log := gotest.Read(strings.NewReader(json), nil)
	pkg := packageIn(log, decode.Dir())
	if pkg == nil {
		t.Fatalf("no package decode in %v", log.Packages)
	}
	return outcome(pkg, decode, log, t.TempDir())
}

func TestFailureMessages(t *testing.T) {
	json := events("TestA",
		"=== RUN   TestA",
		"    decode_test.go:44: Decode(1, 4) = 0 0 0 0, want 0 0 0 1.",
		"        hint: the last digit.",
		"--- FAIL: TestA (0.00s)",
	) + `{"Action":"fail","Package":"m/chapters/exercises/decode","Test":"TestA"}
{"Action":"pass","Package":"m/chapters/exercises/decode","Test":"TestB"}
{"Action":"fail","Package":"m/chapters/exercises/decode"}
`
	o := outcomeOf(t, json)
	want := []Failure{{"TestA", "Decode(1, 4) = 0 0 0 0, want 0 0 0 1.\nhint: the last digit."}}
	if !slices.Equal(o.Failures, want) || o.Tests != 2 || o.Failed != 1 || o.Passed() {
		t.Errorf("outcome %+v, want failures %q, 1 of 2 tests failed", o, want)
	}
}

func TestPanicMessage(t *testing.T) {
	json := events("TestA",
		"=== RUN   TestA",
		"--- FAIL: TestA (0.00s)",
		"panic: runtime error: index out of range [4] with length 4 [recovered, repanicked]",
		"",
		"goroutine 7 [running]:",
		"m/chapters/exercises/decode.TestA(0xc000)",
		"\t/home/s/queens/chapters/exercises/decode/decode_test.go:30 +0x1d",
		"m/chapters/exercises/decode.Decode(0x1, 0x4)",
		"\t/home/s/queens/chapters/exercises/decode/decode.go:12 +0x2f",
	) + `{"Action":"fail","Package":"m/chapters/exercises/decode","Test":"TestA"}
`
	o := outcomeOf(t, json)
	want := "panic: runtime error: index out of range [4] with length 4\nat chapters/exercises/decode/decode.go:12, in decode.Decode\nhint: the code panicked on that line."
	if len(o.Failures) != 1 || o.Failures[0].Message != want {
		t.Errorf("failures %q, want one with %q", o.Failures, want)
	}
}

// The compiler's messages are kept, whether the exercise's own code or a
// package it imports fails to build.
func TestCompileErrors(t *testing.T) {
	for _, tc := range []struct{ importPath, message string }{
		{"m/chapters/exercises/decode [m/chapters/exercises/decode.test]", "chapters/exercises/decode/decode.go:3:28: undefined: x"},
		{"m/approaches/octal", "approaches/octal/octal.go:3:1: syntax error"},
	} {
		build := func(action, output string) string {
			return `{"ImportPath":"` + tc.importPath + `","Action":"` + action + `","Output":` + quote(output) + "}\n"
		}
		json := build("build-output", "# "+tc.importPath+"\n") + build("build-output", tc.message+"\n") + build("build-fail", "") +
			`{"Action":"fail","Package":"m/chapters/exercises/decode","FailedBuild":"` + tc.importPath + `"}` + "\n"
		if o := outcomeOf(t, json); !slices.Equal(o.Compile, []string{tc.message}) {
			t.Errorf("compiler messages %q, want %q", o.Compile, tc.message)
		}
	}
}

func TestTimeoutAndHarnessTrouble(t *testing.T) {
	timeout := `{"Action":"output","Package":"m/chapters/exercises/decode","Output":"panic: test timed out after 2s\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"\trunning tests:\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"\t\tTestEveryBoardOnce (2s)\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"\t\tnot a test\n"}
{"Action":"fail","Package":"m/chapters/exercises/decode"}
`
	o := outcomeOf(t, timeout)
	if len(o.Trouble) != 1 || !strings.HasPrefix(o.Trouble[0], "The tests did not finish within 2s (still running: TestEveryBoardOnce).\nhint: ") {
		t.Errorf("trouble %q, want the timeout and the test still running", o.Trouble)
	}
	harness := `{"Action":"output","Package":"m/chapters/exercises/decode","Output":"PASS\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"the tests pass, but the harness found a problem\n"}
{"Action":"output","Package":"m/chapters/exercises/decode","Output":"FAIL\tm/chapters/exercises/decode\t0.01s\n"}
{"Action":"fail","Package":"m/chapters/exercises/decode"}
`
	o = outcomeOf(t, harness)
	if want := []string{"the tests pass, but the harness found a problem"}; !slices.Equal(o.Trouble, want) {
		t.Errorf("trouble %q, want %q", o.Trouble, want)
	}
}
