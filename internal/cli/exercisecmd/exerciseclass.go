package exercisecmd

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/exercise/check"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/words"
)

// The results of an exercise, as status, report and check -json name
// them.
const (
	resultPasses     = "passes"
	resultFails      = "fails"
	resultNoCompile  = "does not compile"
	resultNotStarted = "not started"
)

// outcomeRecord is one exercise of one checkout as status, report and
// check -json write it in JSON; the tables show its first fields.
type outcomeRecord struct {
	// Checkout is the folder of the student's checkout, in a report.
	Checkout string `json:"checkout,omitempty"`
	Exercise string `json:"exercise"`
	Result   string `json:"result"`
	// Tests and Failed count the top-level tests that ran and failed.
	Tests  int `json:"tests"`
	Failed int `json:"failed"`
	// FirstFailing names the first test that failed, or what stopped
	// the tests.
	FirstFailing string          `json:"first_failing,omitempty"`
	Compile      []string        `json:"compile,omitempty"`
	Failures     []failureRecord `json:"failures,omitempty"`
	Trouble      []string        `json:"trouble,omitempty"`
	// Attempt says what one attempt is, and Runs are the harness's runs
	// of the student's code once every test passes; an exercise that
	// asks for no search has none.
	Attempt string      `json:"attempt,omitempty"`
	Runs    []runRecord `json:"runs,omitempty"`
	// Verdict is the sentence that compares the attempts with the book's,
	// in check -json.
	Verdict string `json:"verdict,omitempty"`
	// shape is the shape of the student's file (see exercise.Shape), in
	// a report, for the table of solutions of one shape.
	shape string
}

// failureRecord is one failed test and what it said.
type failureRecord struct {
	Test    string `json:"test"`
	Message string `json:"message"`
}

// runRecord is one board that the harness ran the student's code on.
type runRecord struct {
	N               int      `json:"n"`
	Solutions       int      `json:"solutions"`
	AttemptsToFirst uint64   `json:"attempts_to_first"`
	Attempts        uint64   `json:"attempts"`
	Seconds         *float64 `json:"seconds,omitempty"`
}

// newRecord sums up o; with times it keeps the time of each run.
func newRecord(o check.Outcome, times bool) outcomeRecord {
	r := outcomeRecord{Exercise: o.Exercise.Slug, Result: resultFails, Tests: o.Tests, Failed: o.Failed,
		Compile: o.Compile, Trouble: o.Trouble}
	switch {
	case o.Passed():
		r.Result = resultPasses
	case len(o.Compile) > 0:
		r.Result = resultNoCompile
	}
	for _, f := range o.Failures {
		r.Failures = append(r.Failures, failureRecord(f))
	}
	switch {
	case r.Result != resultFails:
	case len(o.Failures) > 0:
		r.FirstFailing = o.Failures[0].Test
	case o.Stopped != "":
		r.FirstFailing = o.Stopped
	default:
		r.FirstFailing = "the harness run after the tests"
	}
	if o.Report != nil {
		r.Attempt = o.Report.Attempt
		for _, run := range o.Report.Runs {
			rec := runRecord{N: run.N, Solutions: run.Solutions, AttemptsToFirst: run.AttemptsToFirst, Attempts: run.Attempts}
			if times {
				rec.Seconds = new(run.Time.Seconds())
			}
			r.Runs = append(r.Runs, rec)
		}
	}
	return r
}

// survey sums up every exercise in the checkout at root: those the
// student has not started, without running anything, and the others
// through one run of their tests with the options opt.
func survey(ctx context.Context, env cli.Env, root string, opt check.Options) ([]outcomeRecord, error) {
	records := make([]outcomeRecord, len(exercise.All))
	var started []exercise.Exercise
	for i, e := range exercise.All {
		ok, err := exercise.Started(root, e)
		if err != nil {
			return nil, err
		}
		records[i] = outcomeRecord{Exercise: e.Slug, Result: resultNotStarted}
		if ok {
			started = append(started, e)
		}
	}
	if len(started) == 0 {
		return records, nil
	}
	outcomes, err := check.Test(ctx, root, opt, started...)
	if err != nil {
		return nil, err
	}
	for _, o := range outcomes {
		for i, e := range exercise.All {
			if e.Slug == o.Exercise.Slug {
				records[i] = newRecord(o, cli.ReportOptions(env).Times)
			}
		}
	}
	return records, nil
}

