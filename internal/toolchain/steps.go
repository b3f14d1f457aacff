package toolchain

import (
	"regexp"
	"slices"
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

// BuildFolder stands in a step's arguments for the absolute path of the
// folder the steps run in, which only the one who runs them knows (the
// page builds in /build): it replaces each BuildFolder with that path.
const BuildFolder = "$BUILD"

// A Step is one run of the compiler or the linker.
type Step struct {
	// Name says what the step makes, for timings and messages:
	// testmain, the import path of the package it compiles,
	// _testmain.go, or link.
	Name string
	// Tool is [ToolTestMain], [ToolCompile] or [ToolLink], and Args its arguments,
	// with paths relative to the bundle's folder.
	Tool string
	Args []string // with [BuildFolder] where a path must be absolute
	// Keep, on the compile of a package that imports the edited one in a
	// program, says when the page may skip it.
	Keep *Keep `json:",omitempty"`
}

// Keep lets the page skip the compile of a package whose imports an edit
// left as they were. A compile's output depends on its sources and the
// export data of what it imports, nothing more; so when every unit the
// package imports compiled to the export data of its shipped archive
// (the edit changed a function's body, not what importers see of it),
// the package compiles to its own shipped archive, and the page copies
// that in place of the compile. An edit of Conflict recompiles
// tuplestate and the catalog that imports it, and keeps the rest of the
// command line as it was built. Were the page to keep a package wrongly,
// the linker would refuse the program: an archive records the
// fingerprint of each export data it compiled against.
type Keep struct {
	// Shipped is the archive the compile would write again, and Archive
	// where the compile writes.
	Shipped, Archive string
	// Imports are the units the package imports, each the archive its
	// compile wrote and the one it shipped.
	Imports []Built
}

// Built is a unit's archive as compiled in the page and as shipped.
type Built struct {
	Archive, Shipped string
}

// plan returns what turns the bundle's sources into its test binary, in
// order: the test main written from the test files, a compile of each
// unit, one of the test main, and the link; for a program, a compile of
// each unit, the main package last, each but the edited package's with
// its Keep, and the link. The arguments are those the
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
			// The sources' paths in the export data are then those the
			// go command writes with -trimpath, so that a package an
			// edit leaves alone compiles to what it shipped.
			files := append([]string{"-trimpath", BuildFolder + "=>" + m.Module}, u.Files...)
			s := compile(u.ImportPath, u.ImportPath, u.Archive, files...)
			if u.ImportPath != m.Package {
				s.Keep = m.keep(u)
			}
			steps = append(steps, s)
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

// keep returns the Keep of the compile of u, a unit of a program.
func (m *Manifest) keep(u Unit) *Keep {
	k := &Keep{Shipped: u.Shipped, Archive: u.Archive}
	for _, v := range m.Units {
		if slices.Contains(u.Imports, v.ImportPath) {
			k.Imports = append(k.Imports, Built{Archive: v.Archive, Shipped: v.Shipped})
		}
	}
	return k
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
