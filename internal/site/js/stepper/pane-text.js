// What a pane says in words: the step shown, its counters, the forecast
// of the search's length, the summary at its end, and the narration for
// a screen reader.

import { about, count, duration } from "../shared/format.js";
import { squareName, tuple } from "./geometry.js";
import { LISTED } from "./solutions.js";
import { state } from "./state.js";

// ownBoard reports whether pane p shows the reader's own board.
const ownBoard = (p) => state.own.active && p.index === 0;

/**
 * describe says what pane p shows: step s, of queens, or the reader's
 * board, a solution picked, the end of a whole run.
 * @param {import("./pane.js").Pane} p
 * @param {Object|null} s
 * @param {number[]} queens
 * @returns {string}
 */
export const describe = (p, s, queens) => {
  const name = (sq) => squareName(sq, p.cols);
  if (ownBoard(p)) return state.own.said;
  if (p.viewing >= 0) return "Solution " + (p.viewing + 1) + ": " + tuple(queens, p.rows, p.cols);
  if (p.atOutcome) {
    const ms = p.outcome.millis;
    const took = ms < 1000 ? count(Math.max(1, Math.round(ms))) + " ms" : duration(ms / 1000);
    return "The whole search, run untraced at full speed in " + took + (p.outcome.first ? "; the board shows its first solution." : ".");
  }
  if (!s) return p.fixed.size ? "The fixed queens, before the search starts." : "The empty board, before the search starts.";
  switch (s.kind) {
    case "place":
      return "Placed a queen on " + name(s.square) + (s.item ? ", to cover " + s.item : "") + ".";
    case "conflict":
      return "Tried " + name(s.square) + ": the queen on " + name(s.with) + " attacks it.";
    case "backtrack":
      return "Lifted the queen from " + name(s.square) + ": everything after it has been tried.";
    case "accept":
      return "Tested a whole candidate: no two queens attack each other.";
    case "reject":
      return "Tested a whole candidate: " + name(s.square) + " and " + name(s.with) + " attack each other.";
    case "solution":
      return "Solution " + count(s.solutions) + ".";
  }
  return s.kind;
};

/**
 * showCounts shows the counters of step s of pane p, or of the whole run.
 * @param {import("./pane.js").Pane} p
 * @param {Object|null} s
 */
export const showCounts = (p, s) => {
  const o = p.atOutcome ? p.outcome : null;
  p.out.step.textContent = o ? "all, untraced" : count(p.stepNumber());
  p.out.attempts.textContent = count(o ? o.tries : s ? s.attempt : 0);
  p.out.solutions.textContent = count(o ? o.solutions : s ? s.solutions : 0);
  const row = s && s.square >= 0 ? "rank " + (Math.floor(s.square / p.cols) + 1) : "-";
  const placed = s ? s.queens.length : p.fixed.size;
  p.out.depth.textContent = o ? "-" : row + ", " + placed + (placed === 1 ? " queen" : " queens");
};

/**
 * showEnd shows the summary of pane p at the end, and how many solutions
 * the list leaves out.
 * @param {import("./pane.js").Pane} p
 */
export const showEnd = (p) => {
  const traced = p.atEnd() && !p.atOutcome && p.last && !p.last.error;
  const end = p.atOutcome ? p.outcome : traced ? p.last : null;
  if (!ownBoard(p)) {
    p.out.found.textContent = end ? end.found : "";
    p.out.summary.textContent = end ? end.attempts : "";
  }
  p.el.classList.toggle("ended", Boolean(end));
  const s = p.history[p.history.length - 1];
  const found = p.atOutcome ? p.outcome.solutions : s ? s.solutions : 0;
  const listed = p.solutions.queens.length;
  const left = found - listed;
  p.out.more.textContent = left > 0 ? "And " + count(left) + (left === 1 ? " more solution" : " more solutions") + " so far, not listed: the list holds the first " + count(LISTED) + " the steps showed." :
    listed ? "" : end ? "None." : "None yet.";
};

/**
 * howLong says the forecast time left of pane p's search, s seconds, as
 * a lower bound when the forecast is one.
 * @param {import("./pane.js").Pane} p
 * @param {number} s
 * @returns {string}
 */
export const howLong = (p, s) => (p.forecast.atLeast ? "more than " : s < 1 ? "" : "about ") + duration(s);

/**
 * showForecast says how long pane p's whole search is, in steps, and in
 * time at max speed.
 * @param {import("./pane.js").Pane} p
 */
export const showForecast = (p) => {
  const f = p.forecast;
  if (!f || !f.steps || p.atOutcome) {
    p.out.forecast.textContent = "";
    return;
  }
  const steps = f.exact ? count(f.steps) + " steps" : (f.atLeast ? "more than " : "about ") + about(f.steps) + " steps";
  const left = p.seconds();
  const time = left === null || (f.atLeast && left < 1) ? "" : "; " + howLong(p, left) + " to its end at max speed";
  p.out.forecast.textContent = "The whole search: " + steps + time + ".";
};

/**
 * narration is what the live region says of the step pane p shows.
 * @param {import("./pane.js").Pane} p
 * @returns {string}
 */
export const narration = (p) => {
  const end = p.atEnd() && p.out.found.textContent;
  const what = p.atOutcome ? "" : "Step " + count(p.stepNumber()) + ": ";
  return (p.index > 0 ? p.out.title.textContent + ": " : "") + what + p.out.now.textContent + (end ? " " + end : "");
};

/**
 * narrations is what the live region says of the steps panes show.
 * @param {import("./pane.js").Pane[]} panes
 * @returns {string}
 */
export const narrations = (panes) => panes.map(narration).join(" ");
