package sandbox

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"

	"github.com/queensbook/queens/internal/diskcache"
)

// childEnv names the request of a run in the environment of the child
// process that Run starts: this same program, which then runs the
// WebAssembly program instead of doing its own work.
const childEnv = "QUEENS_SANDBOX_REQUEST"

// request is what Run hands the child: where the program and its result
// are, and how to run it.
type request struct {
	Wasm, Result string
	Args, Env    []string
	Mounts       []Mount
	Limits       Limits
}

// result is what the child hands back: the program's exit status,
// whether it tried to write past its quota of files, and why it could
// not run, if it could not.
type result struct {
	Status int
	Files  bool
	Error  string `json:",omitempty"`
}

// init makes every program that links this package a sandbox too: run
// by Run with childEnv set, it runs the request and exits before its
// own main starts. Only Run sets childEnv.
func init() {
	if path := os.Getenv(childEnv); path != "" {
		os.Exit(child(path))
	}
}

// child runs the request at path and writes its result beside it. The
// program's stdin, stdout and stderr are the child's; file 3 is closed
// when the program starts, for Run to start its clock.
func child(path string) int {
	var req request
	data, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(data, &req)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandbox:", err)
		return 1
	}
	watchParent(os.NewFile(4, "alive"))
	res := runProgram(req, os.NewFile(3, "started"))
	data, err = json.Marshal(res)
	if err == nil {
		err = os.WriteFile(req.Result, data, 0o600)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sandbox:", err)
		return 1
	}
	return 0
}

// watchParent ends the child when the process that started it ends,
// which closes alive. A program's loop never yields to the runtime, so
// the watch, and the backstop of runProgram, need a processor of their
// own.
func watchParent(alive *os.File) {
	runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0)))
	go func() {
		var b [1]byte
		alive.Read(b[:]) // returns when the parent's end closes
		os.Exit(2)
	}()
}

// backstop is how long past its time a program may run before its child
// ends itself: the parent stops it at its time, and this is for a parent
// that could not.
const backstop = 10 * time.Second

// runProgram runs the program of req with wazero, writing to started
// when it starts.
func runProgram(req request, started *os.File) result {
	ctx := context.Background()
	config := wazero.NewRuntimeConfig().
		WithMemoryLimitPages(uint32(min((req.Limits.Memory+pageSize-1)/pageSize, maxPages)))
	cache, cacheDir, err := compilationCache()
	if err == nil {
		config = config.WithCompilationCache(cache)
	}
	r := wazero.NewRuntimeWithConfig(ctx, config)
	defer r.Close(ctx)
	wasi_snapshot_preview1.MustInstantiate(ctx, r)
	wasm, err := os.ReadFile(req.Wasm)
	if err != nil {
		return result{Error: err.Error()}
	}
	compiled, err := r.CompileModule(ctx, wasm)
	if err != nil {
		return result{Error: fmt.Sprintf("the program is not WebAssembly that can run here: %v", err)}
	}
	if cache != nil {
		trimCompiled(cacheDir)
	}
	files := &quota{most: req.Limits.Files}
	module := wazero.NewModuleConfig().
		WithArgs(req.Args...).
		WithStdin(os.Stdin).WithStdout(os.Stdout).WithStderr(os.Stderr).
		WithSysWalltime().WithSysNanotime().WithSysNanosleep().
		WithRandSource(rand.Reader).
		WithFSConfig(mounts(req.Mounts, files))
	for _, kv := range req.Env {
		key, value, _ := cutEnv(kv)
		module = module.WithEnv(key, value)
	}
	started.Write([]byte{1})
	started.Close()
	time.AfterFunc(req.Limits.Time+backstop, func() { os.Exit(2) })
	_, err = r.InstantiateModule(ctx, compiled, module)
	status := 0
	if exit, ok := err.(*sys.ExitError); ok {
		status, err = int(exit.ExitCode()), nil
	}
	res := result{Status: status, Files: files.passed()}
	if err != nil {
		res.Error = err.Error()
	}
	return res
}

// compilationCache is where wazero keeps the programs it compiled, so
// that a program run again, in another child, is not compiled again:
// the cache "wazero" of internal/diskcache, which QUEENS_CACHE moves or
// turns off. Each program compiled there takes some 20 MB, and every
// edit and every student's solution is a program of its own, so the
// cache keeps only its keptPrograms newest (see [trimCompiled]).
func compilationCache() (wazero.CompilationCache, string, error) {
	dir, err := diskcache.Folder("wazero")
	if err != nil {
		return nil, "", err
	}
	cache, err := wazero.NewCompilationCacheWithDir(dir)
	return cache, dir, err
}

// keptPrograms is how many compiled programs the cache keeps: the
// few a reader's session or a class's report runs again.
const keptPrograms = 16

// trimCompiled removes all but the keptPrograms newest files from the
// folders of dir, one for each release of wazero, old releases
// included. A program another child is reading stays readable to it.
func trimCompiled(dir string) {
	type program struct {
		path string
		made time.Time
	}
	var programs []program
	releases, _ := os.ReadDir(dir)
	for _, r := range releases {
		files, _ := os.ReadDir(filepath.Join(dir, r.Name()))
		for _, f := range files {
			if info, err := f.Info(); err == nil && info.Mode().IsRegular() {
				programs = append(programs, program{filepath.Join(dir, r.Name(), f.Name()), info.ModTime()})
			}
		}
	}
	slices.SortFunc(programs, func(a, b program) int { return b.made.Compare(a.made) })
	for _, p := range programs[min(keptPrograms, len(programs)):] {
		os.Remove(p.path) // one that another child removed first is gone already
	}
}

// writeRequest writes the program and the request into dir.
func writeRequest(dir string, wasm []byte, req request) error {
	if err := os.WriteFile(req.Wasm, wasm, 0o600); err != nil {
		return err
	}
	data, err := json.Marshal(req)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "request.json"), data, 0o600)
}

// readResult reads what the child wrote at path.
func readResult(path string) (result, error) {
	var res result
	data, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(data, &res)
	}
	return res, err
}
