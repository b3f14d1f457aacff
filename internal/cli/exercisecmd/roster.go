package exercisecmd

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/queensbook/queens/chapters"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/exercise/check"
	"github.com/queensbook/queens/internal/report"
)

// The results of every exercise of a student whose repository has no
// commit before the deadline, and of one whose work could not be had (a
// repository that git cannot clone, or that holds no exercises).
const (
	resultNotSubmitted = "not submitted"
	resultNotFetched   = "not fetched"
)

// A student is one line of a class's roster: a name, and where the
// student's work is, a repository git can clone (a URL, or a folder) or
// a checkout's folder.
type student struct {
	name, repository string
}

// rosterMost is the most a roster may hold, in bytes: a class of
// thousands, far less than a device that never ends.
const rosterMost = 1 << 20

// rosterHeader is the first line of a roster.
var rosterHeader = []string{"student", "repository"}

// readRoster reads the roster in the CSV file at path: the header
// student,repository and a line a student, each name once.
func readRoster(path string) ([]student, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, cli.Usagef("-roster: %v", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, rosterMost+1))
	switch {
	case err != nil:
		return nil, cli.Usagef("-roster: %v", err)
	case len(data) > rosterMost:
		return nil, cli.Usagef("-roster %s is larger than a roster, %d bytes", path, rosterMost)
	}
	lines, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		return nil, cli.Usagef("-roster %s is not CSV: %v", path, err)
	}
	if len(lines) < 2 || !slices.Equal(lines[0], rosterHeader) {
		return nil, cli.Usagef("-roster %s must start with the line %s and name a student a line", path, strings.Join(rosterHeader, ","))
	}
	var class []student
	for i, l := range lines[1:] {
		s := student{strings.TrimSpace(l[0]), strings.TrimSpace(l[1])}
		if local(s.repository) && !filepath.IsAbs(s.repository) {
			s.repository = filepath.Join(filepath.Dir(path), s.repository) // beside the roster
		}
		switch {
		case s.name == "" || s.repository == "":
			return nil, cli.Usagef("-roster %s, line %d: a student needs a name and a repository", path, i+2)
		case slices.ContainsFunc(class, func(t student) bool { return t.name == s.name }):
			return nil, cli.Usagef("-roster %s, line %d: %s is named twice", path, i+2, s.name)
		}
		class = append(class, s)
	}
	return class, nil
}

// local reports whether a roster's repository is a folder, not a URL
// (https://..., ssh://..., git@host:path).
func local(repository string) bool {
	return !strings.Contains(repository, "://") && !strings.HasPrefix(repository, "git@")
}

// readDeadline reads -deadline: a time in RFC 3339 (2026-12-18T17:00:00Z)
// or, in the local time zone, 2026-12-18 17:00.
func readDeadline(text string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, text); err == nil {
		return t, nil
	}
	if t, err := time.ParseInLocation("2006-01-02 15:04", text, time.Local); err == nil {
		return t, nil
	}
	return time.Time{}, cli.Usagef("-deadline %q is not a time such as 2026-12-18T17:00:00Z or \"2026-12-18 17:00\"", text)
}

// checkout returns the folder of s's work to report on, in the folder
// tmp: the folder the roster names, as it is, when there is no deadline
// and it is not a repository to clone; otherwise a clone of the
// repository at its last commit before the deadline, or at its head
// without one. It returns "" for a student with no commit before the
// deadline. The dates are the commits' own, which a student's clock
// sets.
func checkout(ctx context.Context, s student, deadline time.Time, tmp string) (string, error) {
	if info, err := os.Stat(s.repository); err == nil && info.IsDir() && deadline.IsZero() {
		return s.repository, nil
	}
	dir, err := os.MkdirTemp(tmp, "student-")
	if err != nil {
		return "", err
	}
	if _, err := git(ctx, "", "clone", "--quiet", "--no-checkout", "--", s.repository, dir); err != nil {
		return "", err
	}
	at := "HEAD"
	if !deadline.IsZero() {
		out, err := git(ctx, dir, "rev-list", "-1", "--first-parent", fmt.Sprintf("--before=%d", deadline.Unix()), "HEAD")
		if err != nil {
			return "", err
		}
		if at = strings.TrimSpace(out); at == "" {
			return "", nil
		}
	}
	if _, err := git(ctx, dir, "-c", "advice.detachedHead=false", "checkout", "--quiet", at); err != nil {
		return "", err
	}
	return dir, nil
}

