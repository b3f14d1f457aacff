// The page's address: the search shown, the step, the speed, the mode
// and the view, so that a link shows what the reader saw. The search's settings
// are read by the worker, as queens solve reads its flags (see
// stepper.js); the page's own, here.

import { fixedSpec } from "./geometry.js";
import { projectorToURL } from "./projector.js";
import { raceToURL } from "./race.js";
import { state } from "./state.js";

/**
 * pageSettings reads the page's own settings from the address: it sets
 * the speed, and returns the race, the step, whether to play at once
 * and whether to open "Solve it yourself", with the problems it found.
 * @returns {{race: string, problems: string[], step: number, autoplay: boolean, yourself: boolean}}
 */
export const pageSettings = () => {
  const q = new URLSearchParams(location.search);
  const problems = [];
  const v = q.get("speed");
  if (v === "max") state.speed = "max";
  else if (v !== null) {
    if (/^[0-9]+(\.[0-9]+)?$/.test(v) && Number(v) > 0) state.speed = Number(v);
    else problems.push("speed=" + v + " is neither a number of steps a second nor max");
  }
  let step = 0;
  const st = q.get("step");
  if (st !== null) {
    if (/^[0-9]+$/.test(st)) step = Number(st);
    else problems.push("step=" + st + " is not a whole number of steps");
  }
  return { race: q.get("race") || "", problems, step, autoplay: q.get("autoplay") === "1", yourself: q.get("mode") === "yourself" };
};

// address is the page's address for settings s at step (0 for none).
const address = (s, step) => {
  const q = new URLSearchParams();
  q.set("approach", s.approach);
  if (s.n) q.set("n", s.n);
  else {
    q.set("rows", s.rows);
    q.set("cols", s.cols);
  }
  if (s.fixed) q.set("fixed", s.fixed);
  if (s.race) q.set("race", s.race);
  q.set("speed", state.speed);
  if (step > 0) q.set("step", step);
  if (state.own.active) q.set("mode", "yourself");
  raceToURL(q);
  projectorToURL(q);
  return "?" + q.toString().replaceAll("%2C", ",");
};

/**
 * toURL puts the search shown, at the step shown when it is still, in
 * the address; or the board the reader sets by hand.
 */
export const toURL = () => {
  const { good, own } = state;
  if (!good) return;
  const p = state.panes[0];
  if (own.active) {
    history.replaceState(null, "", address({ ...good, fixed: fixedSpec(own.queens, p.cols) }, 0));
    return;
  }
  const step = !state.running && p.started && !p.atOutcome && p.viewing < 0 ? p.stepNumber() : 0;
  history.replaceState(null, "", address(good, step));
};
