package queenscmd

import (
	"slices"
	"strings"
	"testing"
)

// TestPaths holds what Table.Paths finds in a command line: the values of
// the flags that name a file or a folder, and the files of a command
// whose arguments are files, and nothing else.
func TestPaths(t *testing.T) {
	for line, want := range map[string][]string{
		"one -n 8 -o out":                          {"out"},
		"verify /etc/passwd":                       {"/etc/passwd"},
		"count -n 8 -checkpoint ../c.json":         {"../c.json"},
		"count -n 8 -o charts a.json b.json":       {"charts", "a.json", "b.json"},
		"exercise check conflict -file mine.go":    {"mine.go"},
		"solve -n 6 -approach tuplestate":          nil,
		"exercise hint conflict -level 1":          nil,
		"solve -n 6 -bogus /etc/passwd":            nil,
		"trace -n 4 -approach tuplestate -steps 9": nil,
	} {
		if got := Table.Paths(strings.Fields(line)); !slices.Equal(got, want) {
			t.Errorf("%s: Paths %q; want %q", line, got, want)
		}
	}
}
