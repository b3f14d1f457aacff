// Package catalog lists every approach of the queens book in the order
// the book tells them, the source texts' first, and every method of
// counting that package count runs. It is the one place the command, the
// golden tests and the chapters look them up.
//
// [Registry] holds them, and [DefaultName] names the approach a command
// runs when none is asked for:
//
//	a, err := catalog.Registry.Lookup("tuplestate")
//	res, err := harness.Run(ctx, a, board.SquareProblem(8), harness.Options{})
//
// A new approach is a new package with its own [harness.Approach] and one
// more line in [Registry]; a new method of counting is a package with its
// own [count.Method] and one more line in [Methods].
//
// The book's chapter chapters/comparison.md sets all of them side by
// side, idea by idea.
package catalog
