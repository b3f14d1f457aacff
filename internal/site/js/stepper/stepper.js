// The stepper page, bundled into assets/stepper.js: it watches the
// book's Go code, compiled to WebAssembly and run in a Web Worker, search
// a board, a pane a search (pane.js), and draws each step. It searches
// nothing itself: every step, count and forecast is the worker's answer.

import { pageSettings } from "./address.js";
import { goTo, listenToControls, showSpeed } from "./controls.js";
import { listenToSquares, setOwn } from "./own.js";
import { $, root, said, say } from "./page.js";
import { listenToPlay, play, stop } from "./play.js";
import { listenToProjector } from "./projector.js";
import { listenToRaceRule } from "./race.js";
import { showScrub } from "./scrub.js";
import { addPane, fillApproaches, search } from "./search.js";
import { state } from "./state.js";

// unable says why the stepper cannot run on this page, or "".
const unable = () => {
  if (root.dataset.missing) return "The stepper cannot run on this site: " + root.dataset.missing + ".";
  if (location.protocol === "file:") {
    return "The stepper runs its search in a Web Worker, which a page opened from a file cannot start. Serve the site instead: go run ./cmd/queens serve, then open http://127.0.0.1:8080/stepper.html";
  }
  return "";
};

// useWorker has the panes run the worker at url, which the notebook
// built from the reader's edited code (or the book's again), with a note
// to show: they start again, with the search shown.
const useWorker = async (url, note) => {
  state.workerURL = url;
  stop();
  state.panes.splice(0).forEach((p) => {
    p.search.end();
    p.el.remove();
  });
  const p = addPane();
  const s = state.good;
  state.good = null;
  if (!s) return;
  await p.ready;
  if (await search(s)) say(note);
};

// first shows the first search: the one the address names, read by the
// worker in the words of queens solve, or tuplestate on 8 x 8 with the
// reason. Then it enables the controls, which wait disabled until a
// search is shown for them to act on: a click before would be lost.
// ready is the worker's first message.
const first = async (controls, ready) => {
  fillApproaches(ready.approaches);
  state.defaultApproach = ready.default;
  $("st-n").max = $("st-rows").max = $("st-cols").max = ready.maxSide;
  const page = pageSettings();
  showSpeed();
  const opened = await state.panes[0].call("open", { query: location.search.slice(1) });
  const o = opened.settings;
  const s = { approach: o.approach, n: o.n || 0, rows: o.rows || 0, cols: o.cols || 0, fixed: o.fixed || "", race: page.race };
  let error = opened.error;
  // A board set by hand may hold queens that attack each other: the
  // search shown starts without them.
  const hand = page.yourself && opened.squares.length ? opened.squares : null;
  if (hand && error) {
    s.fixed = "";
    error = "";
  }
  let ok = !error && (await search(s));
  const why = error || (ok ? "" : said());
  if (!ok) ok = await search({ approach: "tuplestate", n: 8, fixed: "", race: "" });
  const problems = page.problems.slice();
  if (why) problems.unshift(why + "; showing tuplestate on 8 x 8 instead");
  if (ok && page.step) await goTo(page.step);
  for (const c of controls) c.disabled = false;
  root.removeAttribute("aria-busy");
  if (ok && page.yourself) setOwn(true, hand);
  if (problems.length) say(problems.join("; ") + ".", true);
  showScrub();
  root.dataset.ready = "1";
  if (ok && page.autoplay && !page.yourself) play(false);
};

/**
 * startStepper starts the stepper: its first pane and worker, its
 * controls, and, once the worker is ready, the first search. Where it
 * cannot run, it says why.
 */
export const startStepper = () => {
  const controls = [...root.querySelectorAll("button, select, input")];
  listenToRaceRule();
  listenToProjector();
  const why = unable();
  if (why) {
    root.removeAttribute("aria-busy");
    say(why, true);
    return;
  }
  addPane();
  listenToSquares();
  listenToPlay();
  listenToControls();
  document.addEventListener("queens:stepper-code", (e) => useWorker(e.detail.worker, e.detail.note));
  state.panes[0].ready.then((ready) => first(controls, ready));
};
