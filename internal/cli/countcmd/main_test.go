package countcmd

import (
	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// table holds this family's commands alone, for its tests to run.
var table = &cli.Table{Commands: []*cli.Command{CountCommand()}}

// queens runs a command of table in-process, as the book's cells do.
func queens(args ...string) (status int, stdout, stderr string) {
	return clitest.Run(table, args...)
}
