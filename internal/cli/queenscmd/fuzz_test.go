package queenscmd

import (
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
	"github.com/queensbook/queens/internal/cli/countcmd"
	"github.com/queensbook/queens/puzzle/board"
)

// FuzzFlagValues gives any text to any flag of any command, and as an
// argument, and parses the command line as the notebook checks a cell
// (Check, which runs nothing): no value panics the parser, and every
// refusal is one line that starts with the command.
func FuzzFlagValues(f *testing.F) {
	for _, seed := range []string{"", "8", "4-12", "-1", "99999999999999999999", "json", "a1,b2", "1/2", "ｊｓｏｎ", "\x1b[2J", "true", "0s"} {
		f.Add(uint(0), uint(0), seed)
		f.Add(uint(6), uint(3), seed) // count
	}
	cmds := allCommands()
	f.Fuzz(func(t *testing.T, which, flagIndex uint, text string) {
		c := cmds[which%uint(len(cmds))]
		var names []string
		fs, _ := c.NewFlagSet()
		fs.VisitAll(func(fl *flag.Flag) { names = append(names, fl.Name) })
		args := strings.Fields(c.Name)
		if len(names) > 0 {
			args = append(args, "-"+names[flagIndex%uint(len(names))], text)
		}
		for _, line := range [][]string{args, append(slices.Clone(args), text)} {
			err := Table.Check(line)
			if err == nil {
				continue
			}
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, displayName(c)+": ") {
				t.Fatalf("Check(%q): %q; want one line that starts with %q", line, msg, displayName(c))
			}
		}
	})
}

// FuzzParseSizes reads -n as the commands do, with a limit of their own:
// no text panics it, every error is bad input (exit status 2), and every
// size it accepts is from 1 to the limit, each once.
func FuzzParseSizes(f *testing.F) {
	for _, seed := range []string{"8", "4-12", "4,6,8", "12-4", "0", "-1", "99999999999999999999", "4,99999999999999999999", "8,8", "1-100000", " 28 "} {
		f.Add(seed, 28)
	}
	f.Fuzz(func(t *testing.T, spec string, most int) {
		most = 1 + abs(most)%board.MaxSide
		sizes, err := cli.ParseSizes(spec, most, "the limit")
		if err != nil {
			if !errors.As(err, new(*cli.UsageError)) {
				t.Fatalf("parseSizes(%q, %d): %v is not bad input", spec, most, err)
			}
			return
		}
		for i, n := range sizes {
			if n < 1 || n > most || slices.Contains(sizes[:i], n) {
				t.Fatalf("parseSizes(%q, %d) = %v", spec, most, sizes)
			}
		}
	})
}

// FuzzCountWorkers reads -workers: no text panics it, every error is bad
// input (exit status 2), and every number it accepts is from 1 to
// maxWorkers, each once.
func FuzzCountWorkers(f *testing.F) {
	for _, seed := range []string{"0", "1,0", "1,1", "-1", "1025", "9223372036854775807", "99999999999999999999", "1,,2", "two", " 2 "} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		workers, err := countcmd.CountWorkers(spec)
		if err != nil {
			if !errors.As(err, new(*cli.UsageError)) {
				t.Fatalf("countWorkers(%q): %v is not bad input", spec, err)
			}
			return
		}
		for i, k := range workers {
			if k < 1 || k > countcmd.MaxWorkers || slices.Contains(workers[:i], k) {
				t.Fatalf("countWorkers(%q) = %v", spec, workers)
			}
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
