package constellation

import "github.com/queensbook/queens/puzzle/board"

// Keeping returns the symmetries of the n x n board that map the set of
// squares onto itself, in the order of [board.Symmetries], the identity
// first: all eight for no squares, and fewer the less symmetric the
// squares stand. A count with fixed queens may fold only these.
func Keeping(n int, squares []board.Square) []board.Symmetry {
	var keep []board.Symmetry
	for _, s := range board.Symmetries {
		if mapsOntoItself(s, n, squares) {
			keep = append(keep, s)
		}
	}
	return keep
}

// mapsOntoItself reports whether s maps every one of the squares onto
// one of them.
func mapsOntoItself(s board.Symmetry, n int, squares []board.Square) bool {
	for _, q := range squares {
		found := false
		img := s.Move(n, q)
		for _, r := range squares {
			found = found || r == img
		}
		if !found {
			return false
		}
	}
	return true
}
