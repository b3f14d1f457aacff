package cli

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// The flags that several commands share are defined here and only here,
// so that a name means the same thing in every command. sharedUsage holds
// the first words of each one's usage, the same in every command; a test
// checks that every command defines them through these functions.
var sharedUsage = map[string]string{
	"format":   "the `format` of the results:",
	"json":     "the same as -format json",
	"quiet":    "no progress bar and no notes on stderr; the results are the same",
	"approach": "the `approach` to run, by name:",
	"n":        "the size of the board, n x n:",
	"unique":   "the fundamental solutions, one of each class of solutions that rotations and reflections turn into each other:",
	"rows":     "`rows` of a rectangular board with min(rows, cols) queens (with -cols, instead of -n)",
	"cols":     "`columns` of a rectangular board",
	"fixed":    "`queens` placed in advance: a digit a file (00400200) or squares (c4,f2)",
	"o":        "the folder `DIR` to write files to, created if missing; each file is written whole or not at all",
}

// formatFlag adds -format, whose values are the given ones with the first
// as default, and -json as its shorthand. It returns the chosen format.
func (fs *flagSet) formatFlag(values ...string) *string {
	format := new(string)
	*format = values[0]
	fs.Func("format", fmt.Sprintf("%s %s (default %s)", sharedUsage["format"], orList(values), values[0]), func(s string) error {
		if !slices.Contains(values, s) {
			return fmt.Errorf("choose %s", orList(values))
		}
		*format = s
		return nil
	})
	if slices.Contains(values, "json") {
		// -json is a switch of its own, not a second way to set the
		// format, so that -format csv -json is refused in either order
		// and -json=false means what it says.
		asJSON := fs.Bool("json", false, sharedUsage["json"])
		fs.check(func() error {
			if !*asJSON {
				return nil
			}
			if fs.isSet("format") && *format != "json" {
				return usagef("-json and -format %s disagree; give one of them", *format)
			}
			*format = "json"
			return nil
		})
	}
	return format
}

// quietFlag adds -quiet, the flag of a command with long runs: it
// silences their progress bars and notes (see noteRunning).
func (fs *flagSet) quietFlag() *bool {
	fs.quiet = fs.Bool("quiet", false, sharedUsage["quiet"])
	return fs.quiet
}

// outFlag adds -o, a folder.
func (fs *flagSet) outFlag() *string {
	return fs.String("o", "", sharedUsage["o"])
}

// approachFlag adds -approach for a command that runs one approach of
// names, def by default; about, when not empty, says what each is, in
// the order of names.
func (fs *flagSet) approachFlag(def string, names []string, about ...string) *string {
	described := slices.Clone(names)
	for i := range about {
		described[i] += " (" + about[i] + ")"
	}
	return fs.String("approach", def, sharedUsage["approach"]+" one of "+orList(described))
}

// approachesFlag adds -approach for a command that runs several; empty
// means all of them.
func (fs *flagSet) approachesFlag() *string {
	return fs.String("approach", "", sharedUsage["approach"]+" one, or a comma-separated list, of "+strings.Join(catalog.Registry.Names(), ", ")+" (default all)")
}

// uniqueFlag adds -unique, with what the command does with the
// fundamental solutions.
func (fs *flagSet) uniqueFlag(does string) *bool {
	return fs.Bool("unique", false, sharedUsage["unique"]+" "+does)
}

// selectApproaches looks up a comma-separated list of approaches, or
// returns them all for an empty list. A name given twice is an error.
func selectApproaches(list string) ([]harness.Approach, error) {
	if list == "" {
		return catalog.Registry.All(), nil
	}
	var out []harness.Approach
	for name := range strings.SplitSeq(list, ",") {
		a, err := catalog.Registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, usagef("-approach: %v", err)
		}
		if slices.ContainsFunc(out, func(b harness.Approach) bool { return b.Name == a.Name }) {
			return nil, usagef("-approach %s names %s twice; name each approach once", list, a.Name)
		}
		out = append(out, a)
	}
	return out, nil
}

// sizesFlag adds -n for a command that takes several sizes, each from 1
// to most, with why saying what the limit is.
func (fs *flagSet) sizesFlag(def string, most int, why string) func() ([]int, error) {
	spec := fs.String("n", def, fmt.Sprintf("%s one (8), a range (4-12) or a list (4,6,8) of `sizes` from 1 to %d", sharedUsage["n"], most))
	return func() ([]int, error) { return parseSizes(*spec, most, why) }
}

// sizeFlag adds -n for a command that takes one size, from 1 to most,
// with limit saying in the usage how large it may be. A list or a range
// is refused with the reason.
func (fs *flagSet) sizeFlag(def int, limit string, most int, why string) func() (int, error) {
	spec := fs.String("n", fmt.Sprint(def), fmt.Sprintf("%s one `side`, %s", sharedUsage["n"], limit))
	return func() (int, error) {
		sizes, err := parseSizes(*spec, most, why)
		if err != nil {
			return 0, err
		}
		if len(sizes) > 1 {
			return 0, usagef("-n %s: this command takes one board; give one side, such as -n %d (compare and count take several)", *spec, sizes[0])
		}
		return sizes[0], nil
	}
}

// parseSizes reads -n: one side, a range or a list, each from 1 to most,
// none twice.
func parseSizes(spec string, most int, why string) ([]int, error) {
	// One number is read here, so that a side past what the size parser
	// takes for lists (board.MaxSide) can still be asked for, as one does.
	// A number too long for an int is too large, or has no squares.
	one := strings.TrimSpace(spec)
	n, err := strconv.Atoi(one)
	tooLong := errors.Is(err, strconv.ErrRange)
	switch {
	case err == nil && n < 1, tooLong && strings.HasPrefix(one, "-"):
		return nil, usagef("-n %s has no squares; n must be at least 1", one)
	case err == nil && n > most, tooLong:
		return nil, usagef("-n %s is too large: at most %d, %s", one, most, why)
	case err == nil:
		return []int{n}, nil
	}
	sizes, err := board.ParseSizes(spec)
	var large *board.SideTooLargeError
	switch {
	case errors.As(err, &large):
		return nil, usagef("-n %s: n = %s is too large: at most %d, %s", spec, large.Side, most, why)
	case err != nil:
		return nil, usagef("-n: %v", err)
	}
	for i, n := range sizes {
		if n > most {
			return nil, usagef("-n %s: n = %d is too large: at most %d, %s", spec, n, most, why)
		}
		if slices.Contains(sizes[:i], n) {
			return nil, usagef("-n %s names %d twice; give each size once", spec, n)
		}
	}
	return sizes, nil
}

// orList joins values as "a, b or c".
func orList(values []string) string {
	if len(values) == 1 {
		return values[0]
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}
