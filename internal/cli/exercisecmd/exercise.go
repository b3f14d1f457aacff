package exercisecmd

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/searchcmd"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/exercise/check"
	"github.com/queensbook/queens/internal/report"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// exerciseRecord is an exercise as 'queens exercise list -json' writes it.
type exerciseRecord struct {
	Slug         string `json:"slug"`
	Title        string `json:"title"`
	Approach     string `json:"approach,omitempty"`
	Chapter      string `json:"chapter"`
	Minutes      int    `json:"minutes"`
	Sizes        []int  `json:"sizes"`
	Instructions string `json:"instructions"`
}

// ExerciseListCommand returns 'queens exercise list': the classroom exercises, in the order to give them.
func ExerciseListCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise list",
		Summary: "the classroom exercises, in the order to give them",
		About: `
list shows the exercises in the order to give them, with the approach each one
rebuilds and about how long a student takes. Exercise SLUG lives in
chapters/exercises/SLUG: its README.md says what to write, in SLUG.go.
`,
		Examples: []cli.Example{
			{Command: "queens exercise list", What: "the exercises"},
			{Command: "queens exercise list -json", What: "the same with each one's instructions, for a course page"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			format := fs.FormatFlag("text", "json")
			return func(_ context.Context, env cli.Env, _ []string) error {
				return exerciseList(env, *format == "json")
			}
		},
	}
}

func exerciseList(env cli.Env, asJSON bool) error {
	if asJSON {
		var records []exerciseRecord
		for _, e := range exercise.All {
			records = append(records, exerciseRecord{e.Slug, e.Title, e.Approach, e.Chapter, e.Minutes, e.Sizes, e.Instructions()})
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(records)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  #\texercise\tapproach\ttime\ttitle")
	for i, e := range exercise.All {
		fmt.Fprintf(tw, "%3d\t%s\t%s\t%d min\t%s\n", i+1, e.Slug, comparedWith(e), e.Minutes, e.Title)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(env.Stdout, "\nEach one's instructions are in chapters/exercises/SLUG/README.md; start with 'queens exercise check SLUG'.")
	return err
}

// comparedWith names the approach whose attempts the check shows beside
// the student's: the one the exercise rebuilds, all of them for one that
// rebuilds none, and none, "-", for one that asks for no search.
func comparedWith(e exercise.Exercise) string {
	if !e.Measured() {
		return "-"
	}
	return cmp.Or(e.Approach, "all")
}

// findExercise looks the exercise called slug up, and the root of the
// source tree that holds its folder.
func findExercise(slug string) (exercise.Exercise, string, error) {
	e, err := lookupExercise(slug)
	if err != nil {
		return e, "", err
	}
	root, err := exerciseRoot(e)
	return e, root, err
}

// lookupExercise looks the exercise called slug up.
func lookupExercise(slug string) (exercise.Exercise, error) {
	e, ok := exercise.Lookup(slug)
	if !ok {
		return e, cli.Usagef("no exercise %q; 'queens exercise list' lists them", slug)
	}
	return e, nil
}

// exerciseRoot returns the root of the source tree that holds e's folder,
// where the student's file is written and tested.
func exerciseRoot(e exercise.Exercise) (string, error) {
	return cli.SourceTree(fmt.Sprintf("exercise %s writes and tests %s", e.Slug, e.File()), e.Stub())
}

// ExerciseResetCommand returns 'queens exercise reset': put the stub back in the file a student edits.
func ExerciseResetCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise reset",
		Summary: "put the stub back in the file a student edits",
		Args:    "SLUG",
		MinArgs: 1,
		MaxArgs: 1,
		About: `
reset writes the stub into chapters/exercises/SLUG/SLUG.go, the file a student
edits. When that file held something else, it is kept as SLUG.go.bak first.
`,
		Examples: []cli.Example{{Command: "queens exercise reset decode", What: "start the decode exercise again"}},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			return func(_ context.Context, env cli.Env, args []string) error {
				return exerciseReset(env, args[0])
			}
		},
	}
}

func exerciseReset(env cli.Env, slug string) error {
	e, root, err := findExercise(slug)
	if err != nil {
		return err
	}
	backup, err := exercise.Reset(root, e)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "%s holds the stub again.\n", e.File())
	if backup != "" {
		fmt.Fprintf(env.Stdout, "What it held before is in %s.\n", backup)
	}
	return nil
}

