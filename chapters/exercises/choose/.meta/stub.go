package choose

import "iter"

// Combinations yields every way to choose k of the numbers 0, 1, ...,
// m-1, each as an increasing slice, in lexicographic order. For m = 4 and
// k = 2 that is [0 1], [0 2], [0 3], [1 2], [1 3], [2 3]. Every slice it
// yields is a new one, which the caller may keep, and it stops as soon as
// yield returns false.
//
// This stub yields the first combination and stops. Replace its body.
func Combinations(m, k int) iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		first := make([]int, k)
		for i := range first {
			first[i] = i
		}
		yield(first)
	}
}
