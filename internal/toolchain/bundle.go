package toolchain

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// A Config says which package a bundle is for and how to build it.
type Config struct {
	// Dir is the folder go list runs in: the module's root, or any
	// folder of it.
	Dir string
	// Package is the package whose test the bundle builds, as go list
	// takes it: an import path or a relative one such as
	// ./approaches/tuplestate. It must name one package.
	Package string
	// Tags are build tags, such as exercise for the book's exercises.
	Tags []string
	// Program, when not empty, is a main package of the module, as go
	// build takes it (./cmd/stepper): the bundle builds that program in
	// place of Package's test, and Package is the package an edit
	// changes, which the program imports.
	Program string
	// Overlay, as go build's -overlay, replaces files of the module by
	// others: the absolute path of a file as the package has it to the
	// absolute path of the content to read in its place, which may not
	// exist where it is named. An exercise's stub or reference goes in
	// the place of the student's file this way.
	Overlay map[string]string
}

// A Manifest describes a bundle; it is manifest.json in the bundle's
// folder, and every path in it is relative to that folder.
type Manifest struct {
	// GoVersion is the release that made the archives (go1.26.8). The
	// tools that compile against them must be of the same release.
	GoVersion string
	// Module is the path of the package's module, and Lang the language
	// version its go.mod sets, as the compiler's -lang takes it (go1.26).
	Module, Lang string
	// Package is the import path of the package under test, or of the
	// package an edit changes in a program, Name its name, and Dir the
	// folder of its sources in the bundle (its path in the module).
	Package, Name, Dir string
	// Program is the import path of the program the bundle builds, or
	// empty when it builds Package's test.
	Program string `json:",omitempty"`
	// GoFiles are the package's files besides its tests, TestGoFiles its
	// _test.go files of the package itself, and XTestGoFiles those of
	// its external test package, all as paths in the bundle. The test
	// main is written from the last two.
	GoFiles, TestGoFiles, XTestGoFiles []string
	// Units are the packages an edit recompiles, in the order they
	// compile: each after those it imports.
	Units []Unit
	// TestMain is the _testmain.go to write before the last compile, and
	// MainArchive the archive it compiles to; a program's bundle writes
	// no test main, and MainArchive is its main package's archive.
	TestMain, MainArchive string
	// ImportCfg is the file of packagefile lines that maps every import
	// path of the test binary to its archive, for every compile and the
	// link.
	ImportCfg string
	// Archives are the packages compiled when the bundle was made.
	Archives []Archive
	// Binary is the test binary, or the program, that the link writes.
	Binary string
	// Steps turn the sources into the test binary, in order: a compile
	// of each unit, one of the test main, and the link. The page runs
	// them as they are, after writing the test main.
	Steps []Step
	// Testdata lists the files of the package's testdata folder, which
	// its tests may read: the test binary runs in Dir.
	Testdata []string `json:",omitempty"`
}

// A Unit is one package an edit recompiles.
type Unit struct {
	// ImportPath is the package's import path.
	ImportPath string
	// Files are its Go files, as paths in the bundle.
	Files []string
	// Archive is the archive the compile writes.
	Archive string
	// Shipped, in a program's bundle, is the archive of the package as
	// the bundle's maker built it, and Imports the units it imports: a
	// package none of whose imported units changed its export data
	// compiles to what Shipped holds (see [Keep]). The edited package
	// ships its archive too, which its compile is measured against, and
	// names no imports: it is never kept.
	Shipped string   `json:",omitempty"`
	Imports []string `json:",omitempty"`
}

// An Archive is a package compiled when the bundle was made.
type Archive struct {
	// ImportPath is the package's import path and File its archive.
	ImportPath, File string
	// Size is the archive's size in bytes.
	Size int64
}

// ArchiveFiles returns the archives the bundle holds, by their paths in
// it: those it links as they are, then those its units shipped.
func (m *Manifest) ArchiveFiles() []string {
	var files []string
	for _, a := range m.Archives {
		files = append(files, a.File)
	}
	for _, u := range m.Units {
		if u.Shipped != "" {
			files = append(files, u.Shipped)
		}
	}
	return files
}

// ManifestFile is the name of the manifest in a bundle's folder.
const ManifestFile = "manifest.json"

// listed is what go list -json says of a package, as much as a bundle
// needs.
type listed struct {
	ImportPath, Name, Dir, ForTest, Export string
	DepOnly, Standard                      bool
	GoFiles, TestGoFiles, XTestGoFiles     []string
	Imports, Deps                          []string
	CgoFiles, SFiles, EmbedFiles           []string
	Module                                 *struct{ Path, Dir, GoVersion string }
	Error                                  *struct{ Err string }
	DepsErrors                             []*struct{ Err string }
}