// ExerciseCheckCommand returns 'queens exercise check': run the tests on a student's code, then count its attempts.
func ExerciseCheckCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise check",
		Summary: "run the tests on a student's code, then count its attempts",
		Args:    "SLUG",
		MinArgs: 1,
		MaxArgs: 1,
		About: `
check runs the exercise's tests on chapters/exercises/SLUG/SLUG.go, writing that
file from the stub the first time, and sums up what failed with the tests'
hints; it exits with status 1 while a test fails. Once they pass, it runs the
code through the harness and shows its attempts beside those of the book's
approach. It needs the go tool and the queens source tree.
`,
		Examples: []cli.Example{
			{Command: "queens exercise check conflict", What: "check your conflict function"},
			{Command: "queens exercise check conflict -reference", What: "what passing looks like"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			timeout := timeoutFlag(fs)
			verbose := fs.Bool("v", false, "show go test's own output too, on stderr")
			stub := fs.Bool("stub", false, "check the stub instead of your file: what a student sees first")
			reference := fs.Bool("reference", false, "check the reference solution instead of your file")
			file := fs.String("file", "", "check the Go file `FILE` in place of yours, which is neither read nor written (as the web edition checks the text of its editor)")
			format := fs.FormatFlag("text", "json")
			fs.Exclusive("stub", "reference", "file")
			return func(ctx context.Context, env cli.Env, args []string) error {
				return exerciseCheck(ctx, env, args[0], checkOptions{*timeout, *verbose, *stub, *reference, *file, *format == "json"})
			}
		},
	}
}

// checkOptions are the flags of exercise check.
type checkOptions struct {
	timeout                  time.Duration
	verbose, stub, reference bool
	file                     string
	// asJSON writes the outcome as one JSON object, for a program.
	asJSON bool
}

func exerciseCheck(ctx context.Context, env cli.Env, slug string, flags checkOptions) error {
	if flags.file != "" {
		if err := checkGoFile(flags.file); err != nil {
			return cli.Usagef("-file %s: %v; give the Go file to check in place of yours", flags.file, err)
		}
	}
	e, root, err := findExercise(slug)
	if err != nil {
		return err
	}
	opt := check.Options{Timeout: flags.timeout}
	switch {
	case flags.stub:
		opt.Code = check.Stub
	case flags.reference:
		opt.Code = check.Reference
	case flags.file != "":
		if opt.File, err = filepath.Abs(flags.file); err != nil {
			return err
		}
	default:
		if err := startExercise(env, root, e); err != nil {
			return err
		}
	}
	if flags.verbose {
		opt.Raw = env.Stderr
	}
	outcomes, err := check.Test(ctx, root, opt, e)
	if err != nil {
		return err
	}
	again := fmt.Sprintf("edit %s and run 'queens exercise check %s' again", e.File(), e.Slug)
	return writeOutcome(ctx, env, outcomes[0], opt.Code, again, flags.asJSON)
}

// writeOutcome writes what a check of code found, as text or as JSON,
// and returns the check's error when it failed: the failures with the
// tests' hints, or the attempts of the code beside the book's. again
// says what a student does next when their own code fails.
func writeOutcome(ctx context.Context, env cli.Env, o check.Outcome, code check.Code, again string, asJSON bool) error {
	if asJSON {
		return writeCheckJSON(ctx, env, o, code, again)
	}
	if !o.Passed() {
		printFailures(env.Stdout, o)
		return failureSummary(o, code, again)
	}
	e := o.Exercise
	fmt.Fprintf(env.Stdout, "%s: %s pass.\n", e.Slug, allTests(o.Tests))
	if !e.Measured() {
		_, err := fmt.Fprintf(env.Stdout, "The exercise asks for no search, so there are no attempts to count; %s says what to try next.\n", e.Instructions())
		return err
	}
	fmt.Fprintln(env.Stdout)
	return printAttempts(ctx, env, o, code)
}

