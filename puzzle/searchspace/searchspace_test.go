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
