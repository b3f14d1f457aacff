// Package chapters is the text of the queens book: the chapters, one
// Markdown file each, in the order the file ORDER lists them; FRONT.md,
// the title and the introduction; README.md, the guide to writing a
// chapter; the measured tables and charts in measured; the exercises in
// exercises, one folder each. The builder, package internal/book, turns
// them into book.md and the pages of the web edition.
//
// The pictures in pictures are drawn by code (package internal/picture)
// every time the book is built, and committed only for reading the book
// on a code-hosting site, so they are not among [Files].
package chapters

import (
	"embed"
	"io/fs"
	"path"
)

// Files are the files of this folder that reading the book needs, so that
// an installed queens command carries its book: ORDER, the Markdown files,
// the measured tables and charts, and each exercise's instructions and
// hints (never its reference solution).
//
//go:embed ORDER *.md measured exercises/README.md exercises/*/README.md exercises/*/.meta/hints.md
var Files embed.FS

// teacherTests are the tests of the exercises that only a teacher runs.
//
//go:embed exercises/*/.meta/teacher_test.go
var teacherTests embed.FS

// TeacherTests returns the tests of the exercise slug that only a teacher
// runs, with queens exercise report, and nil when it has none. They are
// not in the handout, so that a student's code meets them the first time
// in the teacher's report: a check that the solution holds beyond the
// boards its own tests try.
func TeacherTests(slug string) []byte {
	data, err := fs.ReadFile(teacherTests, path.Join("exercises", slug, ".meta", "teacher_test.go"))
	if err != nil {
		return nil
	}
	return data
}
