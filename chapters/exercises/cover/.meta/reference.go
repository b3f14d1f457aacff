package cover

// cover unlinks it from the ring, then walks its list down and, for each
// option there, unlinks the option's other nodes from their lists, one
// item's size less each. Every node taken out keeps its own links.
func cover(it *item) {
	it.left.right, it.right.left = it.right, it.left
	for x := it.head.down; x != &it.head; x = x.down {
		for y := x.next; y != x; y = y.next {
			y.up.down, y.down.up = y.down, y.up
			y.item.size--
		}
	}
}

// uncover walks the list of it up, the opposite way, and each option's
// nodes backward, from the last to the first: each node's own links still
// name the neighbours it had, so two writes put it back. Then it rejoins
// the ring the same way.
func uncover(it *item) {
	for x := it.head.up; x != &it.head; x = x.up {
		for y := x.prev; y != x; y = y.prev {
			y.up.down, y.down.up = y, y
			y.item.size++
		}
	}
	it.left.right, it.right.left = it, it
}
