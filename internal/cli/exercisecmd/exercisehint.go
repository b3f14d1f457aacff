package exercisecmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	queensbook "github.com/queensbook/queens"
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/exercise"
)

// ExerciseHintCommand returns 'queens exercise hint': a hint for an exercise: the idea first, then the line.
func ExerciseHintCommand() *cli.Command {
	return &cli.Command{
		Name:    "exercise hint",
		Summary: "a hint for an exercise: the idea first, then the line",
		Args:    "SLUG",
		MinArgs: 1,
		MaxArgs: 1,
		About: `
hint prints a hint for the exercise. The first time it names the idea the
exercise is about; asked again, it points at the line to write. It remembers
which hint it gave in the user's cache folder, never in the source tree.
-level shows a hint by its number, and changes nothing it remembers.
`,
		Examples: []cli.Example{
			{Command: "queens exercise hint conflict", What: "the first hint, and the second when asked again"},
			{Command: "queens exercise hint conflict -level 1", What: "the first hint again"},
		},
		Define: func(fs *cli.FlagSet) cli.RunFunc {
			level := fs.Int("level", 0, fmt.Sprintf("give hint number `N`, 1 to %d, instead of the one after the last given", exercise.HintLevels))
			fs.Check(func() error {
				if fs.IsSet("level") && (*level < 1 || *level > exercise.HintLevels) {
					return cli.Usagef("-level %d: there are %d hints, 1 names the idea and 2 points at the line", *level, exercise.HintLevels)
				}
				return nil
			})
			return func(_ context.Context, env cli.Env, args []string) error {
				return exerciseHint(env, args[0], *level)
			}
		},
	}
}

// exerciseHint prints hint number level of the exercise slug, or with
// level 0 the one after the last it gave, which it then remembers.
func exerciseHint(env cli.Env, slug string, level int) error {
	e, err := lookupExercise(slug)
	if err != nil {
		return err
	}
	hints, root, err := readHints(e)
	if err != nil {
		return err
	}
	key := root + " " + e.Slug
	given, remembered := hintsGiven()
	asked := level == 0
	if asked {
		level = min(given[key]+1, len(hints))
	}
	h := hints[level-1]
	fmt.Fprintf(env.Stdout, "Hint %d of %d for %s: %s\n\n%s\n\n", level, len(hints), e.Slug, h.Title, indent(h.Text))
	if remembered && asked {
		given[key] = level
		remembered = saveHintsGiven(given) == nil
	}
	next := fmt.Sprintf("That was the last hint; each failing test's own hint says more: queens exercise check %s", e.Slug)
	switch {
	case level == len(hints):
	case remembered && asked:
		next = fmt.Sprintf("Ask again for hint %d, which points at the line: queens exercise hint %s", level+1, e.Slug)
	default:
		next = fmt.Sprintf("For hint %d, which points at the line: queens exercise hint %s -level %d", level+1, e.Slug, level+1)
	}
	_, err = fmt.Fprintln(env.Stdout, next)
	return err
}

// readHints reads the hints of e from the source tree around, and returns
// its root; outside one, from the copy of the book that this command
// carries, and root "": a hint is only text, which needs no tree.
func readHints(e exercise.Exercise) (hints []exercise.Hint, root string, err error) {
	root, err = exerciseRoot(e)
	if err != nil {
		hints, err = exercise.ReadHintsFS(queensbook.Source(), e)
		return hints, "", err
	}
	hints, err = exercise.ReadHints(root, e)
	return hints, root, err
}

// hintsFile is where the hints given are remembered: the user's cache,
// so that a student's source tree stays as the student left it.
func hintsFile() (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(cache, "queens", "hints.json"), nil
}

// hintsGiven returns the number of the last hint given for each exercise
// of each source tree, keyed by the tree's root and the exercise's slug,
// and whether this computer has a place to remember them. A file that
// cannot be read is a memory lost, not an error: the hints start again.
func hintsGiven() (map[string]int, bool) {
	given := map[string]int{}
	file, err := hintsFile()
	if err != nil {
		return given, false
	}
	data, err := os.ReadFile(file)
	if err == nil {
		err = json.Unmarshal(data, &given)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		clear(given)
	}
	return given, true
}

// saveHintsGiven writes the hints given back to the cache.
func saveHintsGiven(given map[string]int) error {
	file, err := hintsFile()
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(given, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	return os.WriteFile(file, append(data, '\n'), 0o644)
}
