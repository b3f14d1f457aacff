//go:build !js && !wasip1

package exercise

import (
	"context"
	"os/exec"

	"github.com/queensbook/queens/internal/pgroup"
)

// goCommand returns the go command that runs an exercise's tests, in a
// process group of its own, killed whole when ctx is done: the test
// binary it starts may be looping on a student's code.
func goCommand(ctx context.Context, goTool string, args ...string) *exec.Cmd {
	return pgroup.Command(ctx, goTool, args...)
}
