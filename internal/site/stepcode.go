package site

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/internal/stepper"
)

// The stepper shows the Go code of the approach it runs beside the
// board, and lights the line that reported each step (see
// internal/stepper's lines.go). The code of each approach is one JSON
// file of the site, stepper-code/NAME.json, that the page fetches when
// it starts a search of that approach: every Go file of the approach's
// package but its tests and its doc.go (prose only), highlighted as the
// source pages are, one span a line and each line numbered, so that the
// page finds line 12 of trace.go as the twelfth line of that file.

// stepperCodeDir is the folder of the code files.
const stepperCodeDir = "stepper-code"

// codeFile is one Go file of an approach's package, highlighted.
type codeFile struct {
	// Name is the file's base name, as a step's line names it, and Path
	// its path in the module.
	Name string `json:"name"`
	Path string `json:"path"`
	// HTML is the highlighted code, a pre holding one span.line a line.
	HTML string `json:"html"`
}

// stepperLayout numbers a file's lines, without links: the page lights
// lines, and a link a line would make the code hundreds of Tab stops.
// Its pre is not focusable either: the panel that scrolls is.
var stepperLayout = codeLayout{numbered: true}

// addStepperCode adds the code file of every approach the stepper runs,
// read from files, the module's source tree or the copy of it that the
// queens command holds.
func (s *Site) addStepperCode(files fs.FS) error {
	var errs []error
	for _, a := range stepper.Approaches() {
		data, err := approachCode(files, a.Name)
		s.files[path.Join(stepperCodeDir, a.Name+".json")] = data
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// approachCode returns the code file of the approach name.
func approachCode(files fs.FS, name string) ([]byte, error) {
	a, err := catalog.Registry.Lookup(name)
	if err != nil {
		return nil, err
	}
	dir, err := packageDir(files, stepper.Package(a))
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(files, path.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var code []codeFile
	for _, file := range names {
		base := path.Base(file)
		if strings.HasSuffix(base, "_test.go") || base == "doc.go" {
			continue
		}
		text, err := fs.ReadFile(files, file)
		if err != nil {
			return nil, err
		}
		var html bytes.Buffer
		if err := writeCode(&html, stepperLayout, "go", text); err != nil {
			return nil, err
		}
		code = append(code, codeFile{base, file, html.String()})
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("the approach %s has no Go file in %s", name, dir)
	}
	// The HTML goes as it is, without the escapes that json.Marshal
	// writes for a JSON string a page might paste into a script element.
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	err = enc.Encode(code)
	return out.Bytes(), err
}

// packageDir returns the folder of files that holds the package of the
// import path pkg: the longest ending of the path that is a folder of
// files, the module's path left out.
func packageDir(files fs.FS, pkg string) (string, error) {
	for rest := pkg; rest != ""; {
		if info, err := fs.Stat(files, rest); err == nil && info.IsDir() {
			return rest, nil
		}
		_, rest, _ = strings.Cut(rest, "/")
	}
	return "", fmt.Errorf("the source of the package %s is missing", pkg)
}
