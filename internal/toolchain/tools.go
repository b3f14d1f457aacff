package toolchain

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Names of the tools' files in the folder [BuildTools] writes.
const (
	TestMainFile = "testmain.wasm"
	CompileFile  = "compile.wasm"
	LinkFile     = "link.wasm"
	TestJSONFile = "test2json.wasm"
	versionFile  = "VERSION"
)

// writeTestMain is the import path of the command built as testmain.wasm.
const writeTestMain = "github.com/queensbook/queens/internal/toolchain/writetestmain"

// Tools are the programs of a test build in the page, built for js/wasm
// by one Go release: the book's writetestmain, cmd/compile and cmd/link,
// and cmd/test2json, which turns a test binary's -test.v=test2json
// output into go test -json, as the go command does.
type Tools struct {
	// Dir is the folder that holds testmain.wasm, compile.wasm,
	// link.wasm and test2json.wasm.
	Dir string
	// GoVersion is the release they were built from, as runtime.Version
	// writes it (go1.26.8).
	GoVersion string
	// GOROOT is the root of that release, whose lib/wasm/wasm_exec.js
	// runs them under node.
	GOROOT string
}

// BuildTools builds cmd/compile, cmd/link and cmd/test2json for js/wasm
// from the GOROOT of the go command on the PATH into dir, stripped and
// with trimmed paths, with the book's writetestmain from the module at
// moduleDir, and
// writes their release into dir/VERSION. The go build cache keeps the
// build: a second call takes a second or two.
func BuildTools(ctx context.Context, moduleDir, dir string) (*Tools, error) {
	env, err := goEnv(ctx, "GOVERSION", "GOROOT")
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// One go build of the four builds their packages side by side; it
	// writes each program, named for its folder, into a folder of its
	// own.
	out, err := os.MkdirTemp(dir, "build-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(out)
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out+string(filepath.Separator),
		"cmd/compile", "cmd/link", "cmd/test2json", writeTestMain)
	cmd.Dir = moduleDir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build of compile, link, test2json and writetestmain for js/wasm: %v\n%s", err, msg)
	}
	for built, file := range map[string]string{"compile": CompileFile, "link": LinkFile, "test2json": TestJSONFile, "writetestmain": TestMainFile} {
		if err := os.Rename(filepath.Join(out, built), filepath.Join(dir, file)); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, versionFile), []byte(env["GOVERSION"]+"\n"), 0o644); err != nil {
		return nil, err
	}
	return &Tools{Dir: dir, GoVersion: env["GOVERSION"], GOROOT: env["GOROOT"]}, nil
}

// OpenTools returns the tools BuildTools wrote into dir, with the release
// it recorded and the GOROOT of the go command on the PATH, which must be
// of the same release.
func OpenTools(ctx context.Context, dir string) (*Tools, error) {
	v, err := os.ReadFile(filepath.Join(dir, versionFile))
	if err != nil {
		return nil, err
	}
	env, err := goEnv(ctx, "GOVERSION", "GOROOT")
	if err != nil {
		return nil, err
	}
	t := &Tools{Dir: dir, GoVersion: strings.TrimSpace(string(v)), GOROOT: env["GOROOT"]}
	if t.GoVersion != env["GOVERSION"] {
		return nil, fmt.Errorf("the tools in %s are of %s, the go command on the PATH of %s: build them again", dir, t.GoVersion, env["GOVERSION"])
	}
	return t, nil
}

// Check refuses a bundle made by another Go release than the tools: its
// archives would not link.
func (t *Tools) Check(m *Manifest) error {
	if m.GoVersion != t.GoVersion {
		return fmt.Errorf("the bundle of %s was made by %s and the tools are of %s: one release must make both", m.Package, m.GoVersion, t.GoVersion)
	}
	return nil
}

// goEnv returns the values of go env for the names.
func goEnv(ctx context.Context, names ...string) (map[string]string, error) {
	out, err := exec.CommandContext(ctx, "go", append([]string{"env"}, names...)...).Output()
	if err != nil {
		return nil, fmt.Errorf("go env: %w", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(names) {
		return nil, fmt.Errorf("go env %s: %q", strings.Join(names, " "), out)
	}
	env := map[string]string{}
	for i, name := range names {
		env[name] = lines[i]
	}
	return env, nil
}
