package exercise

import (
	"bytes"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The module of a handout. Its path lies under the book's, because the
// exercises' tests import the book's internal package exercisetest, and
// the go command lets only code under github.com/queensbook/queens
// import what is internal to it.
const (
	// Module is the book's module, which a handout requires.
	Module = "github.com/queensbook/queens"
	// HandoutModule is the module path of a handout.
	HandoutModule = Module + "/classroom"
	// moduleVersion is the version a handout requires: the book is not
	// published, so the version is a placeholder and the code comes from
	// the handout's vendor folder.
	moduleVersion = "v0.0.0-00010101000000-000000000000"
)

// Handout writes into dir, which must be empty or missing, a student's
// starting repository made from the source tree at root: every exercise
// with its instructions, tests, given code, stub and hints, and the
// student's file written from the stub, but no reference solution.
//
// The handout is a module of its own that requires the book's. The book
// is not published, and a class template must build on any student's
// computer, offline too, so the handout carries the packages of the book
// its tests and the reference solutions import, as the go command's
// vendor folder: vendor/modules.txt names them, and go test ./... builds
// them from vendor/ without a download. The tests lose their build
// constraint, so go test ./... runs them: it fails on the stubs and
// passes once each student's file holds a solution.
func Handout(root, dir string) error {
	if err := emptyOrMissing(dir); err != nil {
		return err
	}
	goVersion, err := moduleGoVersion(root)
	if err != nil {
		return err
	}
	pkgs, err := bookPackages(root)
	if err != nil {
		return err
	}
	files := map[string][]byte{
		"go.mod":             goMod(goVersion),
		"README.md":          []byte(handoutReadme()),
		".gitignore":         []byte("# What 'queens exercise reset' keeps of a student's file.\n*.go.bak\n"),
		"vendor/modules.txt": modulesTxt(goVersion, pkgs),
		ClassroomWorkflow:    []byte(classroomWorkflow()),
	}
	for _, pkg := range pkgs {
		if err := vendorPackage(root, pkg, files); err != nil {
			return err
		}
	}
	if err := handoutBook(root, files); err != nil {
		return err
	}
	if err := bookLinksInHandout(root, files); err != nil {
		return err
	}
	if err := handoutLicences(root, files); err != nil {
		return err
	}
	for _, e := range All {
		if err := handoutExercise(root, e, files); err != nil {
			return err
		}
		readme := e.Instructions()
		linked, err := linkToBook(root, files["book.md"], files[readme])
		if err != nil {
			return fmt.Errorf("%s: %w", readme, err)
		}
		files[readme] = linked
	}
	return writeFiles(dir, files)
}

// handoutBook adds book.md to files, with the pictures and the measured
// charts it shows, so that the exercises' links to their chapters lead
// somewhere and the book reads on a code-hosting site.
func handoutBook(root string, files map[string][]byte) error {
	data, err := os.ReadFile(filepath.Join(root, "book.md"))
	if err != nil {
		return err
	}
	files["book.md"] = data
	for _, pattern := range []string{"chapters/pictures/*.svg", "chapters/measured/*"} {
		names, err := filepath.Glob(Local(root, pattern))
		if err != nil {
			return err
		}
		for _, name := range names {
			if info, err := os.Stat(name); err == nil && info.IsDir() {
				continue // the records of the race's parts, which the book does not show
			}
			data, err := os.ReadFile(name)
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(root, name)
			if err != nil {
				return err
			}
			files[filepath.ToSlash(rel)] = data
		}
	}
	return nil
}

// licences are the files at the root of the book that say under which
// licence its code (LICENSE, BSD 3-Clause) and its prose (LICENSE-prose,
// CC BY 4.0) are; a handout carries them as they are, since it holds
// both.
var licences = []string{"LICENSE", "LICENSE-prose"}

// handoutLicences adds the book's licences to files.
func handoutLicences(root string, files map[string][]byte) error {
	for _, name := range licences {
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			return err
		}
		files[name] = data
	}
	return nil
}

// bookLink matches a link of book.md: an image's mark, its text, its
// target and the target's anchor.
var bookLink = regexp.MustCompile(`(!?)\[([^\]]*)\]\(([^)\s#]*)(#[^)\s]*)?\)`)

