// Package counttest holds what the tests of package count and of its
// methods share, as package harnesstest does for the approaches.
package counttest

import (
	"testing"

	"github.com/queensbook/queens/counting/count"
	"github.com/queensbook/queens/puzzle/board"
)

// Count counts p with m, as count.Count does with opt, in the test's
// context, and stops the test on an error.
func Count(t testing.TB, m count.Method, p board.Problem, opt count.Options) count.Result {
	t.Helper()
	res, err := count.Count(t.Context(), m, p, opt)
	if err != nil {
		t.Fatalf("counting %v with %s, %+v: %v", p, m.Name(), opt, err)
	}
	return res
}
