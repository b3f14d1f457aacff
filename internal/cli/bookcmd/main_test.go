package bookcmd

import (
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/cli/countcmd"
	"github.com/queensbook/queens/internal/cli/exercisecmd"
	"github.com/queensbook/queens/internal/cli/searchcmd"
)

// table holds the book's commands and those its cells run, for the tests
// to run the book as the queens command does. (Package queenscmd, which
// assembles the whole command, imports this one, so the tests cannot.)
var table = &cli.Table{MainCommand: searchcmd.MainJob()}

func init() {
	table.Commands = []*cli.Command{
		searchcmd.CompareCommand(), searchcmd.SolveCommand(), searchcmd.TraceCommand(), searchcmd.PlotCommand(), searchcmd.TreeCommand(),
		countcmd.CountCommand(), searchcmd.OneCommand(), searchcmd.VerifyCommand(),
		ReadCommand(table), BookCommand(table), SiteCommand(), ServeCommand(table), cli.VersionCommand(),
	}
	table.Commands = append(table.Commands, exercisecmd.Commands()...)
	table.Groups = []cli.Group{exercisecmd.Group}
}

// queens runs a command of table in-process, as the book's cells do.
func queens(args ...string) (status int, stdout, stderr string) {
	return clitest.Run(table, args...)
}
