package exercisecmd

import (
	"bytes"
	"encoding/csv"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
)

// classEnv is the environment variable that runs TestClassOfThirty
// outside CI.
const classEnv = "QUEENS_CLASS"

// The deadline of the class, and a time before and after it for commits.
const (
	deadline     = "2026-12-18T17:00:00Z"
	beforeIt     = "2026-12-17T09:00:00Z"
	afterIt      = "2026-12-19T09:00:00Z"
	secretText   = "the teacher's private key"
	classTimeout = "5s"
)

// pupil is one student of the class: what their repository holds, by
// exercise, and what the report must say of their conflict.
type pupil struct {
	name string
	// files are the student's files by exercise slug: "reference" for
	// the book's solution, or a file of classFiles.
	files map[string]string
	// when is the date of the commit of the files; the handout itself
	// is committed before the deadline unless late is set.
	when string
	late bool
	// link adds a link to the planted secret into conflict's folder.
	link bool
	// want is the row of conflict in the report's CSV, from its result
	// on, and "" for a student whose repository cannot be fetched.
	want string
}

// classFiles are the students' own files, with PLANTED, TEACHER and
// SECRET replaced by the test's folders.
// escapee is the command a student's code starts in the background, out
// of its process group, to outlive the check: a sleep whose length names
// this test process, so that a second go test beside it, running the
// same test, cannot be taken for an escape.
var escapee = fmt.Sprintf("sleep 303.%d", os.Getpid())

var classFiles = map[string]string{
	"renamed": `package conflict

// Attacker is the book's, with names of my own.
func Attacker(placed []int, col int) int {
	row := len(placed)
	for r, c := range placed {
		if gap := apart(c - col); gap == 0 || gap == row-r {
			return r
		}
	}
	return -1
}

func apart(c int) int {
	if c < 0 {
		return -c
	}
	return c
}
`,
	"eight": `package conflict

// Attacker looks at the queens of the book's board, eight rows at most.
func Attacker(state []int, nextX int) int {
	var rows [8]int
	placed := copy(rows[:], state)
	for y := range placed {
		d := nextX - rows[y]
		if d < 0 {
			d = -d
		}
		if d == 0 || d == len(state)-y {
			return y
		}
	}
	return -1
}
`,
	"nothing": `package conflict

// Attacker says that nothing ever attacks.
func Attacker(state []int, nextX int) int { return -1 }
`,
	"typo": `package conflict

func Attacker(state []int, nextX int) int { return "none" }
`,
	"wipe": `package conflict

import "os"

func init() {
	os.RemoveAll("PLANTED")
	os.WriteFile("TEACHER/evil.txt", []byte("x"), 0o644)
	os.WriteFile("../../../evil.txt", []byte("x"), 0o644)
}
` + referenceBody,
	"processes": `package conflict

import "os/exec"

func init() {
	exec.Command("/bin/sh", "-c", "setsid ` + escapee + ` &").Run()
	for range 100 {
		exec.Command("/bin/true").Start()
	}
}
` + referenceBody,
	"memory": `package conflict

func init() {
	var kept [][]byte
	for range 10 {
		b := make([]byte, 1<<30)
		for i := range b {
			b[i] = 1
		}
		kept = append(kept, b)
	}
}
` + referenceBody,
	"loop": `package conflict

func init() {
	for {
	}
}
` + referenceBody,
	"leak": `package conflict

import "os"

func init() {
	if data, err := os.ReadFile("leak"); err == nil {
		panic(string(data))
	}
}
` + referenceBody,
}

// referenceBody is a right Attacker, for the files whose harm is in
// their init.
const referenceBody = `
func Attacker(state []int, nextX int) int {
	for y, x := range state {
		d := nextX - x
		if d < 0 {
			d = -d
		}
		if d == 0 || d == len(state)-y {
			return y
		}
	}
	return -1
}
`

