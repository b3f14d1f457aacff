package stepper_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/stepper"
)

// searchLines are, for approaches that report their steps through hooks
// in their trace.go, the call in the search's own file that each kind
// of step lights: the search's line, not the hook's.
var searchLines = map[string]struct {
	file  string
	calls map[string]string
}{
	"gridbacktrack": {"gridbacktrack.go", map[string]string{
		"place":     "s.grid.TracePut(s.c)",
		"conflict":  "s.grid.TracePut(s.c)",
		"backtrack": "s.grid.TraceLift(s.c, sq)",
		"solution":  "s.yield(s.grid.Board())",
	}},
	// tuplestate's generator hears of its lifts when it next calls
	// conflict; those after its last call, the wrapper in trace.go
	// reports once the generator has ended. A solution goes up through
	// every level's yield, and is lit where the deepest level hands it
	// out, not at a level that passes it on.
	"tuplestate": {"tuplestate.go", map[string]string{
		"place":     "s.conflict(state, pos)",
		"conflict":  "s.conflict(state, pos)",
		"backtrack": "s.conflict(state, pos)",
		"solution":  "yield(next)",
	}},
}

// The line a step lights is the search's own, the line where
// gridbacktrack puts a queen or tuplestate calls conflict, not the line
// of the hook in trace.go that the search calls to report it.
func TestStepLinesAreTheSearchs(t *testing.T) {
	module := modulePath(t)
	for name, want := range searchLines {
		a, err := catalog.Registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(moduleRoot, filepath.FromSlash(strings.TrimPrefix(stepper.Package(a), module+"/")))
		s, err := stepper.Start(stepper.Settings{Approach: name, N: 5})
		if err != nil {
			t.Fatal(err)
		}
		steps, _ := drain(t, s, 500)
		s.Stop()
		for i, st := range steps[:lastSearchStep(steps)+1] {
			file, _, _ := strings.Cut(st.Line, ":")
			if text := sourceLine(t, dir, st.Line); file != want.file || !strings.Contains(text, want.calls[st.Kind]) {
				t.Fatalf("%s, step %d (%s): lights %s, %q; want the line of %s that calls %s", name, i+1, st.Kind, st.Line, strings.TrimSpace(text), want.file, want.calls[st.Kind])
			}
		}
	}
}

// lastSearchStep returns the index of the last step that is not a lift:
// the lifts after it may come once the search itself has ended.
func lastSearchStep(steps []stepper.Step) int {
	last := len(steps) - 1
	for last > 0 && steps[last].Kind == "backtrack" {
		last--
	}
	return last
}