// checkGoFile refuses, before any test runs, a -file that is not a file
// of Go source text: missing, a folder, a pipe or a device, larger than
// cli.SmallFile (an exercise's file is a few kilobytes, and the notebook
// takes no request of more), or with bytes that no Go source has (a NUL,
// or text that is not UTF-8).
func checkGoFile(name string) error {
	info, err := os.Stat(name)
	switch {
	case err != nil:
		return errors.Unwrap(err) // the *PathError's reason; the caller names the file
	case !info.Mode().IsRegular():
		return errors.New("not a regular file")
	}
	file, err := os.Open(name)
	if err != nil {
		return errors.Unwrap(err)
	}
	defer file.Close()
	data, err := cli.ReadSmall(file)
	switch {
	case errors.Unwrap(err) != nil:
		return errors.Unwrap(err) // the *PathError's reason
	case err != nil:
		return err
	case bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data):
		return errors.New("not Go source text (it holds a NUL byte, or bytes that are not UTF-8)")
	}
	return nil
}

// writeCheckJSON writes the outcome of a check as one JSON object, with
// the sentence that compares the attempts with the book's when there are
// any, and returns the check's error when it failed, which again ends.
func writeCheckJSON(ctx context.Context, env cli.Env, o check.Outcome, code check.Code, again string) error {
	record := newRecord(o, cli.ReportOptions(env).Times)
	if o.Passed() && o.Exercise.Measured() {
		table, err := attemptsTable(ctx, env, o, code.String())
		if err != nil {
			return err
		}
		record.Verdict = verdict(table, code.String(), o.Exercise)
	}
	enc := json.NewEncoder(env.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(record); err != nil || o.Passed() {
		return err
	}
	return failureSummary(o, code, again)
}

// startExercise writes the student's file from the stub the first time.
func startExercise(env cli.Env, root string, e exercise.Exercise) error {
	wrote, err := exercise.Start(root, e)
	if wrote {
		fmt.Fprintf(env.Stdout, "First check of %s: wrote %s from the stub.\nThat is the file you edit; %s says what to write.\n\n", e.Slug, e.File(), e.Instructions())
	}
	return err
}

// allTests says "all n tests", in good English for one.
func allTests(n int) string {
	if n == 1 {
		return "the one test"
	}
	return fmt.Sprintf("all %d tests", n)
}

// printFailures writes what went wrong, with the tests' hints.
func printFailures(w io.Writer, o check.Outcome) {
	if len(o.Compile) > 0 {
		fmt.Fprintf(w, "%s: the code does not compile.\n\n", o.Exercise.Slug)
		for _, msg := range o.Compile {
			fmt.Fprintf(w, "  %s\n", msg)
		}
		return
	}
	switch {
	case o.Stopped != "":
		fmt.Fprintf(w, "%s: %s.\n", o.Exercise.Slug, o.Stopped)
	case o.Failed > 0:
		fmt.Fprintf(w, "%s: %d of %d tests fail.\n", o.Exercise.Slug, o.Failed, o.Tests)
	default:
		fmt.Fprintf(w, "%s: %s pass, but the harness run after them found a fault.\n", o.Exercise.Slug, allTests(o.Tests))
	}
	for _, f := range o.Failures {
		fmt.Fprintf(w, "\n✗ %s\n%s\n", f.Test, indent(f.Message))
	}
	for _, t := range o.Trouble {
		fmt.Fprintf(w, "\n✗ %s\n", strings.ReplaceAll(t, "\n", "\n  "))
	}
}

// indent indents every line of s by two spaces.
func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}

// failureSummary is the one line that ends a failed check, with again,
// what the student does next, when the code was theirs.
func failureSummary(o check.Outcome, code check.Code, again string) error {
	e := o.Exercise
	what := "the tests pass, but the harness run after them found a fault"
	switch {
	case len(o.Compile) > 0:
		what = "the code does not compile"
	case o.Stopped != "":
		what = o.Stopped
	case o.Failed > 0:
		what = fmt.Sprintf("%d of %d tests fail", o.Failed, o.Tests)
	}
	if code != check.Yours {
		return fmt.Errorf("%s: %s on the %s", e.Slug, what, code)
	}
	return fmt.Errorf("%s: %s; %s", e.Slug, what, again)
}

// printAttempts runs the book's approaches that the exercise compares
// with, and prints their attempts beside the student's code's.
func printAttempts(ctx context.Context, env cli.Env, o check.Outcome, code check.Code) error {
	label := code.String()
	table, err := attemptsTable(ctx, env, o, label)
	if err != nil {
		return err
	}
	who := "Your code"
	if code != check.Yours {
		who = "The " + label
	}
	fmt.Fprintf(env.Stdout, "%s through the harness (one attempt: %s), beside %s:\n\n", who, o.Report.Attempt, beside(o.Exercise))
	if err := table.WriteText(env.Stdout, cli.ReportOptions(env)); err != nil {
		return err
	}
	_, err = fmt.Fprintf(env.Stdout, "\n%s\n", verdict(table, label, o.Exercise))
	return err
}

