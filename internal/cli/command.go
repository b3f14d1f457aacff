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

// Command is one subcommand of queens. Every command has the same shape,
// so that its usage is generated from its flags and cannot drift from
// them, and so that every command parses its arguments the same way.
type Command struct {
	// Name is what the user types: "solve", or "exercise check" for a
	// command of a group.
	Name string
	// Summary is the one line that 'queens help' shows.
	Summary string
	// Args names the arguments after the flags in the usage line, such
	// as "FILE"; minArgs and maxArgs bound how many may be given (maxArgs
	// -1 for any number).
	Args             string
	MinArgs, MaxArgs int
	// About is the paragraph that -h shows under the usage line. It is a
	// raw string, as cmd/go keeps its help, that starts on the line after
	// the opening quote: the newlines around it are trimmed.
	About string
	// Examples are worked examples that end the help.
	Examples []Example
	// Define adds the command's flags to fs and returns the function that
	// runs the command once they are parsed, with the arguments.
	Define func(fs *FlagSet) RunFunc
}

// RunFunc runs a command whose flags are parsed.
type RunFunc func(ctx context.Context, env Env, args []string) error

// Example is one worked example of a command's help.
type Example struct {
	Command, What string
}

// Group is a command with commands of its own, such as 'queens exercise':
// its name is the first word of theirs.
type Group struct {
	Name, Summary string
}

// FlagSet is the flag set of one command: the standard library's, plus
// the flags every command shares (see shared.go).
type FlagSet struct {
	*flag.FlagSet
	cmd *Command
	// checks run after parsing, to refuse combinations of flags.
	checks []func() error
	// refused is the error of a value refused as it was given, a flag
	// given twice with two values or one empty, say, that the command
	// prints as it is, instead of the flag package's "invalid value"
	// line.
	refused error
	// quiet is the value of -quiet, for a command with long runs, which
	// has the flag; nil for the others.
	quiet *bool
}

// NewFlagSet returns the flag set of cmd, with its flags defined, and
// the function that runs it.
func (cmd *Command) NewFlagSet() (*FlagSet, RunFunc) {
	fs := &FlagSet{FlagSet: flag.NewFlagSet("queens "+cmd.Name, flag.ContinueOnError), cmd: cmd}
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	run := cmd.Define(fs)
	// Wrap every value so that a flag given twice with two values is an
	// error, not a silent choice of the last.
	fs.VisitAll(func(f *flag.Flag) { f.Value = &OnceValue{Value: f.Value, name: f.Name, fs: fs} })
	return fs, run
}

