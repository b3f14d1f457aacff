package testmain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/format"
	"go/scanner"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// listed is what go list -test says of a package, as much as the test
// needs.
type listed struct {
	ImportPath, Name, Dir, ForTest string
	GoFiles, TestGoFiles           []string
	XTestGoFiles                   []string
	Module                         *struct{ Path string }
}

// goList runs go list -test -json with args in the module's root and
// returns the packages it lists, by import path.
func goList(t *testing.T, args ...string) map[string]listed {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-test", "-json"}, args...)...)
	cmd.Dir = "../../.."
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs := map[string]listed{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs[p.ImportPath] = p
	}
	return pkgs
}

// tokens returns the tokens of src, one a line with their text, without
// its comments: two files of the same tokens differ only in their
// comments and spacing.
func tokens(t *testing.T, name string, src []byte) string {
	t.Helper()
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile(name, -1, len(src)), src, func(pos token.Position, msg string) {
		t.Errorf("%s: %s", pos, msg)
	}, 0)
	var b strings.Builder
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return b.String()
		}
		if tok == token.SEMICOLON && lit == "\n" {
			lit = ""
		}
		fmt.Fprintf(&b, "%s %s\n", tok, lit)
	}
}

// TestSameAsGoTest compares the _testmain.go Generate writes for every
// package of the module that has tests, and for every exercise (built
// with the tag exercise), with the one the go command generated for
// it: once both are gofmt'ed, the two differ only in comments and spacing.
func TestSameAsGoTest(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list -test over the module")
	}
	seen := 0
	for _, args := range [][]string{{"./..."}, {"-tags", "exercise", "./chapters/exercises/..."}} {
		pkgs := goList(t, args...)
		for _, main := range pkgs {
			under, ok := strings.CutSuffix(main.ImportPath, ".test")
			if main.Name != "main" || !ok || len(main.GoFiles) != 1 {
				continue
			}
			p, ok := pkgs[under]
			if !ok {
				t.Errorf("%s: go list names no package %s", main.ImportPath, under)
				continue
			}
			read := func(names []string) []File {
				var files []File
				for _, name := range names {
					src, err := os.ReadFile(filepath.Join(p.Dir, name))
					if err != nil {
						t.Fatal(err)
					}
					files = append(files, File{Name: name, Src: src})
				}
				return files
			}
			pkg := Package{ImportPath: p.ImportPath, HasGoFiles: len(p.GoFiles) > 0, TestFiles: read(p.TestGoFiles), XTestFiles: read(p.XTestGoFiles)}
			if p.Module != nil {
				pkg.ModulePath = p.Module.Path
			}
			ours, err := Generate(pkg)
			if err != nil {
				t.Errorf("%s: %v", p.ImportPath, err)
				continue
			}
			theirs, err := os.ReadFile(main.GoFiles[0])
			if err != nil {
				t.Fatal(err)
			}
			if got, want := tokens(t, "ours", ours), tokens(t, "go test's", theirs); got != want {
				t.Errorf("%s: the test main differs from go test's:\n--- ours\n%s\n--- go test's\n%s", p.ImportPath, ours, theirs)
			}
			seen++
		}
	}
	if seen < 30 {
		t.Errorf("compared %d test mains, expected the module's and the exercises', over 30", seen)
	}
	t.Logf("%d test mains the same as go test's", seen)
}

// findMe is a package with a test of each kind, a TestMain, names that
// are not tests, and examples that run and one that does not. Its fuzz
// target's func has two spaces after it, so that .ci/fuzz, which finds
// the tree's fuzz targets with grep, does not take it for one of them.
var findMe = Package{
	ImportPath: "m/p",
	TestFiles: []File{{Name: "p_test.go", Src: []byte(`package p

import "testing"

func TestMain(m *testing.M) { m.Run() }
func Testify(t *testing.T)  {}
func Test_x(t *testing.T)   {}
func Test(t *testing.T)     {}
func BenchmarkB(b *testing.B) {}
func  FuzzF(f *testing.F)     {}
func (T) TestMethod(t *testing.T) {}

type T struct{}
`)}},
	XTestFiles: []File{{Name: "x_test.go", Src: []byte(`package p_test

import "fmt"

func ExampleNoOutput() { fmt.Println("compiled, not run") }

func ExampleB() {
	fmt.Println("b")
	// Output: b
}

func ExampleA() {
	fmt.Println(2)
	fmt.Println(1)
	// Unordered output:
	// 1
	// 2
}
`)}},
}

// TestFind holds the go command's rules for the functions a test main
// names, on files of its own.
func TestFind(t *testing.T) {
	p := findMe
	fs, err := Find(p)
	if err != nil {
		t.Fatal(err)
	}
	names := func(funcs []Func) string {
		var s []string
		for _, f := range funcs {
			s = append(s, f.ref())
		}
		return strings.Join(s, " ")
	}
	if got, want := names(fs.Tests), "_test.Test_x _test.Test"; got != want {
		t.Errorf("tests %q, want %q", got, want)
	}
	if got, want := names(fs.Benchmarks)+" "+names(fs.FuzzTargets), "_test.BenchmarkB _test.FuzzF"; got != want {
		t.Errorf("benchmarks and fuzz targets %q, want %q", got, want)
	}
	if fs.TestMain == nil || fs.TestMain.ref() != "_test.TestMain" {
		t.Errorf("TestMain %v, want _test.TestMain", fs.TestMain)
	}
	want := []Example{
		{Func{"ExampleB", true}, "b\n", false},
		{Func{"ExampleA", true}, "1\n2\n", true},
	}
	if fmt.Sprint(fs.Examples) != fmt.Sprint(want) {
		t.Errorf("examples %v, want %v", fs.Examples, want)
	}
	if !fs.ImportTest || !fs.NeedTest || !fs.ImportXTest || !fs.NeedXTest {
		t.Errorf("imports %+v, want both packages imported and named", fs)
	}
	src, err := Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := format.Source(src); err != nil {
		t.Errorf("the test main does not parse: %v\n%s", err, src)
	}
	for _, s := range []string{`"reflect"`, `_test.TestMain(m)`, `{"ExampleA", _xtest.ExampleA, "1\n2\n", true}`} {
		if !strings.Contains(string(src), s) {
			t.Errorf("the test main has no %s:\n%s", s, src)
		}
	}
}

// TestFindErrors holds the errors the go command gives for test files it
// cannot make a test main of, each with the file and line.
func TestFindErrors(t *testing.T) {
	for src, want := range map[string]string{
		"func TestA(t int) {}":                                           "a_test.go:3:1: wrong signature for TestA, must be: func TestA(t *testing.T)",
		"func BenchmarkA(t *testing.T) {}":                               "a_test.go:3:1: wrong signature for BenchmarkA, must be: func BenchmarkA(b *testing.B)",
		"func TestMain(m *testing.M, n int) {}":                          "a_test.go:3:1: wrong signature for TestMain, must be: func TestMain(m *testing.M)",
		"func TestA[T any](t *testing.T) {}":                             "a_test.go:3:1: wrong signature for TestA, test functions cannot have type parameters",
		"func TestA(t *testing.T) { ":                                    "a_test.go:3:28: expected '}', found 'EOF'",
		"func TestMain(m *testing.M) {}\nfunc TestMain(m *testing.M) {}": "a_test.go:4:1: multiple definitions of TestMain",
	} {
		p := Package{ImportPath: "m/a", TestFiles: []File{{Name: "a_test.go", Src: []byte("package a\n\n" + src)}}}
		_, err := Find(p)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %s", src, err, want)
		}
	}
}
