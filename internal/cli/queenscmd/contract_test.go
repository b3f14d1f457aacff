package queenscmd

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/clitest"
	"github.com/queensbook/queens/internal/exercise"
)

// The tests in this file hold every command of the table to the one shape
// the command line promises; a new command is held to it as soon as it is
// in the table.

// allCommands returns queens alone and every command of the table.
func allCommands() []*cli.Command {
	return append([]*cli.Command{Table.MainCommand}, Table.Commands...)
}

// displayName is how a test names a command: "queens" for queens alone.
func displayName(c *cli.Command) string {
	if c.Name == "" {
		return "queens"
	}
	return "queens " + c.Name
}

// withoutFormat are the commands that print nothing a program reads, and
// so take no -format and no -json, with the reason. Every other command
// must take both.
var withoutFormat = map[string]string{
	"read":             "prints a chapter for a reader, rendered or as Markdown",
	"book":             "prints or writes book.md, which is Markdown already",
	"site":             "writes a web site, and prints one line that says where",
	"serve":            "serves a web site, and prints one line with its address",
	"exercise hint":    "prints a hint for a person to read",
	"exercise reset":   "prints one line that says what it did",
	"exercise handout": "writes a folder, and prints one line that says where",
}

// TestEveryFlagIsInTheHelp checks that the help of every command lists
// each of its flags: the help is generated from them, and must stay so.
func TestEveryFlagIsInTheHelp(t *testing.T) {
	for _, c := range allCommands() {
		var help bytes.Buffer
		Table.PrintHelp(&help, c)
		fs, _ := c.NewFlagSet()
		fs.VisitAll(func(f *flag.Flag) {
			if !strings.Contains(help.String(), "\n  -"+f.Name+"\n") && !strings.Contains(help.String(), "\n  -"+f.Name+" ") {
				t.Errorf("%s -h does not list -%s:\n%s", displayName(c), f.Name, help.String())
			}
		})
		if strings.Contains(help.String(), "Flags:\n\n") || strings.HasSuffix(help.String(), "Flags:\n") {
			t.Errorf("%s -h has an empty Flags: header", displayName(c))
		}
	}
}

// TestSharedFlagsMeanOneThing checks that a flag name of sharedUsage
// means the same in every command that defines it: its usage starts with
// the shared text.
func TestSharedFlagsMeanOneThing(t *testing.T) {
	used := map[string]bool{}
	for _, c := range allCommands() {
		fs, _ := c.NewFlagSet()
		fs.VisitAll(func(f *flag.Flag) {
			shared, ok := cli.SharedUsage[f.Name]
			if !ok {
				return
			}
			used[f.Name] = true
			if !strings.HasPrefix(f.Usage, shared) {
				t.Errorf("%s -%s: usage %q does not start with the shared %q; define it with the flagSet's helper", displayName(c), f.Name, f.Usage, shared)
			}
		})
	}
	for name := range cli.SharedUsage {
		if !used[name] {
			t.Errorf("shared flag -%s is defined by no command", name)
		}
	}
}

// TestResultsHaveFormatAndJSON checks that every command that prints
// results takes -format and -json, and that the list of those that do not
// is the one withoutFormat gives, so that a new command cannot slip out.
func TestResultsHaveFormatAndJSON(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range allCommands() {
		seen[c.Name] = true
		fs, _ := c.NewFlagSet()
		hasFormat, hasJSON := fs.Lookup("format") != nil, fs.Lookup("json") != nil
		_, exempt := withoutFormat[c.Name]
		switch {
		case exempt && (hasFormat || hasJSON):
			t.Errorf("%s takes -format or -json: take it out of withoutFormat", displayName(c))
		case !exempt && !(hasFormat && hasJSON):
			t.Errorf("%s prints results but lacks -format or -json (-format %v, -json %v); add fs.formatFlag, or say in withoutFormat why it prints nothing a program reads", displayName(c), hasFormat, hasJSON)
		}
	}
	for name := range withoutFormat {
		if !seen[name] {
			t.Errorf("withoutFormat names %q, which is not a command", name)
		}
	}
}

// errNoSpace is the error of a write to a full disk.
var errNoSpace = errors.New("no space left on device")

// fullWriter fails every write, as stdout on /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errNoSpace }

