//go:build !js && !wasip1

package check

import (
	"context"
	"io"
	"os"
	"os/exec"

	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/pgroup"
	"github.com/queensbook/queens/internal/sandbox"
)

// goCommand returns the go command that runs an exercise's tests, in a
// process group of its own, killed whole when ctx is done: the test
// binary it starts may be looping on a student's code.
func goCommand(ctx context.Context, goTool string, args ...string) *exec.Cmd {
	return pgroup.Command(ctx, goTool, args...)
}

// runTests runs the test binary of e, which Test built for wasip1, in the
// sandbox, and writes what it says to w as go test -json would (see
// [sandbox.RunTest]). The binary sees its package's folder, read-only, as
// its working folder, a scratch folder as its TMPDIR and the folder of
// the harness's reports; its time is opt.Timeout, or the sandbox's
// default. When the sandbox stopped it, runTests returns why, in words
// ("ran out of its 512 MB of memory").
func runTests(ctx context.Context, goTool, root, work string, e exercise.Exercise, opt Options, w io.Writer) (stopped string, err error) {
	wasm, err := os.ReadFile(binary(work, e))
	if err != nil {
		return "", err
	}
	return sandbox.RunTest(ctx, goTool, sandbox.Test{
		Wasm:    wasm,
		Package: e.Dir(),
		Dir:     exercise.Local(root, e.Dir()),
		Env:     []string{exercise.ReportsEnv + "=/reports"},
		Mounts:  []sandbox.Mount{{Dir: reports(work), Guest: "/reports", Writable: true}},
		Limits:  sandbox.Limits{Time: opt.Timeout},
	}, w)
}
