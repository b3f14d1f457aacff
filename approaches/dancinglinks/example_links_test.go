package dancinglinks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/queensbook/queens/puzzle/board"
)

// The first steps of Algorithm X on 4 x 4, with the lists of the primary
// items still to cover as the links hold them. All eight have four
// options, so the rule of the fewest options takes the first, R2, and
// covering it takes a2, b2, c2 and d2 out of the files' lists. Choosing
// a2 covers its file and its diagonals, and their squares leave the other
// lists: file b keeps one option, b4, which the rule takes next. Undoing
// both puts every square back from the links it kept.
func Example_coverAndUncover() {
	m := NewModel(board.SquareProblem(4), Knuth)
	l := newLinks(m)
	lists := func() string {
		var s strings.Builder
		for i := l.right[l.root]; i != l.root; i = l.right[i] {
			fmt.Fprintf(&s, "  %-3v", m.Items[i])
			for x := l.down[i]; x != i; x = l.down[x] {
				fmt.Fprintf(&s, " %v", m.Options[l.option[x]].Square)
			}
			s.WriteString("\n")
		}
		return s.String()
	}
	start := lists()
	fmt.Print("at the start:\n", start)

	r2 := slices.Index(m.Items, Item{Rank, board.Square{Row: 1}})
	l.cover(r2)
	fmt.Print("cover R2:\n", lists())
	// b2's node in file b's list, found from its option's nodes.
	b2 := slices.IndexFunc(m.Options, func(o Option) bool { return o.Square == board.Square{Row: 1, Col: 1} })
	fileB := slices.Index(m.Items, Item{File, board.Square{Col: 1}})
	node := l.start[b2] + slices.Index(m.Options[b2].Items, fileB)
	fmt.Printf("b2, out of Fb's list, still names %v and %v as its neighbours\n",
		m.Options[l.option[l.up[node]]].Square, m.Options[l.option[l.down[node]]].Square)

	a2 := l.down[r2]
	l.choose(a2)
	fmt.Print("choose a2, covering Fa, /a2 and \\b1:\n", lists())

	l.unchoose(a2)
	l.uncover(r2)
	fmt.Println("unchoose a2, uncover R2: every list as at the start:", lists() == start)
	// Output:
	// at the start:
	//   R2  a2 b2 c2 d2
	//   Fb  b1 b2 b3 b4
	//   R3  a3 b3 c3 d3
	//   Fc  c1 c2 c3 c4
	//   R1  a1 b1 c1 d1
	//   Fa  a1 a2 a3 a4
	//   R4  a4 b4 c4 d4
	//   Fd  d1 d2 d3 d4
	// cover R2:
	//   Fb  b1 b3 b4
	//   R3  a3 b3 c3 d3
	//   Fc  c1 c3 c4
	//   R1  a1 b1 c1 d1
	//   Fa  a1 a3 a4
	//   R4  a4 b4 c4 d4
	//   Fd  d1 d3 d4
	// b2, out of Fb's list, still names b1 and b3 as its neighbours
	// choose a2, covering Fa, /a2 and \b1:
	//   Fb  b4
	//   R3  c3 d3
	//   Fc  c1 c3
	//   R1  c1 d1
	//   R4  b4 d4
	//   Fd  d1 d3 d4
	// unchoose a2, uncover R2: every list as at the start: true
}
