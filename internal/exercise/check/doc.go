// Package check runs the tests of the classroom exercises on a student's
// code, the stub or the reference, and reads what they said: the
// compiler's messages, each failed test's message without go test's
// decoration, why the tests stopped, and the harness's report of the
// student's attempts. The tests are code that is not the book's own, so
// they are built for wasip1 and run in the sandbox (internal/sandbox),
// never with the user's rights. Package exercise, which the exercises'
// own tests import, lists the exercises and writes the reports; it knows
// nothing of the sandbox, so that what runs inside the sandbox does not
// import what runs it.
package check