// ExerciseStatusCommand returns 'queens exercise status': which exercises a student's code passes, with their attempts.
func ExerciseStatusCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise status",
		Summary: "which exercises a student's code passes, with their attempts",
		About: `
status runs the tests of every exercise the student has started, in one go test
command, and prints a row for each exercise: whether it passes, how many of its
tests do, the attempts of the student's code on the largest board the check
measures, and the first test that fails. An exercise whose file is missing or
still holds the stub is not started, and is not run. It needs the go tool and
the queens source tree, or a handout of it.
`,
		Examples: []cli.Example{
			{Command: "queens exercise status", What: "where you are"},
			{Command: "queens exercise status -format csv", What: "the same for a spreadsheet"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			format, timeout, _ := surveyFlags(fs)
			return func(ctx context.Context, env cli.Env, _ []string) error {
				root, err := cli.SourceTree("exercise status tests the files under chapters/exercises", exercise.All[0].Stub())
				if err != nil {
					return err
				}
				records, err := survey(ctx, env, root, check.Options{Timeout: *timeout})
				if err != nil {
					return err
				}
				return writeRecords(env.Stdout, records, *format, false)
			}
		},
	}
}

// ExerciseReportCommand returns 'queens exercise report': a teacher's table of a class: who passes which exercise.
func ExerciseReportCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise report",
		Summary: "a teacher's table of a class: who passes which exercise",
		Args:    "[DIR...]",
		MaxArgs: -1,
		About: `
report runs 'queens exercise status' over a class and prints one table: for
each student and exercise, whether it passes, how many tests do, the attempts
on the largest board the check measures, and the first test that fails.

The class is a roster (-roster FILE, a CSV file whose first line is
student,repository and then a student a line: a name, and a repository git
can clone, a URL or a folder), or the students' checkouts given as folders (a
clone of the queens module, or a handout that 'queens exercise handout'
wrote), named by their folders' names, or both. A repository is cloned into a
temporary folder, removed at the end; with -deadline, at its last commit
before the deadline, by the commits' own dates, which a student's clock sets
(a student with none has every exercise "not submitted"). Each student's
tests are built by the go tool and run in WebAssembly, as 'exercise check'
runs them, which may take a while for a large class. What each run said is
kept in your cache, as go test keeps its results: run again, the report runs
only the code that changed, and code two students share runs once
(QUEENS_CACHE=off runs everything).

Some exercises have tests that only a teacher runs, which the handout
leaves out: the report runs them beside the student's own, and counts them
in the tests and the points. They try the code beyond the boards the
student's tests try.

In text and Markdown, a second table lists the solutions of one shape: the
same program, apart from names, comments and layout, as when one student
renamed the variables of another's.

-gradebook OUT.csv writes the points as well: a row a student, a column an
exercise. An exercise is worth its minutes (exercise list shows them); one
that passes earns them all, one that fails the share of its tests that
pass, and one that does not compile none.
`,
		Examples: []cli.Example{
			{Command: "queens exercise report class/*", What: "the class, one checkout a folder"},
			{Command: "queens exercise report -roster class.csv -deadline '2026-12-18 17:00'", What: "each student's repository as it stood at the deadline"},
			{Command: "queens exercise report -format csv -roster class.csv > table.csv", What: "the same for a spreadsheet"},
			{Command: "queens exercise report -roster class.csv -gradebook grades.csv", What: "and the points of each student, for an LMS's gradebook"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			format, timeout, quiet := surveyFlags(fs)
			roster := fs.String("roster", "", "report on the students of the CSV file `FILE`: student,repository, a line each")
			deadline := fs.String("deadline", "", "take each repository at its last commit before `TIME` (2026-12-18T17:00:00Z, or \"2026-12-18 17:00\" here)")
			gradebook := fs.String("gradebook", "", "write the points of each student to the CSV file `OUT.csv` as well, for a spreadsheet or an LMS's gradebook")
			fs.Check(func() error { return newFile("-gradebook", *gradebook) })
			return func(ctx context.Context, env cli.Env, dirs []string) error {
				var class []student
				var due time.Time
				var err error
				if *roster != "" {
					if class, err = readRoster(*roster); err != nil {
						return err
					}
				}
				if *deadline != "" {
					if due, err = readDeadline(*deadline); err != nil {
						return err
					}
				}
				for _, dir := range dirs {
					if err := isCheckout(dir); err != nil {
						return err
					}
				}
				progress := env.Stderr
				if *quiet {
					progress = io.Discard
				}
				all, err := reportClass(ctx, env, class, dirs, due, *timeout, progress)
				if err != nil {
					return err
				}
				if *gradebook != "" {
					if err := cli.WriteFile(filepath.Dir(*gradebook), filepath.Base(*gradebook), func(w io.Writer) error { return writeGradebook(w, all) }); err != nil {
						return err
					}
				}
				if err := writeRecords(env.Stdout, all, *format, true); err != nil {
					return err
				}
				if *format == "text" || *format == "markdown" {
					return writeSameShapes(env.Stdout, all, *format)
				}
				return nil
			}
		},
	}
}

