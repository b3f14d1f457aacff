package toolchain

import (
	"regexp"
	"strconv"
)

// The tools a [Step] runs, and test2json, which reads what the test
// binary says.
const (
	ToolTestMain = "testmain"
	ToolCompile  = "compile"
	ToolLink     = "link"
	ToolTestJSON = "test2json"
)

// A Step is one run of the compiler or the linker.
type Step struct {
	// Name says what the step makes, for timings and messages:
	// testmain, the import path of the package it compiles,
	// _testmain.go, or link.
	Name string
	// Tool is [ToolTestMain], [ToolCompile] or [ToolLink], and Args its arguments,
	// with paths relative to the bundle's folder.
	Tool string
	Args []string
}

// plan returns what turns the bundle's sources into its test binary, in
// order: the test main written from the test files, a compile of each
// unit, one of the test main, and the link; for a program, a compile of
// each unit, the main package last, and the link. The arguments are those the
// go command gives for a test of js/wasm, less the build IDs; -c=1
// because a js/wasm program has one thread.
func (m *Manifest) plan() []Step {
	compile := func(name, importPath, archive string, files ...string) Step {
		args := []string{"-o", archive, "-p", importPath, "-lang=" + m.Lang, "-complete",
			"-dwarf=false", "-goversion", m.GoVersion, "-c=1", "-nolocalimports",
			"-importcfg", m.ImportCfg, "-pack"}
		return Step{Name: name, Tool: ToolCompile, Args: append(args, files...)}
	}
	if m.Program != "" {
		var steps []Step
		for _, u := range m.Units {
			steps = append(steps, compile(u.ImportPath, u.ImportPath, u.Archive, u.Files...))
		}
		return append(steps, Step{Name: "link", Tool: ToolLink, Args: []string{
			"-o", m.Binary, "-importcfg", m.ImportCfg, "-buildmode=exe", m.MainArchive}})
	}
	steps := []Step{{Name: "testmain", Tool: ToolTestMain, Args: []string{ManifestFile}}}
	for _, u := range m.Units {
		steps = append(steps, compile(u.ImportPath, u.ImportPath, u.Archive, u.Files...))
	}
	steps = append(steps, compile("_testmain.go", "main", m.MainArchive, m.TestMain))
	return append(steps, Step{Name: "link", Tool: ToolLink, Args: []string{
		"-o", m.Binary, "-importcfg", m.ImportCfg, "-buildmode=exe",
		"-X", "testing.testBinary=1", m.MainArchive}})
}

// A Diagnostic is one message of the compiler about a place in a file.
type Diagnostic struct {
	// File is the file's path as the compile was given it, Line and Col
	// the place (Col 0 when the message gives none).
	File      string
	Line, Col int
	// Msg is the message.
	Msg string
}

// diagnostic matches a line of the compiler's output that names a place.
var diagnostic = regexp.MustCompile(`(?m)^([^\s:][^:\n]*\.go):(\d+)(?::(\d+))?: (.*)$`)

// Diagnostics returns the messages in a compiler's output that name a
// place in a file, in the order it wrote them.
func Diagnostics(out []byte) []Diagnostic {
	var ds []Diagnostic
	for _, m := range diagnostic.FindAllSubmatch(out, -1) {
		line, _ := strconv.Atoi(string(m[2]))
		col, _ := strconv.Atoi(string(m[3]))
		ds = append(ds, Diagnostic{File: string(m[1]), Line: line, Col: col, Msg: string(m[4])})
	}
	return ds
}
