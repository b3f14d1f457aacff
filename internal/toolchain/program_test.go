package toolchain

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
)

// TestStepperBundle makes the bundle that builds the stepper with an edit
// of tuplestate: it recompiles tuplestate and what imports it in the
// stepper (the catalog, the stepper's package, its main), in that order,
// links the rest as archives, and ends with the link of stepper.wasm.
// Every compile but tuplestate's may be kept, each when the units it
// imports keep their export data: the catalog when tuplestate does.
func TestStepperBundle(t *testing.T) {
	if testing.Short() {
		t.Skip("asks go list for the stepper's packages, built for js/wasm")
	}
	dir := filepath.Join(t.TempDir(), "stepper")
	m, err := MakeBundle(context.Background(), Config{Dir: "../..", Package: "./approaches/tuplestate", Program: "./cmd/stepper"}, dir)
	if err != nil {
		t.Fatal(err)
	}
	const mod = "github.com/queensbook/queens/"
	var units []string
	for _, u := range m.Units {
		units = append(units, u.ImportPath)
	}
	if want := []string{mod + "approaches/tuplestate", mod + "internal/catalog", mod + "internal/stepper", "main"}; !slices.Equal(units, want) {
		t.Errorf("the units are %q; want %q", units, want)
	}
	for _, a := range m.Archives {
		if slices.Contains(units, a.ImportPath) {
			t.Errorf("%s is both a unit and an archive", a.ImportPath)
		}
	}
	var steps []string
	for i, s := range m.Steps {
		steps = append(steps, s.Tool)
		if i >= len(m.Units) {
			break
		}
		u := m.Units[i]
		if u.Shipped == "" || !slices.Contains(m.ArchiveFiles(), u.Shipped) {
			t.Errorf("%s ships %q, which the bundle does not hold", u.ImportPath, u.Shipped)
		}
		switch {
		case i == 0 && s.Keep != nil:
			t.Errorf("the edited package's compile may be kept: %+v", s.Keep)
		case i > 0 && (s.Keep == nil || s.Keep.Shipped != u.Shipped || s.Keep.Archive != u.Archive || len(s.Keep.Imports) == 0):
			t.Errorf("the compile of %s keeps %+v", u.ImportPath, s.Keep)
		}
	}
	if k := m.Steps[1].Keep; k != nil && !slices.Equal(k.Imports, []Built{{m.Units[0].Archive, m.Units[0].Shipped}}) {
		t.Errorf("the catalog's compile is kept when %+v keep their export data; want tuplestate's alone", k.Imports)
	}
	if want := []string{ToolCompile, ToolCompile, ToolCompile, ToolCompile, ToolLink}; !slices.Equal(steps, want) {
		t.Errorf("the steps run %q; want %q", steps, want)
	}
	if m.Program != mod+"cmd/stepper" || m.Binary != "out/stepper.wasm" || m.Dir != "approaches/tuplestate" {
		t.Errorf("the program %q, its binary %q, the edited folder %q", m.Program, m.Binary, m.Dir)
	}
	if _, err := ReadManifest(dir); err != nil {
		t.Error(err)
	}
}
