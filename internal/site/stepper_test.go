package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"testing"

	queensbook "github.com/queensbook/queens"
)

// noStepper stands in for the compiled search in the tests of the pages,
// which do not run it.
var noStepper = NoStepper("the tests of the pages run no search")

// maxGzipped is the most the stepper's wasm may weigh, gzipped.
const maxGzipped = 2 << 20

// The copy of the stepper's source in the queens binary, which an
// installed queens compiles outside the source tree, compiles to the very
// WebAssembly the tree does (-trimpath leaves no folder in it): the copy
// holds every file the stepper needs, and no other version of one.
func TestStepperCompilesFromTheBinarysCopy(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the stepper to WebAssembly takes a while; run without -short")
	}
	fromTree, fromCopy := CompileStepper(context.Background(), root), CompileStepperFrom(context.Background(), queensbook.StepperSource())
	if fromTree.Missing != "" || fromCopy.Missing != "" {
		t.Fatalf("from the tree: %q; from the copy: %q", fromTree.Missing, fromCopy.Missing)
	}
	if !bytes.Equal(fromTree.Wasm, fromCopy.Wasm) {
		t.Errorf("the copy compiles to %d bytes of WebAssembly, the tree to %d other ones", len(fromCopy.Wasm), len(fromTree.Wasm))
	}
}

// The stepper compiles from the module, small, with none of the book
// builder's libraries in it, and the handler sends it as WebAssembly,
// gzipped.
func TestStepperCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the stepper to WebAssembly takes a while; run without -short")
	}
	st := CompileStepper(context.Background(), root)
	if st.Missing != "" {
		t.Fatal(st.Missing)
	}
	if !bytes.Contains(st.Exec, []byte("class Go")) && !bytes.Contains(st.Exec, []byte("globalThis.Go")) {
		t.Errorf("wasm_exec.js does not look like Go's loader")
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(st.Wasm)
	w.Close()
	t.Logf("stepper.wasm: %d bytes, %d gzipped (at most %d)", len(st.Wasm), z.Len(), maxGzipped)
	if z.Len() > maxGzipped {
		t.Errorf("stepper.wasm is %d bytes gzipped, past %d", z.Len(), maxGzipped)
	}

	list := exec.Command("go", "list", "-deps", "./cmd/stepper")
	list.Dir = root
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := list.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, heavy := range []string{"goldmark", "chroma", "tablewriter", "golang.org/x/", "internal/cli", "chapters"} {
		if bytes.Contains(deps, []byte(heavy)) {
			t.Errorf("the stepper's wasm imports %s", heavy)
		}
	}

	s, err := build(tinyWeb("text\n"), st)
	if err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest("GET", "/"+stepperWasm, nil)
	r.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, r)
	if ct, ce := rec.Header().Get("Content-Type"), rec.Header().Get("Content-Encoding"); ct != "application/wasm" || ce != "gzip" {
		t.Errorf("stepper.wasm is served as %q, encoded %q; want application/wasm, gzip", ct, ce)
	}
	unzipped, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(unzipped); !bytes.Equal(got, st.Wasm) {
		t.Errorf("the handler's stepper.wasm unzips to %d bytes, not the %d compiled", len(got), len(st.Wasm))
	}
}

// Without a compiled search the stepper page says why, and the site
// has no wasm.
func TestStepperMissing(t *testing.T) {
	s, err := build(tinyWeb("text\n"), NoStepper("no go command"))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := s.File(stepperPage)
	if !strings.Contains(string(page), `data-missing="no go command"`) {
		t.Errorf("the stepper page does not say what is missing:\n%s", page)
	}
	if _, ok := s.File(stepperWasm); ok {
		t.Error("a site without a compiled stepper has a stepper.wasm")
	}
}
