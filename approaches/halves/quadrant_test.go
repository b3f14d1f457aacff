package halves

import (
	"math/bits"
	"testing"
)

// The groups with as many rows as columns are numbered 0, 1, ... with no
// number twice.
func TestGroupsNumberEachGroupOnce(t *testing.T) {
	for s := range 7 {
		g := newGroups(s)
		seen := make([]bool, g.len())
		for rows := uint32(0); rows < 1<<s; rows++ {
			for cols := uint32(0); cols < 1<<s; cols++ {
				if bits.OnesCount32(rows) != bits.OnesCount32(cols) {
					continue
				}
				k := g.number(rows, cols)
				if k < 0 || k >= len(seen) || seen[k] {
					t.Fatalf("s = %d: group (%b, %b) numbered %d, out of 0 to %d or taken", s, rows, cols, k, len(seen)-1)
				}
				seen[k] = true
			}
		}
		for k, ok := range seen {
			if !ok {
				t.Fatalf("s = %d: no group numbered %d", s, k)
			}
		}
	}
}
