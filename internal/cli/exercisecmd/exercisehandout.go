package exercisecmd

import (
	"context"
	"errors"
	"fmt"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
)

// ExerciseHandoutCommand returns 'queens exercise handout': write a student's starting repository, without the solutions.
func ExerciseHandoutCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise handout",
		Summary: "write a student's starting repository, without the solutions",
		About: `
handout writes into the folder -o, empty or new, a repository to give a class:
every exercise with its instructions, tests, given code and hints, each
student's file written from the stub, and no reference solution. It is a Go
module of its own, which requires the queens module and carries the packages of
it that the exercises use in its vendor folder, so that its tests build
anywhere, offline too: there, 'go test ./...' fails until the students' files
hold solutions. Publish it as a class template; 'queens exercise report' reads
the students' clones. It needs the queens source tree.
`,
		Examples: []cli.Example{
			{Command: "queens exercise handout -o ../queens-class", What: "a class template beside the clone"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			out := fs.OutFlag()
			fs.Check(func() error {
				if *out == "" {
					return cli.Usagef("-o is missing: give the folder to write the handout to, such as -o ../queens-class")
				}
				return cli.WritableDir(*out)
			})
			return func(_ context.Context, env cli.Env, _ []string) error {
				root, err := cli.SourceTree("exercise handout copies the exercises of chapters/exercises", exercise.All[0].Stub())
				if err != nil {
					return err
				}
				err = exercise.Handout(root, *out)
				if errors.Is(err, exercise.ErrNotEmpty) {
					return cli.Usagef("-o %s holds files already; give an empty or new folder for the handout", *out)
				}
				if err != nil {
					return err
				}
				_, err = fmt.Fprintf(env.Stdout, "Wrote the handout of %d exercises to %s: 'go test ./...' there fails until the students' files hold solutions.\n", len(exercise.All), *out)
				return err
			}
		},
	}
}
