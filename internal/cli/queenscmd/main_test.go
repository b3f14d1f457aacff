package queenscmd

import "github.com/queensbook/queens/internal/cli/clitest"

// queens runs a command in-process, as the book's cells do.
func queens(args ...string) (status int, stdout, stderr string) {
	return clitest.Run(Table, args...)
}
