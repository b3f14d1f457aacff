package site

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/queensbook/queens/internal/diskcache"
	"github.com/queensbook/queens/internal/exercise"
	"github.com/queensbook/queens/internal/toolchain"
)

// The files of the edits a reader builds in the browser: the page reads
// edit.json on the first Run of an edit, to say what it fetches and how
// large, then fetches into a worker of its own (edit-worker.js) the Go
// compiler and linker built for js/wasm, and the bundle of the edited
// package (see [toolchain.MakeBundle]). Everything of it lives under
// edit/:
//
//	edit/tools/NAME.wasm        testmain, compile and link
//	edit/pkg/NAME-HASH.a        the archives, shared by every bundle
//	edit/src/DIR/FILE.go        the sources of the units, and their testdata
//	edit/DIR/manifest.json      each package's manifest, and its importcfg
const (
	editFolder   = "edit"
	editManifest = "edit.json"
	editWorker   = "edit-worker.js"
)

// The time limits of an edit in the browser. A build gets three minutes:
// a cold page on a slow machine compiles and links for half a minute or
// more. A test run gets what a cell gets.
const (
	editBuildLimit = 3 * time.Minute
	editRunLimit   = cellTimeLimit
)

// Edits are what the page needs to build and test a reader's edit of
// each package the book shows code of, or, when they could not be made,
// why not.
type Edits struct {
	// Missing says why there are no Edits, in a sentence for the reader.
	Missing string
	// GoVersion is the release of the tools and the archives.
	GoVersion string
	info      editInfo
	files     map[string][]byte // by path in the site, with their gzipped copies
}

// editInfo is edit.json, what the page knows of the edits before it
// fetches them.
type editInfo struct {
	// Missing says why the site builds no edits; the rest is empty.
	Missing string `json:"missing,omitempty"`
	// GoVersion is the release of the tools and the archives.
	GoVersion string `json:"goVersion,omitempty"`
	// Tools are the programs of a build, by [toolchain.Step.Tool].
	Tools map[string]editFile `json:"tools,omitempty"`
	// Packages are the manifests of the bundles, by package folder
	// (approaches/tuplestate), each with what its archives weigh, and
	// Unbuilt says, by package folder, why a package has none: its test
	// needs what js/wasm lacks (counting/bitcount's measures the
	// process's memory with getrusage).
	Packages map[string]editPackage `json:"packages,omitempty"`
	Unbuilt  map[string]string      `json:"unbuilt,omitempty"`
	// Steppers are the bundles that build the stepper's search with an
	// edit of an approach, by the approach's package folder.
	Steppers map[string]editPackage `json:"steppers,omitempty"`
	// Cells are the bundles that build the cells' queens (cmd/cells)
	// with an edit of a package it imports, to rerun a chapter's cells
	// with the edit, by package folder.
	Cells map[string]editPackage `json:"cells,omitempty"`
	// Exercises are the classroom exercises, by slug, each with its
	// package folder, whose bundle holds its stub in the place of the
	// student's file, that file, and its hints.
	Exercises map[string]editExercise `json:"exercises,omitempty"`
	// BuildLimit and RunLimit are how long, in seconds, the build of an
	// edit and the run of its test binary may take before the page ends
	// the worker and says so.
	BuildLimit int `json:"buildLimit,omitempty"`
	RunLimit   int `json:"runLimit,omitempty"`
}

// editFile is one large file the page fetches: its path in the site, its
// size, the size of its gzipped copy, and a hash of its content, which
// names this build of it in the page's cache.
type editFile struct {
	File    string `json:"file"`
	Bytes   int    `json:"bytes"`
	Gzipped int    `json:"gzipped"`
	Hash    string `json:"hash"`
}

// editPackage is one package's bundle: its manifest's path in the site,
// and the sum of its archives' sizes and of their gzipped copies'. A
// program's bundle says too what its archives add, gzipped, to those of
// the package's own bundle, which a reader who edits has fetched.
type editPackage struct {
	Manifest string `json:"manifest"`
	Bytes    int    `json:"bytes"`
	Gzipped  int    `json:"gzipped"`
	More     int    `json:"more,omitempty"`
	archives []editFile
}

