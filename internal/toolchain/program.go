package toolchain

import (
	"context"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
)

// ErrNotImported says that a program does not import the package a
// program's bundle was asked to edit.
var ErrNotImported = errors.New("the program does not import the package")

// makeProgramBundle writes into dir the bundle that builds the program
// c.Program with an edit of c.Package: it recompiles c.Package, every
// package of the program that imports it, directly or not, and the
// program's main package, and links the program; every other package is
// an archive.
func makeProgramBundle(ctx context.Context, c Config, dir string) (*Manifest, error) {
	env, err := goEnv(ctx, "GOVERSION")
	if err != nil {
		return nil, err
	}
	pkgs, err := list(ctx, c, c.Program, false)
	if err != nil {
		return nil, err
	}
	main, err := asked(pkgs, c.Program, true)
	if err != nil {
		return nil, err
	}
	edited := main.Module.Path + "/" + strings.TrimPrefix(path.Clean(c.Package), "./")
	i := slices.IndexFunc(pkgs, func(q *listed) bool { return q.ImportPath == edited })
	if i < 0 {
		return nil, fmt.Errorf("%s, %s: %w", c.Program, edited, ErrNotImported)
	}
	p := pkgs[i]
	b := &bundle{dir: dir, overlay: c.Overlay, module: main.Module.Dir}
	m := &Manifest{
		GoVersion:   env["GOVERSION"],
		Module:      main.Module.Path,
		Lang:        lang(main.Module.GoVersion),
		Package:     p.ImportPath,
		Name:        p.Name,
		Program:     main.ImportPath,
		MainArchive: "out/main.a",
		ImportCfg:   "importcfg",
		Binary:      "out/" + path.Base(main.ImportPath) + ".wasm",
	}
	if m.Dir, err = b.rel(p.Dir); err != nil {
		return nil, err
	}
	m.GoFiles = in(m.Dir, p.GoFiles)
	if err := b.addProgram(m, main, p, pkgs); err != nil {
		return nil, err
	}
	m.Steps = m.plan()
	return m, b.write(m)
}

// addProgram adds to m the packages of the program main with an edit of
// p: a unit for p, for each package that imports p and for main, last,
// and an archive for every other. Each unit ships its archive too, and
// those but p's name the units they import, so that the page can keep
// what an edit leaves as it was (see [Keep]).
func (b *bundle) addProgram(m *Manifest, main, p *listed, pkgs []*listed) error {
	for _, q := range pkgs {
		if q.ImportPath == "unsafe" {
			continue // unsafe has no archive
		}
		a, err := b.archive(q)
		if err != nil {
			return err
		}
		if q != main && q != p && !slices.Contains(q.Deps, p.ImportPath) {
			m.Archives = append(m.Archives, *a)
			continue
		}
		u, err := b.unit(q, q.ImportPath)
		if err != nil {
			return err
		}
		u.Shipped = a.File
		if q == main {
			u.ImportPath, u.Archive = "main", m.MainArchive
		}
		if q != p {
			u.Imports = q.Imports
		}
		m.Units = append(m.Units, *u)
	}
	return nil
}
