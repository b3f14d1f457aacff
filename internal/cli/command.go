package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// command is one subcommand of queens. Every command has the same shape,
// so that its usage is generated from its flags and cannot drift from
// them, and so that every command parses its arguments the same way.
type command struct {
	// name is what the user types: "solve", or "exercise check" for a
	// command of a group.
	name string
	// summary is the one line that 'queens help' shows.
	summary string
	// args names the arguments after the flags in the usage line, such
	// as "FILE"; minArgs and maxArgs bound how many may be given (maxArgs
	// -1 for any number).
	args             string
	minArgs, maxArgs int
	// about is the paragraph that -h shows under the usage line. It is a
	// raw string, as cmd/go keeps its help, that starts on the line after
	// the opening quote: the newlines around it are trimmed.
	about string
	// examples are worked examples that end the help.
	examples []example
	// define adds the command's flags to fs and returns the function that
	// runs the command once they are parsed, with the arguments.
	define func(fs *flagSet) runFunc
}

// runFunc runs a command whose flags are parsed.
type runFunc func(ctx context.Context, env Env, args []string) error

// example is one worked example of a command's help.
type example struct {
	command, what string
}

// group is a command with commands of its own, such as 'queens exercise':
// its name is the first word of theirs.
type group struct {
	name, summary string
}

// flagSet is the flag set of one command: the standard library's, plus
// the flags every command shares (see shared.go).
type flagSet struct {
	*flag.FlagSet
	cmd *command
	// checks run after parsing, to refuse combinations of flags.
	checks []func() error
	// twice is the error of a flag given twice with two values.
	twice error
	// quiet is the value of -quiet, for a command with long runs, which
	// has the flag; nil for the others.
	quiet *bool
}

// newFlagSet returns the flag set of cmd, with its flags defined, and
// the function that runs it.
func (cmd *command) newFlagSet() (*flagSet, runFunc) {
	fs := &flagSet{FlagSet: flag.NewFlagSet("queens "+cmd.name, flag.ContinueOnError), cmd: cmd}
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	run := cmd.define(fs)
	// Wrap every value so that a flag given twice with two values is an
	// error, not a silent choice of the last.
	fs.VisitAll(func(f *flag.Flag) { f.Value = &onceValue{Value: f.Value, name: f.Name, fs: fs} })
	return fs, run
}

// run parses args and runs the command. A command with long runs, one
// that has -quiet, notes on stderr when a run goes on for a while (see
// noteRunning), unless -quiet is given; prefix starts that note, as it
// starts the command's errors ("queens count").
func (cmd *command) run(ctx context.Context, env Env, args []string, prefix string) error {
	fs, run := cmd.newFlagSet()
	positional, err := fs.parse(args)
	if errors.Is(err, flag.ErrHelp) {
		cmd.printHelp(env.Stdout)
		return nil
	}
	if err != nil {
		return err
	}
	if fs.quiet != nil && !*fs.quiet {
		defer env.noteRunning(prefix)()
	}
	return run(ctx, env, positional)
}

