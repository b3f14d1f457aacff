package verify

import (
	"fmt"
	"math"
	"strconv"
)

// DefaultBudget is the memory, in bytes, that the huge-board packages
// allow themselves when the caller sets no budget: 4 GiB, comfortable on
// a laptop and enough for ten million queens by any method here.
const DefaultBudget int64 = 4 << 30

// MaxN is the largest side taken whatever the budget, so that every row,
// column and diagonal number (up to 2n-2) fits an int32, the type of the
// arrays that count queens on lines.
const MaxN = math.MaxInt32 / 2

// BoardBytesPerQueen is the memory a [board.Board] takes per queen: one
// int.
const BoardBytesPerQueen = strconv.IntSize / 8

// TooLargeError refuses a board that would not fit the memory budget. It
// is returned before anything is allocated.
type TooLargeError struct {
	// N is the side asked for, Limit the largest side that fits.
	N, Limit int
	// Budget is the memory budget in bytes.
	Budget int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("n = %d is too large: at most n = %d fits in a memory budget of %s", e.N, e.Limit, bytes(e.Budget))
}

// Limit returns the largest side whose board fits in budget bytes when
// each queen needs perQueen bytes, and never more than [MaxN]. A budget
// of 0 means [DefaultBudget].
func Limit(perQueen, budget int64) int {
	if budget == 0 {
		budget = DefaultBudget
	}
	return int(min(budget/perQueen, MaxN))
}

// Reserve returns a [*TooLargeError] when a board of side n does not fit
// in budget bytes at perQueen bytes a queen, and nil when it does. A
// budget of 0 means [DefaultBudget]. Call it before allocating.
func Reserve(n int, perQueen, budget int64) error {
	if budget == 0 {
		budget = DefaultBudget
	}
	if limit := Limit(perQueen, budget); n > limit {
		return &TooLargeError{N: n, Limit: limit, Budget: budget}
	}
	return nil
}

// bytes writes a size in the largest binary unit that divides it evenly
// enough to read, such as "4 GiB" or "1536 MiB".
func bytes(b int64) string {
	for _, u := range []struct {
		name  string
		shift uint
	}{{"GiB", 30}, {"MiB", 20}, {"KiB", 10}} {
		if b >= 1<<u.shift && b%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d %s", b>>u.shift, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", b)
}
