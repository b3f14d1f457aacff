package main

import (
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/countcmd"
	"github.com/queensbook/queens/internal/cli/exercisecmd"
	"github.com/queensbook/queens/internal/cli/searchcmd"
)

// table is the table of the commands that run in a browser, the same
// commands as queens's own table (internal/cli/queenscmd), in its order.
var table = &cli.Table{
	MainCommand: searchcmd.MainJob(),
	Commands: []*cli.Command{
		searchcmd.CompareCommand(), searchcmd.SolveCommand(), searchcmd.TraceCommand(), searchcmd.TreeCommand(),
		countcmd.CountCommand(), searchcmd.OneCommand(), searchcmd.VerifyCommand(), cli.VersionCommand(),
		exercisecmd.ExerciseListCommand(), exercisecmd.ExerciseHintCommand(),
	},
	Groups: []cli.Group{exercisecmd.Group},
}

// pageCheck is the table of the one command the page runs after Check on
// an exercise's page, with the run it made (see the package's comment).
var pageCheck = &cli.Table{
	MainCommand: searchcmd.MainJob(),
	Commands:    []*cli.Command{exercisecmd.ExercisePageCheckCommand()},
	Groups:      []cli.Group{exercisecmd.Group},
}

// elsewhere are queens's commands that the table leaves out, and why:
// a test holds the two to every command of queens.
var elsewhere = map[string]string{
	"plot":             "it times every approach for the book's measured tables, for minutes, and writes them and their charts into a folder",
	"read":             "it pages a chapter in a terminal, and this page is the chapter",
	"book":             "it builds book.md from the source tree",
	"site":             "it writes the web edition into a folder",
	"serve":            "it serves the book and runs its cells natively",
	"exercise check":   "it builds and tests the exercise's code with the go command",
	"exercise reset":   "it writes over the file a student edits in the source tree",
	"exercise status":  "it reads a student's files in the source tree and runs their tests with the go command",
	"exercise report":  "it runs the tests of a class's clones with the go command",
	"exercise handout": "it writes a folder for students",
}
