// Package exercise is the queens command's side of the classroom
// exercises: the list of them, the files of each, and the runner that
// tests a student's code and explains what the tests said. The teacher's
// chapter, chapters/teaching.md, says which exercise teaches what and in
// which order to give them.
//
// # Layout
//
// The exercises themselves stay beside the book's chapters: exercise SLUG
// lives in chapters/exercises/SLUG, laid out the way Exercism lays out its
// exercises:
//
//	README.md           the instructions, with a link to the chapter to read first
//	SLUG.go             the file the student edits, written from the stub
//	approach.go         given code that turns the student's function into an approach
//	SLUG_test.go        the tests, each failure message ending with a hint
//	.meta/stub.go       the stub: it compiles, and its answers are wrong
//	.meta/reference.go  the reference solution
//
// The go tool skips folders whose names start with a dot, so the stub and
// the reference are never built where they lie. The tests and the given
// code carry the build constraint "exercise": plain go build, go vet and
// go test ./... leave them out, so the module builds whether or not the
// student's file exists, and a student's file that does not compile
// breaks only its own package, which nothing imports. The open exercise,
// yours, has no given code: the student writes the whole approach.
//
// [All] lists the exercises. It lives here, with the paths of each
// exercise's files, because both sides need it: the command lists,
// checks and resets exercises by it, and each exercise's test binary
// reads the board sizes to measure from it.
//
// # The student's file
//
// The stub is the one stored copy of the code a student starts from.
// [Start], which 'queens exercise check' calls the first time, and
// [Reset], which 'queens exercise reset' calls, write SLUG.go from it; the
// .gitignore of chapters/exercises keeps the student's file out of the
// repository. An exercise asks for a variation of what its chapter
// prints, and its tests hold the student's answers to the book's own
// code, such as the octal counter's attempts or the trace's names for a
// rejected board, so they test the book's code too.
//
// # Checking
//
// [Test] runs 'go test -tags exercise -json' on one or more exercises and
// sums up each as an [Outcome]: the compiler's errors, the failed tests
// and what they said, where a panic happened, a timeout. It never parses
// the tests' prose; the hints are written by the tests themselves. With
// [Stub] or [Reference], Test gives go test an overlay that puts that file
// in the place of the student's, whether or not the student's file
// exists. That is how the module's own tests prove that every stub
// compiles and fails with hints and every reference passes.
//
// # Attempts
//
// The queens command cannot import the student's code, but the
// exercise's test binary does. Its TestMain calls Main of package
// [github.com/queensbook/queens/internal/exercise/exercisetest], which
// runs the tests and, when they pass, runs the approach built on the
// student's code through the harness on the exercise's [Exercise.Sizes].
// The harness checks every board it yields, and Main checks that it found
// them all. Main writes the attempts as a [Report], in JSON, to the folder
// that the environment variable [ReportsEnv] names; Test reads it back
// into [Outcome.Report], and the command sets it beside the attempts of
// the book's approaches. Package exercisetest, with the helpers the
// exercises' tests share, is linked only into those tests, never into the
// queens command.
package exercise
