package board

import (
	"errors"
	"fmt"
	"strings"

	"github.com/queensbook/queens/puzzle/words"
)

// MaxSide is the largest board side the parsers accept. It is far past
// what any approach that lists solutions can finish; it only keeps a typo
// from asking for a board that cannot exist in memory.
const MaxSide = 1 << 24

// SideTooLargeError is the error of [ParseSizes] for a side past
// [MaxSide], however many digits it has, so that a caller with a smaller
// limit of its own can say that one instead.
type SideTooLargeError struct {
	// Spec is the text parsed and Side the side in it, as written.
	Spec, Side string
}

func (e *SideTooLargeError) Error() string {
	return fmt.Sprintf("board sizes %q: n = %s is larger than %d, the largest side accepted", e.Spec, e.Side, MaxSide)
}

// maxSizes bounds how many sizes one spec may name.
const maxSizes = 1000

// ParseSizes reads board sides as a single number ("8"), a range ("4-12")
// or a list of either ("4,6,8-10"), and returns them in the order given.
// Every side must be from 1 to [MaxSide], and a range must not run
// backwards.
func ParseSizes(spec string) ([]int, error) {
	var sizes []int
	for part := range strings.SplitSeq(spec, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		from, err := parseSide(lo, spec)
		if err != nil {
			return nil, err
		}
		to := from
		if isRange {
			if to, err = parseSide(hi, spec); err != nil {
				return nil, err
			}
			if to < from {
				return nil, fmt.Errorf("board sizes %q: the range %q runs backwards; write %d-%d", spec, part, to, from)
			}
		}
		if len(sizes)+to-from >= maxSizes {
			return nil, fmt.Errorf("board sizes %q: more than %d sizes; ask for fewer", spec, maxSizes)
		}
		for n := from; n <= to; n++ {
			sizes = append(sizes, n)
		}
	}
	return sizes, nil
}

// parseSide reads one side of spec with the one reader of whole numbers,
// decimal digits alone.
func parseSide(s, spec string) (int, error) {
	side := strings.TrimSpace(s)
	n, err := words.ParseWhole(side, MaxSide)
	switch {
	case errors.Is(err, words.ErrTooLarge):
		return 0, &SideTooLargeError{spec, side}
	case err != nil:
		return 0, fmt.Errorf("board sizes %q: %q %v; write a size such as 8, a range such as 4-12, or a list such as 4,6,8", spec, s, err)
	case n < 1:
		return 0, fmt.Errorf("board sizes %q: n = %d has no squares; sizes start at 1", spec, n)
	}
	return int(n), nil
}
