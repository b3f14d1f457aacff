package exercisecmd

import (
	"os"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
)

// TestMain gives the tests caches of their own, so that a report never
// takes a result that a run before this one kept.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "queens-exercisecmd-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("QUEENS_CACHE", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// table holds this family's commands alone, for its tests to run.
var table = &cli.Table{Commands: Commands(), Groups: []cli.Group{Group}}

// queens runs a command of table in-process, as the book's cells do.
func queens(args ...string) (status int, stdout, stderr string) {
	return clitest.Run(table, args...)
}
