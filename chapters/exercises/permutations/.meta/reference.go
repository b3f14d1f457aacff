package permutations

import (
	"iter"

	"github.com/queensbook/queens/approaches/permfilter"
)

// Permutations is the permutation filter's own generator: it fills the
// places one by one, trying every unused item in the next place in turn,
// and yields a copy of each full ordering.
func Permutations(items []int) iter.Seq[[]int] {
	return permfilter.Permutations(items)
}
