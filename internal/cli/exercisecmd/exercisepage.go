package exercisecmd

import (
	"context"
	"os"
	"path"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise/check"
)

// RunEnv names the folder of a run of an exercise's tests made in the
// reader's page, for the page's queens (cmd/cells): events.json, what
// the run said as go test -json writes it, and reports, the folder its
// harness wrote its report in.
const RunEnv = "QUEENS_EXERCISE_RUN"

// ExercisePageCheckCommand returns the exercise check of the page's
// queens: the web edition builds and runs the exercise's tests on the
// text of its editor in the reader's browser, with the Go compiler in
// WebAssembly, and hands this command the run, whose feedback it writes
// as queens exercise check writes it. Without a run, as a cell that asks
// for it has none, it says where a check runs.
func ExercisePageCheckCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise check",
		Summary: "sum up a run of the tests on a student's code made in the page",
		Args:    "SLUG",
		MinArgs: 1,
		MaxArgs: 1,
		About: `
check sums up the run of the exercise's tests that the page made on the text of
its editor, with the tests' hints, and exits with status 1 while a test fails.
Once they pass, it shows the code's attempts beside those of the book's
approach. Press Check on the exercise's page to make the run.
`,
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			format := fs.FormatFlag("text", "json")
			return func(ctx context.Context, env cli.Env, args []string) error {
				return exercisePageCheck(ctx, env, args[0], *format == "json")
			}
		},
	}
}

func exercisePageCheck(ctx context.Context, env cli.Env, slug string, asJSON bool) error {
	e, err := lookupExercise(slug)
	if err != nil {
		return err
	}
	run := os.Getenv(RunEnv)
	if run == "" {
		return cli.Usagef("exercise check runs on an exercise's page: press Check there, and the page builds and tests the code of its editor in your browser")
	}
	events, err := os.Open(path.Join(run, "events.json"))
	if err != nil {
		return err
	}
	defer events.Close()
	o, err := check.FromRun(e, events, path.Join(run, "reports"))
	if err != nil {
		return err
	}
	return writeOutcome(ctx, env, o, check.Yours, "edit the file above and press Check again", asJSON)
}
