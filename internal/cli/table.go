package cli

import (
	"fmt"
	"io"
	"strings"
)

// Table is a command line's table of commands, as cmd/go keeps its own:
// the command that runs with no name, the named commands in the order
// 'queens help' lists them, and the groups, commands with commands of
// their own such as 'queens exercise'. Package queenscmd assembles the
// queens command's table.
type Table struct {
	// MainCommand is what 'queens' does without a command.
	MainCommand *Command
	// Commands are the named commands, in the order of the help.
	Commands []*Command
	// Groups are the commands that have commands of their own.
	Groups []Group
}

// Lookup finds a command by its name.
func (t *Table) Lookup(name string) (*Command, bool) {
	for _, c := range t.Commands {
		if c.Name == name {
			return c, true
		}
	}
	return nil, false
}

// LookupGroup finds a group by its name.
func (t *Table) LookupGroup(name string) (Group, bool) {
	for _, g := range t.Groups {
		if g.Name == name {
			return g, true
		}
	}
	return Group{}, false
}

// groupCommands returns the names of g's commands without the group's
// name: list, check, reset.
func (t *Table) groupCommands(g Group) []string {
	var names []string
	for _, c := range t.Commands {
		if rest, ok := strings.CutPrefix(c.Name, g.Name+" "); ok {
			names = append(names, rest)
		}
	}
	return names
}

// printGroupHelp lists the commands of group g.
func (t *Table) printGroupHelp(w io.Writer, g Group) {
	fmt.Fprintf(w, "Usage: queens %s COMMAND [flags]\n\n%s.\n\nCommands:\n", g.Name, Capitalize(g.Summary))
	for _, c := range t.Commands {
		if strings.HasPrefix(c.Name, g.Name+" ") {
			fmt.Fprintf(w, "  %-16s %s\n", c.Name, c.Summary)
		}
	}
	fmt.Fprintf(w, "\nRun 'queens help %s COMMAND' for a command's flags and examples.\n", g.Name)
}

// PrintUsage prints the list of commands.
func (t *Table) PrintUsage(w io.Writer) {
	fmt.Fprintf(w, `queens explores the eight queens puzzle, one approach at a time.

Usage:
  queens [flags]          %s
  queens COMMAND [flags]  run one command

Commands:
`, t.MainCommand.Summary)
	for _, c := range t.Commands {
		fmt.Fprintf(w, "  %-16s %s\n", c.Name, c.Summary)
	}
	fmt.Fprint(w, `
Run 'queens help COMMAND' (or 'queens COMMAND -h') for a command's flags and
examples, and 'queens -h' for the flags of queens alone.
`)
}

// Capitalize upper-cases the first letter of s.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