// MakeBundle writes into dir the bundle that tests the package c names:
// it asks go list, for js/wasm, for every package of the package's test
// binary and the archive of each (building what the go build cache does
// not hold), copies the archives of the packages an edit leaves alone and
// the sources of those it recompiles, and writes the importcfg and the
// manifest. The package must be of the main module, and every package it
// recompiles plain Go: no cgo, assembly or embedded files.
func MakeBundle(ctx context.Context, c Config, dir string) (*Manifest, error) {
	if c.Program != "" {
		return makeProgramBundle(ctx, c, dir)
	}
	env, err := goEnv(ctx, "GOVERSION")
	if err != nil {
		return nil, err
	}
	pkgs, err := list(ctx, c, c.Package, true)
	if err != nil {
		return nil, err
	}
	p, err := asked(pkgs, c.Package, false)
	if err != nil {
		return nil, err
	}
	b := &bundle{dir: dir, overlay: c.Overlay, module: p.Module.Dir}
	m := &Manifest{
		GoVersion:   env["GOVERSION"],
		Module:      p.Module.Path,
		Lang:        lang(p.Module.GoVersion),
		Package:     p.ImportPath,
		Name:        p.Name,
		TestMain:    "out/_testmain.go",
		MainArchive: "out/_testmain.a",
		ImportCfg:   "importcfg",
		Binary:      "out/" + p.Name + ".test",
	}
	if m.Dir, err = b.rel(p.Dir); err != nil {
		return nil, err
	}
	m.GoFiles, m.TestGoFiles, m.XTestGoFiles = in(m.Dir, p.GoFiles), in(m.Dir, p.TestGoFiles), in(m.Dir, p.XTestGoFiles)
	if err := b.add(m, p, pkgs); err != nil {
		return nil, err
	}
	if m.Testdata, err = b.testdata(p.Dir); err != nil {
		return nil, err
	}
	m.Steps = m.plan()
	if err := b.write(m); err != nil {
		return nil, err
	}
	return m, nil
}

// add adds to m the packages of p's test: a unit for each that an edit
// recompiles, an archive for every other.
func (b *bundle) add(m *Manifest, p *listed, pkgs []*listed) error {
	testSuffix := " [" + p.ImportPath + ".test]"
	// A package with no _test.go files of its own has no variant for its
	// test: the test links the package itself, and an edit recompiles it.
	variant := slices.ContainsFunc(pkgs, func(q *listed) bool { return q.ImportPath == p.ImportPath+testSuffix })
	for _, q := range pkgs {
		switch {
		case q.ImportPath == "unsafe", q == p && variant, q.ImportPath == p.ImportPath+".test":
			// unsafe has no archive; the package itself is linked as its
			// test variant; the test main is written anew.
		case q.ForTest == p.ImportPath || q == p:
			u, err := b.unit(q, strings.TrimSuffix(q.ImportPath, testSuffix))
			if err != nil {
				return err
			}
			m.Units = append(m.Units, *u)
		default:
			a, err := b.archive(q)
			if err != nil {
				return err
			}
			m.Archives = append(m.Archives, *a)
		}
	}
	return nil
}

// asked returns the package go list was asked for with pattern, not a
// dependency or a variant for a test: the package under test, or a
// program's main package when main is true (a test main is one too).
func asked(pkgs []*listed, pattern string, main bool) (*listed, error) {
	var p *listed
	for _, q := range pkgs {
		if !q.DepOnly && q.ForTest == "" && (q.Name == "main") == main {
			if p != nil {
				return nil, fmt.Errorf("%s names more than one package: %s and %s", pattern, p.ImportPath, q.ImportPath)
			}
			p = q
		}
	}
	if p == nil {
		return nil, fmt.Errorf("go list names no package for %s", pattern)
	}
	if p.Module == nil || p.Module.GoVersion == "" {
		return nil, fmt.Errorf("%s is in no module with a go version", p.ImportPath)
	}
	return p, nil
}

// list runs go list -export -deps -json for js/wasm on pattern, with
// -test when test is true, with the tags and overlay of c.
func list(ctx context.Context, c Config, pattern string, test bool) ([]*listed, error) {
	// -trimpath, as BuildTools builds the tools: the packages both need,
	// from runtime up, are then the same builds, made once.
	args := []string{"list", "-trimpath", "-export", "-deps", "-json"}
	if test {
		args = append(args, "-test")
	}
	if len(c.Tags) > 0 {
		args = append(args, "-tags", strings.Join(c.Tags, ","))
	}
	if len(c.Overlay) > 0 {
		f, err := os.CreateTemp("", "overlay-*.json")
		if err != nil {
			return nil, err
		}
		defer os.Remove(f.Name())
		err = json.NewEncoder(f).Encode(struct{ Replace map[string]string }{c.Overlay})
		if err := errors.Join(err, f.Close()); err != nil {
			return nil, err
		}
		args = append(args, "-overlay", f.Name())
	}
	cmd := exec.CommandContext(ctx, "go", append(args, pattern)...)
	cmd.Dir = c.Dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s for js/wasm: %v\n%s", pattern, err, stderr.Bytes())
	}
	var pkgs []*listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		q := new(listed)
		if err := dec.Decode(q); errors.Is(err, io.EOF) {
			return pkgs, nil
		} else if err != nil {
			return nil, err
		}
		if q.Error != nil {
			return nil, fmt.Errorf("%s: %s", q.ImportPath, q.Error.Err)
		}
		for _, e := range q.DepsErrors {
			return nil, fmt.Errorf("%s: %s", q.ImportPath, e.Err)
		}
		pkgs = append(pkgs, q)
	}
}