// parse parses flags and arguments in any order, as go test does: the
// arguments come back in their order, and everything after "--" is an
// argument. Then it runs the command's checks of flags that do not go
// together.
func (fs *flagSet) parse(args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.FlagSet.Parse(args); err != nil {
			switch {
			case errors.Is(err, flag.ErrHelp):
				return nil, err
			case fs.twice != nil:
				return nil, fs.twice
			}
			return nil, usagef("%v; run '%s' for the flags", err, fs.cmd.helpLine())
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if consumed := args[:len(args)-len(rest)]; len(consumed) > 0 && consumed[len(consumed)-1] == "--" {
			positional = append(positional, rest...)
			break
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
	if err := fs.cmd.checkArgs(positional); err != nil {
		return nil, err
	}
	for _, check := range fs.checks {
		if err := check(); err != nil {
			return nil, err
		}
	}
	return positional, nil
}

// checkArgs refuses too few or too many arguments.
func (cmd *command) checkArgs(args []string) error {
	switch {
	case len(args) > cmd.maxArgs && cmd.maxArgs >= 0:
		if cmd.maxArgs == 0 {
			return usagef("unexpected argument %q: this command takes only flags; run '%s'", args[0], cmd.helpLine())
		}
		return usagef("unexpected argument %q after %s; run '%s'", args[cmd.maxArgs], cmd.args, cmd.helpLine())
	case len(args) < cmd.minArgs:
		return usagef("missing %s; run '%s'", cmd.args, cmd.helpLine())
	}
	return nil
}

// helpLine is the command line that prints cmd's help: queens help solve,
// or for queens alone, queens -h.
func (cmd *command) helpLine() string {
	if cmd.name == "" {
		return "queens -h"
	}
	return "queens help " + cmd.name
}

// isSet reports whether the flag called name was given.
func (fs *flagSet) isSet(name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// commandLine writes the command with the flags that were given, in the
// order of their names, as a user could type it again.
func (fs *flagSet) commandLine() string {
	line := fs.Name()
	fs.Visit(func(f *flag.Flag) {
		line += " -" + f.Name
		if v, ok := f.Value.(*onceValue); !ok || !v.IsBoolFlag() {
			line += " " + shellWord(f.Value.String())
		}
	})
	return line
}

// shellWord quotes s for a POSIX shell when it holds anything but
// letters, digits and the harmless marks of flag values (such as 8-16,
// none,all or dir/file.json), so that a command line can be pasted as it
// is printed.
func shellWord(s string) string {
	const harmless = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+@%"
	if s != "" && strings.Trim(s, harmless) == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// check adds a check that runs after parsing.
func (fs *flagSet) check(c func() error) {
	fs.checks = append(fs.checks, c)
}

// exclusive refuses any two of the named flags given together.
func (fs *flagSet) exclusive(names ...string) {
	fs.check(func() error {
		var given []string
		for _, name := range names {
			if fs.isSet(name) {
				given = append(given, "-"+name)
			}
		}
		if len(given) > 1 {
			return usagef("%s do not go together; choose one", strings.Join(given, " and "))
		}
		return nil
	})
}

// onceValue is a flag's value that may be given more than once only with
// the same text each time.
type onceValue struct {
	flag.Value
	name string
	fs   *flagSet
	// given is the text the flag was first set to.
	given *string
}

func (v *onceValue) String() string {
	if v.given != nil {
		return *v.given
	}
	if v.Value == nil {
		return ""
	}
	return v.Value.String()
}

func (v *onceValue) Set(s string) error {
	if v.given != nil {
		if !v.same(*v.given, s) {
			v.fs.twice = usagef("-%s given twice, as %s and %s; give it once", v.name, *v.given, s)
			return v.fs.twice
		}
		return nil
	}
	v.given = &s
	return v.Value.Set(s)
}

// same reports whether two texts given for the flag set the same value:
// the same text, or for a switch the same truth (-first and -first=true).
func (v *onceValue) same(a, b string) bool {
	if a == b {
		return true
	}
	if !v.IsBoolFlag() {
		return false
	}
	x, errX := strconv.ParseBool(a)
	y, errY := strconv.ParseBool(b)
	return errX == nil && errY == nil && x == y
}

// IsBoolFlag tells the flag package whether the flag needs no value.
func (v *onceValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// printHelp prints the usage of cmd: the usage line, what it does, its
// flags and its examples.
func (cmd *command) printHelp(w io.Writer) {
	fs, _ := cmd.newFlagSet()
	line := "queens " + cmd.name
	if cmd.name == "" {
		line = "queens"
	}
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		line += " [flags]"
	}
	if cmd.args != "" {
		line += " " + cmd.args
	}
	about := strings.TrimSpace(cmd.about)
	if cmd == mainCommand {
		printUsage(w)
		fmt.Fprintf(w, "\n%s\n", about)
	} else {
		fmt.Fprintf(w, "Usage: %s\n\n%s\n", line, about)
	}
	if hasFlags {
		fmt.Fprint(w, "\nFlags:\n")
		fs.VisitAll(func(f *flag.Flag) { printFlag(w, f) })
	}
	if len(cmd.examples) > 0 {
		fmt.Fprint(w, "\nExamples:\n")
		for _, e := range cmd.examples {
			fmt.Fprintf(w, "  %s\n      %s\n", e.command, e.what)
		}
	}
}

// printFlag prints one flag as the flag package's PrintDefaults does:
// the name with the word its usage quotes, then the usage, indented and
// wrapped to fit 80 columns.
func printFlag(w io.Writer, f *flag.Flag) {
	name, usage := flag.UnquoteUsage(f)
	if v, ok := f.Value.(*onceValue); ok && v.IsBoolFlag() {
		name = ""
	}
	head := "  -" + f.Name
	if name != "" {
		head += " " + name
	}
	// A zero default says nothing a reader needs; where 0 means
	// something, the usage says what.
	if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
		usage += fmt.Sprintf(" (default %s)", f.DefValue)
	}
	fmt.Fprintln(w, head)
	for _, line := range wrap(usage, 80-6) {
		fmt.Fprintf(w, "      %s\n", line)
	}
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return append(lines, line)
}
