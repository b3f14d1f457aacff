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
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/experimental/sysfs"

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
// when Writable is set; a read-only folder is copied for the run, its
// regular files only (see [readOnlyCopies]).
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
//
// The program runs in a child process of this one (see [child]): wazero
// compiles it to this machine's code, and a program that never calls
// the outside cannot be interrupted inside a process without checks
// that make it tens of times slower. The child is ours and starts
// nothing; killing it stops the program at once.
func Run(ctx context.Context, p Program) (int, error) {
	limits := p.Limits.withDefaults()
	dir, err := os.MkdirTemp("", "queens-sandbox-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	ms, err := readOnlyCopies(p.Mounts, dir)
	if err != nil {
		return 0, err
	}
	req := request{Wasm: filepath.Join(dir, "program.wasm"), Result: filepath.Join(dir, "result.json"),
		Args: p.Args, Env: p.Env, Mounts: ms, Limits: limits}
	if err := writeRequest(dir, p.Wasm, req); err != nil {
		return 0, err
	}
	exe, err := os.Executable()
	if err != nil {
		return 0, err
	}
	run, kill := context.WithCancel(ctx)
	defer kill()
	cmd := exec.CommandContext(run, exe)
	cmd.WaitDelay = time.Second
	cmd.Env = append(os.Environ(), childEnv+"="+filepath.Join(dir, "request.json"))
	out := &capped{most: limits.Output, stop: kill}
	oom := &oomWatch{}
	cmd.Stdin = orEmpty(p.Stdin)
	cmd.Stdout = out.to(p.Stdout)
	cmd.Stderr = io.MultiWriter(out.to(p.Stderr), oom)
	started, ready, err := os.Pipe()
	if err != nil {
		return 0, err
	}
	// The child reads alive until this process ends, however it ends:
	// then it ends too, rather than run a program nobody waits for.
	alive, living, err := os.Pipe()
	if err != nil {
		started.Close()
		ready.Close()
		return 0, err
	}
	defer living.Close()
	cmd.ExtraFiles = []*os.File{ready, alive}
	err = cmd.Start()
	ready.Close()
	alive.Close()
	if err != nil {
		started.Close()
		return 0, err
	}
	timedOut := clock(started, limits.Time, kill)
	waitErr := cmd.Wait()
	res, resErr := readResult(req.Result)
	switch {
	case out.passed():
		return res.Status, &Stop{"output", fmt.Sprintf("wrote more than its %s of output, and was stopped", bytesText(limits.Output))}
	case res.Files:
		return res.Status, &Stop{"files", fmt.Sprintf("wrote more than its %s of files, and was stopped", bytesText(limits.Files))}
	case ctx.Err() != nil:
		return -1, ctx.Err()
	case timedOut():
		return -1, &Stop{"time", "stopped after " + words.Duration(limits.Time)}
	case resErr != nil:
		return -1, fmt.Errorf("the sandbox failed: %v (%v)", resErr, waitErr)
	case res.Error != "":
		return -1, errors.New(res.Error)
	case res.Status != 0 && oom.outOfMemory():
		return res.Status, &Stop{"memory", fmt.Sprintf("ran out of its %s of memory", bytesText(limits.Memory))}
	}
	return res.Status, nil
}

// clock starts the program's clock when the child says, on started, that
// the program starts, and kills the child once limit has passed. The
// function it returns tells whether it did.
func clock(started *os.File, limit time.Duration, kill func()) func() bool {
	var mu sync.Mutex
	fired := false
	go func() {
		defer started.Close()
		var b [1]byte
		if n, _ := started.Read(b[:]); n == 0 {
			return // the child ended before its program started
		}
		time.AfterFunc(limit, func() {
			mu.Lock()
			fired = true
			mu.Unlock()
			kill()
		})
	}()
	return func() bool {
		mu.Lock()
		defer mu.Unlock()
		return fired
	}
}

// pageSize is the size of a page of WebAssembly memory, and maxPages the
// most pages a 32-bit memory holds.
const (
	pageSize = 64 << 10
	maxPages = 65536
)

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