// in returns the paths of the files in the folder dir.
func in(dir string, files []string) []string {
	var paths []string
	for _, name := range files {
		paths = append(paths, path.Join(dir, name))
	}
	return paths
}

// lang returns the -lang of a go.mod's go version, its major and minor
// release: go1.26 for 1.26.0, go1.21 for 1.21rc1.
func lang(v string) string {
	major, minor, _ := strings.Cut(v, ".")
	if end := strings.IndexFunc(minor, func(r rune) bool { return r < '0' || r > '9' }); end >= 0 {
		minor = minor[:end]
	}
	if minor == "" {
		return "go" + major
	}
	return "go" + major + "." + minor
}

// bundle is a bundle being written.
type bundle struct {
	// dir is the bundle's folder and module the module's root.
	dir, module string
	overlay     map[string]string
}

// rel returns the path in the bundle of the module's folder or file at
// the absolute path abs.
func (b *bundle) rel(abs string) (string, error) {
	r, err := filepath.Rel(b.module, abs)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("%s is outside the module at %s", abs, b.module)
	}
	return filepath.ToSlash(r), nil
}

// unit copies the sources of q, a package the test recompiles, and
// returns it as a unit of import path importPath.
func (b *bundle) unit(q *listed, importPath string) (*Unit, error) {
	if len(q.CgoFiles)+len(q.SFiles)+len(q.EmbedFiles) > 0 {
		return nil, fmt.Errorf("%s has cgo, assembly or embedded files, which the page cannot compile", importPath)
	}
	u := &Unit{ImportPath: importPath, Archive: "out/" + strings.ReplaceAll(importPath, "/", "_") + ".a"}
	for _, name := range q.GoFiles {
		abs := filepath.Join(q.Dir, name)
		rel, err := b.rel(abs)
		if err != nil {
			return nil, err
		}
		if from, ok := b.overlay[abs]; ok {
			abs = from
		}
		if err := b.copy(abs, rel); err != nil {
			return nil, err
		}
		u.Files = append(u.Files, rel)
	}
	return u, nil
}

// archive copies the archive of q, which the test links as it is. Its
// name in the bundle holds a hash of its content, so that the bundles of
// a site can share one copy of each archive and a browser can keep it
// for good: the same package built the same way is the same file.
func (b *bundle) archive(q *listed) (*Archive, error) {
	if q.Export == "" {
		return nil, fmt.Errorf("go list gives no archive of %s", q.ImportPath)
	}
	data, err := os.ReadFile(q.Export)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	a := &Archive{
		ImportPath: q.ImportPath,
		File:       fmt.Sprintf("pkg/%s-%x.a", path.Base(q.ImportPath), sum[:8]),
		Size:       int64(len(data)),
	}
	return a, b.write1(a.File, data)
}

// testdata copies the files of the testdata folder in dir, if there is
// one, and returns their paths in the bundle.
func (b *bundle) testdata(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(filepath.Join(dir, "testdata"), func(abs string, d os.DirEntry, err error) error {
		if errors.Is(err, os.ErrNotExist) {
			return filepath.SkipAll
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := b.rel(abs)
		if err == nil {
			err = b.copy(abs, rel)
		}
		files = append(files, rel)
		return err
	})
	return files, err
}

// copy copies the file at the absolute path from to the path rel in the
// bundle.
func (b *bundle) copy(from, rel string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return b.write1(rel, data)
}

// write1 writes data to the path rel in the bundle.
func (b *bundle) write1(rel string, data []byte) error {
	to := filepath.Join(b.dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// write writes m's importcfg, m, and the folder out the steps write in.
func (b *bundle) write(m *Manifest) error {
	if err := os.MkdirAll(filepath.Join(b.dir, "out"), 0o755); err != nil {
		return err
	}
	cfg := []string{"# import config"}
	for _, a := range m.Archives {
		cfg = append(cfg, "packagefile "+a.ImportPath+"="+a.File)
	}
	for _, u := range m.Units {
		cfg = append(cfg, "packagefile "+u.ImportPath+"="+u.Archive)
	}
	slices.Sort(cfg[1:])
	if err := os.WriteFile(filepath.Join(b.dir, m.ImportCfg), []byte(strings.Join(cfg, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	data, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(b.dir, ManifestFile), append(data, '\n'), 0o644)
}

// ReadManifest reads the manifest of the bundle in dir.
func ReadManifest(dir string) (*Manifest, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, err
	}
	m := new(Manifest)
	if err := json.Unmarshal(data, m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestFile), err)
	}
	return m, nil
}
