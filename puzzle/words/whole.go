package words

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrTooLarge is the error of [ParseWhole] for digits past the largest
// value the number may take; a caller with a smaller limit of its own
// says that one instead.
var ErrTooLarge = errors.New("too large")

// ParseWhole reads a whole number as a person writes one, in decimal
// digits and nothing else, up to most. It is the one reader of every
// whole number queens is given, so that no number is read two ways:
// strconv's base 0 takes 0x8, 0o10, 0b1000 and 8_0, and reads 010 as
// octal 8, where Atoi reads it as 10.
//
// ParseWhole refuses them all, and a leading zero too, rather than pick
// one reading of 010: a number that means 8 to one reader and 10 to
// another is better written again. A sign, a space, a fraction and the
// empty text are refused as well. The error is what follows the number
// in a sentence that names it, as "-rows 010 has a leading 0 ...", so
// that the caller names the number with its flag.
func ParseWhole(s string, most uint64) (uint64, error) {
	switch {
	case s == "":
		return 0, errors.New("is empty: give a whole number, such as 8")
	case strings.Trim(s, "0123456789") != "":
		return 0, errors.New("is not a whole number: write decimal digits alone, such as 8 (no sign, no 0x, 0o or 0b, no _)")
	case len(s) > 1 && s[0] == '0':
		decimal := strings.TrimLeft(s[:len(s)-1], "0") + s[len(s)-1:]
		return 0, fmt.Errorf("has a leading 0, which some read as octal: write it without, as %s", decimal)
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n > most {
		return 0, fmt.Errorf("is %w: at most %s", ErrTooLarge, Thousands(most))
	}
	return n, nil
}
