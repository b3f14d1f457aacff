package queens_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// The module's path.
const module = "github.com/queensbook/queens"

// The puzzle's side of the module, from its lowest floor up: the
// vocabulary and the harness, the lessons, and the counting engine. Each
// folder imports the standard library, itself and the folders before it
// in this list, nothing else.
var puzzleSide = []string{"puzzle", "approaches", "counting"}

// listed is what go list says of a package, as much as the test needs.
type listed struct {
	ImportPath string
	Standard   bool
	Imports    []string
	// ForTest names the package whose tests this variant of a package
	// was compiled for; it is empty for the package itself.
	ForTest string
}

// floor returns the index in puzzleSide of the folder that holds the
// package at path, or -1 when it is not on the puzzle's side.
func floor(path string) int {
	for i, folder := range puzzleSide {
		if strings.HasPrefix(path, module+"/"+folder+"/") {
			return i
		}
	}
	return -1
}

// TestPuzzleSideUsesOnlyTheStandardLibrary keeps the puzzle's code on its
// floors: puzzle/, approaches/ and counting/ import the standard library
// and the folders on or below their own, nothing of internal/ and no other
// module, so that `go list -deps ./puzzle/... ./approaches/...
// ./counting/...` lists nothing else. Tables, pictures and every other
// means of presentation belong to internal/. Their tests may also use the
// module's machinery, but no other module either.
func TestPuzzleSideUsesOnlyTheStandardLibrary(t *testing.T) {
	var patterns []string
	for _, folder := range puzzleSide {
		patterns = append(patterns, "./"+folder+"/...")
	}
	pkgs := goList(t, append([]string{"-deps", "-test"}, patterns...)...)
	standard := map[string]bool{}
	for _, p := range pkgs {
		standard[p.ImportPath] = p.Standard
	}
	for _, p := range pkgs {
		name, _, _ := strings.Cut(p.ImportPath, " ") // "path [p.test]"
		own := floor(name)
		switch {
		case own < 0 || strings.HasSuffix(name, ".test"):
			// Not of the puzzle's side, or the main package go test writes.
		case p.ForTest == "":
			for _, imp := range p.Imports {
				if standard[imp] {
					continue
				}
				if f := floor(imp); f < 0 || f > own {
					t.Errorf("%s imports %s; %s/ imports only the standard library and %s: move the code that needs it to internal/", p.ImportPath, imp, puzzleSide[own], strings.Join(puzzleSide[:own+1], "/, ")+"/")
				}
			}
		case name == p.ForTest || name == p.ForTest+"_test":
			// The package with its tests, or its external tests; other
			// variants are packages it imports, compiled again for its
			// tests, and checked above as they are.
			for _, imp := range p.Imports {
				imp, _, _ = strings.Cut(imp, " ") // "path [p.test]"
				if !standard[imp] && !strings.HasPrefix(imp, module+"/") {
					t.Errorf("the tests of %s import %s, of another module; they may use only the standard library and this module", p.ForTest, imp)
				}
			}
		}
	}
}

// goList returns what go list -json says of the packages that args name.
func goList(t *testing.T, args ...string) []listed {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-json"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	var pkgs []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return pkgs
		}
		if err != nil {
			t.Fatalf("reading go list's output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
}