// editExercise is an exercise as the page checks it in the browser.
type editExercise struct {
	Package string          `json:"package"`
	File    string          `json:"file"`
	Hints   []exercise.Hint `json:"hints"`
	// Solution is the book's solution, which the page offers once the
	// reader has checked a file of their own.
	Solution string `json:"solution"`
}

// madeEdits holds the edits made from each module folder for each set
// of packages, so that a process makes them once.
var madeEdits sync.Map // string -> func() *Edits

// CompileEdits makes the edits of the packages (folders of the module in
// moduleDir, such as approaches/tuplestate) with the go command on the
// PATH: the tools, with [toolchain.BuildTools], and a bundle of each
// package, with [toolchain.MakeBundle], and of each classroom exercise,
// whose stub stands in the student's file. It makes them once per process,
// folder and packages, and keeps them on disk for the next process (see
// cachedEdits); when ctx is done first, the next call makes them again.
// When there is no go command, or a build fails, the Edits say why.
func CompileEdits(ctx context.Context, moduleDir string, packages []string) *Edits {
	key := moduleDir + "\x00" + strings.Join(packages, "\x00")
	f, _ := madeEdits.LoadOrStore(key, sync.OnceValue(func() *Edits { return cachedEdits(ctx, moduleDir, packages) }))
	e := f.(func() *Edits)()
	if ctx.Err() != nil {
		madeEdits.Delete(key)
	}
	return e
}

// editsEntry names the file of edit.json in an entry of the disk cache;
// the site's files of the edits are the rest of the entry.
const editsEntry = "edit.json"

// cachedEdits is compileEdits through a disk cache (internal/diskcache),
// as the go command keeps its builds: under a key of the go command's
// release, root and settings, the packages, and every file of the
// module, so that queens site run again, or the second of go test's
// binaries that builds the site, finds what the first made; the second
// waits for the first meanwhile. Without a cache it makes them.
func cachedEdits(ctx context.Context, moduleDir string, packages []string) *Edits {
	cache, key, err := editsCache(ctx, moduleDir, packages)
	if err != nil {
		return compileEdits(ctx, moduleDir, packages)
	}
	unlock, err := cache.Lock(ctx, key)
	if err != nil {
		return compileEdits(ctx, moduleDir, packages)
	}
	defer unlock()
	if files, ok := cache.Get(key); ok {
		e := &Edits{files: files}
		if json.Unmarshal(files[editsEntry], &e.info) == nil && e.info.GoVersion != "" {
			delete(files, editsEntry)
			e.GoVersion = e.info.GoVersion
			return e
		}
	}
	e := compileEdits(ctx, moduleDir, packages)
	if e.Missing == "" {
		info, err := json.Marshal(e.info)
		if err == nil {
			entry := maps.Clone(e.files)
			entry[editsEntry] = info
			cache.Put(key, entry) // a failed write costs the next process a build, nothing more
		}
	}
	return e
}

// editsCache opens the disk cache of the edits, and returns the key of
// those of the packages in moduleDir with the go command of the PATH.
func editsCache(ctx context.Context, moduleDir string, packages []string) (*diskcache.Cache, string, error) {
	cache, err := diskcache.Open("edits", 2)
	if err != nil {
		return nil, "", err
	}
	env, err := exec.CommandContext(ctx, "go", "env", "GOVERSION", "GOROOT", "GOFLAGS", "GOEXPERIMENT").Output()
	if err != nil {
		return nil, "", err
	}
	key, err := diskcache.Key(append([]string{"edits 1", string(env)}, packages...), moduleDir, ".git", "node_modules")
	return cache, key, err
}

