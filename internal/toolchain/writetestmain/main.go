// Command writetestmain writes the _testmain.go of a bundle's package
// (see [github.com/queensbook/queens/internal/toolchain]) from its test
// files as they are on disk, edits and all. It is the first step of a
// test build in the page: built for js/wasm, it runs on the page's file
// system in memory like the compiler and the linker after it.
//
// Usage:
//
//	writetestmain manifest.json
//
// It reads the manifest, then the package's test files at the paths the
// manifest gives, relative to the working directory, and writes the test
// main where the manifest's TestMain says. A test file that does not
// parse, a second TestMain and a test function of the wrong signature
// are errors, one a line with the file and line, and exit status 1.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/queensbook/queens/internal/toolchain/testmain"
)

// manifest is as much of the bundle's manifest as the test main needs.
type manifest struct {
	Module, Package, TestMain          string
	GoFiles, TestGoFiles, XTestGoFiles []string
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: writetestmain manifest.json")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// write writes the test main of the bundle whose manifest is at name.
func write(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	p := testmain.Package{ImportPath: m.Package, ModulePath: m.Module, HasGoFiles: len(m.GoFiles) > 0}
	if p.TestFiles, err = read(m.TestGoFiles); err != nil {
		return err
	}
	if p.XTestFiles, err = read(m.XTestGoFiles); err != nil {
		return err
	}
	src, err := testmain.Generate(p)
	if err != nil {
		return err
	}
	return os.WriteFile(m.TestMain, src, 0o644)
}

// read reads the files at the paths.
func read(paths []string) ([]testmain.File, error) {
	var files []testmain.File
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		files = append(files, testmain.File{Name: path, Src: src})
	}
	return files, nil
}
