// Package queens is the root of the queens book's module. The book's code
// lives in the folders below; this package keeps a copy of what reading
// the book needs, so that an installed queens command shows its chapters
// with no clone of the module at hand.
package queens

import (
	"embed"
	"errors"
	"io/fs"
	"strings"

	"github.com/queensbook/queens/chapters"
)

// code is the part of the source tree, outside the chapters folder, that
// [Source] returns. Code and output directives name package folders under
// approaches, puzzle, counting, internal/catalog and internal/exercise,
// and a chapter links a test of golden;
// the web edition shows book.md's cells. A test checks that every chapter
// expands from this copy as it does from the folder.
//
//go:embed book.md answers.md approaches/*/*.go puzzle/*/*.go counting/*/*.go internal/catalog/*.go internal/exercise/*.go internal/exercise/exercisetest/*.go golden/*.go
var code embed.FS

// Source returns the files that reading the book needs, at the paths the
// module root gives them: the chapters folder as package chapters holds
// it (see [chapters.Files]), the Go files, tests included, of the packages
// whose code and Example output the chapters embed or that they link, and
// book.md, whose cells the web edition shows. It is what the book builder
// reads when no source tree is at hand; building book.md needs the whole
// tree.
func Source() fs.FS { return sourceTree{} }

// sourceTree puts chapters.Files under chapters/ and code around it. It
// opens files and lists folders by their paths; the listing of the root
// itself does not name the chapters folder, which no reader of the book
// lists.
type sourceTree struct{}

// Open implements fs.FS.
func (sourceTree) Open(name string) (fs.File, error) {
	rest, inChapters := strings.CutPrefix(name, "chapters/")
	if name == "chapters" {
		rest, inChapters = ".", true
	}
	if !inChapters {
		return code.Open(name)
	}
	f, err := chapters.Files.Open(rest)
	if pathErr := (*fs.PathError)(nil); errors.As(err, &pathErr) {
		pathErr.Path = name // the path the caller asked for
	}
	return f, err
}

// stepperCode is the source of the stepper's search (cmd/stepper) and of
// every package it imports, all under approaches, puzzle, counting,
// internal/catalog and internal/stepper,
// with the module's go.mod, so that an installed queens command can
// compile it to WebAssembly when a Go toolchain is at hand.
//
//go:embed go.mod cmd/stepper/*.go internal/stepper/*.go internal/catalog/*.go approaches/*/*.go puzzle/*/*.go counting/*/*.go
var stepperCode embed.FS

// StepperSource returns the files that compiling the stepper's search
// needs, at the paths the module root gives them: go.mod and the Go
// files, tests included, of cmd/stepper and of the packages it imports.
// They need only the standard library. A test checks that they compile.
func StepperSource() fs.FS { return stepperCode }
