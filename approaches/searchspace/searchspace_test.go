package searchspace

import (
	"slices"
	"testing"
)

// TestSpacesAgainstEnumeration counts the four spaces by listing every
// placement of n queens on small boards and sorting each into the
// tightest spaces it belongs to.
func TestSpacesAgainstEnumeration(t *testing.T) {
	for n := 1; n <= 4; n++ {
		var placements, arrangements, boards, permutations uint64
		forEachPlacement(n, func(squares []int) {
			placements++
			if slices.IsSorted(squares) && !hasRepeat(squares) {
				arrangements++
			}
			if oneARow(n, squares) {
				boards++
				if !hasRepeat(columns(n, squares)) {
					permutations++
				}
			}
		})
		want := []uint64{placements, arrangements, boards, permutations}
		for i, s := range Spaces(n) {
			if !s.Size.IsUint64() || s.Size.Uint64() != want[i] {
				t.Errorf("n = %d: %s = %v, enumeration counts %d", n, s.Name, s.Size, want[i])
			}
		}
	}
}

// forEachPlacement calls f with every sequence of n squares, each from 0
// to n*n-1, counting in base n*n.
func forEachPlacement(n int, f func(squares []int)) {
	squares := make([]int, n)
	for {
		f(squares)
		i := n - 1
		for i >= 0 && squares[i] == n*n-1 {
			squares[i] = 0
			i--
		}
		if i < 0 {
			return
		}
		squares[i]++
	}
}

// oneARow reports whether the k-th square lies in row k, for every k.
func oneARow(n int, squares []int) bool {
	for k, sq := range squares {
		if sq/n != k {
			return false
		}
	}
	return true
}

func columns(n int, squares []int) []int {
	cols := make([]int, len(squares))
	for k, sq := range squares {
		cols[k] = sq % n
	}
	return cols
}

func hasRepeat(xs []int) bool {
	seen := map[int]bool{}
	for _, x := range xs {
		if seen[x] {
			return true
		}
		seen[x] = true
	}
	return false
}

func TestSpacesNames(t *testing.T) {
	var got []string
	for _, s := range Spaces(8) {
		got = append(got, s.Formula)
	}
	if want := []string{"64^8", "C(64,8)", "8^8", "8!"}; !slices.Equal(got, want) {
		t.Errorf("formulas for n = 8 = %q, want %q", got, want)
	}
}

// TestSafePrefixesSolutions checks the last level, the solutions, against
// OEIS A000170.
func TestSafePrefixesSolutions(t *testing.T) {
	want := []uint64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	for n := 1; n <= len(want); n++ {
		levels := SafePrefixes(n)
		if len(levels) != n+1 || levels[0] != 1 || levels[1] != uint64(n) || levels[n] != want[n-1] {
			t.Errorf("SafePrefixes(%d) = %v, want n+1 levels from 1 and %d to %d solutions", n, levels, n, want[n-1])
		}
	}
}

// TestSafePrefixesAgainstEnumeration checks every level on small boards
// by testing all n^k tuples of k rows.
func TestSafePrefixesAgainstEnumeration(t *testing.T) {
	for n := 1; n <= 6; n++ {
		got := SafePrefixes(n)
		for k := 0; k <= n; k++ {
			if want := countSafeTuples(n, k); got[k] != want {
				t.Errorf("SafePrefixes(%d)[%d] = %d, enumeration counts %d", n, k, got[k], want)
			}
		}
	}
}

// countSafeTuples tests every tuple of k columns from 0 to n-1.
func countSafeTuples(n, k int) uint64 {
	var count uint64
	tuple := make([]int, k)
	for {
		if safe(tuple) {
			count++
		}
		i := k - 1
		for i >= 0 && tuple[i] == n-1 {
			tuple[i] = 0
			i--
		}
		if i < 0 {
			return count
		}
		tuple[i]++
	}
}

// safe reports whether no two queens of the tuple share a column or a
// diagonal, comparing every pair.
func safe(tuple []int) bool {
	for i := range tuple {
		for j := range i {
			d := tuple[i] - tuple[j]
			if d == 0 || d == i-j || d == j-i {
				return false
			}
		}
	}
	return true
}
