package exercise_test

import (
	"bytes"
	"cmp"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/exercise"
)

// TestHandout writes a handout and runs go test ./... in it twice: on the
// stubs, where every exercise must fail, and with the reference solutions
// copied into the students' files, where every one must pass. The
// references themselves are not in the handout.
func TestHandout(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs every exercise of a handout twice")
	}
	root := root(t)
	readAll(t, root)
	dir := filepath.Join(t.TempDir(), "class")
	if err := exercise.Handout(root, dir); err != nil {
		t.Fatal(err)
	}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && (d.Name() == "reference.go" || d.Name() == "teacher_test.go") {
			t.Errorf("the handout holds a reference solution or a teacher's test, %s", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	linksLeadInside(t, dir)

	out, err := goTest(dir)
	if err == nil {
		t.Fatalf("go test ./... passes on the stubs:\n%s", out)
	}
	for _, e := range exercise.All {
		if !strings.Contains(out, "FAIL\t"+exercise.HandoutModule+"/"+e.Dir()) {
			t.Errorf("go test ./... on the stubs does not fail %s:\n%s", e.Slug, out)
		}
	}

	for _, e := range exercise.All {
		ref, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(e.Reference())))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(e.File())), ref, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := goTest(dir); err != nil {
		t.Fatalf("go test ./... with the references: %v\n%s", err, out)
	}
	gradedAsTheWorkflowDoes(t, dir)

	if err := exercise.Handout(root, dir); !errors.Is(err, exercise.ErrNotEmpty) {
		t.Errorf("a handout over a folder that holds one: %v, want ErrNotEmpty", err)
	}
}

// markdownLink matches a link of a Markdown page, to its target.
var markdownLink = regexp.MustCompile(`\]\(([^)\s#]+)(?:#[^)\s]*)?\)`)

// linksLeadInside checks that every link of every page of the handout in
// dir (book.md, the READMEs, the answers) to a file leads to a file of
// the handout: a class template on a code-hosting site shows no broken
// link.
func linksLeadInside(t *testing.T, dir string) {
	pages := 0
	err := filepath.WalkDir(dir, func(file string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && d.Name() == "vendor" {
			return cmp.Or(err, filepath.SkipDir)
		}
		if filepath.Ext(file) != ".md" {
			return nil
		}
		pages++
		data, err := os.ReadFile(file)
		for _, m := range markdownLink.FindAllStringSubmatch(string(data), -1) {
			if target := m[1]; !strings.Contains(target, ":") {
				if _, statErr := os.Stat(filepath.Join(filepath.Dir(file), filepath.FromSlash(target))); statErr != nil {
					t.Errorf("%s links to %s, which the handout does not hold", file[len(dir)+1:], target)
				}
			}
		}
		return err
	})
	if err != nil || pages < len(exercise.All)+2 {
		t.Fatalf("the handout's pages: %d read, %v", pages, err)
	}
}

// gradeStep matches a step of the handout's workflow that grades an
// exercise: its name, its command and its points.
var gradeStep = regexp.MustCompile(`(?m)^      - name: (\S+)\n(?:        .*\n)*?          command: (.*)\n          timeout: \d+\n          max-score: (\d+)$`)

// gradedAsTheWorkflowDoes checks that the workflow of the handout in dir
// grades each exercise, in order, worth its minutes, with a command that
// passes once the students' files hold solutions, as they do: it runs
// the commands, as the workflow's runner would.
func gradedAsTheWorkflowDoes(t *testing.T, dir string) {
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(exercise.ClassroomWorkflow)))
	if err != nil {
		t.Fatal(err)
	}
	steps := gradeStep.FindAllStringSubmatch(string(data), -1)
	if len(steps) != len(exercise.All) {
		t.Fatalf("the workflow grades %d exercises, not %d:\n%s", len(steps), len(exercise.All), data)
	}
	for i, e := range exercise.All {
		if s := steps[i]; s[1] != e.Slug || s[2] != exercise.GradeCommand(e) || s[3] != strconv.Itoa(e.Minutes) {
			t.Errorf("the workflow's step %d is %q, %q worth %s; want %s, %q worth %d", i+1, s[1], s[2], s[3], e.Slug, exercise.GradeCommand(e), e.Minutes)
		}
		if out, err := inHandout(dir, "sh", "-c", steps[i][2]); err != nil {
			t.Errorf("the workflow's command for %s, %s, fails with the reference: %v\n%s", e.Slug, steps[i][2], err, out)
		}
	}
}

// goTest runs go test ./... in dir, as a student would.
func goTest(dir string) (string, error) {
	return inHandout(dir, "go", "test", "./...")
}

// inHandout runs a command in the handout in dir, with the go command's
// settings of this machine but none that would let it reach past the
// handout: no workspace, no download.
func inHandout(dir string, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=", "GOPROXY=off")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// TestHandoutLicences checks that a handout carries the book's licences,
// the code's and the prose's, as they are at the root, and that its
// README says which is which: a teacher may hand out only what says
// under which terms.
func TestHandoutLicences(t *testing.T) {
	root := root(t)
	dir := filepath.Join(t.TempDir(), "class")
	if err := exercise.Handout(root, dir); err != nil {
		t.Fatal(err)
	}
	for name, says := range map[string]string{
		"LICENSE":       "Copyright (c) 2026 The queens book authors.",
		"LICENSE-prose": "https://creativecommons.org/licenses/by/4.0/",
	} {
		want, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dir, name))
		switch {
		case err != nil:
			t.Errorf("the handout has no %s: %v", name, err)
		case !bytes.Equal(got, want):
			t.Errorf("the handout's %s differs from the book's", name)
		case !bytes.Contains(got, []byte(says)):
			t.Errorf("%s does not say %q", name, says)
		}
	}
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Licence", "BSD 3-Clause licence in\nLICENSE", "CC BY 4.0, as LICENSE-prose says"} {
		if !bytes.Contains(readme, []byte(want)) {
			t.Errorf("the handout's README does not say %q:\n%s", want, readme)
		}
	}
}
