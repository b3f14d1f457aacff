package constellation

import "github.com/queensbook/queens/puzzle/board"

// A Class is one orbit of constellations under a group of symmetries:
// the constellations that the group's symmetries make of one another.
// The solutions with the constellations of a class come in equal numbers,
// since each symmetry maps the solutions of one onto those of its image,
// so a count need only search the representative and multiply by Size.
type Class struct {
	// Rep is the class's representative, its first constellation in the
	// order of [All].
	Rep Constellation
	// Size is how many constellations the class holds.
	Size int
	// Keepers are the symmetries of the group, the identity included, that
	// map Rep onto itself: its stabilizer. Size times len(Keepers) is the
	// size of the group. A symmetry that keeps Rep maps its solutions
	// among themselves, so a count of fundamental solutions must compare a
	// solution of Rep with its images under the Keepers.
	Keepers []board.Symmetry
}

// Classes splits the constellations of the n x n board into the orbits
// of group, which must be a group of symmetries with the identity first
// (all eight, or those that [Keeping] returns), and returns one Class an
// orbit, in the order of their representatives in [All].
func Classes(n int, group []board.Symmetry) []Class {
	var classes []Class
	seen := make([]bool, n*n*n*n) // by index
	for _, c := range All(n) {
		if seen[c.index()] {
			continue
		}
		class := Class{Rep: c, Keepers: c.KeptBy(group)}
		for _, s := range group {
			if img := c.Image(s); !seen[img.index()] {
				seen[img.index()] = true
				class.Size++
			}
		}
		classes = append(classes, class)
	}
	return classes
}

// index numbers the constellations of one board from 0 to n^4-1.
func (c Constellation) index() int {
	return ((c.Bottom*c.N+c.Top)*c.N+c.Left)*c.N + c.Right
}

// KeptBy returns the symmetries of group that map c onto itself, in the
// group's order.
func (c Constellation) KeptBy(group []board.Symmetry) []board.Symmetry {
	var keep []board.Symmetry
	for _, s := range group {
		if c.Image(s) == c {
			keep = append(keep, s)
		}
	}
	return keep
}
