// Playing the searches shown: a step at a time at the speed picked, to
// the next solution, or the whole run at once, untraced, in the worker.

import { duration } from "../shared/format.js";
import { toURL } from "./address.js";
import { $, message, narrate, say } from "./page.js";
import { howLong, narrations } from "./pane-text.js";
import { movers } from "./race.js";
import { showScrub } from "./scrub.js";
import { active, each, state } from "./state.js";

// LONG is the run, in seconds at max speed, past which Play first asks
// whether to show the result at once.
const LONG = 60;

// The play loop: every frame it shows as many steps as the speed asks
// for, or at max as many as fit in a few milliseconds, and draws the
// last. At max it measures how many steps a second it shows.
let credit = 0;
let lastFrame = 0;
let frameRequested = false;
let measured = { steps: 0, ms: 0 };

/** wake asks for a frame of the play loop while the page plays. */
export const wake = () => {
  if (state.running && !frameRequested) {
    frameRequested = true;
    requestAnimationFrame(frame);
  }
};

// frame shows the steps of one frame of the play loop.
const frame = (now) => {
  frameRequested = false;
  if (!state.running) return;
  const { speed, seeking } = state;
  const shownPanes = active();
  let budget = Infinity;
  if (!seeking && speed !== "max") {
    credit = Math.min(credit + ((now - (lastFrame || now)) * speed) / 1000, Math.max(1, speed));
    budget = Math.floor(credit);
  }
  if (speed === "max" && !seeking && lastFrame) measured.ms += now - lastFrame;
  lastFrame = now;
  const t0 = performance.now();
  let shown = 0;
  let found = false;
  while (shown < budget) {
    let moved = false;
    for (const p of movers(shownPanes)) {
      if (p.forward()) {
        moved = true;
        if (seeking && p.current().kind === "solution") found = true;
      }
    }
    if (!moved) break;
    shown++;
    if (found) break;
    if ((shown & 63) === 0 && performance.now() - t0 > 12) break;
  }
  if (budget !== Infinity) credit -= shown;
  if (speed === "max" && !seeking) {
    measured.steps += shown;
    if (measured.ms > 1000) state.maxRate = (measured.steps * 1000) / measured.ms;
  }
  shownPanes.forEach((p) => p.render());
  showScrub();
  if (speed !== "max" && speed <= 2 && shown) narrate(narrations(shownPanes));
  if (found || shownPanes.every((p) => p.atEnd())) {
    stop();
    return;
  }
  wake();
};

/**
 * play plays the searches shown, or seeks their next solution; before a
 * long run it asks first, once a search.
 * @param {boolean} seek
 */
export const play = async (seek) => {
  const long = await longRun();
  if (long) {
    ask(long);
    return;
  }
  state.running = true;
  state.seeking = seek;
  lastFrame = 0;
  measured = { steps: 0, ms: 0 };
  credit = state.speed === "max" ? 0 : 1;
  $("st-play").textContent = "Pause";
  wake();
};

/** stop pauses the play, and says where it stopped. */
export const stop = () => {
  const was = state.running;
  state.running = false;
  state.seeking = false;
  $("st-play").textContent = "Play";
  if (was) {
    showScrub();
    narrate("Paused. " + narrations(active()));
    toURL();
  }
};

// longRun returns the pane of the longest of the searches shown at max
// speed, when it is past LONG and the reader has not been asked about it
// yet; otherwise null.
const longRun = async () => {
  await Promise.all(active().map((p) => p.forecastReady));
  const waiting = active().filter((p) => !p.asked && !p.atEnd());
  waiting.forEach((p) => (p.asked = true));
  const longest = waiting.reduce((a, p) => ((p.seconds() || 0) > (a ? a.seconds() : 0) ? p : a), null);
  return longest && longest.seconds() > LONG ? longest : null;
};

// ask asks whether to show the result of the long search of pane p at
// once.
const ask = (p) => {
  const time = howLong(p, p.seconds());
  $("st-ask-text").textContent = time[0].toUpperCase() + time.slice(1) + " at max speed: show the result now, or watch the first part?";
  $("st-ask").hidden = false;
  $("st-ask-now").focus();
};

// finishing is true while the whole run goes on.
let finishing = false;

/**
 * skipToEnd runs every search shown to its end, untraced, in the worker,
 * and shows the summary. While it runs, a second call stops it.
 */
export const skipToEnd = async () => {
  if (finishing) {
    say("Stopping the whole run…");
    await each((p) => p.cancel());
    say("The whole run was stopped; the steps go on from where they were.");
    return;
  }
  stop();
  finishing = true;
  $("st-end").textContent = "Stop the whole run";
  say("Running the whole search at full speed, untraced, as queens solve runs it…");
  const t0 = performance.now();
  await each((p) => p.finish());
  const cancelled = !active().every((p) => p.atOutcome);
  finishing = false;
  $("st-end").textContent = "Skip to the end";
  if (cancelled) return;
  if (!message.classList.contains("bad")) say("The whole search ran in " + duration((performance.now() - t0) / 1000) + ", untraced; step back to see the steps shown before.");
  showScrub();
  narrate(narrations(active()));
};

/** listenToPlay makes the question before a long run answer. */
export const listenToPlay = () => {
  $("st-ask-now").addEventListener("click", () => {
    $("st-ask").hidden = true;
    $("st-end").focus();
    skipToEnd();
  });
  $("st-ask-watch").addEventListener("click", () => {
    $("st-ask").hidden = true;
    $("st-play").focus();
    play(false);
  });
};
