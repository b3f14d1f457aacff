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

// The module's path, and that of its lowest floor, the puzzle's code.
const (
	module     = "github.com/queensbook/queens"
	approaches = module + "/approaches/"
)

// listed is what go list says of a package, as much as the test needs.
type listed struct {
	ImportPath string
	Standard   bool
	Imports    []string
	// ForTest names the package whose tests this variant of a package
	// was compiled for; it is empty for the package itself.
	ForTest string
}

// TestApproachesUseOnlyTheStandardLibrary keeps approaches/, the puzzle's
// code, on its floor: its packages import the standard library and one
// another, nothing of the floors above and no other module, so that
// `go list -deps ./approaches/...` lists nothing else. Tables, pictures
// and every other means of presentation belong to internal/. Their tests
// may also use the module's machinery (the benchmarks time the C counter
// of internal/yardstick), but no other module either.
func TestApproachesUseOnlyTheStandardLibrary(t *testing.T) {
	pkgs := goList(t, "-deps", "-test", "./approaches/...")
	standard := map[string]bool{}
	for _, p := range pkgs {
		standard[p.ImportPath] = p.Standard
	}
	for _, p := range pkgs {
		name, _, _ := strings.Cut(p.ImportPath, " ") // "path [p.test]"
		switch {
		case !strings.HasPrefix(name, approaches) || strings.HasSuffix(name, ".test"):
			// Not of approaches/, or the main package go test writes.
		case p.ForTest == "":
			for _, imp := range p.Imports {
				if !standard[imp] && !strings.HasPrefix(imp, approaches) {
					t.Errorf("%s imports %s; approaches/ imports only itself and the standard library: move the code that needs it to internal/", p.ImportPath, imp)
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
