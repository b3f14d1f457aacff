//go:build !js && !wasip1

package check

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path"

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
// sandbox, and writes what it says to w as go test -json would (go tool
// test2json turns the binary's -test.v=test2json output into events). The
// binary sees its package's folder, read-only, as its working folder, a
// scratch folder as its TMPDIR and the folder of the harness's reports;
// its time is opt.Timeout, or the sandbox's default. When the sandbox
// stopped it, runTests returns why, in words ("ran out of its 512 MB of
// memory").
func runTests(ctx context.Context, goTool, root, work string, e exercise.Exercise, opt Options, w io.Writer) (stopped string, err error) {
	wasm, err := os.ReadFile(binary(work, e))
	if err != nil {
		return "", err
	}
	scratch, err := os.MkdirTemp(work, "tmp-")
	if err != nil {
		return "", err
	}
	convert := exec.CommandContext(ctx, goTool, "tool", "test2json", "-t", "-p", e.Dir())
	convert.Stdout = w
	in, err := convert.StdinPipe()
	if err != nil {
		return "", err
	}
	if err := convert.Start(); err != nil {
		return "", err
	}
	guest := path.Join("/book", e.Dir())
	_, err = sandbox.Run(ctx, sandbox.Program{
		Wasm: wasm,
		Args: []string{e.Slug + ".test", "-test.v=test2json"},
		Env:  []string{"PWD=" + guest, "TMPDIR=/tmp", exercise.ReportsEnv + "=/reports"},
		Mounts: []sandbox.Mount{
			{Dir: exercise.Local(root, e.Dir()), Guest: guest},
			{Dir: scratch, Guest: "/tmp", Writable: true},
			{Dir: reports(work), Guest: "/reports", Writable: true},
		},
		Stdout: in,
		Stderr: in,
		Limits: sandbox.Limits{Time: opt.Timeout},
	})
	in.Close()
	if waitErr := convert.Wait(); err == nil && ctx.Err() == nil {
		err = waitErr
	}
	var stop *sandbox.Stop
	if errors.As(err, &stop) {
		return stop.Says, nil
	}
	return "", err
}
