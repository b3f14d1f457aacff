package stepper_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/stepper"
)

// The calls that report each kind of step, one of which the line of a
// step of that kind holds, whatever the approach: an attempt is reported
// by a call of Counter.Step, or of the grid's TracePut, which calls it;
// a lift by LiftFrom, by the grid's TraceLift, or by a Step of kind
// Backtrack; a solution is the board the search yields.
var reports = map[string][]string{
	"place":     {"Step(", "TracePut("},
	"conflict":  {"Step(", "TracePut("},
	"accept":    {"Step(", "TracePut("},
	"reject":    {"Step(", "TracePut("},
	"backtrack": {"LiftFrom(", "TraceLift(", "harness.Backtrack"},
	"solution":  {"yield("},
}

// moduleRoot is the folder of go.mod, and module its path.
const moduleRoot = "../.."

func modulePath(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleRoot, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(data), "\n")
	return strings.TrimPrefix(first, "module ")
}

// sourceLine returns the text of the line at ("file.go:12") in the
// package folder dir.
func sourceLine(t *testing.T, dir, at string) string {
	t.Helper()
	file, number, ok := strings.Cut(at, ":")
	n, err := strconv.Atoi(number)
	if !ok || err != nil || file != filepath.Base(file) {
		t.Fatalf("line %q is not file.go:number", at)
	}
	data, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if n < 1 || n > len(lines) {
		t.Fatalf("%s has no line %d", file, n)
	}
	return lines[n-1]
}

// Every step of every approach the stepper runs carries the line of the
// approach's own search that took it. The search reports the step there
// itself, with a call that reports that kind of step, or through a hook
// of its trace.go: then the step carries the hook's line too, which
// holds that call, and the search's line is in another file.
func TestStepLines(t *testing.T) {
	module := modulePath(t)
	for _, a := range stepper.Approaches() {
		approach, err := catalog.Registry.Lookup(a.Name)
		if err != nil {
			t.Fatal(err)
		}
		pkg := stepper.Package(approach)
		dir, ok := strings.CutPrefix(pkg, module+"/")
		if !ok {
			t.Fatalf("%s: its package %q is not in the module %s", a.Name, pkg, module)
		}
		dir = filepath.Join(moduleRoot, filepath.FromSlash(dir))
		s, err := stepper.Start(stepper.Settings{Approach: a.Name, N: 4})
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := drain(t, s, 500)
		s.Stop()
		kinds := map[string]bool{}
		for i, st := range steps {
			kinds[st.Kind] = true
			if st.Line == "" {
				t.Fatalf("%s, step %d (%s): no line", a.Name, i+1, st.Kind)
			}
			sourceLine(t, dir, st.Line)
			reporter := st.Line
			if st.Hook != "" {
				reporter = st.Hook
				if strings.HasPrefix(st.Line, "trace.go:") || !strings.HasPrefix(st.Hook, "trace.go:") {
					t.Fatalf("%s, step %d (%s): the search's line %s and the hook's %s; want the hook's alone in trace.go", a.Name, i+1, st.Kind, st.Line, st.Hook)
				}
			}
			if text := sourceLine(t, dir, reporter); !containsAny(text, reports[st.Kind]) {
				t.Fatalf("%s, step %d (%s): line %s is %q, which calls none of %q", a.Name, i+1, st.Kind, reporter, strings.TrimSpace(text), reports[st.Kind])
			}
		}
		if !kinds["solution"] || len(kinds) < 3 {
			t.Errorf("%s on 4 x 4 reported steps of the kinds %v; want a solution and two other kinds at least", a.Name, kinds)
		}
	}
}

// containsAny reports whether text contains one of the strings.
func containsAny(text string, calls []string) bool {
	for _, s := range calls {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// An approach's package is the one that holds its Solve.
func TestPackage(t *testing.T) {
	a, err := catalog.Registry.Lookup("tuplestate")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := stepper.Package(a), modulePath(t)+"/approaches/tuplestate"; got != want {
		t.Errorf("Package(tuplestate) = %q, want %q", got, want)
	}
}
