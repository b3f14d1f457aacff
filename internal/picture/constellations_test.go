package picture

import (
	"testing"

	"github.com/queensbook/queens/counting/constellation"
	"github.com/queensbook/queens/puzzle/board"
)

// The picture draws a class as the images of its representative: as many
// distinct constellations as the class holds, and every constellation of
// the board in exactly one class.
func TestOrbitsAreTheClasses(t *testing.T) {
	for n := 4; n <= 9; n++ {
		drawn := map[constellation.Constellation]int{}
		for _, class := range constellation.Classes(n, board.Symmetries) {
			members := orbit(class)
			if len(members) != class.Size {
				t.Errorf("n = %d: the class of %v holds %d constellations; the picture draws %d", n, class.Rep.Queens(), class.Size, len(members))
			}
			for _, c := range members {
				drawn[c]++
			}
		}
		for _, c := range constellation.All(n) {
			if drawn[c] != 1 {
				t.Errorf("n = %d: the constellation %v is drawn in %d classes; want 1", n, c.Queens(), drawn[c])
			}
		}
	}
}