// bookLinksInHandout makes every link of the handout's book.md to a file
// of the module lead to a file of the handout: to the vendored copy of a
// package's file; to a copy of a page of prose whose own links lead
// inside the handout (answers.md); and, for the rest (the counting
// engine, the golden tests, the exercises' list for the book's
// maintainers), to nothing: the link's text stays, naming the file.
// Links to the web stay as they are.
func bookLinksInHandout(root string, files map[string][]byte) error {
	var err error
	files["book.md"] = bookLink.ReplaceAllFunc(files["book.md"], func(link []byte) []byte {
		m := bookLink.FindSubmatch(link)
		target := string(m[3])
		if target == "" || strings.Contains(target, ":") || files[target] != nil {
			return link
		}
		if vendored := path.Join("vendor", Module, target); files[vendored] != nil {
			return []byte(fmt.Sprintf("%s[%s](%s%s)", m[1], m[2], vendored, m[4]))
		}
		if path.Ext(target) != ".go" {
			data, readErr := os.ReadFile(filepath.Join(root, filepath.FromSlash(target)))
			if readErr != nil {
				err = errors.Join(err, fmt.Errorf("book.md links to %s: %w", target, readErr))
			} else if leadsInside(data, path.Dir(target), files) {
				files[target] = data
				return link
			}
		}
		return m[2]
	})
	return err
}

// leadsInside reports whether every link of the page data, in the folder
// dir, to a file leads to one of files: a page copied into the handout
// must not break its links in turn.
func leadsInside(data []byte, dir string, files map[string][]byte) bool {
	for _, m := range bookLink.FindAllSubmatch(data, -1) {
		target := string(m[3])
		if target != "" && !strings.Contains(target, ":") && files[path.Join(dir, target)] == nil {
			return false
		}
	}
	return true
}

// chapterLink is a link of an exercise's README to a chapter, perhaps to
// one of its headings: ../../tuplestate.md#the-state-and-the-conflict.
var chapterLink = regexp.MustCompile(`\]\(\.\./\.\./([a-z0-9-]+)\.md(#[a-z0-9-]+)?\)`)

// linkToBook rewrites the links of an exercise's README to its chapters
// as links into book.md, two folders up: a heading keeps its anchor,
// which book.md must have, and a whole chapter becomes the anchor of its
// title in book.md's contents.
func linkToBook(root string, book, readme []byte) ([]byte, error) {
	var failed error
	linked := chapterLink.ReplaceAllFunc(readme, func(link []byte) []byte {
		m := chapterLink.FindSubmatch(link)
		anchor := string(m[2])
		if anchor == "" {
			title, err := chapterTitle(root, string(m[1]))
			if err != nil {
				failed = err
				return link
			}
			if _, after, ok := bytes.Cut(book, []byte("["+title+"](#")); ok {
				anchor = "#" + string(after[:bytes.IndexByte(after, ')')])
			}
		}
		if anchor == "" || !bytes.Contains(book, []byte("]("+anchor+")")) {
			failed = fmt.Errorf("%s has no heading for the link %s", "book.md", link)
			return link
		}
		return []byte("](../../../book.md" + anchor + ")")
	})
	return linked, failed
}

// chapterTitle reads the title of a chapter, its first line.
func chapterTitle(root, slug string) (string, error) {
	data, err := os.ReadFile(filepath.Join(root, "chapters", slug+".md"))
	if err != nil {
		return "", err
	}
	line, _, _ := bytes.Cut(data, []byte("\n"))
	return strings.TrimPrefix(string(line), "# "), nil
}

// ErrNotEmpty is the error of a handout asked for in a folder that holds
// files already.
var ErrNotEmpty = errors.New("the folder is not empty, and a handout is written into an empty or new one")

// emptyOrMissing refuses a folder that holds anything: a handout is
// written whole, over nothing.
func emptyOrMissing(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case len(entries) > 0:
		return fmt.Errorf("%s: %w", dir, ErrNotEmpty)
	}
	return nil
}

// moduleGoVersion reads the go version of the book's go.mod, its line
// "go 1.26.0".
func moduleGoVersion(root string) (string, error) {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	for line := range strings.Lines(string(data)) {
		if version, ok := strings.CutPrefix(strings.TrimSpace(line), "go "); ok {
			return strings.TrimSpace(version), nil
		}
	}
	return "", errors.New("the book's go.mod has no go line")
}

