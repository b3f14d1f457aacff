// "Solve it yourself": the reader puts queens on the main pane's board
// by hand, sees which attack each other, and asks whether the board can
// be completed. Outside it, a square clicked fixes a queen there, or
// lifts the one fixed, and the search starts again.

import { count } from "../shared/format.js";
import { toURL } from "./address.js";
import { attack, fixedSpec, squareName } from "./geometry.js";
import { $, narrate, root } from "./page.js";
import { narration } from "./pane-text.js";
import { stop } from "./play.js";
import { search } from "./search.js";
import { state } from "./state.js";

// ownChanged draws the reader's board again and says what is on it, or
// the answer given.
const ownChanged = (answer) => {
  const { own } = state;
  const p = state.panes[0];
  const queens = [...own.queens];
  const pairs = [];
  for (const a of queens) for (const b of queens) if (a < b && attack(a, b, p.cols)) pairs.push(squareName(a, p.cols) + " and " + squareName(b, p.cols));
  const placed = queens.length === 1 ? "1 queen" : queens.length + " queens";
  own.said = answer || (queens.length === 0 ? "Your board is empty: put a queen on a square." :
    placed + " on your board" + (pairs.length ? "; these attack each other: " + pairs.join(", ") + "." : ", none attacking another."));
  if (!answer) {
    p.out.found.textContent = "";
    p.out.summary.textContent = "";
  }
  p.render();
  narrate(own.said);
  toURL();
};

/**
 * setOwn turns "Solve it yourself" on, starting from queens (by default
 * the fixed queens of the search shown), or off.
 * @param {boolean} on
 * @param {number[]} [queens]
 */
export const setOwn = (on, queens) => {
  stop();
  state.own.active = on;
  const p = state.panes[0];
  $("st-yourself").setAttribute("aria-pressed", String(on));
  $("st-own").hidden = !on;
  $("st-copy").textContent = on ? "Copy link to this board" : "Copy link to this step";
  root.classList.toggle("own", on);
  for (const id of ["st-play", "st-back", "st-forward", "st-next-solution", "st-end", "st-reset", "st-scrub"]) $(id).disabled = on;
  state.panes.slice(1).forEach((q) => (q.el.hidden = on || !q.started));
  if (on) {
    state.own.queens = new Set(queens || p.fixed);
    ownChanged("");
  } else {
    p.render();
    toURL();
  }
};

// complete asks the worker whether the reader's board can be completed,
// by the search queens solve runs, and says what it found.
const complete = async () => {
  const { good } = state;
  const p = state.panes[0];
  const spec = fixedSpec(state.own.queens, p.cols);
  const s = { approach: state.defaultApproach, n: good.n, rows: good.n ? 0 : good.rows, cols: good.n ? 0 : good.cols, fixed: spec };
  ownChanged("Searching for completions…");
  const m = await p.ask("finish", s);
  if (!state.own.active) return;
  if (m.type !== "finished") {
    ownChanged("It cannot: " + m.error + ".");
    return;
  }
  const o = m.outcome;
  const ways = o.solutions === 1 ? "1 way" : count(o.solutions) + " ways";
  p.out.found.textContent = o.found;
  p.out.summary.textContent = o.attempts;
  ownChanged(o.solutions ? "Yes: it can be completed in " + ways + "; the search that queens solve runs took " + count(o.tries) + " attempts to count them." :
    "No: it cannot be completed; the search that queens solve runs tried " + count(o.tries) + " attempts to be sure.");
};

// squareChosen answers a click, or Enter, on a square of pane p: on the
// reader's own board it puts a queen there or takes it away; otherwise
// it fixes one there, or lifts the one fixed, and starts the search
// again. The focus stays on the square.
const squareChosen = (p, sq) => {
  p.board.moveFocus(sq);
  const { own, good } = state;
  if (own.active) {
    if (own.queens.has(sq)) own.queens.delete(sq);
    else own.queens.add(sq);
    ownChanged("");
    return;
  }
  if (!good || p.index !== 0) return;
  const fixed = new Set(p.fixed);
  if (fixed.has(sq)) fixed.delete(sq);
  else fixed.add(sq);
  search({ ...good, fixed: fixedSpec(fixed, p.cols) }).then((ok) => ok && narrate(narration(p)));
};

/**
 * listenToSquares makes the squares of every pane, and the buttons of
 * "Solve it yourself", answer.
 */
export const listenToSquares = () => {
  $("st-panes").addEventListener("click", (e) => {
    const cell = e.target.closest(".st-board [data-square]");
    const p = cell && state.panes.find((q) => q.el.contains(cell));
    if (p) squareChosen(p, Number(cell.dataset.square));
  });
  $("st-yourself").addEventListener("click", () => setOwn(!state.own.active));
  $("st-complete").addEventListener("click", complete);
  $("st-clear").addEventListener("click", () => {
    state.own.queens.clear();
    ownChanged("");
  });
  $("st-watch-own").addEventListener("click", () => {
    const spec = fixedSpec(state.own.queens, state.panes[0].cols);
    setOwn(false);
    // The button is hidden with the rest of the reader's board; the focus
    // goes on to Play, the next thing to press.
    $("st-play").focus();
    search({ ...state.good, fixed: spec }).then((ok) => ok && narrate(narration(state.panes[0])));
  });
};