// class returns the thirty students: ten who solved three exercises with
// the book's code, two who renamed its variables, five whose conflict
// fails (three hold eight rows, which only the teacher's test finds),
// two whose code does not compile, five whose code attacks the
// teacher's machine, two who pushed only after the deadline, one who
// solved after it, one with no repository, one who began nothing, and
// one whose repository holds a link to the teacher's secret.
func class() []pupil {
	solved := map[string]string{"conflict": "reference", "decode": "reference", "symmetry": "reference"}
	one := func(file string) map[string]string { return map[string]string{"conflict": file} }
	var c []pupil
	for i := range 10 {
		c = append(c, pupil{name: fmt.Sprintf("solved%d", i+1), files: solved, when: beforeIt, want: "passes,5,0,8,876,15720,"})
	}
	c = append(c,
		pupil{name: "renamed1", files: one("renamed"), when: beforeIt, want: "passes,5,0,8,876,15720,"},
		pupil{name: "renamed2", files: one("renamed"), when: beforeIt, want: "passes,5,0,8,876,15720,"},
		pupil{name: "eight1", files: one("eight"), when: beforeIt, want: "fails,5,1,,,,TestTeacherWideBoards"},
		pupil{name: "eight2", files: one("eight"), when: beforeIt, want: "fails,5,1,,,,TestTeacherWideBoards"},
		pupil{name: "eight3", files: one("eight"), when: beforeIt, want: "fails,5,1,,,,TestTeacherWideBoards"},
		pupil{name: "nothing1", files: one("nothing"), when: beforeIt, want: "fails,5,4,,,,TestByHand"},
		pupil{name: "nothing2", files: one("nothing"), when: beforeIt, want: "fails,5,4,,,,TestByHand"},
		pupil{name: "typo1", files: one("typo"), when: beforeIt, want: "does not compile,0,0,,,,"},
		pupil{name: "typo2", files: one("typo"), when: beforeIt, want: "does not compile,0,0,,,,"},
		pupil{name: "wipe", files: one("wipe"), when: beforeIt, want: "passes,5,0,8,876,15720,"},
		pupil{name: "processes", files: one("processes"), when: beforeIt, want: "passes,5,0,8,876,15720,"},
		pupil{name: "memory", files: one("memory"), when: beforeIt, want: "fails,0,0,,,,the test binary ran out of its 512 MB of memory"},
		pupil{name: "loop", files: one("loop"), when: beforeIt, want: "fails,0,0,,,,the test binary stopped after 5s"},
		pupil{name: "leak", files: one("leak"), when: beforeIt, link: true, want: "passes,5,0,8,876,15720,"},
		pupil{name: "late1", files: solved, when: afterIt, late: true, want: "not submitted,0,0,,,,no commit before the deadline"},
		pupil{name: "late2", files: one("nothing"), when: afterIt, late: true, want: "not submitted,0,0,,,,no commit before the deadline"},
		pupil{name: "fixedlate", files: solved, when: afterIt, want: "not started,0,0,,,,"},
		pupil{name: "gone", want: ""},
		pupil{name: "idle", when: beforeIt, want: "not started,0,0,,,,"},
	)
	return c
}

// TestClassOfThirty runs a teacher's report over a roster of thirty
// students, each a local git repository standing in for a URL, at the
// deadline: it checks every student's conflict in the CSV, the gradebook,
// the solutions of one shape, and that the teacher's machine is as it
// was: the planted home and the teacher's folder untouched, no process
// left, the secret nowhere in what the report wrote. It logs how long the
// report took, first and then again from the cache of results.
func TestClassOfThirty(t *testing.T) {
	run := flag.Lookup("test.run")
	selected := os.Getenv(classEnv) != "" || (run != nil && run.Value.String() != "")
	switch {
	case testing.Short():
		t.Skip("reports on a class of thirty; -short leaves it out")
	case os.Getenv("CI") == "" && !selected:
		t.Skip("reports on a class of thirty git repositories (a minute): set " + classEnv + "=1 or select the test with -run; CI runs it")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("the report clones with git, which is not on the PATH")
	}
	work := t.TempDir()
	planted := filepath.Join(work, "home")
	teacher := filepath.Join(work, "teacher")
	secret := filepath.Join(work, "secret.txt")
	mustWrite(t, filepath.Join(planted, "thesis.txt"), "years of work")
	mustWrite(t, filepath.Join(teacher, "marks.txt"), "the marks so far")
	mustWrite(t, secret, secretText)
	before := snapshot(t, work)

	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	handout := filepath.Join(work, "handout")
	if err := exercise.Handout(root, handout); err != nil {
		t.Fatal(err)
	}
	roster := "student,repository\n"
	for _, p := range class() {
		repo := filepath.Join(work, "repos", p.name)
		roster += p.name + "," + repo + "\n"
		if p.name != "gone" {
			makeRepository(t, root, handout, repo, p, strings.NewReplacer("PLANTED", planted, "TEACHER", teacher))
		}
	}
	rosterFile := filepath.Join(teacher, "class.csv")
	mustWrite(t, rosterFile, roster)
	before[rosterFile] = roster
	grades := filepath.Join(teacher, "grades.csv")

	report := func(format string) (string, time.Duration) {
		t.Helper()
		start := time.Now()
		status, stdout, stderr := queens("exercise", "report", "-quiet", "-timeout", classTimeout,
			"-roster", rosterFile, "-deadline", deadline, "-format", format, "-gradebook", grades)
		if status != cli.ExitOK || stderr != "" {
			t.Fatalf("exercise report -format %s: status %d, stderr:\n%s", format, status, stderr)
		}
		return stdout, time.Since(start)
	}
	table, first := report("csv")
	text, again := report("text")
	t.Logf("the report on thirty students took %v, and %v again from the cache of results", first.Round(time.Millisecond), again.Round(time.Millisecond))

	rows, err := csv.NewReader(strings.NewReader(table)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	conflict := map[string]string{}
	for _, row := range rows[1:] {
		if row[1] == "conflict" {
			conflict[row[0]] = strings.Join(row[2:], ",")
		}
	}
	for _, p := range class() {
		got := conflict[p.name]
		if p.want == "" {
			if !strings.HasPrefix(got, "not fetched,") {
				t.Errorf("%s, who has no repository: %q, want not fetched", p.name, got)
			}
		} else if got != p.want {
			t.Errorf("%s's conflict: %q, want %q", p.name, got, p.want)
		}
	}
	gradebook, err := os.ReadFile(grades)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nsolved1,25,0,0,0,0,15,0,30,0,0,0,0,0,0,70\n", "\neight1,0,0,0,0,0,12,0,0,0,0,0,0,0,0,12\n", "\nlate1,0,", "\ntypo1,0,"} {
		if !strings.Contains(string(gradebook), want) {
			t.Errorf("the gradebook lacks %q:\n%s", want, gradebook)
		}
	}
	shapes := text[strings.Index(text, "Solutions of one shape"):]
	for _, want := range []string{"│ conflict │ solved1, solved2, solved3, solved4, solved5, solved6, solved7, solved8, solved9, solved10, renamed1, renamed2 │", "│ conflict │ eight1, eight2, eight3 "} {
		if !strings.Contains(shapes, want) {
			t.Errorf("the solutions of one shape lack %q:\n%s", want, shapes)
		}
	}
	for what, out := range map[string]string{"the CSV": table, "the table": text, "the gradebook": string(gradebook)} {
		if strings.Contains(out, secretText) {
			t.Errorf("%s holds the teacher's secret", what)
		}
	}
	after := snapshot(t, work)
	for _, path := range []string{planted, teacher, secret, filepath.Join(work, "evil.txt")} {
		for name, text := range after {
			if strings.HasPrefix(name, path) && before[name] != text && name != grades {
				t.Errorf("the report changed %s", name)
			}
		}
		for name := range before {
			if _, ok := after[name]; !ok && strings.HasPrefix(name, path) {
				t.Errorf("the report removed %s", name)
			}
		}
	}
	if out, _ := exec.Command("pgrep", "-f", escapee).Output(); len(bytes.TrimSpace(out)) > 0 {
		exec.Command("pkill", "-f", escapee).Run()
		t.Errorf("a student's %s is running", escapee)
	}
}