// resultRuns are quick calls of the commands that print results, with
// the variants whose output took another path before.
var resultRuns = [][]string{
	{"-n", "6"},
	{"-h"},
	{"compare", "-n", "6"},
	{"compare", "-n", "4-5", "-format", "markdown"},
	{"solve"},
	{"solve", "-format", "tuple"},
	{"solve", "-unique"},
	{"solve", "-unique", "-format", "tuple"},
	{"solve", "-n", "5", "-json"},
	{"trace", "-n", "4"},
	{"trace", "-n", "4", "-summary"},
	{"plot", "-n", "4-5", "-approach", "bitboard", "-o", "charts", "-quiet"},
	{"tree"},
	{"tree", "-n", "5", "-json"},
	{"count", "-n", "10"},
	{"count", "-n", "4-6", "-format", "csv"},
	{"one"},
	{"one", "-n", "100", "-format", "tuple"},
	{"one", "-n", "100", "-format", "summary"},
	{"one", "-n", "2"},
	{"verify", "eight.txt"},
	{"verify", "eight.txt", "-json"},
	{"read"},
	{"read", "start"},
	{"book"},
	{"site", "-o", "site"},
	{"serve", "-addr", "127.0.0.1:0"},
	{"exercise", "list"},
	{"exercise", "list", "-json"},
	{"exercise", "reset", "decode"},
	{"exercise", "hint", "decode"},
	{"version"},
	{"-version", "-json"},
	{"help"},
	{"help", "solve"},
	{"help", "exercise"},
	{"solve", "-h"},
}

// notRunWithFullStdout are the commands resultRuns leaves out, with the
// reason. Their stdout goes through the same resultWriter as every other.
var notRunWithFullStdout = map[string]string{
	"exercise check":   "runs go test on a student's code, which takes a minute",
	"exercise status":  "runs go test on a student's code, which takes a minute",
	"exercise report":  "runs go test on the code of a class, which takes minutes",
	"exercise handout": "copies every exercise of the source tree, which the test's tiny book has not",
}

// TestEveryResultWriteFailureIsAnError runs every command that prints
// results with a stdout that fails every write: each must exit with
// status 1 and end its stderr with one line that names the failed write.
func TestEveryResultWriteFailureIsAnError(t *testing.T) {
	root := clitest.InBook(t)
	// The decode exercise's stub, for exercise reset.
	e, _ := exercise.Lookup("decode")
	stub := filepath.Join(root, filepath.FromSlash(e.Stub()))
	clitest.Must(t, os.MkdirAll(filepath.Dir(stub), 0o755))
	clitest.Must(t, os.WriteFile(stub, []byte("package decode\n"), 0o644))
	// Its hints, for exercise hint, which remembers in the user's cache.
	clitest.Must(t, os.WriteFile(filepath.Join(root, filepath.FromSlash(e.HintFile())), []byte("## The idea\n\nOne.\n\n## The line\n\nTwo.\n"), 0o644))
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	clitest.Must(t, os.WriteFile("eight.txt", []byte("0 4 7 5 2 6 1 3\n"), 0o644))
	// The site shows the cells of book.md.
	if status, _, stderr := queens("book", "-w"); status != cli.ExitOK {
		t.Fatalf("book -w: status %d, stderr %q", status, stderr)
	}

	covered := map[string]bool{}
	for _, args := range resultRuns {
		cmd, _, err := Table.Find(io.Discard, args)
		switch {
		case err != nil:
			t.Fatalf("queens %s: %v", strings.Join(args, " "), err)
		case cmd != nil:
			covered[cmd.Name] = true
		}
		var stderr bytes.Buffer
		status := Table.Main(context.Background(), args, cli.Env{Stdin: strings.NewReader(""), Stdout: fullWriter{}, Stderr: &stderr, Timeless: true})
		lines := strings.SplitAfter(strings.TrimSuffix(stderr.String(), "\n"), "\n")
		last := lines[len(lines)-1]
		if status != cli.ExitFailure || !strings.HasPrefix(last, "queens") || !strings.HasSuffix(last, ": writing the results: no space left on device; is the disk full, or the pipe closed?") ||
			strings.Count(stderr.String(), "writing the results") != 1 {
			t.Errorf("queens %s with stdout full: status %d, stderr %q; want 1 and the failed write on the last line", strings.Join(args, " "), status, stderr.String())
		}
	}
	for _, c := range allCommands() {
		if _, skip := notRunWithFullStdout[c.Name]; !covered[c.Name] && !skip {
			t.Errorf("%s is not run with a full stdout: add it to resultRuns, or say in notRunWithFullStdout why not", displayName(c))
		}
	}
}

