package cli

import (
	"fmt"
	"io"
	"strings"
)

// commands lists the subcommands in the order 'queens help' shows them.
// The book and read commands run other commands, but through the Env that
// Main hands them, not by naming Main, so this table does not depend on
// itself.
var commands = []*command{
	compareCommand(), solveCommand(), traceCommand(), plotCommand(), treeCommand(),
	countCommand(), oneCommand(), verifyCommand(), readCommand(), bookCommand(),
	siteCommand(), serveCommand(), versionCommand(),
	exerciseListCommand(), exerciseCheckCommand(), exerciseHintCommand(), exerciseResetCommand(),
	exerciseStatusCommand(), exerciseReportCommand(), exerciseHandoutCommand(),
}

// mainCommand is what 'queens' does without a command.
var mainCommand = mainJob()

// groups are the commands that have commands of their own.
var groups = []group{
	{"exercise", "the classroom exercises: list them, check a student's code, give hints, reset a stub, see a class's progress, write a handout"},
}

// lookup finds a command by its name.
func lookup(name string) (*command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return nil, false
}

// lookupGroup finds a group by its name.
func lookupGroup(name string) (group, bool) {
	for _, g := range groups {
		if g.name == name {
			return g, true
		}
	}
	return group{}, false
}

// commands returns the names of the group's commands without the
// group's name: list, check, reset.
func (g group) commands() []string {
	var names []string
	for _, c := range commands {
		if rest, ok := strings.CutPrefix(c.name, g.name+" "); ok {
			names = append(names, rest)
		}
	}
	return names
}

// printHelp lists the group's commands.
func (g group) printHelp(w io.Writer) {
	fmt.Fprintf(w, "Usage: queens %s COMMAND [flags]\n\n%s.\n\nCommands:\n", g.name, capitalize(g.summary))
	for _, c := range commands {
		if strings.HasPrefix(c.name, g.name+" ") {
			fmt.Fprintf(w, "  %-16s %s\n", c.name, c.summary)
		}
	}
	fmt.Fprintf(w, "\nRun 'queens help %s COMMAND' for a command's flags and examples.\n", g.name)
}

// printUsage prints the list of commands.
func printUsage(w io.Writer) {
	fmt.Fprintf(w, `queens explores the eight queens puzzle, one approach at a time.

Usage:
  queens [flags]          %s
  queens COMMAND [flags]  run one command

Commands:
`, mainCommand.summary)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-16s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'queens help COMMAND' (or 'queens COMMAND -h') for a command's flags and
examples, and 'queens -h' for the flags of queens alone.
`)
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
