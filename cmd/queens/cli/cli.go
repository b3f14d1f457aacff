// Package cli is the queens command: one function per subcommand, each
// parsing its own flags and writing to the streams of an [Env], so that the
// book builder and the tests run the very same code as a user's terminal.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// Env is the world a command runs in.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Timeless leaves measured times out of the output ("-"), so that the
	// book and the golden files stay the same from run to run.
	Timeless bool
}

// command is one subcommand.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, env Env, args []string) error
}

// Exit statuses.
const (
	exitOK          = 0
	exitFailure     = 1 // the work ran and the answer is "none", or it broke
	exitUsage       = 2 // the user asked for something that cannot be done
	exitInterrupted = 130
)

// usageError is bad input from the user: exit status 2, one line.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// errHelp ends a command that printed its help.
var errHelp = errors.New("help printed")

// Main runs the queens command with the given arguments (without the
// program name) and returns its exit status.
func Main(ctx context.Context, args []string, env Env) int {
	name, rest := "", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, rest = args[0], args[1:]
	}
	if name == "" {
		if len(args) > 0 && isHelp(args[0]) {
			printUsage(env.Stdout)
			return exitOK
		}
		return report(env.Stderr, "queens", runMain(ctx, env, rest))
	}
	if name == "help" {
		printUsage(env.Stdout)
		return exitOK
	}
	cmd, ok := lookup(name)
	if !ok {
		fmt.Fprintf(env.Stderr, "queens: unknown command %q; run 'queens -h' for the list\n", name)
		return exitUsage
	}
	return report(env.Stderr, "queens "+cmd.name, cmd.run(ctx, env, rest))
}

// report prints err as one line and picks the exit status.
func report(stderr io.Writer, prefix string, err error) int {
	var usage *usageError
	switch {
	case err == nil || errors.Is(err, errHelp):
		return exitOK
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(stderr, "%s: interrupted\n", prefix)
		return exitInterrupted
	case errors.As(err, &usage):
		fmt.Fprintf(stderr, "%s: %v\n", prefix, err)
		return exitUsage
	default:
		fmt.Fprintf(stderr, "%s: %v\n", prefix, err)
		return exitFailure
	}
}

func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help"
}

func lookup(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "queens explores the eight queens puzzle, one approach at a time.")
	fmt.Fprintln(w, "\nUsage:\n  queens                 compare every approach on 8 x 8 and draw a solution\n  queens COMMAND [flags]")
	fmt.Fprintln(w, "\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'queens COMMAND -h' for a command's flags.")
}

// flags returns a flag set for a subcommand whose errors come back as one
// line instead of being printed with the whole usage.
func flags(env Env, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(env.Stdout, "Usage: queens %s %s\n\nFlags:\n", name, synopsis)
		fs.SetOutput(env.Stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// parse parses args, printing help for -h and turning any other flag error
// into a one-line usage error.
func parse(fs *flag.FlagSet, args []string) error {
	// The flag package calls Usage on every error; only -h should print it.
	help := fs.Usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.Usage = help
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.Usage()
		return errHelp
	case err != nil:
		return usagef("%v (run 'queens %s -h' for help)", err, fs.Name())
	case fs.NArg() > 0:
		return usagef("unexpected argument %q (run 'queens %s -h' for help)", fs.Arg(0), fs.Name())
	}
	return nil
}

// isTerminal reports whether w is a terminal, where progress bars and
// colours are welcome.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
