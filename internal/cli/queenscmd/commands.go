// Package queenscmd assembles the queens command: the table of every
// command, from the families that define them, as cmd/go's main package
// assembles the go command's. cmd/queens runs it, and so do the tests
// that hold every command to the same contract.
package queenscmd

import (
	"context"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/bookcmd"
	"github.com/queensbook/queens/internal/cli/countcmd"
	"github.com/queensbook/queens/internal/cli/exercisecmd"
	"github.com/queensbook/queens/internal/cli/searchcmd"
)

// Table is the queens command's table of commands. The commands that run
// other commands, as the book's cells do, are handed the table itself.
var Table = &cli.Table{}

func init() {
	Table.MainCommand = searchcmd.MainJob()
	Table.Commands = []*cli.Command{
		searchcmd.CompareCommand(), searchcmd.SolveCommand(), searchcmd.TraceCommand(), searchcmd.PlotCommand(), searchcmd.TreeCommand(),
		countcmd.CountCommand(), searchcmd.OneCommand(), searchcmd.VerifyCommand(),
		bookcmd.ReadCommand(Table), bookcmd.BookCommand(Table), bookcmd.SiteCommand(), bookcmd.ServeCommand(Table), cli.VersionCommand(),
	}
	Table.Commands = append(Table.Commands, exercisecmd.Commands()...)
	Table.Groups = []cli.Group{exercisecmd.Group}
}

// Main runs the queens command with the given arguments (without the
// program name) and returns its exit status.
func Main(ctx context.Context, args []string, env cli.Env) int {
	return Table.Main(ctx, args, env)
}
