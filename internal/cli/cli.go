// Package cli is the base of the queens command, as cmd/go/internal/base
// is the go command's: the [Command] of one shape, its flags and the flags
// every command shares, the [Table] that finds a command and prints help,
// the streams of an [Env], output written whole or not at all, progress,
// and stopping on Ctrl-C. The commands live in one package a family
// (searchcmd, countcmd, bookcmd, exercisecmd), and package queenscmd
// assembles their table, so that the book builder and the tests run the
// very same code as a user's terminal.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Env is the world a command runs in.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Timeless leaves measured times out of the output (a table leaves
	// out its time columns), so that the book and the golden files stay
	// the same from run to run.
	Timeless bool
	// noteAfter is how long a run goes on before it notes on stderr that
	// it is running, when not runningNoteAfter; tests shorten it.
	noteAfter time.Duration
}

// TimelessVar is the environment variable that, set to 1, makes the
// queens command timeless, as the book's cells are (see [Env.Timeless]).
const TimelessVar = "QUEENS_TIMELESS"

// Exit statuses, the same rule for every command.
const (
	ExitOK          = 0   // done, "no solution exists" included
	ExitFailure     = 1   // a check failed, or a result could not be written
	ExitUsage       = 2   // the user asked for something that cannot be done
	ExitInterrupted = 130 // Ctrl-C; SIGTERM gives 143 and SIGHUP 129 (see NotifyStop)
)

// UsageError is bad input from the user: exit status 2, one line.
type UsageError struct {
	msg string
	// err, when not nil, is the error underneath, for errors.Is.
	err error
}

// Error implements error.
func (e *UsageError) Error() string { return e.msg }

// Unwrap returns the error underneath, if any.
func (e *UsageError) Unwrap() error { return e.err }

// Usagef returns a usage error.
func Usagef(format string, args ...any) error {
	return &UsageError{msg: fmt.Sprintf(format, args...)}
}

// Main runs the queens command of table t with the given arguments
// (without the program name) and returns its exit status.
func (t *Table) Main(ctx context.Context, args []string, env Env) int {
	out := &ResultWriter{w: unblockWrites(ctx, env.Stdout)}
	env.Stdout = out
	env.Stderr = unblockWrites(ctx, env.Stderr)
	cmd, rest, err := t.Find(env.Stdout, args)
	prefix := "queens"
	if err == nil && cmd != nil { // cmd is nil when help was printed
		if cmd.Name != "" {
			prefix += " " + cmd.Name
		}
		err = t.run(ctx, cmd, env, rest, prefix)
	}
	// Help is a result too: a help that could not be written is an error,
	// unless the run was stopped, which says more.
	if out.Err != nil && !errors.Is(err, context.Canceled) {
		err = &writeError{out.Err}
	}
	status := reportError(env.Stderr, prefix, err)
	if status == ExitInterrupted {
		status = interruptedStatus(ctx)
	}
	return status
}

// Find returns the command that args ask for and the arguments left for
// it. For 'queens help' and the help of a group it prints the help and
// returns no command.
func (t *Table) Find(stdout io.Writer, args []string) (*Command, []string, error) {
	if len(args) == 0 || (strings.HasPrefix(args[0], "-") && args[0] != "-") {
		return t.MainCommand, args, nil
	}
	if args[0] == "help" {
		return nil, nil, t.help(stdout, args[1:])
	}
	if g, ok := t.LookupGroup(args[0]); ok {
		if len(args) == 1 || isHelp(args[1]) || args[1] == "help" {
			if len(args) == 1 {
				return nil, nil, Usagef("%s needs a command: %s; run 'queens help %s'", g.Name, orList(t.groupCommands(g)), g.Name)
			}
			return nil, nil, t.help(stdout, args[:1])
		}
		cmd, ok := t.Lookup(g.Name + " " + args[1])
		if !ok {
			return nil, nil, Usagef("unknown command %q; choose %s", g.Name+" "+args[1], orList(t.groupCommands(g)))
		}
		return cmd, args[2:], nil
	}
	cmd, ok := t.Lookup(args[0])
	if !ok {
		return nil, nil, Usagef("unknown command %q; run 'queens help' for the list", args[0])
	}
	return cmd, args[1:], nil
}

// help prints the help that 'queens help NAME...' asks for.
func (t *Table) help(stdout io.Writer, names []string) error {
	name := strings.Join(names, " ")
	if name == "" {
		t.PrintUsage(stdout)
		return nil
	}
	if cmd, ok := t.Lookup(name); ok {
		t.PrintHelp(stdout, cmd)
		return nil
	}
	if g, ok := t.LookupGroup(name); ok {
		t.printGroupHelp(stdout, g)
		return nil
	}
	return Usagef("no command %q; run 'queens help' for the list", name)
}

// reportError prints err as one line and picks the exit status.
func reportError(stderr io.Writer, prefix string, err error) int {
	var usage *UsageError
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, context.Canceled):
		var stopped *interruption
		if errors.As(err, &stopped) {
			fmt.Fprintf(stderr, "%s: %v\n", prefix, stopped)
		} else {
			fmt.Fprintf(stderr, "%s: interrupted\n", prefix)
		}
		return ExitInterrupted
	case errors.As(err, &usage):
		fmt.Fprintf(stderr, "%s: %s\n", prefix, elide(oneLine(err.Error()), MaxErrorLine))
		return ExitUsage
	default:
		fmt.Fprintf(stderr, "%s: %v\n", prefix, err)
		return ExitFailure
	}
}

func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help"
}

// Check parses a queens command line, the words after "queens", as Main
// would, without running it: it returns the line Main would print for a
// usage error ("queens solve: ..."), or nil. The notebook server checks
// every cell with it before it runs one.
func (t *Table) Check(args []string) error {
	cmd, rest, err := t.Find(io.Discard, args)
	prefix := "queens"
	if err == nil && cmd != nil {
		if cmd.Name != "" {
			prefix += " " + cmd.Name
		}
		fs, _ := cmd.NewFlagSet()
		if _, err = fs.parse(rest); errors.Is(err, flag.ErrHelp) {
			err = nil
		}
	}
	if err != nil {
		return &checkError{prefix + ": " + oneLine(err.Error()), err}
	}
	return nil
}

// checkError is the error of [Check]: the line Main would print, and the
// error it reports.
type checkError struct {
	line string
	err  error
}

// Error implements error.
func (e *checkError) Error() string { return e.line }

// Unwrap returns the error underneath, for errors.Is and errors.As.
func (e *checkError) Unwrap() error { return e.err }

// MaxErrorLine bounds the bytes of an error's line, which may quote
// what the user typed: a line of stdin can be megabytes long.
const MaxErrorLine = 1000

// elide cuts the middle out of s when it is longer than most bytes,
// keeping its start, which says what is wrong, and its end, which says
// what to do, whole UTF-8 characters each.
func elide(s string, most int) string {
	if len(s) <= most {
		return s
	}
	mark := fmt.Sprintf(" … (%d bytes left out) … ", len(s)-most)
	head, tail := s[:most/2], s[len(s)-most/2:]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	for !utf8.ValidString(tail) {
		tail = tail[1:]
	}
	return head + mark + tail
}

// oneLine writes the control characters of s, such as a newline or the
// escape that starts a terminal's commands, as Go escapes them (\n,
// \x1b), so that an error that quotes what the user typed stays one line
// and cannot clear or recolour their terminal.
func oneLine(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			quoted := strconv.QuoteRune(r)
			b.WriteString(quoted[1 : len(quoted)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
