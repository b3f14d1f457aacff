package check_test

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/chapters"
	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/exercise/check"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// TestStubsFailAndReferencesPass runs the tests of every exercise in two
// go commands side by side: with the stub in the student's place, where
// each exercise must build and fail, every failure with a hint; and with
// the reference, where each must pass and count the same attempts as the
// approach it rebuilds.
func TestStubsFailAndReferencesPass(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs every exercise twice, in a few seconds")
	}
	root := root(t)
	readAll(t, root)
	for _, code := range []check.Code{check.Stub, check.Reference} {
		t.Run(code.String(), func(t *testing.T) {
			t.Parallel()
			opt := check.Options{Code: code, Timeout: 2 * time.Minute, Teacher: teacherTests(t)}
			outcomes, err := check.Test(t.Context(), root, opt, exercise.All...)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range outcomes {
				t.Run(o.Exercise.Slug, func(t *testing.T) {
					if code == check.Stub {
						checkStub(t, o)
					} else {
						checkReference(t, o)
					}
				})
			}
		})
	}
}

// teacherTests returns the tests that only a teacher runs, by exercise,
// which the stubs fail and the references pass too; at least three
// exercises have them.
func teacherTests(t *testing.T) map[string][]byte {
	tests := map[string][]byte{}
	for _, e := range exercise.All {
		if data := chapters.TeacherTests(e.Slug); data != nil {
			tests[e.Slug] = data
		}
	}
	if len(tests) < 3 {
		t.Fatalf("%d exercises have tests only a teacher runs, want 3 or more", len(tests))
	}
	return tests
}

// readAll reads every file of every exercise. The tests above run them
// in another process, where go test's cache does not see them; files this
// process reads, it does, so a change to any of them runs the tests
// again.
func readAll(t *testing.T, root string) {
	t.Helper()
	for _, e := range exercise.All {
		err := filepath.WalkDir(filepath.Join(root, filepath.FromSlash(e.Dir())), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				_, err = os.ReadFile(path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func checkStub(t *testing.T, o check.Outcome) {
	switch {
	case len(o.Compile) > 0:
		t.Fatalf("the stub does not compile:\n%s", strings.Join(o.Compile, "\n"))
	case o.Passed():
		t.Fatal("the stub passes its tests")
	case o.Failed == 0:
		t.Fatalf("the stub fails, but no test does: %q", o.Trouble)
	}
	for _, f := range o.Failures {
		if !strings.Contains(f.Message, "hint: ") {
			t.Errorf("%s fails on the stub without a hint:\n%s", f.Test, f.Message)
		}
	}
}

func checkReference(t *testing.T, o check.Outcome) {
	if !o.Passed() {
		t.Fatalf("the reference fails: compiler %q, tests %v, trouble %q", o.Compile, o.Failures, o.Trouble)
	}
	e := o.Exercise
	var sizes []int
	for _, run := range o.Report.Runs {
		sizes = append(sizes, run.N)
	}
	if !slices.Equal(sizes, e.Sizes) {
		t.Errorf("the report covers n = %v, want %v", sizes, e.Sizes)
	}
	if e.Approach == "" {
		return
	}
	a, err := catalog.Registry.Lookup(e.Approach)
	if err != nil {
		t.Fatal(err)
	}
	for _, run := range o.Report.Runs {
		res, err := harness.Run(context.Background(), a, board.SquareProblem(run.N), harness.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if run.Solutions != res.Solutions || run.AttemptsToFirst != res.AttemptsToFirst || run.Attempts != res.Attempts {
			t.Errorf("n = %d: the reference finds %d solutions after %d attempts, %d in all; %s finds %d after %d, %d in all",
				run.N, run.Solutions, run.AttemptsToFirst, run.Attempts, a.Name, res.Solutions, res.AttemptsToFirst, res.Attempts)
		}
	}
}

// root returns the module root, three folders up from this package.
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("no module root at %s: %v", dir, err)
	}
	return dir
}