// A file written with -o is written whole or not at all: when the write
// fails halfway, neither the file nor its temporary remains.
func TestWriteFileLeavesNoHalfFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "boards")
	err := cli.WriteFile(dir, "one-8.txt", func(w io.Writer) error {
		if _, err := io.WriteString(w, "0 4 7 "); err != nil {
			return err
		}
		return errNoSpace
	})
	if !errors.Is(err, errNoSpace) || !strings.Contains(err.Error(), filepath.Join(dir, "one-8.txt")) {
		t.Errorf("writeFile: %v; want the write's error, naming the file", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("a failed write left %v in %s", left, dir)
	}

	// A write that succeeds replaces what was there, in one step.
	clitest.Must(t, os.WriteFile(filepath.Join(dir, "one-8.txt"), []byte("old\n"), 0o644))
	clitest.Must(t, cli.WriteFile(dir, "one-8.txt", func(w io.Writer) error {
		_, err := io.WriteString(w, "0 4 7 5 2 6 1 3\n")
		return err
	}))
	got, err := os.ReadFile(filepath.Join(dir, "one-8.txt"))
	if err != nil || string(got) != "0 4 7 5 2 6 1 3\n" {
		t.Errorf("after a good write the file holds %q (%v)", got, err)
	}
	left, _ := os.ReadDir(dir)
	if names := dirNames(left); !slices.Equal(names, []string{"one-8.txt"}) {
		t.Errorf("after a good write %s holds %v", dir, names)
	}
}

func dirNames(entries []os.DirEntry) []string {
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// Bad input: one line on stderr, exit status 2, nothing on stdout, and
// for a command that writes files, no folder made.
func TestBadInputContract(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	clitest.Must(t, os.WriteFile(file, []byte("0\n"), 0o644))
	out := filepath.Join(dir, "out")
	for _, args := range [][]string{
		{""},
		{"nosuch"},
		{"help", "nosuch"},
		{"exercise"},
		{"exercise", "nosuch"},
		{"-n", "8,8"},
		{"compare", "-n", "8,8"},
		{"compare", "-approach", "octal,octal"},
		{"compare", "-approach", "octal", "-approach", "bitboard"},
		{"compare", "-json", "-format", "csv"},
		{"compare", "-format", "csv", "-json"},
		{"solve", "-n", "6", "-n", "7"},
		{"solve", "-n", "8", "-rows", "4"},
		{"solve", "-rows", "4", "-cols", "5", "-n", "4"},
		{"solve", "-json", "-format", "tuple"},
		{"solve", "extra"},
		{"trace", "-n", "4", "-rows", "3", "-cols", "3"},
		// Sizes whose estimated work overflows a float64 once panicked.
		{"trace", "-n", "745", "-summary"},
		{"solve", "-n", "1000", "-first"},
		{"solve", "-n", "745", "-first", "-format", "tuple"},
		{"solve", "-n", "99999999999999999999"},
		// A bound that keeps a run from going on for ever.
		{"-repeat", "101"},
		{"one", "-n", "99999999999999999999"},
		{"count", "-n", "4,99999999999999999999"},
		{"tree", "-n", "6", "-n", "7"},
		{"count", "-n", "4,4"},
		{"count", "-o", file, "-n", "4-6"},
		{"count", "-n", "4-6", "-o", filepath.Join(file, "charts")},
		{"plot", "-n", "4-5", "-o", file},
		{"plot", "-n", "4-5", "-approach", "bitboard,bitboard", "-o", out},
		{"tree", "-o", file},
		{"one", "-o", file},
		{"one", "-n", "0"},
		{"one", "-n", "1000000000"},
		{"one", "-format", "summary", "-o", out},
		{"verify"},
		{"verify", file, file},
		{"exercise", "check", "conflict", "-timeout", "0s"},
		{"exercise", "check", "-timeout", "-1s", "conflict"},
		{"exercise", "list", "-json", "-format", "text"},
		{"exercise", "hint", "conflict", "-level", "3"},
		{"exercise", "handout"},
		{"exercise", "report", dir},
		{"exercise", "status", "-timeout", "0s"},
		{"book", "-w", "-check"},
		{"site"},
		{"site", "-o", file},
		{"site", "-o", filepath.Join(file, "site")},
		{"site", "-o", dir}, // it holds files site did not write
		{"serve", "-addr", "nonsense"},
		{"serve", "-addr", "127.0.0.1:99999"},
		{"serve", "-addr", "127.0.0.1:http"},
		{"serve", "extra"},
	} {
		status, stdout, stderr := queens(args...)
		if status != cli.ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "queens") {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q; want 2, nothing, one line", args, status, stdout, stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused run made %s", out)
	}
}

