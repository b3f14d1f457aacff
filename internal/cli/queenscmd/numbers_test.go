package queenscmd

import (
	"flag"
	"strings"
	"testing"

	"github.com/queensbook/queens/internal/cli"
)

// One number, one reading: every flag of every command that takes whole
// numbers reads them with words.ParseWhole, decimal digits alone, and
// refuses what another reader of numbers would take in a way of its own.
// The flags are found by walking the table, so that a flag added later
// is held to the rule without being listed here.

// notDecimal are texts that some reader of numbers takes for a number
// (Go's base 0 reads all but the last two; 010 is 8 to it and 10 to
// Atoi), each with the words the refusal must use.
var notDecimal = map[string]string{
	"0x8":    "not a whole number",
	"0o10":   "not a whole number",
	"0b1000": "not a whole number",
	"8_0":    "not a whole number",
	"+8":     "not a whole number",
	"010":    "leading 0",
	"":       "is empty",
}

// TestWholeNumberFlagsReadDecimalAlone runs every whole-number flag of
// every command with each text of notDecimal: each is refused, as bad
// input, in one line that names the flag and says what is wrong; and
// Table.Check, which the notebook runs on a cell, refuses it too.
func TestWholeNumberFlagsReadDecimalAlone(t *testing.T) {
	flags := 0
	for _, c := range allCommands() {
		forEachFlag(c, func(f *flag.Flag, v *cli.OnceValue) {
			if !v.TakesWholeNumbers() {
				if looksNumeric(f) {
					t.Errorf("%s -%s: its value is a number, but it is not read by words.ParseWhole: define it with fs.Int, fs.IntVar, fs.Uint64Var or cli.Numbers", displayName(c), f.Name)
				}
				return
			}
			flags++
			for text, says := range notDecimal {
				args := append(strings.Fields(c.Name), "-"+f.Name, text)
				expectRefusal(t, args, "-"+f.Name, says)
			}
		})
	}
	if flags < 10 {
		t.Errorf("only %d whole-number flags in the table; the walk misses some (-n, -rows, -cols, -steps, -seed, -workers ...)", flags)
	}
}

// TestEmptyMeansMissing gives every flag of every command an empty value:
// each is refused, where it was once taken for the flag's default (an
// empty -file wrote the exercise's stub over the student's file).
func TestEmptyMeansMissing(t *testing.T) {
	for _, c := range allCommands() {
		forEachFlag(c, func(f *flag.Flag, _ *cli.OnceValue) {
			// -name= is the one way to give a switch a value.
			expectRefusal(t, append(strings.Fields(c.Name), "-"+f.Name+"="), "-"+f.Name, "is empty")
		})
	}
}

// forEachFlag calls visit with every flag of c and its value.
func forEachFlag(c *cli.Command, visit func(*flag.Flag, *cli.OnceValue)) {
	fs, _ := c.NewFlagSet()
	fs.VisitAll(func(f *flag.Flag) { visit(f, f.Value.(*cli.OnceValue)) })
}

// looksNumeric reports whether f holds a number by its kind or by its
// default, such as the "0" of a list of numbers kept as text.
func looksNumeric(f *flag.Flag) bool {
	if g, ok := f.Value.(*cli.OnceValue).Value.(flag.Getter); ok {
		switch g.Get().(type) {
		case int, int64, uint, uint64, float64:
			return true
		}
	}
	return f.DefValue != "" && strings.Trim(f.DefValue, "0123456789") == ""
}

// expectRefusal runs queens with args, in-process and through
// Table.Check, and fails unless both refuse it as bad input, in one line
// that names flag and holds says.
func expectRefusal(t *testing.T, args []string, flag, says string) {
	t.Helper()
	status, stdout, stderr := queens(args...)
	line := strings.TrimSuffix(stderr, "\n")
	if status != cli.ExitUsage || stdout != "" || strings.Contains(line, "\n") || !strings.Contains(line, flag) || !strings.Contains(line, says) {
		t.Errorf("queens %q: status %d, stdout %q, stderr %q; want 2, nothing, and one line naming %s that says %q", args, status, stdout, stderr, flag, says)
	}
	if err := Table.Check(args); err == nil || err.Error() != line {
		t.Errorf("Check(%q) = %v; want the line queens prints, %q", args, err, line)
	}
}