// git runs git with args in dir, never asking for a password, and
// returns what it printed; its error holds the first line it wrote to
// stderr.
func git(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=true")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		first, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
		return "", fmt.Errorf("git %s: %s", args[0], cmp.Or(first, err.Error()))
	}
	return string(out), nil
}

// every returns the records of a student whose exercises all have the
// one result, and why.
func every(result, why string) []outcomeRecord {
	var records []outcomeRecord
	for _, e := range exercise.All {
		records = append(records, outcomeRecord{Exercise: e.Slug, Result: result, FirstFailing: why})
	}
	return records
}

// errNoClass says that report was given no one to report on.
var errNoClass = errors.New("give the students' checkouts, a folder each, or -roster FILE")

// reportClass returns the records of the class: each student of the
// roster, then each folder of dirs, named by the roster or by the
// folder's name, with progress on w.
func reportClass(ctx context.Context, env cli.Env, class []student, dirs []string, deadline time.Time, timeout time.Duration, w io.Writer) ([]outcomeRecord, error) {
	for _, dir := range dirs {
		class = append(class, student{filepath.Base(filepath.Clean(dir)), dir})
	}
	if len(class) == 0 {
		return nil, cli.Usagef("%v", errNoClass)
	}
	tmp, err := os.MkdirTemp("", "queens-class-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var all []outcomeRecord
	for i, s := range class {
		fmt.Fprintf(w, "queens exercise report: %d of %d, %s\n", i+1, len(class), s.name)
		records, err := studentRecords(ctx, env, s, deadline, timeout, tmp)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.name, err)
		}
		for i := range records {
			records[i].Checkout = s.name
		}
		all = append(all, records...)
	}
	return all, nil
}

// studentRecords returns the records of the student s. A repository
// that cannot be had is a student's record, and the report goes on; only
// the end of ctx and a failure of the teacher's machine end it.
func studentRecords(ctx context.Context, env cli.Env, s student, deadline time.Time, timeout time.Duration, tmp string) ([]outcomeRecord, error) {
	dir, err := checkout(ctx, s, deadline, tmp)
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case err != nil:
		return every(resultNotFetched, err.Error()), nil
	case dir == "":
		return every(resultNotSubmitted, "no commit before the deadline"), nil
	}
	if err := isCheckout(dir); err != nil {
		return every(resultNotFetched, fmt.Sprintf("it has no %s", exercise.All[0].Stub())), nil
	}
	records, err := survey(ctx, env, dir, reportOptions(timeout))
	for i, r := range records {
		if r.Result != resultNotStarted {
			e, _ := exercise.Lookup(r.Exercise)
			if src, readErr := os.ReadFile(exercise.Local(dir, e.File())); readErr == nil {
				records[i].shape, _ = exercise.Shape(src) // a file that does not scan has no shape
			}
		}
	}
	return records, err
}

// writeSameShapes prints, under a report's table, the solutions of one
// shape: for each exercise, the students whose files are the same
// program apart from names, comments and layout; nothing when there are
// none.
func writeSameShapes(w io.Writer, records []outcomeRecord, format string) error {
	g := report.Grid{Header: []string{"exercise", "students with solutions of one shape"}}
	for _, e := range exercise.All {
		byShape := map[string][]string{}
		var shapes []string
		for _, r := range records {
			if r.Exercise == e.Slug && r.shape != "" {
				if byShape[r.shape] == nil {
					shapes = append(shapes, r.shape)
				}
				byShape[r.shape] = append(byShape[r.shape], r.Checkout)
			}
		}
		for _, s := range shapes {
			if len(byShape[s]) > 1 {
				g.Rows = append(g.Rows, []string{e.Slug, strings.Join(byShape[s], ", ")})
			}
		}
	}
	if len(g.Rows) == 0 {
		return nil
	}
	fmt.Fprintln(w, "\nSolutions of one shape: the same program, apart from names, comments and layout.")
	if format == "markdown" {
		return g.WriteMarkdown(w)
	}
	return g.WriteText(w)
}

// reportOptions are the options of the tests of a student's checkout in
// a report: each bounded by timeout, with the tests only a teacher runs,
// and the results of runs of the same code taken from the cache.
func reportOptions(timeout time.Duration) check.Options {
	teacher := map[string][]byte{}
	for _, e := range exercise.All {
		if tests := chapters.TeacherTests(e.Slug); tests != nil {
			teacher[e.Slug] = tests
		}
	}
	return check.Options{Timeout: timeout, Teacher: teacher, Reuse: true}
}
