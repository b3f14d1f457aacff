package choose

import (
	"iter"
	"slices"
)

// Combinations picks the numbers in increasing order: each next one from
// just above the one before, up to where enough numbers remain for the
// places still empty. The loop bound does all the work; nothing is ever
// tested and thrown away.
func Combinations(m, k int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		chosen := make([]int, 0, k)
		// pick fills the remaining places from the number from on, and
		// reports false once the caller has had enough.
		var pick func(from int) bool
		pick = func(from int) bool {
			if len(chosen) == k {
				return yield(slices.Clone(chosen))
			}
			for x := from; x <= m-(k-len(chosen)); x++ {
				chosen = append(chosen, x)
				ok := pick(x + 1)
				chosen = chosen[:len(chosen)-1]
				if !ok {
					return false
				}
			}
			return true
		}
		pick(0)
	}
}
