package book

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/rogpeppe/go-internal/diff"
)

// Check compares the committed file name, book.md or its answers, with a
// fresh build. It returns nil when they are the same, and otherwise an
// error that names the first changed line and shows a unified diff from
// the committed file to the built one.
func Check(name string, committed, built []byte) error {
	if bytes.Equal(committed, built) {
		return nil
	}
	first := 1 + bytes.Count(committed[:commonPrefix(committed, built)], []byte("\n"))
	d := diff.Diff(name+" (committed)", committed, name+" (fresh build)", built)
	return fmt.Errorf("%s differs from a fresh build from line %d:\n%s", name, first, strings.TrimSuffix(string(d), "\n"))
}

// commonPrefix returns the length of the whole lines a and b start with.
func commonPrefix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return bytes.LastIndexByte(a[:n], '\n') + 1
}
