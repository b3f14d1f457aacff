// Package testmain writes the _testmain.go of a package's test binary:
// the main package that go test generates and compiles beside a package's
// tests, which hands the testing package every Test, Benchmark, Fuzz
// target and Example the _test.go files declare, and calls TestMain when
// there is one. The web edition compiles a reader's edit in the page, with
// no go command at hand, so it writes this file itself: a reader who adds a
// Test or an Example gets it run.
//
// The file has the shape the go command of Go 1.26 gives it (see
// cmd/go/internal/load/test.go of the release), and the rules that pick the
// functions are the go command's: a Test, Benchmark or Fuzz name is the
// prefix alone or the prefix and a character that is not a lower-case
// letter; a function of that name with the wrong signature is an error; an
// Example runs when it has an output comment, ordered or unordered, and is
// only compiled otherwise. Nothing here reads a file system: the files
// come in as bytes, so the generator runs in the browser as well as on
// the build machine.
package testmain

import (
	"errors"
	"fmt"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A File is one _test.go file of the package.
type File struct {
	// Name is the file's name as errors should show it, such as
	// approaches/tuplestate/tuplestate_test.go.
	Name string
	// Src is the file's content.
	Src []byte
}

// A Package is the package under test, as much of it as its test main
// needs.
type Package struct {
	// ImportPath is the import path of the package under test; its
	// external test package is ImportPath + "_test".
	ImportPath string
	// ModulePath is the path of the module that holds it, or empty.
	ModulePath string
	// HasGoFiles is true when the package has Go files besides its
	// tests. The test main imports every package of the test binary
	// that has any, for its init functions, whether or not it names
	// them.
	HasGoFiles bool
	// TestFiles are the _test.go files of the package itself, and
	// XTestFiles those of its external test package.
	TestFiles, XTestFiles []File
}

// A Func is one function the test main names.
type Func struct {
	// Name is the function's name, such as TestCounts.
	Name string
	// XTest is true for a function of the external test package.
	XTest bool
}

// An Example is an example function that runs: one with an output
// comment.
type Example struct {
	Func
	// Output is the text the example must print, as its comment gives
	// it.
	Output string
	// Unordered is true when the comment says "Unordered output:".
	Unordered bool
}

// Funcs are the functions a package's test files declare for its test
// main, in the order of the files and, within a file, of the
// declarations (examples in the order go/doc gives them).
type Funcs struct {
	Tests, Benchmarks, FuzzTargets []Func
	Examples                       []Example
	// TestMain is the package's TestMain(*testing.M), or nil.
	TestMain *Func
	// ImportTest is true when the test main imports the package under
	// test, and NeedTest when it refers to the package by name.
	// ImportXTest and NeedXTest are the same for the external test
	// package.
	ImportTest, NeedTest, ImportXTest, NeedXTest bool
}

// Find parses the test files of p and returns the functions its test main
// names. A file that does not parse, a second TestMain, and a test
// function with a wrong signature are errors, with the file and line.
func Find(p Package) (*Funcs, error) {
	fs := &Funcs{
		ImportTest:  p.HasGoFiles || len(p.TestFiles) > 0,
		ImportXTest: len(p.XTestFiles) > 0,
	}
	fset := token.NewFileSet()
	var errs []error
	for _, f := range p.TestFiles {
		errs = append(errs, fs.load(fset, f, false))
	}
	for _, f := range p.XTestFiles {
		errs = append(errs, fs.load(fset, f, true))
	}
	return fs, errors.Join(errs...)
}

// load adds the functions of one test file to fs.
func (fs *Funcs) load(fset *token.FileSet, file File, xtest bool) error {
	f, err := parser.ParseFile(fset, file.Name, file.Src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	named := &fs.NeedTest
	if xtest {
		named = &fs.NeedXTest
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv != nil {
			continue
		}
		name := fn.Name.Name
		var list *[]Func
		arg := ""
		switch {
		case name == "TestMain" && !takesPointerTo(fn, "T"):
			// TestMain(*testing.T) is a test like any other.
			if err := checkSignature(fset, fn, "M"); err != nil {
				return err
			}
			if fs.TestMain != nil {
				return fmt.Errorf("%s: multiple definitions of TestMain", fset.Position(fn.Pos()))
			}
			fs.TestMain = &Func{Name: name, XTest: xtest}
			*named = true
			continue
		case isTest(name, "Test"):
			list, arg = &fs.Tests, "T"
		case isTest(name, "Benchmark"):
			list, arg = &fs.Benchmarks, "B"
		case isTest(name, "Fuzz"):
			list, arg = &fs.FuzzTargets, "F"
		default:
			continue
		}
		if err := checkSignature(fset, fn, arg); err != nil {
			return err
		}
		*list = append(*list, Func{Name: name, XTest: xtest})
		*named = true
	}
	examples := doc.Examples(f)
	slices.SortStableFunc(examples, func(a, b *doc.Example) int { return a.Order - b.Order })
	for _, e := range examples {
		// An example without an output comment is compiled, not run.
		if e.Output == "" && !e.EmptyOutput {
			continue
		}
		fs.Examples = append(fs.Examples, Example{
			Func:      Func{Name: "Example" + e.Name, XTest: xtest},
			Output:    e.Output,
			Unordered: e.Unordered,
		})
		*named = true
	}
	return nil
}

// isTest reports whether name is prefix alone or prefix followed by a
// character that is not a lower-case letter: TestX and Test_x are tests,
// Testify is not.
func isTest(name, prefix string) bool {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return !unicode.IsLower(r)
}

// takesPointerTo reports whether fn takes one parameter of type *arg or
// *pkg.arg and returns nothing. How the file names the testing package is
// not checked, as the go command does not check it.
func takesPointerTo(fn *ast.FuncDecl, arg string) bool {
	t := fn.Type
	if t.Results != nil && len(t.Results.List) > 0 || t.Params == nil ||
		len(t.Params.List) != 1 || len(t.Params.List[0].Names) > 1 {
		return false
	}
	star, ok := t.Params.List[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	switch x := star.X.(type) {
	case *ast.Ident:
		return x.Name == arg
	case *ast.SelectorExpr:
		return x.Sel.Name == arg
	}
	return false
}

// checkSignature returns an error at fn's position when fn is not a
// function of one *testing.arg without type parameters.
func checkSignature(fset *token.FileSet, fn *ast.FuncDecl, arg string) error {
	why := ""
	if !takesPointerTo(fn, arg) {
		why = fmt.Sprintf("must be: func %s(%s *testing.%s)", fn.Name.Name, strings.ToLower(arg), arg)
	}
	if fn.Type.TypeParams.NumFields() > 0 {
		why = "test functions cannot have type parameters"
	}
	if why == "" {
		return nil
	}
	return fmt.Errorf("%s: wrong signature for %s, %s", fset.Position(fn.Pos()), fn.Name.Name, why)
}

// Generate returns the _testmain.go of p's test binary.
func Generate(p Package) ([]byte, error) {
	fs, err := Find(p)
	if err != nil {
		return nil, err
	}
	return fs.Source(p.ImportPath, p.ModulePath), nil
}

// Source returns the _testmain.go that runs fs, for the package at
// importPath in the module at modulePath.
func (fs *Funcs) Source(importPath, modulePath string) []byte {
	var b strings.Builder
	b.WriteString("// Code generated by the queens book's testmain, as 'go test' writes it. DO NOT EDIT.\n\n")
	b.WriteString("package main\n\nimport (\n\t\"os\"\n")
	if fs.TestMain != nil {
		b.WriteString("\t\"reflect\"\n")
	}
	b.WriteString("\t\"testing\"\n\t\"testing/internal/testdeps\"\n")
	if fs.ImportTest || fs.ImportXTest {
		b.WriteString("\n")
	}
	importAs := func(imported, named bool, name, path string) {
		if !imported {
			return
		}
		if !named {
			name = "_"
		}
		fmt.Fprintf(&b, "\t%s %s\n", name, strconv.Quote(path))
	}
	importAs(fs.ImportTest, fs.NeedTest, "_test", importPath)
	importAs(fs.ImportXTest, fs.NeedXTest, "_xtest", importPath+"_test")
	b.WriteString(")\n")

	table := func(name, typ string, funcs []Func) {
		fmt.Fprintf(&b, "\nvar %s = []testing.%s{\n", name, typ)
		for _, f := range funcs {
			fmt.Fprintf(&b, "\t{%s, %s},\n", strconv.Quote(f.Name), f.ref())
		}
		b.WriteString("}\n")
	}
	table("tests", "InternalTest", fs.Tests)
	table("benchmarks", "InternalBenchmark", fs.Benchmarks)
	table("fuzzTargets", "InternalFuzzTarget", fs.FuzzTargets)
	b.WriteString("\nvar examples = []testing.InternalExample{\n")
	for _, e := range fs.Examples {
		fmt.Fprintf(&b, "\t{%s, %s, %s, %t},\n", strconv.Quote(e.Name), e.ref(), strconv.Quote(e.Output), e.Unordered)
	}
	b.WriteString("}\n")

	fmt.Fprintf(&b, "\nfunc init() {\n\ttestdeps.ModulePath = %s\n\ttestdeps.ImportPath = %s\n}\n",
		strconv.Quote(modulePath), strconv.Quote(importPath))
	b.WriteString("\nfunc main() {\n\tm := testing.MainStart(testdeps.TestDeps{}, tests, benchmarks, fuzzTargets, examples)\n")
	if fs.TestMain != nil {
		// testing.M keeps the status TestMain's m.Run left in a field of
		// its own; the go command's main reads it the same way.
		fmt.Fprintf(&b, "\t%s(m)\n", fs.TestMain.ref())
		b.WriteString("\tos.Exit(int(reflect.ValueOf(m).Elem().FieldByName(\"exitCode\").Int()))\n")
	} else {
		b.WriteString("\tos.Exit(m.Run())\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// ref is how the test main names f.
func (f Func) ref() string {
	if f.XTest {
		return "_xtest." + f.Name
	}
	return "_test." + f.Name
}
