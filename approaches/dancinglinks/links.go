package dancinglinks

// links is the matrix of a [Model] as Knuth's dancing links: every 1 of
// the matrix is a node, linked up and down to the other nodes of its
// item, and the primary items still to cover are linked left and right
// in a ring. All links are indexes into slices, so the whole structure is
// a handful of allocations.
//
// Node i, for i below the number of items, heads the list of item i; the
// options' nodes follow, option by option. A node taken out of its list
// keeps its own links, and they are exactly what puts it back: that is
// the dance.
type links struct {
	// left and right link the primary items still to cover in a ring
	// through root. A secondary item's links point at itself, so taking
	// it out of the ring or putting it back changes nothing.
	left, right []int
	root        int
	// up and down link each node to its neighbours in its item's list:
	// up and down the matrix, whose rows are the options in their order,
	// a1 at the top, and not up and down the board.
	up, down []int
	// item is the item of every node; option the option of every node
	// that is not a head, and -1 for a head.
	item, option []int
	// size counts the options still in each item's list.
	size []int
	// start[o] is the first node of option o, whose nodes run to
	// start[o+1]-1.
	start []int
	// after and before link each node of an option to the next and the
	// previous node of the same option, round from its last to its
	// first; a head's point at itself.
	after, before []int
}

// newLinks builds the links of m, with every item's options in the order
// of m.Options.
func newLinks(m Model) *links {
	items := len(m.Items)
	l := &links{root: items, size: make([]int, items), start: make([]int, 0, len(m.Options)+1)}
	l.left, l.right = make([]int, items+1), make([]int, items+1)
	for i := range items + 1 {
		l.left[i], l.right[i] = i, i
	}
	for i := range m.Primary {
		l.left[i], l.right[i] = l.left[l.root], l.root
		l.right[l.left[l.root]], l.left[l.root] = i, i
	}
	for i := range items {
		l.up, l.down = append(l.up, i), append(l.down, i)
		l.item, l.option = append(l.item, i), append(l.option, -1)
		l.after, l.before = append(l.after, i), append(l.before, i)
	}
	for o, opt := range m.Options {
		first, last := len(l.item), len(l.item)+len(opt.Items)-1
		l.start = append(l.start, first)
		for _, i := range opt.Items {
			x := len(l.item)
			// x goes at the end of item i's list, between its last node and its head.
			l.up, l.down = append(l.up, l.up[i]), append(l.down, i)
			l.down[l.up[i]], l.up[i] = x, x
			l.item, l.option = append(l.item, i), append(l.option, o)
			l.after, l.before = append(l.after, x+1), append(l.before, x-1)
			l.size[i]++
		}
		l.after[last], l.before[first] = first, last
	}
	l.start = append(l.start, len(l.item))
	return l
}

// done reports whether every primary item is covered.
func (l *links) done() bool {
	return l.right[l.root] == l.root
}

// cover takes item i out of the ring and takes every option that holds
// it out of the lists of its other items: no queen may go on that line
// any more.
func (l *links) cover(i int) {
	for x := l.down[i]; x != i; x = l.down[x] {
		l.hide(x)
	}
	l.right[l.left[i]], l.left[l.right[i]] = l.right[i], l.left[i]
}

// uncover undoes cover(i), the last cover not yet undone, putting back
// what it took out in the opposite order.
func (l *links) uncover(i int) {
	l.right[l.left[i]], l.left[l.right[i]] = i, i
	for x := l.up[i]; x != i; x = l.up[x] {
		l.unhide(x)
	}
}

// hide takes the nodes of x's option, other than x, out of their items'
// lists.
func (l *links) hide(x int) {
	for y := l.after[x]; y != x; y = l.after[y] {
		l.down[l.up[y]], l.up[l.down[y]] = l.down[y], l.up[y]
		l.size[l.item[y]]--
	}
}

// unhide undoes hide(x), node by node in the opposite order: each node's
// own links still name its neighbours, so two writes put it back.
func (l *links) unhide(x int) {
	for y := l.before[x]; y != x; y = l.before[y] {
		l.down[l.up[y]], l.up[l.down[y]] = y, y
		l.size[l.item[y]]++
	}
}

// choose covers the other items of x's option: a queen on its square
// fills its rank, its file and its diagonals.
func (l *links) choose(x int) {
	for y := l.after[x]; y != x; y = l.after[y] {
		l.cover(l.item[y])
	}
}

// unchoose undoes choose(x).
func (l *links) unchoose(x int) {
	for y := l.before[x]; y != x; y = l.before[y] {
		l.uncover(l.item[y])
	}
}
