package halves

import (
	"context"
	"math/bits"
	"slices"
	"testing"

	"github.com/queensbook/queens/puzzle/board"
	"github.com/queensbook/queens/puzzle/oeis"
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

// A table that keeps the representatives' placements alone reads every
// group as the full table holds it: the same placements, perhaps in
// another order, from an eighth or so of the memory, and the same
// queens placed while listing them.
func TestTurnedTableReadsEveryGroup(t *testing.T) {
	for s := range 9 {
		full, turned := listQuadrant(context.Background(), s, 0, false), listQuadrant(context.Background(), s, 0, true)
		if full.attempts != turned.attempts {
			t.Errorf("s = %d: %d queens placed for the turned table, %d for the full one", s, turned.attempts, full.attempts)
		}
		for g := range full.groups.len() {
			want, got := full.span(g), turned.span(g)
			if got.first != want.first || got.end != want.end {
				t.Fatalf("s = %d, group %d: placements %d to %d, want %d to %d", s, g, got.first, got.end, want.first, want.end)
			}
			var a, b []uint64
			for i := want.first; i < want.end; i++ {
				a = append(a, full.placement(&want, i))
				b = append(b, turned.placement(&got, i))
			}
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatalf("s = %d, group %d: turned table reads %x, want %x", s, g, b, a)
			}
		}
		if s >= 4 && 7*len(turned.stored) > 2*len(full.stored) {
			t.Errorf("s = %d: turned table stores %d of %d placements, more than 2/7", s, len(turned.stored), len(full.stored))
		}
	}
}

// southFree marks a placement free exactly when its south form misses
// the block, on a table that turns placements and on one that does not:
// on the turned one it compares the stored placements with the block
// turned back.
func TestSouthFreeMarksThePlacementsThatMissTheBlock(t *testing.T) {
	for s := 1; s < 9; s++ {
		shift := s + 1
		// Blocks of one diagonal each, every sum and every difference
		// the south frame can hold, and a few of many.
		blocks := []uint64{0, 0x5555_5555_5555_5555, 0x0f0f_f0f0_3c3c_c3c3}
		for d := range 2*s - 1 {
			blocks = append(blocks, 1<<d, 1<<(32+shift+d))
		}
		for _, turned := range []bool{false, true} {
			q := listQuadrant(context.Background(), s, shift, turned)
			for _, b := range blocks {
				want := make([]uint64, (q.len()+63)/64)
				for g := range q.groups.len() {
					v := q.span(g)
					for i := v.first; i < v.end; i++ {
						if q.south(q.placement(&v, i))&b == 0 {
							want[i/64] |= 1 << (i % 64)
						}
					}
				}
				if got := q.southFree(context.Background(), b); !slices.Equal(got, want) {
					t.Fatalf("s = %d, turned %v, block %x: marks %x, want %x", s, turned, b, got, want)
				}
			}
		}
	}
}

// The join counts as well from a table that keeps the representatives
// alone, which the count uses from 20 x 20 on, with the same attempts:
// here on the small boards, odd and even, and with a fixed queen.
func TestJoinFromTurnedTable(t *testing.T) {
	for n := 1; n <= 15; n++ {
		for _, fixed := range [][]board.Square{nil, {{Row: 1, Col: 2}}} {
			if n < 3 && fixed != nil {
				continue
			}
			full, err := NewPlan(context.Background(), n, fixed...)
			if err != nil {
				t.Fatal(err)
			}
			turned, _ := NewPlan(context.Background(), n, fixed...)
			turned.square = listQuadrant(context.Background(), n/2, n-n/2, true)
			s1, a1, _ := full.Join(context.Background(), 0, full.Tasks())
			s2, a2, _ := turned.Join(context.Background(), 0, turned.Tasks())
			if s1 != s2 || a1 != a2 {
				t.Errorf("n = %d, fixed %v: %d solutions and %d attempts from the turned table, want %d and %d", n, fixed, s2, a2, s1, a1)
			}
			if fixed == nil && s2 != uint64(oeis.Solutions(n)) {
				t.Errorf("n = %d: %d solutions, want %d", n, s2, oeis.Solutions(n))
			}
		}
	}
}