// The same flag twice with the same value is one request, switches
// included.
func TestSameFlagTwiceIsAccepted(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "-n", "5", "-n", "5", "-format", "tuple", "-quiet"},
		{"solve", "-n", "5", "-first", "-first=true", "-format", "tuple", "-quiet"},
		{"solve", "-n", "5", "-json", "-format", "json"},
		{"verify", "-json", "eight.txt", "-json"},
	} {
		t.Chdir(t.TempDir())
		clitest.Must(t, os.WriteFile("eight.txt", []byte("0 4 7 5 2 6 1 3\n"), 0o644))
		if status, stdout, stderr := queens(args...); status != cli.ExitOK || stdout == "" || stderr != "" {
			t.Errorf("queens %q: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
		}
	}
}

// An unknown flag's error names the help to run, and that help is the
// command's: for queens alone it once named 'queens help ' with no
// command, which lists the commands but not the flags.
func TestUnknownFlagNamesAWorkingHelp(t *testing.T) {
	for _, c := range allCommands() {
		args := append(strings.Fields(c.Name), "-nosuchflag")
		status, _, stderr := queens(args...)
		_, quoted, found := strings.Cut(stderr, "; run '")
		line, _, _ := strings.Cut(quoted, "'")
		words := strings.Fields(line)
		if status != cli.ExitUsage || !found || len(words) < 2 || words[0] != "queens" {
			t.Errorf("queens %q: status %d, stderr %q; want 2 and the help to run", args, status, stderr)
			continue
		}
		var want bytes.Buffer
		Table.PrintHelp(&want, c)
		if status, stdout, _ := queens(words[1:]...); status != cli.ExitOK || stdout != want.String() {
			t.Errorf("queens %q names %q, which does not print the command's help (status %d)", args, line, status)
		}
	}
}

// What a user typed is quoted in an error with its control characters
// escaped, so that the error stays one line and cannot drive the terminal.
func TestErrorsEscapeControlCharacters(t *testing.T) {
	status, stdout, stderr := queens("solve", "-n", "8\n\x1b[2J")
	if status != cli.ExitUsage || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, `8\n\x1b[2J`) {
		t.Errorf("solve -n with a newline and an escape: status %d, stdout %q, stderr %q; want 2 and one line with both escaped", status, stdout, stderr)
	}
	if err := Table.Check([]string{"exercise", "list", "-\n"}); err == nil || strings.Contains(err.Error(), "\n") || !errors.As(err, new(*cli.UsageError)) {
		t.Errorf("Check of a flag with a newline: %v; want one line, a usage error", err)
	}
}

// An error that quotes a line of megabytes keeps its start and its end,
// which say what is wrong and what to do, and leaves out the middle.
func TestLongErrorsAreElided(t *testing.T) {
	var stdout, stderr bytes.Buffer
	long := strings.Repeat("é", 1<<20) // two bytes each: the cut must not split one
	status := Table.Main(context.Background(), []string{"solve", "-interactive", "-quiet"}, cli.Env{Stdin: strings.NewReader(long + "\n"), Stdout: &stdout, Stderr: &stderr})
	line := stderr.String()
	if status != cli.ExitUsage || strings.Count(line, "\n") != 1 || len(line) > 2*cli.MaxErrorLine || !utf8.ValidString(line) ||
		!strings.HasPrefix(line, "queens solve: ") || !strings.Contains(line, "bytes left out") || !strings.HasSuffix(line, "such as c4\n") {
		t.Errorf("solve -interactive with a line of a megabyte: status %d, %d bytes of stderr: %.200q ... %.200q", status, len(line), line, line[max(0, len(line)-200):])
	}
}