func goMod(goVersion string) []byte {
	return fmt.Appendf(nil, `// A handout of the queens book's exercises. Its path lies under the
// book's so that the tests may use the book's internal test helpers:
// keep it. The book's code is in vendor/.
module %s

go %s

require %s %s
`, HandoutModule, goVersion, Module, moduleVersion)
}

// modulesTxt lists the vendored packages as the go command wants them.
func modulesTxt(goVersion string, pkgs []string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s %s\n## explicit; go %s\n", Module, moduleVersion, goVersion)
	for _, pkg := range pkgs {
		fmt.Fprintf(&b, "%s/%s\n", Module, pkg)
	}
	return b.Bytes()
}

// bookPackages returns the folders of the book's packages, relative to
// root, that the exercises' files import, directly or through one
// another, in order: those of their tests, their given code, their stubs
// and their reference solutions, which a student's solution may import
// too.
func bookPackages(root string) ([]string, error) {
	var queue []string
	for _, e := range All {
		dir := Local(root, e.Dir())
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return nil, err
		}
		files = append(files, Local(root, e.Stub()), Local(root, e.Reference()))
		for _, f := range files {
			if filepath.Base(f) == e.Slug+".go" {
				continue // a student's file, which the stub stands for
			}
			imports, err := bookImports(f)
			if err != nil {
				return nil, err
			}
			queue = append(queue, imports...)
		}
	}
	seen := map[string]bool{}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		if seen[pkg] {
			continue
		}
		seen[pkg] = true
		files, err := packageFiles(root, pkg)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			imports, err := bookImports(filepath.Join(root, filepath.FromSlash(pkg), f))
			if err != nil {
				return nil, err
			}
			queue = append(queue, imports...)
		}
	}
	return slices.Sorted(maps.Keys(seen)), nil
}

// bookImports returns the book's packages that the Go file imports, as
// folders relative to the module root.
func bookImports(file string) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var pkgs []string
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			return nil, err
		}
		if rest, ok := strings.CutPrefix(p, Module+"/"); ok {
			pkgs = append(pkgs, rest)
		}
	}
	return pkgs, nil
}

// packageFiles lists the names of the Go files of the package in folder
// pkg, tests left out: the files a vendor folder holds.
func packageFiles(root, pkg string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(root, filepath.FromSlash(pkg)))
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		if name := e.Name(); e.Type().IsRegular() && strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			files = append(files, name)
		}
	}
	return files, nil
}

// vendorPackage adds the files of the package in folder pkg to files,
// under vendor/.
func vendorPackage(root, pkg string, files map[string][]byte) error {
	names, err := packageFiles(root, pkg)
	if err != nil {
		return err
	}
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(pkg), name))
		if err != nil {
			return err
		}
		files[path.Join("vendor", Module, pkg, name)] = data
	}
	return nil
}

// exerciseConstraint is the build constraint of an exercise's tests and
// given code, with the blank line after it.
var exerciseConstraint = regexp.MustCompile(`(?m)\A//go:build exercise\n\n`)

// handoutExercise adds the files of e to files: everything in its folder
// but the student's file, which is written from the stub, and the
// reference solution. The Go files lose the build constraint, since in a
// handout every student's file exists from the start.
func handoutExercise(root string, e Exercise, files map[string][]byte) error {
	dir := Local(root, e.Dir())
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, entry := range entries {
		name := entry.Name()
		if !entry.Type().IsRegular() || name == e.Slug+".go" || strings.HasSuffix(name, ".bak") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		files[path.Join(e.Dir(), name)] = exerciseConstraint.ReplaceAll(data, nil)
	}
	for _, file := range []string{e.Stub(), e.HintFile()} {
		data, err := os.ReadFile(Local(root, file))
		if err != nil {
			return err
		}
		files[file] = data
	}
	files[e.File()] = files[e.Stub()]
	return nil
}

// writeFiles writes files under dir, making the folders they need, whole
// or not at all: they are written into a hidden folder beside dir, which
// a failure, such as a full disk, removes, and they take their places in
// dir only once every one is written.
func writeFiles(dir string, files map[string][]byte) error {
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	stage, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".handout-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(stage) // empty once its files have moved
	for name, data := range files {
		file := filepath.Join(stage, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			return err
		}
	}
	return moveInto(stage, dir)
}

