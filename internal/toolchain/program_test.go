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
	for _, s := range m.Steps {
		steps = append(steps, s.Tool)
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
