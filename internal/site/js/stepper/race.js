// Races: two panes, two approaches on one board, and a rule for which
// pane takes the next step. By steps, both take a step at a time. By
// attempts, the pane that has made fewer attempts takes it, so that the
// two have made as many attempts, give or take one, at every moment. By
// time, the pane whose search would have taken less time to get where it
// is takes it: each pane's attempts times the time its approach takes
// for an attempt with no trace watching, which each pane's worker
// measures in this browser when the race starts (internal/stepper's
// pace.go). The rule is said above the panes, with a chart of attempts
// against steps for both (race-chart.js).

import { Paced } from "../shared/paced.js";
import { drawChart } from "./race-chart.js";
import { squareName } from "./geometry.js";
import { $ } from "./page.js";

const RULES = ["steps", "attempts", "time"];
// POINTS is the most points a pane's line keeps; past it, every other
// one goes and the line keeps a point every twice as many steps.
const POINTS = 240;
// PAUSE is the least time between two drawings of the chart, in ms.
const PAUSE = 100;

const asked = new URLSearchParams(location.search).get("by");
let rule = RULES.includes(asked) ? asked : "steps";
// recorders are the panes' lines, one a pane.
const recorders = [];

// racing returns the recorders of the panes shown. The notebook takes
// panes off the page when it swaps the worker for the reader's code.
const racing = () => recorders.filter((r) => r.started && r.pane.started && !r.pane.el.hidden && r.pane.el.isConnected);

const chart = new Paced(PAUSE, () => drawChart($("st-race-chart"), racing(), rule));

/**
 * A Recorder keeps the line of attempts against steps of one pane, and
 * the pace of its approach for a race by time. It is a panel of the pane
 * (see panels.js) that draws nothing in it.
 */
export class Recorder {
  /** @param {import("./pane.js").Pane} pane */
  constructor(pane) {
    this.pane = pane;
    recorders.push(this);
  }

  /** begin starts a new line, and in a race by time measures the pace. */
  begin(started) {
    this.started = started;
    this.points = [[0, 0]];
    this.every = 1;
    this.nsPerAttempt = 0;
    this.smaller = this.failed = "";
    this.pacing = null;
    if (rule === "time") this.measure();
  }

  /** step adds the pane's new step to the line, when its turn comes. */
  step(s) {
    const n = this.pane.stepNumber();
    if (n % this.every !== 0) return;
    this.points.push([n, s.attempt]);
    if (this.points.length > POINTS) {
      this.points = this.points.filter((_, i) => i % 2 === 0);
      this.every *= 2;
    }
  }

  /** render draws the chart soon. */
  render() {
    chart.soon();
  }

  // measure asks the pane's worker for its approach's pace, once a
  // search.
  measure() {
    if (this.pacing || !this.started) return;
    const st = this.started;
    const fixed = st.fixed.map((sq) => squareName(sq, st.cols)).join(",");
    this.pacing = this.pane.ask("pace", { approach: st.approach, rows: st.rows, cols: st.cols, fixed }).then((m) => {
      if (this.started !== st) return; // a newer search has begun
      if (m.type === "paced" && m.pace.attempts > 0) {
        this.nsPerAttempt = m.pace.nanoseconds / m.pace.attempts;
        this.smaller = m.pace.smaller || "";
      } else {
        this.failed = m.error || "no attempts to time";
      }
      chart.soon();
      this.pane.render();
    });
  }

  /** attempts returns the attempts of the pane's step shown. */
  attempts() {
    const s = this.pane.current();
    return s ? s.attempt : 0;
  }
}

/**
 * movers returns the panes of active that take the next step.
 * @param {import("./pane.js").Pane[]} active
 * @returns {import("./pane.js").Pane[]}
 */
export const movers = (active) => {
  if (rule === "steps" || active.length < 2) return active;
  const going = active.filter((p) => !p.atEnd());
  const of = (p) => recorders.find((r) => r.pane === p);
  if (rule === "time" && going.some((p) => !of(p).nsPerAttempt)) return [];
  const cost = (p) => of(p).attempts() * (rule === "time" ? of(p).nsPerAttempt : 1);
  const least = Math.min(...going.map(cost));
  return going.filter((p) => cost(p) === least);
};

/**
 * raceToURL writes the rule into the query q of the page's address.
 * @param {URLSearchParams} q
 */
export const raceToURL = (q) => {
  if (rule === "steps") q.delete("by");
  else q.set("by", rule);
};

/**
 * listenToRaceRule shows the rule in its menu, the one the address asks
 * for, and follows the reader's choice.
 */
export const listenToRaceRule = () => {
  const select = $("st-race-by");
  select.value = rule;
  select.addEventListener("change", () => {
    rule = select.value;
    if (rule === "time") racing().forEach((r) => r.measure());
    const q = new URLSearchParams(location.search);
    raceToURL(q);
    history.replaceState(null, "", "?" + q.toString());
    chart.now();
  });
};
