//go:build js || wasip1

package check

import (
	"context"
	"errors"
	"io"
	"os/exec"

	"github.com/queensbook/queens/internal/exercise"
)

// goCommand is the go command that runs an exercise's tests. WebAssembly
// starts no process, so there is no group to make: the exercises' list
// and hints build for the page's queens (cmd/cells), whose table leaves
// check out, and a start here fails as exec does on js and wasip1.
func goCommand(ctx context.Context, goTool string, args ...string) *exec.Cmd {
	return exec.CommandContext(ctx, goTool, args...)
}

// runTests would run the tests of e in the sandbox, which is a program of
// this machine, not of the page: in WebAssembly it refuses.
func runTests(context.Context, string, string, string, exercise.Exercise, Options, io.Writer) (string, error) {
	return "", errors.New("an exercise's tests run where Go is installed, in the sandbox of queens exercise check")
}
