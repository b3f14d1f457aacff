package site

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/queensbook/queens/internal/pgroup"
)

// wasmExec is Go's loader of a WebAssembly main, which the site copies
// from the GOROOT of the go command that compiled its mains.
const wasmExec = "wasm_exec.js"

// A Wasm is one of the module's WebAssembly mains, cmd/NAME (the
// stepper's search, the queens of the cells), compiled for GOOS=js
// GOARCH=wasm with the loader of the Go installation that compiled it,
// or, when it could not be compiled, why not: then the page that runs it
// says so instead of running.
type Wasm struct {
	Wasm, Exec []byte
	// Missing says why there is no Wasm, in a sentence for the reader.
	Missing string
}

// what names the page's WebAssembly mains for the reader, by their
// folder under cmd.
var what = map[string]string{
	"stepper": "the stepper's search",
	"cells":   "the queens command that runs the cells in the browser",
}

// compiled holds each main compiled from each module folder, so that a
// process compiles it once (a test binary builds many sites).
var compiled sync.Map // wasmKey -> *compilation

// wasmKey is a main in a module folder.
type wasmKey struct{ dir, main string }

// compilation is the one compilation of a main of a module folder; a
// pointer to it, unlike a function, can be compared, and so removed from
// compiled when it was cut short.
type compilation struct{ wasm func() *Wasm }

// CompileWasm compiles cmd/main of the module in moduleDir with the go
// command on the PATH, for GOOS=js GOARCH=wasm, as small as the linker
// makes it (-trimpath -ldflags=-s -w), and without the state of a git
// checkout it may be built in (-buildvcs=false, which GOFLAGS such as
// -modcacherw would otherwise let in), so that a copy of the source
// compiles to the same bytes, and reads wasm_exec.js from that
// go command's GOROOT. It compiles once per process, folder and main.
// When there is no go command, or the build fails, the Wasm says why.
// When ctx is done first, the go command and all it started are killed,
// and the next call compiles again.
func CompileWasm(ctx context.Context, moduleDir, main string) *Wasm {
	key := wasmKey{moduleDir, main}
	c, _ := compiled.LoadOrStore(key, &compilation{sync.OnceValue(func() *Wasm { return compileWasm(ctx, moduleDir, main) })})
	w := c.(*compilation).wasm()
	if ctx.Err() != nil {
		compiled.CompareAndDelete(key, c)
	}
	return w
}

// compileWasm is CompileWasm without the cache.
func compileWasm(ctx context.Context, moduleDir, main string) *Wasm {
	name := what[main]
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return &Wasm{Missing: fmt.Sprintf("the site was built without a Go toolchain (no go command on the PATH), so %s, compiled from Go to WebAssembly, is missing; install Go and build the site again", name)}
	}
	tmp, err := os.MkdirTemp("", "queens-"+main+"-")
	if err != nil {
		return &Wasm{Missing: fmt.Sprintf("%s could not be compiled: %v", name, err)}
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, main+".wasm")
	build := pgroup.Command(ctx, goCmd, "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", out, "./cmd/"+main)
	build.Dir = moduleDir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(string(msg)), "\n")
		return &Wasm{Missing: fmt.Sprintf("%s could not be compiled in %s (%v: %s); build the site inside a clone of the queens module", name, moduleDir, err, first)}
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return &Wasm{Missing: fmt.Sprintf("%s could not be compiled: %v", name, err)}
	}
	exec, err := wasmLoader(ctx, goCmd)
	if err != nil {
		return &Wasm{Missing: fmt.Sprintf("%s was compiled, but its loader is missing: %v", name, err)}
	}
	return &Wasm{Wasm: wasm, Exec: exec}
}

// wasmLoader reads wasm_exec.js from the GOROOT of goCmd: lib/wasm since
// Go 1.24, misc/wasm before.
func wasmLoader(ctx context.Context, goCmd string) ([]byte, error) {
	root, err := pgroup.Command(ctx, goCmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	var errs []error
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), filepath.FromSlash(dir), wasmExec))
		if err == nil {
			return data, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}
