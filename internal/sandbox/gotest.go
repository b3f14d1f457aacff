package sandbox

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path"
)

// A Test is a Go test binary built for wasip1 (go test -c with
// GOOS=wasip1 GOARCH=wasm), to run in the sandbox.
type Test struct {
	// Wasm is the test binary.
	Wasm []byte
	// Package is the folder of the package under test from its module's
	// root (approaches/tuplestate), and Dir that folder on this machine:
	// the binary sees it, read-only, as its working folder, at
	// /book/Package.
	Package, Dir string
	// Args are more arguments of the binary, such as -test.run=^Example.
	Args []string
	// Env holds more of its environment, and Mounts more of its folders,
	// as the exercises' reports need.
	Env    []string
	Mounts []Mount
	Limits Limits
}

// RunTest runs the test binary t in the sandbox and writes what it says
// to w as go test -json writes it: goTool's test2json turns the binary's
// -test.v=test2json output into events. Beside its package's folder the
// binary sees a scratch folder as its TMPDIR, made for the run and
// removed after it. When the sandbox stopped the binary, RunTest returns
// why, in words ("ran out of its 512 MB of memory"), and a nil error.
func RunTest(ctx context.Context, goTool string, t Test, w io.Writer) (stopped string, err error) {
	scratch, err := os.MkdirTemp("", "queens-test-tmp-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(scratch)
	convert := exec.CommandContext(ctx, goTool, "tool", "test2json", "-t", "-p", t.Package)
	convert.Stdout = w
	in, err := convert.StdinPipe()
	if err != nil {
		return "", err
	}
	if err := convert.Start(); err != nil {
		return "", err
	}
	guest := path.Join("/book", t.Package)
	_, err = Run(ctx, Program{
		Wasm:   t.Wasm,
		Args:   append([]string{path.Base(t.Package) + ".test", "-test.v=test2json"}, t.Args...),
		Env:    append([]string{"PWD=" + guest, "TMPDIR=/tmp"}, t.Env...),
		Mounts: append([]Mount{{Dir: t.Dir, Guest: guest}, {Dir: scratch, Guest: "/tmp", Writable: true}}, t.Mounts...),
		Stdout: in,
		Stderr: in,
		Limits: t.Limits,
	})
	in.Close()
	if waitErr := convert.Wait(); err == nil && ctx.Err() == nil {
		err = waitErr
	}
	var stop *Stop
	if errors.As(err, &stop) {
		return stop.Says, nil
	}
	return "", err
}
