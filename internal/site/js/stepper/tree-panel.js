// The search tree panel: the tree of the search up to the step shown
// (tree.js), live, the node of the step shown lit. It draws the levels
// down to a depth the reader picks, and the path to the node shown below
// that, up to DRAWN rows, and says what it leaves out.

import { scrollToMiddle } from "../shared/dom.js";
import { count } from "../shared/format.js";
import { Paced } from "../shared/paced.js";
import { squareName } from "./geometry.js";
import { fillPanel } from "./panel-box.js";
import { Tree } from "./tree.js";

// DRAWN is the most rows of nodes the panel draws.
const DRAWN = 300;
// PAUSE is the least time between two drawings of the tree, in ms: a
// search at full speed takes thousands of steps a frame.
const PAUSE = 100;

/** A TreePanel draws the search tree of its pane, and counts its nodes. */
export class TreePanel {
  constructor(pane, box) {
    this.pane = pane;
    this.box = box;
    fillPanel(box, "tr", "The search tree", '<label>levels open <select class="tr-open"></select></label>',
      '<p class="tr-shape" hidden></p><p class="tr-note"></p>' +
      '<div class="tr-view" tabindex="0" role="region" aria-label="The search tree so far"><ul class="tr-tree"></ul></div>' +
      '<p class="tr-left"></p>' +
      '<table class="tr-counts"><caption></caption><thead></thead><tbody></tbody><tfoot></tfoot></table>', pane.out.title.id);
    const q = (c) => box.querySelector(c);
    this.out = { open: q(".tr-open"), shape: q(".tr-shape"), note: q(".tr-note"), view: q(".tr-view"), tree: q(".tr-tree"), left: q(".tr-left"), table: q(".tr-counts") };
    this.paced = new Paced(PAUSE, () => this.draw());
    this.out.open.addEventListener("change", () => this.paced.now());
    this.tree = new Tree();
  }

  /** begin starts a new tree, and offers its levels to open. */
  begin(started) {
    this.tree = new Tree();
    this.sayShape(started);
    this.queens = Math.min(started.rows, started.cols);
    const open = this.out.open;
    open.textContent = "";
    for (let d = 1; d <= this.queens; d++) open.add(new Option(String(d), String(d)));
    // Every level of a small board, two of an 8 x 8 (64 rows at most),
    // one of a larger board.
    open.value = String(this.queens <= 5 ? this.queens : this.queens <= 8 ? 2 : 1);
  }

  // sayShape says, for an approach whose tree is not the rank-by-rank
  // one, what its nodes are, with the two trees' nodes on the board the
  // worker compared them on (internal/stepper's shape.go).
  sayShape(started) {
    const shape = started.treeShape;
    this.out.shape.hidden = !shape;
    if (!shape) return;
    const board = shape.side + " x " + shape.side;
    this.out.shape.textContent = "This is not the rank-by-rank tree: " + started.approach + " " + shape.reason +
      "; on the empty " + board + " board its tree has " + count(shape.nodes) + " nodes where the rank-by-rank one (queens tree -n " +
      shape.side + ") has " + count(shape.rankByRank) + ".";
  }

  /** step grows the tree by the pane's new step. */
  step() {
    this.sync();
  }

  /**
   * sync brings the tree to the step the pane shows, through the steps
   * the pane keeps; after a skip, from the first of them, which carries
   * the counts of those the skip passed over.
   */
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

  /** render brings the tree to the step shown, and draws it soon. */
  render() {
    this.sync();
    this.paced.soon();
  }

  // draw draws the tree, or the counts of a search that grows none, or
  // those of the whole run when the pane shows its end.
  draw() {
    const t = this.tree;
    const outcome = this.pane.atOutcome;
    // The step drawn, the tries kept and forgotten, and whether the
    // whole run's counts are shown, for a test.
    Object.assign(this.box.dataset, { step: t.at, kept: t.kept, forgotten: t.forgotten, outcome: outcome ? "1" : "" });
    if (outcome) return this.drawOutcome();
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

  // drawOutcome shows the counts of the whole run, which the worker ran
  // to its end untraced, as queens solve runs it: it grew no tree to
  // draw, but its outcome counts its attempts and its solutions.
  drawOutcome() {
    const o = this.pane.outcome;
    this.out.note.textContent = "The whole run went untraced, as queens solve runs it, and grew no tree to draw; these are its counts. Step back to see the tree of the steps shown before.";
    this.countsTable("The whole run, as its outcome counts it", "in all", [["attempts", o.tries], ["solutions", o.solutions]]);
  }

  // drawWhole shows the counts of a search that tests whole candidates.
  drawWhole() {
    const w = this.tree.whole;
    this.out.note.textContent = "This approach tests whole candidates, one after another, and grows no tree: each test is an attempt.";
    this.countsTable("Candidates tested, by verdict", "steps", [["accepted", w.accept], ["rejected", w.reject], ["solutions", w.solution]]);
  }

  // countsTable hides the tree and shows, in the table titled caption,
  // the counts of rows, each a name and a number, under the heading
  // column.
  countsTable(caption, column, rows) {
    this.out.view.hidden = this.out.open.parentElement.hidden = true;
    this.out.left.textContent = "";
    const table = this.out.table;
    table.caption.textContent = caption;
    table.tHead.innerHTML = '<tr><th scope="col">kind</th><th scope="col">' + column + "</th></tr>";
    table.tBodies[0].innerHTML = rows.map(([name, n]) => '<tr><th scope="row">' + name + "</th><td>" + count(n) + "</td></tr>").join("");
    table.tFoot.innerHTML = "";
  }

  // drawTree draws the tree's rows, and says what it leaves out.
  drawTree() {
    const t = this.tree;
    const p = this.pane;
    const name = (sq) => squareName(sq, p.cols);
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
    const nodes = t.root.below + 1;
    this.out.note.textContent = t.broken
      ? "The tree stopped here: " + t.broken + "."
      : count(nodes) + (nodes === 1 ? " node" : " nodes") + " (the start is one), " + count(t.root.cut) + " pruned, " +
        count(t.root.found) + (t.root.found === 1 ? " solution" : " solutions") + " so far. Levels past " + open + " are folded, but for the path to the step shown.";
    const left = [];
    if (folded) left.push(count(folded) + " older branches not drawn (the panel draws " + DRAWN + " rows)");
    if (t.forgotten) left.push(count(t.forgotten) + " tries of finished branches no longer kept, but counted");
    if (t.skipped) left.push("the branches before step " + count(t.skipped) + ", which the search passed over to get there, counted but not drawn");
    this.out.left.textContent = left.length ? "Left out: " + left.join("; ") + "." : "";
  }

  // summary says what is folded under node.
  summary(node) {
    if (node.passed) return "(grown in steps passed over: counted, not drawn)";
    const fmt = (n, one, many) => count(n) + (n === 1 ? one : many);
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
    if (now) scrollToMiddle(view, now, 24);
  }

  // drawCounts draws the table of the steps by depth and by kind.
  drawCounts() {
    const c = this.tree.counts;
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
      rows += '<tr><th scope="row">' + d + "</th>" + cells.map((n) => "<td>" + count(n) + "</td>").join("") + "</tr>";
    }
    this.out.table.tBodies[0].innerHTML = rows;
    this.out.table.tFoot.innerHTML = '<tr><th scope="row">total</th>' + total.map((n) => "<td>" + count(n) + "</td>").join("") + "</tr>";
  }
}