// attemptsTable runs the book's approaches that the exercise compares
// with, and returns their rows beside those of the student's code, which
// the table calls label, board by board.
func attemptsTable(ctx context.Context, env cli.Env, o check.Outcome, label string) (report.Table, error) {
	approaches, err := cli.SelectApproaches(o.Exercise.Approach)
	if err != nil {
		return report.Table{}, err
	}
	var table report.Table
	for _, run := range o.Report.Runs {
		p := board.SquareProblem(run.N)
		table.Rows = append(table.Rows, report.Row{Result: harness.Result{
			Approach: label, Problem: p, Solutions: run.Solutions,
			AttemptsToFirst: run.AttemptsToFirst, Attempts: run.Attempts,
			TimeToFirst: run.TimeToFirst, Time: run.Time,
		}})
		for _, a := range approaches {
			row, err := searchcmd.CompareOne(ctx, env, a, p, false, 1)
			if err != nil {
				return table, err
			}
			table.Rows = append(table.Rows, row)
		}
	}
	return table, nil
}

// beside names what the student's code is compared with.
func beside(e exercise.Exercise) string {
	if e.Approach == "" {
		return "every approach of the book"
	}
	return "the book's " + e.Approach
}

// verdict says in a sentence how the attempts compare.
func verdict(table report.Table, label string, e exercise.Exercise) string {
	if e.Approach != "" {
		return matchVerdict(table, label, e.Approach)
	}
	return raceVerdict(table, label)
}

// matchVerdict says whether code that rebuilds an approach counts the
// same attempts as the approach on every board. Each board's rows begin
// with the row of that code.
func matchVerdict(table report.Table, label, approach string) string {
	var mine report.Row
	var differ []string
	for _, r := range table.Rows {
		switch {
		case r.Approach == label:
			mine = r
		case r.Attempts != mine.Attempts || r.AttemptsToFirst != mine.AttemptsToFirst:
			differ = append(differ, strconv.Itoa(r.Problem.Rows))
		}
	}
	if len(differ) == 0 {
		return fmt.Sprintf("Same attempts as %s on every board: the same search, counted the same way.", approach)
	}
	return fmt.Sprintf("The attempts differ from %s's for n = %s: the search is not quite the book's; compare it with the chapter.", approach, strings.Join(differ, ", "))
}

// raceVerdict says which approaches the code of the open exercise beats
// in attempts in all on the largest board.
func raceVerdict(table report.Table, label string) string {
	last := table.Rows[len(table.Rows)-1].Problem
	var mine report.Row
	var fewer, same, more []string
	for _, r := range table.Rows {
		switch {
		case r.Problem.Rows != last.Rows || r.Skipped != "":
		case r.Approach == label:
			mine = r
		case mine.Attempts < r.Attempts:
			fewer = append(fewer, r.Approach)
		case mine.Attempts == r.Attempts:
			same = append(same, r.Approach)
		default:
			more = append(more, r.Approach)
		}
	}
	s := fmt.Sprintf("On %v: %s attempts in all, fewer than %s", last, words.Thousands(mine.Attempts), listOr(fewer, "none of the book's approaches"))
	if len(same) > 0 {
		s += "; as many as " + listOr(same, "")
	}
	if len(more) > 0 {
		s += "; more than " + listOr(more, "")
	}
	return s + ". Each approach counts its own kind of attempt: read the counts with their units."
}

// listOr joins names as a sentence does, or returns none for no names.
func listOr(names []string, none string) string {
	switch len(names) {
	case 0:
		return none
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Group is 'queens exercise', the group of the commands of this package.
var Group = cli.Group{Name: "exercise", Summary: "the classroom exercises: list them, check a student's code, give hints, reset a stub, see a class's progress, write a handout"}

// Commands returns the commands of the group, in the order its help
// lists them.
func Commands() []*cli.Command {
	return []*cli.Command{
		ExerciseListCommand(), ExerciseCheckCommand(), ExerciseHintCommand(), ExerciseResetCommand(),
		ExerciseStatusCommand(), ExerciseReportCommand(), ExerciseHandoutCommand(),
	}
}
