//go:build exercise

package symmetry

import (
	"iter"
	"slices"

	"github.com/queensbook/queens/approaches/bitboard"
	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/harness"
)

// Images returns the eight images of the square board b, made by your
// [Turn] and [Mirror]: b and its three quarter turns, then its mirror
// image and the three quarter turns of that. A board that a symmetry keeps
// appears more than once. In the book's module this file, like every file
// of an exercise but the one you edit, builds only with the exercise tag
// (go test -tags exercise), so that the module builds before symmetry.go
// exists; a handout drops the tag.
func Images(b board.Board) []board.Board {
	images := make([]board.Board, 0, 8)
	for _, img := range []board.Board{slices.Clone(b), Mirror(b)} {
		for range 4 {
			images = append(images, img)
			img = Turn(img)
		}
	}
	return images
}

// Approach lists every solution class by class, as the harness runs it.
// The tests use it to check that your functions fit together.
var Approach = harness.Approach{
	Name:    "symmetry",
	Title:   "Every class unfolded from its canonical board",
	Source:  "exercise symmetry",
	Attempt: "one call of Fold",
	MaxN:    10,
	Solve:   Solve,
}

// Solve goes through the solutions the book's bit-board search finds,
// keeps those that your [Fold] says are the canonical boards of their
// classes, and yields each class: the different boards among the
// [Images] of its canonical board. One call of Fold is one attempt.
func Solve(p board.Problem, c *harness.Counter) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		for b := range bitboard.Solve(p, new(harness.Counter)) {
			c.Inc()
			if canonical, _ := Fold(b); !slices.Equal(canonical, b) {
				continue
			}
			yielded := map[string]bool{}
			for _, img := range Images(b) {
				if yielded[img.String()] {
					continue
				}
				yielded[img.String()] = true
				if !yield(img) {
					return
				}
			}
		}
	}
}
