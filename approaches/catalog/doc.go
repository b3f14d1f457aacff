// Package catalog lists every approach of the queens book in the order
// the book tells them, the source texts' first. It is the one place the
// command, the golden tests and the chapters look them up.
//
// [Registry] holds them, and [DefaultName] names the approach a command
// runs when none is asked for:
//
//	a, err := catalog.Registry.Lookup("tuplestate")
//	res, err := harness.Run(ctx, a, board.SquareProblem(8), harness.Options{})
//
// A new approach is a new package with its own [harness.Approach] and one
// more line in [Registry].
//
// The book's chapter chapters/comparison.md sets all of them side by
// side, idea by idea.
package catalog
