package site_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// The sizes the issue of the book in the page set: what the page fetches
// to run a cell, and to build an edit of any one package.
const (
	cellsMost = 8_000_000  // cells.wasm, gzipped
	editMost  = 25_000_000 // the tools of a build and one package's archives, gzipped, in MB as the page counts them
)

// TestEditsOfThisRelease reads the edit.json and the cells.json of the
// site that queens site writes: the compiler and the archives are of the
// release that built this test, every package whose code the book shows
// has its bundle (or says why not), every exercise has its own, and what
// the page fetches stays within its sizes.
func TestEditsOfThisRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the site, with the Go compiler for js/wasm")
	}
	dir := siteDir(t)
	var edit struct {
		Missing   string
		GoVersion string
		Tools     map[string]struct {
			File    string
			Gzipped int
		}
		Packages map[string]struct {
			Manifest string
			Gzipped  int
		}
		Unbuilt   map[string]string
		Steppers  map[string]struct{ Gzipped int }
		Exercises map[string]struct{ Package string }
	}
	var cells struct{ Gzipped int }
	for name, v := range map[string]any{"edit.json": &edit, "cells.json": &cells} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if edit.Missing != "" || edit.GoVersion != runtime.Version() {
		t.Fatalf("edit.json: missing %q, of %s; want the edits of %s", edit.Missing, edit.GoVersion, runtime.Version())
	}
	if cells.Gzipped > cellsMost {
		t.Errorf("cells.wasm is %d bytes gzipped; at most %d", cells.Gzipped, cellsMost)
	}
	build := 0
	for _, tool := range []string{"testmain", "compile", "link"} {
		build += edit.Tools[tool].Gzipped
	}
	for pkg, p := range edit.Packages {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(p.Manifest))); err != nil {
			t.Errorf("%s: %v", pkg, err)
		}
		if build+p.Gzipped > editMost {
			t.Errorf("an edit of %s fetches %d bytes gzipped; at most %d", pkg, build+p.Gzipped, editMost)
		}
	}
	for _, pkg := range []string{"approaches/tuplestate", "approaches/octal", "puzzle/board"} {
		if _, ok := edit.Packages[pkg]; !ok {
			t.Errorf("edit.json has no bundle of %s", pkg)
		}
	}
	if _, ok := edit.Steppers["approaches/tuplestate"]; !ok {
		t.Error("edit.json has no stepper of tuplestate")
	}
	for slug, e := range edit.Exercises {
		if _, ok := edit.Packages[e.Package]; !ok {
			t.Errorf("exercise %s has no bundle: %s", slug, edit.Unbuilt[e.Package])
		}
	}
	if len(edit.Exercises) == 0 {
		t.Error("edit.json lists no exercises")
	}
}