// moveInto moves what the folder stage holds into dir, empty or missing,
// and takes back what it moved when a move fails. Moves within one file
// system take no room, so that they succeed where writes ran out of it.
func moveInto(stage, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	entries, err := os.ReadDir(stage)
	if err != nil {
		return err
	}
	for i, e := range entries {
		if err := os.Rename(filepath.Join(stage, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			for _, moved := range entries[:i] {
				os.RemoveAll(filepath.Join(dir, moved.Name()))
			}
			return err
		}
	}
	return nil
}

// ClassroomWorkflow is the path in a handout of the workflow that grades
// a push to a student's repository, as GitHub Classroom's autograding
// runs it.
const ClassroomWorkflow = ".github/workflows/classroom.yml"

// GradeCommand is the command of the workflow's step that grades the
// exercise e: its tests, which pass once the student's file holds a
// solution. The runner is a machine of its own for each push, so the
// student's code runs there as the student's own.
func GradeCommand(e Exercise) string { return "go test ./" + e.Dir() }

// classroomWorkflow returns the workflow of GitHub Classroom's
// autograding (classroom-resources/autograding-command-grader and
// -grading-reporter, checked 2026-12-05): a step an exercise, worth its
// minutes, as queens exercise report -gradebook counts them, and the
// step that reports the points.
func classroomWorkflow() string {
	var steps, env, ids strings.Builder
	for i, e := range All {
		fmt.Fprintf(&steps, `      - name: %[1]s
        id: %[1]s
        uses: classroom-resources/autograding-command-grader@v1
        with:
          test-name: %[1]s
          setup-command: ""
          command: %[2]s
          timeout: 5
          max-score: %[3]d
`, e.Slug, GradeCommand(e), e.Minutes)
		fmt.Fprintf(&env, "          %s_RESULTS: \"${{steps.%s.outputs.result}}\"\n", strings.ToUpper(e.Slug), e.Slug)
		if i > 0 {
			ids.WriteString(",")
		}
		ids.WriteString(e.Slug)
	}
	return `# The autograding of GitHub Classroom: on each push, each exercise's
# tests, worth the exercise's minutes; the last step reports the points.
# Written by 'queens exercise handout'.
name: Autograding Tests
on: [push, workflow_dispatch, repository_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    steps:
      - name: Check out the code
        uses: actions/checkout@v4
      - name: Set up Go
        uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
` + steps.String() + `      - name: Report the points
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
` + env.String() + `        with:
          runners: ` + ids.String() + "\n"
}

// handoutReadme is the README of a handout, for the students and the
// teacher who publishes it.
func handoutReadme() string {
	var list strings.Builder
	for _, e := range All {
		fmt.Fprintf(&list, "- [%s](%s/README.md): %s, about %d minutes\n", e.Slug, e.Dir(), e.Title, e.Minutes)
	}
	return `# The queens book: exercises

Each folder under chapters/exercises is one exercise of the queens book,
given in the order to do them:

` + list.String() + `
Its README.md says what to write and which chapter of the book to read
first; the book is book.md, here, with every chapter's code and output. The file you edit is SLUG.go in the exercise's folder; it starts
as a stub that compiles and gives wrong answers on purpose.

## Checking your code

` + "```sh" + `
go test ./chapters/exercises/conflict   # one exercise; each failure says what it tried, and a hint
go test ./...                           # every exercise
` + "```" + `

With the queens command installed, run from this folder,
` + "`queens exercise check conflict`" + ` sums the tests up and counts your code's
attempts beside the book's, ` + "`queens exercise hint conflict`" + ` gives a hint,
the idea first and then the line, and ` + "`queens exercise status`" + ` shows
where you are. The hints are also in each exercise's .meta/hints.md.

## For the teacher

This folder is ready to publish as a class template. The tests check the
students' code against the book's own, which is a dependency: go.mod
requires github.com/queensbook/queens, and vendor/ holds the packages of
it that the exercises use, so the tests build on any computer with Go,
offline. Keep the module path in go.mod: it lies under the book's, which
lets the tests use the book's internal test helpers. ` + "`queens exercise report`" + `
over the students' clones of the template prints who passes what.
.github/workflows/classroom.yml grades each push as GitHub Classroom's
autograding does: each exercise's tests, worth its minutes, all of them when
every test passes.

## Licence

The code here is the queens book's, under the BSD 3-Clause licence in
LICENSE; the book's prose (book.md, and the exercises' README.md and
hints) is under CC BY 4.0, as LICENSE-prose says. Both let you hand it
out, changed or not, as long as the credit and the licences go with it.
`
}
