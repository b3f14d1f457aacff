package queens_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestMakeFuzzFindsEveryTarget checks that make fuzz, and CI for a few
// seconds, leave no fuzz target out: the targets .ci/fuzz finds, and
// fuzzes, are the fuzz
// functions of the tree, each func FuzzXxx(*testing.F) of a _test.go
// file, as go/parser reads them.
func TestMakeFuzzFindsEveryTarget(t *testing.T) {
	makefile, err := os.ReadFile("Makefile")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(makefile), "\nfuzz:\n\tFUZZTIME=$(FUZZTIME) bash .ci/fuzz\n") {
		t.Errorf("the Makefile's fuzz target does not run .ci/fuzz")
	}
	ci, err := os.ReadFile(filepath.Join(".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ci), "\nFUZZTIME=\"${CI_FUZZTIME:-3s}\" bash .ci/fuzz\n") {
		t.Errorf(".ci/run does not fuzz every target for a few seconds with .ci/fuzz")
	}
	out, err := exec.Command("bash", ".ci/fuzz", "-list").Output()
	if err != nil {
		t.Fatalf(".ci/fuzz -list: %v", err)
	}
	found := strings.Split(strings.TrimSpace(string(out)), "\n")
	want := fuzzTargets(t)
	for _, target := range want {
		if !slices.Contains(found, target) {
			t.Errorf("make fuzz leaves out %s", target)
		}
	}
	for _, target := range found {
		if !slices.Contains(want, target) {
			t.Errorf("make fuzz runs %q, which is no fuzz target of the tree", target)
		}
	}
}

// fuzzTargets returns the fuzz functions of the tree's test files, as
// "DIR NAME", the form of .ci/fuzz -list.
func fuzzTargets(t *testing.T) []string {
	t.Helper()
	var targets []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		switch {
		case d.IsDir() && path != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")):
			return filepath.SkipDir // as the go command skips them
		case d.IsDir() || !strings.HasSuffix(name, "_test.go"):
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range file.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && isFuzzTarget(fn) {
				targets = append(targets, dirArg(filepath.Dir(path))+" "+fn.Name.Name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return targets
}

// dirArg writes a folder of the tree as the go command takes it: "." or
// "./puzzle/board".
func dirArg(dir string) string {
	if dir == "." {
		return dir
	}
	return "./" + filepath.ToSlash(dir)
}

// isFuzzTarget reports whether fn is a fuzz target, as go test sees one:
// func FuzzXxx(f *testing.F), not a method.
func isFuzzTarget(fn *ast.FuncDecl) bool {
	if fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Fuzz") || len(fn.Type.Params.List) != 1 {
		return false
	}
	star, ok := fn.Type.Params.List[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "testing" && sel.Sel.Name == "F"
}
