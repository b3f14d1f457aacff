package cli

import (
	"flag"
	"io"
	"strings"
)

// Paths returns the files and folders a command line names, as the
// command would read or write them: the values of its flags whose help
// names a `FILE` or a `DIR`, and its arguments when its Args does. A
// line that Check refuses names none.
func (t *Table) Paths(args []string) []string {
	cmd, rest, err := t.Find(io.Discard, args)
	if err != nil || cmd == nil {
		return nil
	}
	fs, _ := cmd.NewFlagSet()
	positional, err := fs.parse(rest)
	if err != nil {
		return nil
	}
	var paths []string
	fs.Visit(func(f *flag.Flag) {
		if name, _ := flag.UnquoteUsage(f); names(name) && f.Value.String() != "" {
			paths = append(paths, f.Value.String())
		}
	})
	if names(cmd.Args) {
		paths = append(paths, positional...)
	}
	return paths
}

// names reports whether a placeholder of a command's help names files.
func names(placeholder string) bool {
	return strings.Contains(placeholder, "FILE") || strings.Contains(placeholder, "DIR")
}
