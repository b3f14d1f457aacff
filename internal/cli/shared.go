package cli

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/internal/catalog"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
	"github.com/queensbook/queens/puzzle/words"
)

// The flags that several commands share are defined here and only here,
// so that a name means the same thing in every command.

// SharedUsage holds the first words of each shared flag's usage, the same
// in every command; a test checks that every command defines them through
// these functions.
var SharedUsage = map[string]string{
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

// FormatFlag adds -format, whose values are the given ones with the first
// as default, and -json as its shorthand. It returns the chosen format.
func (fs *FlagSet) FormatFlag(values ...string) *string {
	format := new(string)
	*format = values[0]
	fs.Func("format", fmt.Sprintf("%s %s (default %s)", SharedUsage["format"], orList(values), values[0]), func(s string) error {
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
		asJSON := fs.Bool("json", false, SharedUsage["json"])
		fs.Check(func() error {
			if !*asJSON {
				return nil
			}
			if fs.IsSet("format") && *format != "json" {
				return Usagef("-json and -format %s disagree; give one of them", *format)
			}
			*format = "json"
			return nil
		})
	}
	return format
}

// QuietFlag adds -quiet, the flag of a command with long runs: it
// silences their progress bars and notes (see noteRunning).
func (fs *FlagSet) QuietFlag() *bool {
	fs.quiet = fs.Bool("quiet", false, SharedUsage["quiet"])
	return fs.quiet
}

// OutFlag adds -o, a folder.
func (fs *FlagSet) OutFlag() *string {
	return fs.String("o", "", SharedUsage["o"])
}

// ApproachFlag adds -approach for a command that runs one approach of
// names, def by default; about, when not empty, says what each is, in
// the order of names.
func (fs *FlagSet) ApproachFlag(def string, names []string, about ...string) *string {
	described := slices.Clone(names)
	for i := range about {
		described[i] += " (" + about[i] + ")"
	}
	return fs.String("approach", def, SharedUsage["approach"]+" one of "+orList(described))
}

// ApproachesFlag adds -approach for a command that runs several; empty
// means all of them.
func (fs *FlagSet) ApproachesFlag() *string {
	return fs.String("approach", "", SharedUsage["approach"]+" one, or a comma-separated list, of "+strings.Join(catalog.Registry.Names(), ", ")+" (default all)")
}

// UniqueFlag adds -unique, with what the command does with the
// fundamental solutions.
func (fs *FlagSet) UniqueFlag(does string) *bool {
	return fs.Bool("unique", false, SharedUsage["unique"]+" "+does)
}

// SelectApproaches looks up a comma-separated list of approaches, or
// returns them all for an empty list. A name given twice is an error.
func SelectApproaches(list string) ([]harness.Approach, error) {
	if list == "" {
		return catalog.Registry.All(), nil
	}
	var out []harness.Approach
	for name := range strings.SplitSeq(list, ",") {
		a, err := catalog.Registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, Usagef("-approach: %v", err)
		}
		if slices.ContainsFunc(out, func(b harness.Approach) bool { return b.Name == a.Name }) {
			return nil, Usagef("-approach %s names %s twice; name each approach once", list, a.Name)
		}
		out = append(out, a)
	}
	return out, nil
}

// SizesFlag adds -n for a command that takes several sizes, each from 1
// to most, with why saying what the limit is, and returns them.
func (fs *FlagSet) SizesFlag(def string, most int, why string) *[]int {
	return Numbers(fs, "n", def, fmt.Sprintf("%s one (8), a range (4-12) or a list (4,6,8) of `sizes` from 1 to %d", SharedUsage["n"], most),
		func(spec string) ([]int, error) { return ParseSizes(spec, most, why) })
}

// SizeFlag adds -n for a command that takes one size, from 1 to most,
// with limit saying in the usage how large it may be, and returns it. A
// list or a range is refused with the reason.
func (fs *FlagSet) SizeFlag(def int, limit string, most int, why string) *int {
	return Numbers(fs, "n", fmt.Sprint(def), fmt.Sprintf("%s one `side`, %s", SharedUsage["n"], limit), func(spec string) (int, error) {
		sizes, err := ParseSizes(spec, most, why)
		if err != nil {
			return 0, err
		}
		if len(sizes) > 1 {
			return 0, Usagef("-n %s: this command takes one board; give one side, such as -n %d (compare and count take several)", spec, sizes[0])
		}
		return sizes[0], nil
	})
}

// ParseSizes reads -n: one side, a range or a list, each from 1 to most,
// none twice, every number read by words.ParseWhole.
func ParseSizes(spec string, most int, why string) ([]int, error) {
	// One number is read here, so that a side past what the size parser
	// takes for lists (board.MaxSide) can still be asked for, as one does.
	// A number too long for an int is too large, or has no squares.
	one := strings.TrimSpace(spec)
	n, err := words.ParseWhole(one, uint64(most))
	switch {
	case err == nil && n < 1, strings.HasPrefix(one, "-") && allDigits(one[1:]):
		return nil, Usagef("-n %s has no squares; n must be at least 1", one)
	case errors.Is(err, words.ErrTooLarge):
		return nil, Usagef("-n %s is too large: at most %d, %s", one, most, why)
	case err == nil:
		return []int{int(n)}, nil
	}
	sizes, err := board.ParseSizes(spec)
	var large *board.SideTooLargeError
	switch {
	case errors.As(err, &large):
		return nil, Usagef("-n %s: n = %s is too large: at most %d, %s", spec, large.Side, most, why)
	case err != nil:
		return nil, Usagef("-n: %v", err)
	}
	for i, n := range sizes {
		if n > most {
			return nil, Usagef("-n %s: n = %d is too large: at most %d, %s", spec, n, most, why)
		}
		if slices.Contains(sizes[:i], n) {
			return nil, Usagef("-n %s names %d twice; give each size once", spec, n)
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
