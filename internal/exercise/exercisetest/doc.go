// Package exercisetest holds what the tests of the classroom exercises
// share, as net/http/httptest does for HTTP handlers: [Main], the TestMain
// of every exercise, which measures the student's code through the
// harness once the tests pass, and the helpers that turn what a test finds
// into a failure message.
//
// Only the exercises' tests import it, behind the build constraint
// "exercise", so the queens command does not link it. The command's side,
// which runs those tests and explains what they said, is package
// [github.com/queensbook/queens/internal/exercise].
package exercisetest
