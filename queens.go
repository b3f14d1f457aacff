// Package queens is the root of the queens book's module. The book's code
// lives in the folders below; this package keeps a copy of what reading
// the book needs, so that an installed queens command shows its chapters
// with no clone of the module at hand.
package queens

import (
	"embed"
	"io/fs"
)

// source is the part of the source tree that [Source] returns. Code and
// output directives name package folders under approaches and
// internal/exercise, and a chapter links a test of golden; the web
// edition shows the exercises too, and book.md's cells. A test checks
// that every chapter expands from this copy as it does from the folder.
//
//go:embed book.md chapters/ORDER chapters/*.md chapters/measured chapters/exercises/README.md chapters/exercises/*/README.md
//go:embed approaches/*/*.go internal/exercise/*.go internal/exercise/exercisetest/*.go golden/*.go
var source embed.FS

// Source returns the files that reading the book needs, at the paths the
// module root gives them: chapters/ORDER and the chapters' Markdown, the
// exercises' instructions, the measured tables and charts they show, the
// Go files, tests included, of the packages whose code and Example output
// they embed or that they link, and book.md, whose cells the web edition
// shows. It is what chapters.Load reads when no source tree is at hand;
// building book.md needs the whole tree.
func Source() fs.FS { return source }