// run parses args and runs the command. A command with long runs, one
// that has -quiet, notes on stderr when a run goes on for a while (see
// noteRunning), unless -quiet is given; prefix starts that note, as it
// starts the command's errors ("queens count").
func (t *Table) run(ctx context.Context, cmd *Command, env Env, args []string, prefix string) error {
	fs, run := cmd.NewFlagSet()
	positional, err := fs.parse(args)
	if errors.Is(err, flag.ErrHelp) {
		t.PrintHelp(env.Stdout, cmd)
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
func (fs *FlagSet) parse(args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.FlagSet.Parse(args); err != nil {
			switch {
			case errors.Is(err, flag.ErrHelp):
				return nil, err
			case fs.refused != nil:
				return nil, fs.refused
			}
			return nil, Usagef("%v; run '%s' for the flags", err, fs.cmd.helpLine())
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
func (cmd *Command) checkArgs(args []string) error {
	switch {
	case len(args) > cmd.MaxArgs && cmd.MaxArgs >= 0:
		if cmd.MaxArgs == 0 {
			return Usagef("unexpected argument %q: this command takes only flags; run '%s'", args[0], cmd.helpLine())
		}
		return Usagef("unexpected argument %q after %s; run '%s'", args[cmd.MaxArgs], cmd.Args, cmd.helpLine())
	case len(args) < cmd.MinArgs:
		return Usagef("missing %s; run '%s'", cmd.Args, cmd.helpLine())
	}
	return nil
}

// helpLine is the command line that prints cmd's help: queens help solve,
// or for queens alone, queens -h.
func (cmd *Command) helpLine() string {
	if cmd.Name == "" {
		return "queens -h"
	}
	return "queens help " + cmd.Name
}

// IsSet reports whether the flag called name was given.
func (fs *FlagSet) IsSet(name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// CommandLine writes the command with the flags that were given, in the
// order of their names, as a user could type it again.
func (fs *FlagSet) CommandLine() string {
	line := fs.Name()
	fs.Visit(func(f *flag.Flag) {
		line += " -" + f.Name
		if v, ok := f.Value.(*OnceValue); !ok || !v.IsBoolFlag() {
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

// Check adds a check that runs after parsing.
func (fs *FlagSet) Check(c func() error) {
	fs.checks = append(fs.checks, c)
}

// Given returns those of the named flags that were given, as -name, in
// the order of names.
func (fs *FlagSet) Given(names ...string) []string {
	var given []string
	for _, name := range names {
		if fs.IsSet(name) {
			given = append(given, "-"+name)
		}
	}
	return given
}

// Exclusive refuses any two of the named flags given together.
func (fs *FlagSet) Exclusive(names ...string) {
	fs.Check(func() error {
		if given := fs.Given(names...); len(given) > 1 {
			return Usagef("%s do not go together; choose one", strings.Join(given, " and "))
		}
		return nil
	})
}

// OnceValue is a flag's value that may be given more than once only with
// the same text each time.
type OnceValue struct {
	flag.Value
	name string
	fs   *FlagSet
	// given is the text the flag was first set to.
	given *string
}

// String implements flag.Value.
func (v *OnceValue) String() string {
	if v.given != nil {
		return *v.given
	}
	if v.Value == nil {
		return ""
	}
	return v.Value.String()
}

// Set implements flag.Value. An empty value is refused, for every flag:
// leaving the flag out gives its default, and an empty -o or -file taken
// for the default has written where no one asked.
func (v *OnceValue) Set(s string) error {
	switch {
	case v.given != nil && !v.same(*v.given, s):
		return v.refuse(Usagef("-%s given twice, as %s and %s; give it once", v.name, *v.given, s))
	case v.given != nil:
		return nil
	case s == "":
		return v.refuse(Usagef("-%s is empty; give it a value, or leave it out for its default", v.name))
	}
	v.given = &s
	err := v.Value.Set(s)
	var usage *UsageError
	if errors.As(err, &usage) {
		return v.refuse(usage)
	}
	return err
}

// refuse keeps err as the error the command prints, and returns it.
func (v *OnceValue) refuse(err error) error {
	v.fs.refused = err
	return err
}

// TakesWholeNumbers reports whether the flag takes whole numbers, read
// by words.ParseWhole (see [Numbers]); the tests walk the table of
// commands with it.
func (v *OnceValue) TakesWholeNumbers() bool {
	_, ok := v.Value.(interface{ takesWholeNumbers() })
	return ok
}

// same reports whether two texts given for the flag set the same value:
// the same text, or for a switch the same truth (-first and -first=true).
func (v *OnceValue) same(a, b string) bool {
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
func (v *OnceValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// PrintHelp prints the usage of cmd, a command of t: the usage line, what it does, its
// flags and its examples.
func (t *Table) PrintHelp(w io.Writer, cmd *Command) {
	fs, _ := cmd.NewFlagSet()
	line := "queens " + cmd.Name
	if cmd.Name == "" {
		line = "queens"
	}
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		line += " [flags]"
	}
	if cmd.Args != "" {
		line += " " + cmd.Args
	}
	about := strings.TrimSpace(cmd.About)
	if cmd == t.MainCommand {
		t.PrintUsage(w)
		fmt.Fprintf(w, "\n%s\n", about)
	} else {
		fmt.Fprintf(w, "Usage: %s\n\n%s\n", line, about)
	}
	if hasFlags {
		fmt.Fprint(w, "\nFlags:\n")
		fs.VisitAll(func(f *flag.Flag) { printFlag(w, f) })
	}
	if len(cmd.Examples) > 0 {
		fmt.Fprint(w, "\nExamples:\n")
		for _, e := range cmd.Examples {
			fmt.Fprintf(w, "  %s\n      %s\n", e.Command, e.What)
		}
	}
}

// printFlag prints one flag as the flag package's PrintDefaults does:
// the name with the word its usage quotes, then the usage, indented and
// wrapped to fit 80 columns.
func printFlag(w io.Writer, f *flag.Flag) {
	name, usage := flag.UnquoteUsage(f)
	if v, ok := f.Value.(*OnceValue); ok && v.IsBoolFlag() {
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
