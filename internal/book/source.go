package book

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"iter"
	"path"
	"slices"
	"strings"
)

// source finds declarations and examples in the package folders of a
// module's source tree, parsing each folder once.
type source struct {
	files fs.FS
	build build.Context // build.Default, reading from files
	pkgs  map[string]*pkg
}

func newSource(files fs.FS) *source {
	s := &source{files: files, build: build.Default, pkgs: map[string]*pkg{}}
	// MatchFile reads a file's build constraints; let it read them from
	// files, with the slash-separated paths an fs.FS takes.
	s.build.JoinPath = path.Join
	s.build.OpenFile = func(name string) (io.ReadCloser, error) { return files.Open(name) }
	return s
}

// pkg is one parsed package folder, its _test.go files included.
type pkg struct {
	dir   string // slash-separated, relative to the module root
	fset  *token.FileSet
	files []*goFile
}

// goFile is one parsed file and its text.
type goFile struct {
	name string
	text []byte
	ast  *ast.File
}

// found is a top-level declaration and the file that holds it.
type found struct {
	file *goFile
	decl ast.Decl
}

// snippet is text cut from a package's source, and where it starts: the
// web edition links each code block to the file at that line.
type snippet struct {
	text string
	file string // slash-separated, relative to the module root
	line int    // from 1
}

// code returns the declaration of ident in the package folder dir, with
// its doc comment, exactly as the file has it. ident names a function, a
// type, a constant, a variable or an Example; Type.Method names a method.
// A constant or variable declared in a group comes with its whole group,
// as go doc shows it.
func (s *source) code(dir, ident string) (snippet, error) {
	p, err := s.load(dir)
	if err != nil {
		return snippet{}, err
	}
	var matches []found
	var names []string
	for name, f := range p.declarations() {
		names = append(names, name)
		if name == ident {
			matches = append(matches, f)
		}
	}
	switch len(matches) {
	case 0:
		return snippet{}, fmt.Errorf("%s declares no %s%s", dir, ident, suggest(ident, names))
	case 1:
		return p.text(matches[0]), nil
	}
	return snippet{}, fmt.Errorf("%s declares %s more than once (%s and %s); is one of them for another platform?", dir, ident, p.where(matches[0]), p.where(matches[1]))
}

// output returns the output comment of the Example function name in the
// package folder dir: the text that go test checks it prints, starting
// where the function does.
func (s *source) output(dir, name string) (snippet, error) {
	p, err := s.load(dir)
	if err != nil {
		return snippet{}, err
	}
	var names []string
	for _, ex := range doc.Examples(p.testFiles()...) {
		if "Example"+ex.Name != name {
			names = append(names, "Example"+ex.Name)
			continue
		}
		switch {
		case ex.EmptyOutput:
			return snippet{}, fmt.Errorf("%s in %s has an empty // Output: comment, so there is nothing to show", name, dir)
		case ex.Output == "":
			return snippet{}, fmt.Errorf("%s in %s has no // Output: comment, so go test never checks what it prints", name, dir)
		}
		s := snippet{text: ex.Output}
		for n, f := range p.declarations() {
			if n == name {
				at := p.fset.Position(f.decl.Pos())
				s.file, s.line = at.Filename, at.Line
				break
			}
		}
		return s, nil
	}
	return snippet{}, fmt.Errorf("the tests of %s have no example %s%s", dir, name, suggest(name, names))
}

// load parses the Go files of dir that build on this platform.
func (s *source) load(dir string) (*pkg, error) {
	if p, ok := s.pkgs[dir]; ok {
		return p, nil
	}
	entries, err := fs.ReadDir(s.files, dir)
	if err != nil {
		return nil, fmt.Errorf("no package folder %s in the module", dir)
	}
	p := &pkg{dir: dir, fset: token.NewFileSet()}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		if ok, err := s.build.MatchFile(dir, e.Name()); err != nil || !ok {
			continue
		}
		f, err := p.parse(s.files, e.Name())
		if err != nil {
			return nil, err
		}
		p.files = append(p.files, f)
	}
	if len(p.files) == 0 {
		return nil, fmt.Errorf("the folder %s holds no Go files", dir)
	}
	s.pkgs[dir] = p
	return p, nil
}

// parse reads and parses the file name of the package's folder.
func (p *pkg) parse(files fs.FS, name string) (*goFile, error) {
	text, err := fs.ReadFile(files, path.Join(p.dir, name))
	if err != nil {
		return nil, err
	}
	f, err := parser.ParseFile(p.fset, path.Join(p.dir, name), text, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	return &goFile{name: name, text: text, ast: f}, nil
}

// testFiles returns the parsed _test.go files, where examples live.
func (p *pkg) testFiles() []*ast.File {
	var files []*ast.File
	for _, f := range p.files {
		if strings.HasSuffix(f.name, "_test.go") {
			files = append(files, f.ast)
		}
	}
	return files
}

// declarations yields every top-level name of the package with its
// declaration: functions, methods as Type.Method, types, constants and
// variables.
func (p *pkg) declarations() iter.Seq2[string, found] {
	return func(yield func(string, found) bool) {
		for _, f := range p.files {
			for _, d := range f.ast.Decls {
				for _, name := range declaredNames(d) {
					if !yield(name, found{f, d}) {
						return
					}
				}
			}
		}
	}
}

// declaredNames returns the names one declaration introduces.
func declaredNames(d ast.Decl) []string {
	var names []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			return []string{d.Name.Name}
		}
		return []string{receiverType(d) + "." + d.Name.Name}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch spec := spec.(type) {
			case *ast.TypeSpec:
				names = append(names, spec.Name.Name)
			case *ast.ValueSpec:
				for _, n := range spec.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// receiverType returns the name of a method's receiver type, without the
// pointer and the type parameters.
func receiverType(fn *ast.FuncDecl) string {
	t := fn.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	switch generic := t.(type) {
	case *ast.IndexExpr:
		t = generic.X
	case *ast.IndexListExpr:
		t = generic.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// text returns a declaration from its doc comment to the end of its last
// line, so that a comment closing that line comes along.
func (p *pkg) text(f found) snippet {
	start := f.decl.Pos()
	if doc := docComment(f.decl); doc != nil {
		start = doc.Pos()
	}
	from := p.fset.Position(start).Offset
	to := p.fset.Position(f.decl.End()).Offset
	if nl := bytes.IndexByte(f.file.text[to:], '\n'); nl >= 0 {
		to += nl
	} else {
		to = len(f.file.text)
	}
	at := p.fset.Position(start)
	return snippet{string(f.file.text[from:to]) + "\n", at.Filename, at.Line}
}

func docComment(d ast.Decl) *ast.CommentGroup {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

// where returns the file and line of a declaration.
func (p *pkg) where(f found) string {
	pos := p.fset.Position(f.decl.Pos())
	return fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
}

// suggest returns " (did you mean X?)" for the candidate closest to name,
// when one is close enough to be a likely typo, and "" otherwise.
func suggest(name string, candidates []string) string {
	best, bestDistance := "", 3 // at most two edits away
	slices.Sort(candidates)
	for _, c := range candidates {
		d := editDistance(strings.ToLower(name), strings.ToLower(c))
		if d < bestDistance {
			best, bestDistance = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %s?)", best)
}

// editDistance is the Levenshtein distance between a and b: the fewest
// insertions, deletions and substitutions of bytes that turn a into b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			substitute := prev[j-1]
			if a[i-1] != b[j-1] {
				substitute++
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, substitute)
		}
		prev = cur
	}
	return prev[len(b)]
}