// compileEdits is CompileEdits without the caches.
func compileEdits(ctx context.Context, moduleDir string, packages []string) *Edits {
	missing := func(format string, args ...any) *Edits {
		return &Edits{Missing: fmt.Sprintf("the Go compiler for the browser could not be built: "+format, args...)}
	}
	tmp, err := os.MkdirTemp("", "queens-edits-")
	if err != nil {
		return missing("%v", err)
	}
	defer os.RemoveAll(tmp)
	tools, err := toolchain.BuildTools(ctx, moduleDir, filepath.Join(tmp, "tools"))
	if err != nil {
		return missing("%v", firstLine(err))
	}
	e := &Edits{GoVersion: tools.GoVersion, files: map[string][]byte{}}
	e.info = editInfo{GoVersion: tools.GoVersion, Tools: map[string]editFile{}, Packages: map[string]editPackage{}, Unbuilt: map[string]string{}, Exercises: map[string]editExercise{},
		BuildLimit: int(editBuildLimit / time.Second), RunLimit: int(editRunLimit / time.Second)}
	for tool, file := range map[string]string{toolchain.ToolTestMain: toolchain.TestMainFile, toolchain.ToolCompile: toolchain.CompileFile, toolchain.ToolLink: toolchain.LinkFile, toolchain.ToolTestJSON: toolchain.TestJSONFile} {
		f, err := e.add(path.Join(editFolder, "tools", file), filepath.Join(tmp, "tools", file))
		if err != nil {
			return missing("%v", err)
		}
		e.info.Tools[tool] = f
	}
	configs := map[string]toolchain.Config{}
	for _, pkg := range packages {
		configs[pkg] = toolchain.Config{Dir: moduleDir, Package: "./" + pkg}
	}
	for _, ex := range exercise.All {
		configs[ex.Dir()] = toolchain.Config{Dir: moduleDir, Package: "./" + ex.Dir(), Tags: []string{"exercise"},
			Overlay: map[string]string{exercise.Local(moduleDir, ex.File()): exercise.Local(moduleDir, ex.Stub())}}
		hints, err := exercise.ReadHints(moduleDir, ex)
		if err != nil {
			return missing("%v", err)
		}
		solution, err := os.ReadFile(exercise.Local(moduleDir, ex.Reference()))
		if err != nil {
			return missing("the solution of %s: %v", ex.Slug, err)
		}
		e.info.Exercises[ex.Slug] = editExercise{Package: ex.Dir(), File: ex.File(), Hints: hints, Solution: string(solution)}
	}
	for _, pkg := range slices.Sorted(maps.Keys(configs)) {
		dir := filepath.Join(tmp, "bundle", filepath.FromSlash(pkg))
		m, err := toolchain.MakeBundle(ctx, configs[pkg], dir)
		if ctx.Err() != nil {
			return missing("%v", ctx.Err())
		}
		if err != nil {
			e.info.Unbuilt[pkg] = "its test does not build for WebAssembly: " + compilerLine(err)
			continue
		}
		if e.info.Packages[pkg], err = e.addBundle(pkg, dir, m); err != nil {
			return missing("the bundle of %s: %v", pkg, err)
		}
	}
	if err := e.addPrograms(ctx, moduleDir, packages, tmp); err != nil {
		return missing("%v", err)
	}
	return e
}

// The programs a reader's edit rebuilds in the browser, each with a
// bundle an edited package it imports: the stepper's search, for
// "Step my edited ..." (approaches only), and the cells' queens, which
// reruns the chapter's cells with the edit.
var editPrograms = []struct {
	kind, program string
	approaches    bool
	// in is where edit.json lists the program's bundles.
	in func(*editInfo) *map[string]editPackage
}{
	{"steppers", "./cmd/stepper", true, func(i *editInfo) *map[string]editPackage { return &i.Steppers }},
	{"cells", "./cmd/cells", false, func(i *editInfo) *map[string]editPackage { return &i.Cells }},
}

// addPrograms adds, for each program of editPrograms, the bundles that
// build it with an edit of each package of packages that it imports.
func (e *Edits) addPrograms(ctx context.Context, moduleDir string, packages []string, tmp string) error {
	for _, prog := range editPrograms {
		bundles := map[string]editPackage{}
		for _, pkg := range packages {
			if prog.approaches && !strings.HasPrefix(pkg, "approaches/") {
				continue
			}
			dir := filepath.Join(tmp, prog.kind, filepath.FromSlash(pkg))
			m, err := toolchain.MakeBundle(ctx, toolchain.Config{Dir: moduleDir, Package: "./" + pkg, Program: prog.program}, dir)
			if errors.Is(err, toolchain.ErrNotImported) {
				continue // the program does not run this package
			}
			if err != nil {
				return fmt.Errorf("the %s bundle of %s: %v", prog.kind, pkg, firstLine(err))
			}
			b, err := e.addBundle(path.Join(prog.kind, pkg), dir, m)
			if err != nil {
				return err
			}
			for _, f := range b.archives {
				if !slices.Contains(e.info.Packages[pkg].archives, f) {
					b.More += f.Gzipped
				}
			}
			bundles[pkg] = b
		}
		*prog.in(&e.info) = bundles
	}
	return nil
}

