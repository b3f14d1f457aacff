// The search tree panel: the tree of the search up to the step shown, as
// the book's tree-4 picture draws it (internal/picture/tree.go), live.
// Each queen placed is a node, a child of the board it was placed on;
// each conflict is a pruned try of that board, marked; the node of the
// step shown is lit. The counts of every node, by depth and by kind, are
// those `queens tree -n N` prints for the row-by-row searches.
//
// The tree follows the pane forward and back, a step at a time, from the
// steps the pane keeps. To keep memory flat on a long run it forgets the
// children of nodes finished long ago, once the pane can no longer step
// back to them; it counts them still. It draws the levels down to a
// depth the reader picks, and the path to the node shown below that,
// up to DRAWN rows, and says what it leaves out.
"use strict";
(() => {
  const panels = window.stepperPanels;
  // DRAWN is the most rows of nodes the panel draws.
  const DRAWN = 300;
  // KEPT is how many nodes the tree keeps at least, finished or not,
  // before it forgets any.
  const KEPT = 5000;
  // PAUSE is the least time between two drawings of the tree, in ms: a
  // search at full speed takes thousands of steps a frame.
  const PAUSE = 100;

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

  // A Tree is the search tree after the first `at` steps of a search.
  class Tree {
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

    // after returns the tree after step s, the at-th, when s is the one
    // step of a skip and carries the counts of the steps it passed over
    // (internal/stepper's tree.go): those counts, and the path to s, its
    // queens but the fixed ones the search did not place. What grew off
    // the path is counted, not drawn.
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

    // forward takes step s, the step after the first `at`.
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

    // back undoes step s, the last of the first `at`.
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

    // forget drops the children of nodes lifted at step `before` or
    // earlier, the oldest first, while the tree keeps more than KEPT
    // nodes. A node's children were lifted before it, so they have gone
    // first: dropping its list frees them all.
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

  class TreePanel {
    constructor(pane, box) {
      this.pane = pane;
      this.box = box;
      box.className = "sp-panel tr";
      const heading = panels.id("tr-h");
      box.setAttribute("aria-labelledby", heading);
      box.innerHTML =
        '<div class="sp-head"><h3 id="' + heading + '">The search tree</h3>' +
        '<label>levels open <select class="tr-open"></select></label></div>' +
        '<p class="tr-note"></p>' +
        '<div class="tr-view" tabindex="0" role="region" aria-label="The search tree so far"><ul class="tr-tree"></ul></div>' +
        '<p class="tr-left"></p>' +
        '<table class="tr-counts"><caption></caption><thead></thead><tbody></tbody><tfoot></tfoot></table>';
      const q = (c) => box.querySelector(c);
      this.out = { open: q(".tr-open"), note: q(".tr-note"), view: q(".tr-view"), tree: q(".tr-tree"), left: q(".tr-left"), table: q(".tr-counts") };
      this.out.open.addEventListener("change", () => this.draw());
      this.tree = new Tree();
      this.drawn = 0;
      this.timer = 0;
    }

    begin(started) {
      this.tree = new Tree();
      this.queens = Math.min(started.rows, started.cols);
      const open = this.out.open;
      open.textContent = "";
      for (let d = 1; d <= this.queens; d++) open.add(new Option(String(d), String(d)));
      // Every level of a small board, two of an 8 x 8 (64 rows at most),
      // one of a larger board.
      open.value = String(this.queens <= 5 ? this.queens : this.queens <= 8 ? 2 : 1);
    }

    step() {
      this.sync();
    }

    // sync brings the tree to the step the pane shows, through the steps
    // the pane keeps; after a skip, from the first of them, which carries
    // the counts of those the skip passed over.
    sync() {
      const p = this.pane;
      const target = p.stepNumber();
      if (!this.follow(target) && p.history.length && p.history[0].tree && target > p.base) {
        this.tree = Tree.after(p.history[0], p.base + 1, p.fixed);
        this.follow(target);
      }
      if (this.tree.at !== target) this.tree.lose("the page no longer keeps the steps between");
      this.tree.forget(p.base);
    }

    // follow takes the tree to step target through the steps the pane
    // keeps, and returns whether it got there.
    follow(target) {
      const p = this.pane;
      const t = this.tree;
      while (t.at > target && t.at - p.base - 1 >= 0) t.back(p.history[t.at - p.base - 1]);
      while (t.at < target && t.at - p.base >= 0) t.forward(p.history[t.at - p.base]);
      return t.at === target;
    }

    render() {
      this.sync();
      const wait = this.drawn + PAUSE - performance.now();
      if (wait <= 0) this.draw();
      else if (!this.timer) this.timer = setTimeout(() => this.draw(), wait);
    }

    draw() {
      clearTimeout(this.timer);
      this.timer = 0;
      this.drawn = performance.now();
      const t = this.tree;
      // The step drawn, and the tries kept and forgotten, for a test.
      Object.assign(this.box.dataset, { step: t.at, kept: t.kept, forgotten: t.forgotten });
      if (t.whole.accept + t.whole.reject > 0) return this.drawWhole();
      this.out.view.hidden = this.out.open.parentElement.hidden = false;
      this.drawTree();
      this.drawCounts();
    }

    // nodesByDepth returns the nodes at each depth, the root first, as
    // queens tree counts them.
    nodesByDepth() {
      const nodes = [1];
      for (let d = 1; d <= this.queens; d++) nodes.push(this.tree.counts.place[d] || 0);
      return nodes;
    }

    // drawWhole shows the counts of a search that tests whole candidates.
    drawWhole() {
      const w = this.tree.whole;
      const fmt = (n) => n.toLocaleString("en");
      this.out.view.hidden = this.out.open.parentElement.hidden = true;
      this.out.note.textContent = "This approach tests whole candidates, one after another, and grows no tree: each test is an attempt.";
      this.out.left.textContent = "";
      this.out.table.caption.textContent = "Candidates tested, by verdict";
      this.out.table.tHead.innerHTML = '<tr><th scope="col">kind</th><th scope="col">steps</th></tr>';
      this.out.table.tBodies[0].innerHTML =
        '<tr><th scope="row">accepted</th><td>' + fmt(w.accept) + "</td></tr>" +
        '<tr><th scope="row">rejected</th><td>' + fmt(w.reject) + "</td></tr>" +
        '<tr><th scope="row">solutions</th><td>' + fmt(w.solution) + "</td></tr>";
      this.out.table.tFoot.innerHTML = "";
    }

    drawTree() {
      const t = this.tree;
      const p = this.pane;
      const name = (sq) => panels.squareName(sq, p.cols);
      const open = Number(this.out.open.value) || 1;
      const onPath = new Set(t.path);
      const s = p.current();
      // The try of the step shown: the node placed, the pruned try, or
      // the node just lifted.
      const top = t.top();
      let now = top;
      if (s && (s.kind === "conflict" || s.kind === "backtrack") && top.kids && top.kids.length) now = top.kids[top.kids.length - 1];
      let budget = DRAWN;
      let folded = 0;
      // item writes the row of node and its subtree. The children are
      // written last first, so that when the rows run out, the oldest
      // branches are the ones folded.
      const item = (node) => {
        budget--;
        const cls = ["tr-node"];
        if (node === now) cls.push("tr-now");
        if (onPath.has(node)) cls.push("tr-path");
        if (node.solution) cls.push("tr-solution");
        let row = '<span class="tr-sq">' + (node === t.root ? "start" : name(node.square)) + "</span>";
        if (node.solution) row += ' <span class="tr-star">solution</span>';
        const kids = node.kids || [];
        const pruned = kids.filter((k) => k.pruned);
        if (pruned.length) {
          row += ' <span class="tr-cuts"><span class="sp-sr">pruned:</span>' +
            pruned.map((k) => '<span class="tr-cut' + (k === now ? " tr-now" : "") + '">' + name(k.square) + "</span>").join("") + "</span>";
        }
        const placed = kids.filter((k) => !k.pruned);
        const expand = placed.length && (onPath.has(node) || (node.depth < open && budget > 0));
        let sub = "";
        if (expand) {
          const rows = [];
          for (let i = placed.length - 1; i >= 0; i--) {
            const k = placed[i];
            if (onPath.has(k) || budget > 0) rows.push(item(k));
            else folded++;
          }
          sub = '<ul>' + rows.reverse().join("") + "</ul>";
        } else if (node.below || node.cut || node.passed) {
          row += ' <span class="tr-sum">' + this.summary(node) + "</span>";
        }
        if (!node.kids && node !== t.root) row += ' <span class="tr-sum">(not kept)</span>';
        const current = node === now ? ' aria-current="step"' : "";
        return '<li class="' + cls.join(" ") + '"' + current + '><span class="tr-row">' + row + "</span>" + sub + "</li>";
      };
      this.out.tree.innerHTML = item(t.root);
      this.scrollToNow();
      const fmt = (n) => n.toLocaleString("en");
      const nodes = t.root.below + 1;
      this.out.note.textContent = t.broken
        ? "The tree stopped here: " + t.broken + "."
        : fmt(nodes) + (nodes === 1 ? " node" : " nodes") + " (the start is one), " + fmt(t.root.cut) + " pruned, " +
          fmt(t.root.found) + (t.root.found === 1 ? " solution" : " solutions") + " so far. Levels past " + open + " are folded, but for the path to the step shown.";
      const left = [];
      if (folded) left.push(fmt(folded) + " older branches not drawn (the panel draws " + DRAWN + " rows)");
      if (t.forgotten) left.push(fmt(t.forgotten) + " tries of finished branches no longer kept, but counted");
      if (t.skipped) left.push("the branches before step " + fmt(t.skipped) + ", which the search passed over to get there, counted but not drawn");
      this.out.left.textContent = left.length ? "Left out: " + left.join("; ") + "." : "";
    }

    // summary says what is folded under node.
    summary(node) {
      if (node.passed) return "(grown in steps passed over: counted, not drawn)";
      const fmt = (n, one, many) => n.toLocaleString("en") + (n === 1 ? one : many);
      const parts = [];
      if (node.below) parts.push(fmt(node.below, " node", " nodes"));
      if (node.cut) parts.push(fmt(node.cut, " pruned", " pruned"));
      if (node.found && !node.solution) parts.push(fmt(node.found, " solution", " solutions"));
      return "+" + parts.join(", ");
    }

    // scrollToNow scrolls the tree, and not the page, to the step shown.
    scrollToNow() {
      const view = this.out.view;
      const now = view.querySelector(".tr-now");
      if (!now) return;
      const top = now.getBoundingClientRect().top - view.getBoundingClientRect().top + view.scrollTop;
      if (top < view.scrollTop || top > view.scrollTop + view.clientHeight - 24) view.scrollTop = Math.max(0, top - view.clientHeight / 2);
    }

    drawCounts() {
      const c = this.tree.counts;
      const fmt = (n) => n.toLocaleString("en");
      const at = (kind, d) => c[kind][d] || 0;
      this.out.table.caption.textContent = "Steps by depth: a node is a queen placed, a pruned try a conflict";
      this.out.table.tHead.innerHTML =
        '<tr><th scope="col">depth</th><th scope="col">nodes</th><th scope="col">pruned</th><th scope="col">lifted</th><th scope="col">solutions</th></tr>';
      const nodes = this.nodesByDepth();
      let rows = "";
      const total = [0, 0, 0, 0];
      for (let d = 0; d < nodes.length; d++) {
        const cells = [nodes[d], at("conflict", d), at("backtrack", d), at("solution", d)];
        cells.forEach((n, i) => (total[i] += n));
        rows += '<tr><th scope="row">' + d + "</th>" + cells.map((n) => "<td>" + fmt(n) + "</td>").join("") + "</tr>";
      }
      this.out.table.tBodies[0].innerHTML = rows;
      this.out.table.tFoot.innerHTML = '<tr><th scope="row">total</th>' + total.map((n) => "<td>" + fmt(n) + "</td>").join("") + "</tr>";
    }
  }

  panels.add(TreePanel);
})();