// makeRepository writes the student p's repository at repo: the handout
// committed, then p's files committed at p.when.
func makeRepository(t *testing.T, root, handout, repo string, p pupil, fill *strings.Replacer) {
	t.Helper()
	if err := os.CopyFS(repo, os.DirFS(handout)); err != nil {
		t.Fatal(err)
	}
	commit := func(when, message string) {
		t.Helper()
		for _, args := range [][]string{{"add", "-A"}, {"commit", "-q", "--allow-empty", "-m", message}} {
			cmd := exec.Command("git", args...)
			cmd.Dir = repo
			cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME="+p.name, "GIT_AUTHOR_EMAIL="+p.name+"@example.com",
				"GIT_COMMITTER_NAME="+p.name, "GIT_COMMITTER_EMAIL="+p.name+"@example.com",
				"GIT_AUTHOR_DATE="+when, "GIT_COMMITTER_DATE="+when, "GIT_CONFIG_GLOBAL=/dev/null")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("git %s in %s: %v\n%s", args[0], repo, err, out)
			}
		}
	}
	if out, err := exec.Command("git", "init", "-q", repo).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	handedOut := beforeIt
	if p.late {
		handedOut = afterIt
	}
	commit(handedOut, "handout")
	for slug, file := range p.files {
		e, _ := exercise.Lookup(slug)
		text := classFiles[file]
		if file == "reference" {
			data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(e.Reference())))
			if err != nil {
				t.Fatal(err)
			}
			text = string(data)
		}
		mustWrite(t, filepath.Join(repo, filepath.FromSlash(e.File())), fill.Replace(text))
	}
	if p.link {
		e, _ := exercise.Lookup("conflict")
		secret := filepath.Join(filepath.Dir(filepath.Dir(repo)), "secret.txt")
		if err := os.Symlink(secret, filepath.Join(repo, filepath.FromSlash(e.Dir()), "leak")); err != nil {
			t.Fatal(err)
		}
	}
	commit(p.when, "my work")
}

// mustWrite writes text to path, making its folder.
func mustWrite(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot returns the regular files under dir but the students'
// repositories and the handout, by path, with their text.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == "repos" || d.Name() == "handout"):
			return filepath.SkipDir
		case !d.Type().IsRegular():
			return nil
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
