package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/queensbook/queens/internal/pgroup"
)

// The files of the stepper, the page where a reader watches a search.
const (
	stepperPage   = "stepper.html"
	stepperScript = "stepper.js"
	stepperStyle  = "stepper.css"
	stepperWorker = "worker.js"
	stepperWasm   = "stepper.wasm"
	wasmExec      = "wasm_exec.js"
)

// stepperPanels is the stylesheet of the panels beside the stepper's
// board, the search tree and the code, and of its races; stepper.js,
// bundled from the modules of internal/site/js, draws them.
const stepperPanels = "panels.css"

// Stepper is the stepper's search compiled to WebAssembly (cmd/stepper)
// with the loader of the Go installation that compiled it, or, when it
// could not be compiled, why not: then the stepper page says so instead
// of running.
type Stepper struct {
	Wasm, Exec []byte
	// Missing says why there is no Wasm, in a sentence for the reader.
	Missing string
}

// NoStepper returns a Stepper that was not compiled, for the reason why.
func NoStepper(why string) *Stepper { return &Stepper{Missing: why} }

// compiled holds the stepper compiled from each module folder, so that a
// process compiles it once (a test binary builds many sites).
var compiled sync.Map // module folder -> *compilation

// compilation is the one compilation of a module folder's stepper; a
// pointer to it, unlike a function, can be compared, and so removed from
// compiled when it was cut short.
type compilation struct{ stepper func() *Stepper }

// CompileStepper compiles cmd/stepper of the module in moduleDir with the
// go command on the PATH, for GOOS=js GOARCH=wasm, as small as the linker
// makes it (-trimpath -ldflags=-s -w), and reads wasm_exec.js from that
// go command's GOROOT. It compiles once per process and folder. When
// there is no go command, or the build fails, the Stepper says why. When
// ctx is done first, the go command and all it started are killed, and
// the next call compiles again.
func CompileStepper(ctx context.Context, moduleDir string) *Stepper {
	c, _ := compiled.LoadOrStore(moduleDir, &compilation{sync.OnceValue(func() *Stepper { return compileStepper(ctx, moduleDir) })})
	st := c.(*compilation).stepper()
	if ctx.Err() != nil {
		compiled.CompareAndDelete(moduleDir, c)
	}
	return st
}

// compileStepper is CompileStepper without the cache.
func compileStepper(ctx context.Context, moduleDir string) *Stepper {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return NoStepper("the site was built without a Go toolchain (no go command on the PATH), so the stepper's search, compiled from Go to WebAssembly, is missing; install Go and build the site again")
	}
	tmp, err := os.MkdirTemp("", "queens-stepper-")
	if err != nil {
		return NoStepper(fmt.Sprintf("the stepper could not be compiled: %v", err))
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, stepperWasm)
	build := pgroup.Command(ctx, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./cmd/stepper")
	build.Dir = moduleDir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(string(msg)), "\n")
		return NoStepper(fmt.Sprintf("the stepper could not be compiled in %s (%v: %s); build the site inside a clone of the queens module", moduleDir, err, first))
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return NoStepper(fmt.Sprintf("the stepper could not be compiled: %v", err))
	}
	exec, err := wasmLoader(ctx, goCmd)
	if err != nil {
		return NoStepper(fmt.Sprintf("the stepper was compiled, but its loader is missing: %v", err))
	}
	return &Stepper{Wasm: wasm, Exec: exec}
}

// CompileStepperFrom compiles the stepper as [CompileStepper] does, from
// a copy of the module's source in src (go.mod, cmd/stepper and the
// packages it imports), for a queens command run outside the source tree.
// The copy leaves out the tests, and go.mod's requirements, which the
// stepper does not import, so that nothing is downloaded.
func CompileStepperFrom(ctx context.Context, src fs.FS) *Stepper {
	tmp, err := os.MkdirTemp("", "queens-stepper-source-")
	if err != nil {
		return NoStepper(fmt.Sprintf("the stepper could not be compiled: %v", err))
	}
	defer os.RemoveAll(tmp)
	if err := copyStepperSource(src, tmp); err != nil {
		return NoStepper(fmt.Sprintf("the stepper's source could not be copied: %v", err))
	}
	return compileStepper(ctx, tmp)
}

// copyStepperSource copies the Go files of src that are not tests into
// dir, and go.mod's module and go lines.
func copyStepperSource(src fs.FS, dir string) error {
	return fs.WalkDir(src, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(name, "_test.go") {
			return err
		}
		data, err := fs.ReadFile(src, name)
		if err != nil {
			return err
		}
		if name == "go.mod" {
			data = moduleAndGoLines(data)
		}
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		return os.WriteFile(path, data, 0o644)
	})
}

// moduleAndGoLines keeps the module and go lines of a go.mod.
func moduleAndGoLines(goMod []byte) []byte {
	var kept []byte
	for line := range strings.Lines(string(goMod)) {
		if strings.HasPrefix(line, "module ") || strings.HasPrefix(line, "go ") {
			kept = append(kept, line...)
		}
	}
	return kept
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

// stepperBody returns the template of the stepper page's text: the
// controls and the place for the boards, which stepper.js fills in.
// Without a compiled search the page says why. Like pageTemplate, it is
// parsed when it is first used.
var stepperBody = sync.OnceValues(func() (*template.Template, error) {
	return template.ParseFS(assets, "assets/stepper.html")
})

// addStepper adds the stepper page and its files to the site: the
// compiled search, when st has one.
func (s *Site) addStepper(l *layouts, st *Stepper) error {
	t, err := stepperBody()
	if err != nil {
		return err
	}
	var body bytes.Buffer
	if err := t.Execute(&body, st); err != nil {
		return err
	}
	page, err := l.page(stepperPage, "The stepper", nil, body.Bytes())
	s.files[stepperPage] = page
	for _, name := range []string{stepperScript, stepperStyle, stepperWorker, stepperPanels} {
		data, e := assets.ReadFile("assets/" + name)
		s.files[name] = data
		err = errors.Join(err, e)
	}
	if st.Missing == "" {
		s.files[stepperWasm], s.files[wasmExec] = st.Wasm, st.Exec
	}
	return err
}