// isCheckout refuses a folder that holds no student's exercises.
func isCheckout(dir string) error {
	e := exercise.All[0]
	if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(e.Stub()))); err != nil {
		return cli.Usagef("%s is not a checkout of the exercises: it has no %s; give a clone of the queens module or a handout, a folder each", dir, e.Stub())
	}
	return nil
}

// surveyFlags adds the flags of status and report, which run the tests
// of many exercises: the table formats, -timeout and -quiet.
func surveyFlags(fs *cli.FlagSet) (format *string, timeout *time.Duration, quiet *bool) {
	return fs.FormatFlag("text", "markdown", "csv", "json"), timeoutFlag(fs), fs.QuietFlag()
}

// timeoutFlag adds -timeout, the bound on each test binary.
func timeoutFlag(fs *cli.FlagSet) *time.Duration {
	timeout := fs.Duration("timeout", 2*time.Minute, "stop tests that run longer than this `duration`, such as a loop that never ends")
	fs.Check(func() error {
		if *timeout <= 0 {
			return cli.Usagef("-timeout %v: give a positive time, such as 30s, or the tests of a looping function never stop", *timeout)
		}
		return nil
	})
	return timeout
}

// writeRecords prints the records as a table, a row each, in the format
// asked for; a report has a column for the checkout.
func writeRecords(w io.Writer, records []outcomeRecord, format string, checkouts bool) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(records)
	case "csv":
		return writeRecordsCSV(w, records, checkouts)
	}
	g := report.Grid{Header: []string{"exercise", "result", "tests", "attempts", "first failing test"}}
	if checkouts {
		g.Header = append([]string{"checkout"}, g.Header...)
	}
	for _, r := range records {
		row := []string{r.Exercise, r.Result, testsCell(r), attemptsCell(r), cellOr(r.FirstFailing)}
		if checkouts {
			row = append([]string{r.Checkout}, row...)
		}
		g.Rows = append(g.Rows, row)
	}
	if format == "markdown" {
		return g.WriteMarkdown(w)
	}
	return g.WriteText(w)
}

// writeRecordsCSV prints the records as CSV, with plain numbers: the
// attempts in all and to the first solution on the largest board
// measured, empty when there are none.
func writeRecordsCSV(w io.Writer, records []outcomeRecord, checkouts bool) error {
	out := csv.NewWriter(w)
	header := []string{"exercise", "result", "tests", "failed", "n", "attempts_to_first", "attempts", "first_failing"}
	if checkouts {
		header = append([]string{"checkout"}, header...)
	}
	out.Write(header)
	for _, r := range records {
		var n, first, attempts string
		if run, ok := largest(r); ok {
			n, first, attempts = strconv.Itoa(run.N), strconv.FormatUint(run.AttemptsToFirst, 10), strconv.FormatUint(run.Attempts, 10)
		}
		row := []string{r.Exercise, r.Result, strconv.Itoa(r.Tests), strconv.Itoa(r.Failed), n, first, attempts, r.FirstFailing}
		if checkouts {
			row = append([]string{r.Checkout}, row...)
		}
		out.Write(row)
	}
	out.Flush()
	return out.Error()
}

// largest returns the run on the largest board, the last one measured.
func largest(r outcomeRecord) (runRecord, bool) {
	if len(r.Runs) == 0 {
		return runRecord{}, false
	}
	return r.Runs[len(r.Runs)-1], true
}

// testsCell says how many tests pass, such as "3 of 4".
func testsCell(r outcomeRecord) string {
	if r.Result == resultNotStarted || r.Result == resultNoCompile {
		return "-"
	}
	return fmt.Sprintf("%d of %d", r.Tests-r.Failed, r.Tests)
}

// attemptsCell gives the attempts on the largest board, such as
// "15,720 on 8 x 8".
func attemptsCell(r outcomeRecord) string {
	run, ok := largest(r)
	if !ok {
		return "-"
	}
	return fmt.Sprintf("%s on %v", words.Thousands(run.Attempts), board.SquareProblem(run.N))
}

// cellOr writes an empty cell as "-".
func cellOr(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
