// Package sandbox runs code that is not the book's own, a reader's edit or
// a student's solution, without the user's rights: the code is built for
// GOOS=wasip1 GOARCH=wasm and run here by wazero, a WebAssembly runtime
// written in Go. Such a program can start no process and open no socket,
// and it sees no file but those in the folders mounted for it. The
// sandbox also bounds what it may take: its memory, its time, its output
// and the bytes it writes into its folders. When it passes a bound the
// sandbox stops it and says which, in words a reader understands ("ran
// out of its 512 MB of memory"), not as a crash.
package sandbox

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/experimental/sysfs"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"

	"github.com/queensbook/queens/puzzle/words"
)

// Limits bound one run. A zero field takes the default of [DefaultLimits].
type Limits struct {
	// Memory is the most the program's memory may grow to, in bytes.
	Memory int64
	// Time is how long the program may run.
	Time time.Duration
	// Output is how many bytes it may write to stdout and stderr together.
	Output int64
	// Files is how many bytes it may write into its writable folders.
	Files int64
}

// DefaultLimits are the bounds of a run that sets none: enough for any
// test of the book's packages, far too little to harm the machine.
var DefaultLimits = Limits{Memory: 512 << 20, Time: time.Minute, Output: 4 << 20, Files: 64 << 20}

// withDefaults returns l with each zero field set to its default.
func (l Limits) withDefaults() Limits {
	if l.Memory <= 0 {
		l.Memory = DefaultLimits.Memory
	}
	if l.Time <= 0 {
		l.Time = DefaultLimits.Time
	}
	if l.Output <= 0 {
		l.Output = DefaultLimits.Output
	}
	if l.Files <= 0 {
		l.Files = DefaultLimits.Files
	}
	return l
}

// Mount is a folder of this machine that the program sees at Guest, a
// path of its own such as /work. It may change the folder's files only
// when Writable is set.
type Mount struct {
	Dir, Guest string
	Writable   bool
}

// Program is one run of a WebAssembly program built for wasip1.
type Program struct {
	// Wasm is the program.
	Wasm []byte
	// Args are its arguments, the program's name first.
	Args []string
	// Env holds its environment, as KEY=VALUE.
	Env []string
	// Mounts are the only folders it sees.
	Mounts []Mount
	// Stdin is what it reads; nil for nothing.
	Stdin io.Reader
	// Stdout and Stderr receive what it writes; nil throws it away.
	Stdout, Stderr io.Writer
	Limits         Limits
}

// A Stop is why the sandbox stopped a program before it ended by itself.
type Stop struct {
	// Bound is the bound the program passed: "memory", "time", "output"
	// or "files".
	Bound string
	// Says is the sentence that tells a reader what happened, such as
	// "ran out of its 512 MB of memory".
	Says string
}

// Error implements error.
func (s *Stop) Error() string { return s.Says }

// Run runs p and returns its exit status. It returns a *Stop when the
// program passed one of its limits, ctx's error when ctx was cancelled,
// and another error when the program could not be run at all.
func Run(ctx context.Context, p Program) (int, error) {
	limits := p.Limits.withDefaults()
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, limits.Time)
	defer cancel()
	r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfig().
		WithMemoryLimitPages(uint32(min((limits.Memory+pageSize-1)/pageSize, maxPages))).
		WithCloseOnContextDone(true).
		WithCompilationCache(cache()))
	defer r.Close(context.WithoutCancel(ctx))
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, r); err != nil {
		return 0, err
	}
	compiled, err := r.CompileModule(ctx, p.Wasm)
	if err != nil {
		return 0, fmt.Errorf("the program is not WebAssembly that can run here: %w", err)
	}
	out := &capped{most: limits.Output, stop: cancel}
	stderr := &tail{}
	files := &quota{most: limits.Files}
	config := wazero.NewModuleConfig().
		WithArgs(p.Args...).
		WithStdin(orEmpty(p.Stdin)).
		WithStdout(out.to(p.Stdout)).
		WithStderr(io.MultiWriter(out.to(p.Stderr), stderr)).
		WithSysWalltime().WithSysNanotime().WithSysNanosleep().
		WithRandSource(rand.Reader).
		WithFSConfig(mounts(p.Mounts, files))
	for _, kv := range p.Env {
		key, value, _ := cutEnv(kv)
		config = config.WithEnv(key, value)
	}
	_, err = r.InstantiateModule(ctx, compiled, config)
	status, err := exitStatus(err)
	switch {
	case out.passed():
		return status, &Stop{"output", fmt.Sprintf("wrote more than its %s of output, and was stopped", bytesText(limits.Output))}
	case files.passed():
		return status, &Stop{"files", fmt.Sprintf("wrote more than its %s of files, and was stopped", bytesText(limits.Files))}
	case err != nil && parent.Err() != nil:
		return status, parent.Err()
	case errors.Is(err, context.DeadlineExceeded):
		return status, &Stop{"time", "stopped after " + words.Duration(limits.Time)}
	case err != nil:
		return status, err
	case status != 0 && stderr.outOfMemory():
		return status, &Stop{"memory", fmt.Sprintf("ran out of its %s of memory", bytesText(limits.Memory))}
	}
	return status, nil
}

// pageSize is the size of a page of WebAssembly memory, and maxPages the
// most pages a 32-bit memory holds.
const (
	pageSize = 64 << 10
	maxPages = 65536
)

// exitStatus turns the error of running a module into its exit status,
// and the error of a run that did not end by itself.
func exitStatus(err error) (int, error) {
	var exit *sys.ExitError
	if !errors.As(err, &exit) {
		return 0, err
	}
	switch exit.ExitCode() {
	case sys.ExitCodeDeadlineExceeded:
		return -1, context.DeadlineExceeded
	case sys.ExitCodeContextCanceled:
		return -1, context.Canceled
	}
	return int(exit.ExitCode()), nil
}

// mounts returns the file system configuration of the folders ms, the
// writable ones counted against files.
func mounts(ms []Mount, files *quota) wazero.FSConfig {
	config := wazero.NewFSConfig()
	for _, m := range ms {
		if m.Writable {
			config = config.(sysfs.FSConfig).WithSysFSMount(quotaFS{FS: sysfs.DirFS(m.Dir), quota: files}, m.Guest)
		} else {
			config = config.WithReadOnlyDirMount(m.Dir, m.Guest)
		}
	}
	return config
}

// cache returns the compilation cache every run shares, so that a
// program run again is not compiled again.
var cache = sync.OnceValue(wazero.NewCompilationCache)

// orEmpty returns r, or a reader of nothing when r is nil.
func orEmpty(r io.Reader) io.Reader {
	if r == nil {
		return eof{}
	}
	return r
}

// eof is a reader at its end.
type eof struct{}

// Read implements io.Reader.
func (eof) Read([]byte) (int, error) { return 0, io.EOF }

// cutEnv splits KEY=VALUE.
func cutEnv(kv string) (key, value string, ok bool) {
	for i := range len(kv) {
		if kv[i] == '=' {
			return kv[:i], kv[i+1:], true
		}
	}
	return kv, "", false
}

// bytesText writes a size as a reader reads it: 512 MB, 4 MB, 64 KB.
func bytesText(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return words.Plural(int(n), "byte")
}
