package cli

import (
	"fmt"
	"math"

	"github.com/queensbook/queens/puzzle/words"
)

// Whole numbers. Every flag that takes whole numbers reads them with one
// reader, words.ParseWhole: decimal digits alone, no 0x, 0o, 0b or _, and
// no leading 0, which would read as octal to some and as decimal to
// others. The flag package's own Int and Uint64 take Go's base prefixes,
// so the FlagSet's Int, IntVar and Uint64Var below replace them, and a
// flag of several numbers, such as -n 4-12, is defined with [Numbers].

// numbersValue is a flag whose text parse reads as soon as it is given,
// so that a bad value is refused with the other flags, before the command
// runs, and by [Table.Check], which the notebook runs on every cell.
type numbersValue[T any] struct {
	text  string
	value *T
	parse func(string) (T, error)
}

// Set implements flag.Value.
func (v *numbersValue[T]) Set(s string) error {
	x, err := v.parse(s)
	if err != nil {
		return err
	}
	v.text, *v.value = s, x
	return nil
}

// String implements flag.Value.
func (v *numbersValue[T]) String() string { return v.text }

// Get implements flag.Getter.
func (v *numbersValue[T]) Get() any { return *v.value }

// takesWholeNumbers marks a flag of whole numbers; see
// [OnceValue.TakesWholeNumbers].
func (v *numbersValue[T]) takesWholeNumbers() {}

// Numbers adds a flag of whole numbers called name, read by parse as it
// is given, with the text def as its default, and returns where the
// value read is kept. parse must read every number with
// words.ParseWhole, or with a reader that does, as [Whole] and
// [ParseSizes] do. An error of parse that is a [UsageError] is the
// command's one line as it is; any other error follows the flag
// package's "invalid value" line.
func Numbers[T any](fs *FlagSet, name, def, usage string, parse func(string) (T, error)) *T {
	p := new(T)
	numbersVar(fs, p, name, def, usage, parse)
	return p
}

// numbersVar is [Numbers] with the value kept at p.
func numbersVar[T any](fs *FlagSet, p *T, name, def, usage string, parse func(string) (T, error)) {
	x, err := parse(def)
	if err != nil {
		panic(fmt.Sprintf("flag -%s: its default %q: %v", name, def, err)) // a mistake in the command's definition
	}
	*p = x
	fs.Var(&numbersValue[T]{text: def, value: p, parse: parse}, name, usage)
}

// Whole reads the text s of flag name as one whole number up to most,
// with words.ParseWhole. Its error is a [UsageError] that names the flag
// and wraps ParseWhole's, such as words.ErrTooLarge.
func Whole(name, s string, most uint64) (uint64, error) {
	n, err := words.ParseWhole(s, most)
	if err != nil {
		return 0, &UsageError{fmt.Sprintf("-%s %s %v", name, s, err), err}
	}
	return n, nil
}

// IntVar defines a flag of a whole number, as the flag package's IntVar
// does, but read by [Whole]: decimal digits alone, no sign.
func (fs *FlagSet) IntVar(p *int, name string, value int, usage string) {
	numbersVar(fs, p, name, fmt.Sprint(value), usage, func(s string) (int, error) {
		n, err := Whole(name, s, math.MaxInt)
		return int(n), err
	})
}

// Int defines a flag of a whole number as [FlagSet.IntVar] does and
// returns where its value is kept.
func (fs *FlagSet) Int(name string, value int, usage string) *int {
	p := new(int)
	fs.IntVar(p, name, value, usage)
	return p
}

// Uint64Var defines a flag of a whole number up to the largest uint64,
// as the flag package's Uint64Var does, but read by [Whole].
func (fs *FlagSet) Uint64Var(p *uint64, name string, value uint64, usage string) {
	numbersVar(fs, p, name, fmt.Sprint(value), usage, func(s string) (uint64, error) {
		return Whole(name, s, math.MaxUint64)
	})
}
