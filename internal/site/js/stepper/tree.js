// The search tree of a pane's search, as the book's tree-4 picture draws
// it (internal/picture/tree.go): each queen placed is a node, a child of
// the board it was placed on; each conflict is a pruned try of that
// board. The counts of every node, by depth and by kind, are those
// `queens tree -n N` prints for the row-by-row searches.
//
// The tree follows the pane forward and back, a step at a time. To keep
// memory flat on a long run it forgets the children of nodes finished
// long ago, once the pane can no longer step back to them; it counts
// them still.

// KEPT is how many nodes the tree keeps at least, finished or not,
// before it forgets any.
const KEPT = 5000;

// A Node is a board of the search: the root the board the search
// starts from, every other one a queen placed on its parent's board,
// or, pruned, a queen tried there that a queen on it attacks.
class Node {
  constructor(square, parent, pruned) {
    this.square = square;
    this.parent = parent;
    this.depth = parent ? parent.depth + 1 : 0;
    this.pruned = pruned;
    // kids are the tries on this board, in order; null once forgotten.
    this.kids = [];
    this.solution = false;
    // below, cut and found count the nodes, the pruned tries and the
    // solutions under this one, this one's own solution included.
    this.below = 0;
    this.cut = 0;
    this.found = 0;
    // lifted is the number of the step that lifted this node's queen:
    // everything under it has been tried. 0 while it is not.
    this.lifted = 0;
  }
}

/** A Tree is the search tree after the first `at` steps of a search. */
export class Tree {
  constructor() {
    this.root = new Node(-1, null, false);
    this.path = [this.root];
    this.at = 0;
    // counts[kind][depth] counts the steps of each kind at each depth;
    // whole counts the whole candidates tested, which form no tree.
    this.counts = { place: [], conflict: [], backtrack: [], solution: [] };
    this.whole = { accept: 0, reject: 0, solution: 0 };
    // broken says why the steps do not make a tree, if they do not.
    this.broken = "";
    this.kept = 0;
    this.forgotten = 0;
    // skipped is the step a skip led to, when the tree began there.
    this.skipped = 0;
    // finished holds the nodes lifted, in the order they were, from
    // index first on, until the tree forgets their children.
    this.finished = [];
    this.first = 0;
  }

  /**
   * after returns the tree after step s, the at-th, when s is the one
   * step of a skip and carries the counts of the steps it passed over
   * (internal/stepper's tree.go): those counts, and the path to s, its
   * queens but the fixed ones the search did not place. What grew off
   * the path is counted, not drawn.
   */
  static after(s, at, fixed) {
    const t = new Tree();
    const c = s.tree;
    t.at = at;
    t.skipped = at;
    t.counts = { place: c.place.slice(), conflict: c.conflict.slice(), backtrack: c.backtrack.slice(), solution: c.solution.slice() };
    t.whole = { accept: c.accept, reject: c.reject, solution: c.found };
    const sum = (counts) => counts.reduce((a, b) => a + b, 0);
    t.root.below = sum(c.place);
    t.root.cut = sum(c.conflict);
    t.root.found = sum(c.solution);
    const queens = s.queens.length > c.depth ? s.queens.filter((q) => !fixed.has(q)) : s.queens;
    for (const q of queens.slice(0, c.depth)) {
      const node = new Node(q, t.top(), false);
      node.passed = true;
      t.top().kids.push(node);
      t.path.push(node);
      t.kept++;
    }
    return t;
  }

  /** top returns the node of the path's end: the board searched now. */
  top() {
    return this.path[this.path.length - 1];
  }

  // tally adds d to the count of kind at depth.
  tally(kind, depth, d) {
    const c = this.counts[kind];
    while (c.length <= depth) c.push(0);
    c[depth] += d;
  }

  // climb adds d to the field of node and of every node above it.
  static climb(node, field, d) {
    for (let n = node; n; n = n.parent) n[field] += d;
  }

  /**
   * forward takes step s, the step after the first `at`.
   */
  forward(s) {
    this.at++;
    if (s.kind === "accept" || s.kind === "reject" || (s.kind === "solution" && this.whole.accept)) {
      this.whole[s.kind]++;
      return;
    }
    const top = this.top();
    switch (s.kind) {
      case "place":
      case "conflict": {
        if (!top.kids) return this.lose("a node it had forgotten grew");
        const node = new Node(s.square, top, s.kind === "conflict");
        top.kids.push(node);
        this.kept++;
        this.tally(s.kind, node.depth, 1);
        Tree.climb(top, node.pruned ? "cut" : "below", 1);
        if (!node.pruned) this.path.push(node);
        return;
      }
      case "backtrack":
        if (top === this.root) return this.lose("the search lifted a queen it had not placed");
        top.lifted = this.at;
        this.finished.push(top);
        this.path.pop();
        this.tally("backtrack", top.depth, 1);
        return;
      case "solution":
        top.solution = true;
        this.tally("solution", top.depth, 1);
        Tree.climb(top, "found", 1);
    }
  }

  /**
   * back undoes step s, the last of the first `at`.
   */
  back(s) {
    this.at--;
    if (s.kind === "accept" || s.kind === "reject" || (s.kind === "solution" && this.whole.accept)) {
      this.whole[s.kind]--;
      return;
    }
    const top = this.top();
    switch (s.kind) {
      case "place":
      case "conflict": {
        const node = s.kind === "place" ? this.path.pop() : top.kids[top.kids.length - 1];
        const parent = node.parent;
        parent.kids.pop();
        this.kept--;
        this.tally(s.kind, node.depth, -1);
        Tree.climb(parent, node.pruned ? "cut" : "below", -1);
        return;
      }
      case "backtrack": {
        const node = top.kids[top.kids.length - 1];
        node.lifted = 0;
        if (this.finished.length > this.first && this.finished[this.finished.length - 1] === node) this.finished.pop();
        this.path.push(node);
        this.tally("backtrack", node.depth, -1);
        return;
      }
      case "solution":
        top.solution = false;
        this.tally("solution", top.depth, -1);
        Tree.climb(top, "found", -1);
    }
  }

  lose(why) {
    this.broken = this.broken || why;
  }

  /**
   * forget drops the children of nodes lifted at step `before` or
   * earlier, the oldest first, while the tree keeps more than KEPT
   * nodes. A node's children were lifted before it, so they have gone
   * first: dropping its list frees them all.
   */
  forget(before) {
    const f = this.finished;
    while (this.kept > KEPT && this.first < f.length && f[this.first].lifted <= before) {
      const node = f[this.first++];
      this.kept -= node.kids.length;
      this.forgotten += node.kids.length;
      node.kids = null;
    }
    // The list drops the nodes gone now and then, not one at a time:
    // shifting a long array moves all of it.
    if (this.first > 1024 && this.first * 2 > f.length) {
      this.finished = f.slice(this.first);
      this.first = 0;
    }
  }
}