// addBundle adds the bundle of pkg, written into dir, to the edits: the
// archives it holds, its sources and testdata, its manifest and its
// importcfg.
func (e *Edits) addBundle(pkg, dir string, m *toolchain.Manifest) (editPackage, error) {
	p := editPackage{Manifest: path.Join(editFolder, pkg, toolchain.ManifestFile)}
	for _, file := range m.ArchiveFiles() {
		f, err := e.add(path.Join(editFolder, file), filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			return p, err
		}
		p.Bytes, p.Gzipped = p.Bytes+f.Bytes, p.Gzipped+f.Gzipped
		p.archives = append(p.archives, f)
	}
	sources := slices.Concat(m.TestGoFiles, m.XTestGoFiles, m.Testdata)
	for _, u := range m.Units {
		sources = append(sources, u.Files...)
	}
	for _, name := range sources {
		if _, err := e.add(path.Join(editFolder, "src", name), filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			return p, err
		}
	}
	for _, name := range []string{toolchain.ManifestFile, m.ImportCfg} {
		if _, err := e.add(path.Join(editFolder, pkg, name), filepath.Join(dir, name)); err != nil {
			return p, err
		}
	}
	return p, nil
}

// add reads the file at from into the edits, at name in the site, with
// its gzipped copy when it is large, and says what it weighs.
func (e *Edits) add(name, from string) (editFile, error) {
	data, err := os.ReadFile(from)
	if err != nil {
		return editFile{}, err
	}
	sum := sha256.Sum256(data)
	f := editFile{File: name, Bytes: len(data), Gzipped: len(data), Hash: fmt.Sprintf("%x", sum[:8])}
	if _, ok := e.files[name]; !ok {
		e.files[name] = data
		if copy, ok := compressedCopy(name, data, gzipBest); ok {
			e.files[name+precompressed] = copy
		}
	}
	if copy, ok := e.files[name+precompressed]; ok {
		f.Gzipped = len(copy)
	}
	return f, nil
}

// firstLine returns the first line of err's message: a failed build's
// error holds all the go command said.
func firstLine(err error) string {
	first, _, _ := strings.Cut(err.Error(), "\n")
	return first
}

// compilerLine returns the first line of err that names a place in a Go
// file, where the compiler says what is wrong, or its first line.
func compilerLine(err error) string {
	for line := range strings.SplitSeq(err.Error(), "\n") {
		if strings.Contains(line, ".go:") {
			return strings.TrimSpace(line)
		}
	}
	return firstLine(err)
}

// AddEdits adds the edits e to the site, with edit.json, which says what
// the page fetches to build an edit, or, when e is missing, why it
// cannot.
func (s *Site) AddEdits(e *Edits) error {
	worker, err := assets.ReadFile("assets/" + editWorker)
	if err != nil {
		return err
	}
	info := e.info
	if e.Missing != "" {
		info = editInfo{Missing: e.Missing}
	}
	for name, data := range e.files {
		s.files[name] = data
	}
	manifest, err := json.MarshalIndent(info, "", "  ")
	s.files[editManifest], s.files[editWorker] = append(manifest, '\n'), worker
	return err
}

// codeBlock finds the package of each block of Go code in a page.
var codeBlock = regexp.MustCompile(`<figure class="code" data-lang="go" data-package="([^"]+)"`)

// CodePackages returns the folders of the packages whose code the site's
// pages show in blocks a reader can edit, sorted.
func (s *Site) CodePackages() []string {
	var pkgs []string
	for name, data := range s.files {
		if path.Ext(name) != ".html" {
			continue
		}
		for _, m := range codeBlock.FindAllSubmatch(data, -1) {
			if pkg := string(m[1]); !slices.Contains(pkgs, pkg) {
				pkgs = append(pkgs, pkg)
			}
		}
	}
	slices.Sort(pkgs)
	return pkgs
}
