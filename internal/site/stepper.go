package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// The files of the stepper, the page where a reader watches a search.
const (
	stepperPage   = "stepper.html"
	stepperScript = "stepper.js"
	stepperStyle  = "stepper.css"
	stepperWorker = "worker.js"
	stepperWasm   = "stepper.wasm"
)

// stepperPanels is the stylesheet of the panels beside the stepper's
// board, the search tree and the code, and of its races; stepper.js,
// bundled from the modules of internal/site/js, draws them.
const stepperPanels = "panels.css"

// NoStepper returns the stepper's Wasm that was not compiled, for the
// reason why: the stepper page says so instead of running.
func NoStepper(why string) *Wasm { return &Wasm{Missing: why} }

// CompileStepper compiles the stepper's search, cmd/stepper of the module
// in moduleDir, as [CompileWasm] compiles a main.
func CompileStepper(ctx context.Context, moduleDir string) *Wasm {
	return CompileWasm(ctx, moduleDir, "stepper")
}

// CompileStepperFrom compiles the stepper as [CompileStepper] does, from
// a copy of the module's source in src (go.mod, cmd/stepper and the
// packages it imports), for a queens command run outside the source tree.
// The copy leaves out the tests, and go.mod's requirements, which the
// stepper does not import, so that nothing is downloaded.
func CompileStepperFrom(ctx context.Context, src fs.FS) *Wasm {
	tmp, err := os.MkdirTemp("", "queens-stepper-source-")
	if err != nil {
		return NoStepper(fmt.Sprintf("the stepper could not be compiled: %v", err))
	}
	defer os.RemoveAll(tmp)
	if err := copyStepperSource(src, tmp); err != nil {
		return NoStepper(fmt.Sprintf("the stepper's source could not be copied: %v", err))
	}
	return compileWasm(ctx, tmp, "stepper")
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

// stepperBody returns the template of the stepper page's text: the
// controls and the place for the boards, which stepper.js fills in.
// Without a compiled search the page says why. Like pageTemplate, it is
// parsed when it is first used.
var stepperBody = sync.OnceValues(func() (*template.Template, error) {
	return template.ParseFS(assets, "assets/stepper.html")
})

// addStepper adds the stepper page and its files to the site: the
// compiled search, when st has one.
func (s *Site) addStepper(l *layouts, st *Wasm) error {
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
