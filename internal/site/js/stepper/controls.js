// The stepper's controls: the transport buttons, the scrubber, the speed,
// the form of settings, the link to the step shown, and the keys (Space
// plays and pauses, the arrows step, Home and End go to the first step
// and the last one run so far).

import { count } from "../shared/format.js";
import { toURL } from "./address.js";
import { setOwn } from "./own.js";
import { $, narrate, root, say } from "./page.js";
import { narrations } from "./pane-text.js";
import { play, skipToEnd, stop } from "./play.js";
import { movers } from "./race.js";
import { furthestOfAll, showScrub } from "./scrub.js";
import { search, settingsFromForm } from "./search.js";
import { active, each, state } from "./state.js";

const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, "max"];

// addSpeed offers speed v in the menu of speeds.
const addSpeed = (v) => {
  const o = document.createElement("option");
  o.value = String(v);
  o.textContent = v === "max" ? "max" : v + "/s";
  $("st-speed").append(o);
};

/** showSpeed shows the speed in its menu, offering it when it is new. */
export const showSpeed = () => {
  const select = $("st-speed");
  if (![...select.options].some((o) => o.value === String(state.speed))) addSpeed(state.speed);
  select.value = String(state.speed);
};

// showed brings the page up to date after the panes moved.
const showed = () => {
  active().forEach((p) => p.render());
  showScrub();
  toURL();
  narrate(narrations(active()));
};

/**
 * goTo shows step n in every pane.
 * @param {number} n
 */
export const goTo = async (n) => {
  stop();
  await each((p) => p.goTo(n));
  showed();
};

// stepAll steps every pane forward or back once.
const stepAll = async (forward) => {
  stop();
  if (forward) {
    movers(active()).forEach((p) => {
      if (!p.forward() && !p.atEnd()) say("The next steps are on their way from the search; try again.");
    });
  } else {
    await each((p) => p.back());
  }
  showed();
};

// copyLink copies the link to the step shown, or to the reader's board.
const copyLink = async () => {
  stop();
  toURL();
  const link = location.href;
  root.dataset.link = link;
  const what = state.own.active ? "your board" : "step " + count(state.panes[0].stepNumber());
  try {
    await navigator.clipboard.writeText(link);
    say("Copied the link to " + what + ": " + link);
  } catch {
    say("The browser would not copy; the link to " + what + " is in the address bar: " + link);
  }
};

// key answers the page's keys. A key meant for a field, a button or the
// board is left to it.
const key = (e) => {
  if (!state.good || e.altKey || e.ctrlKey || e.metaKey || state.own.active) return;
  const t = e.target;
  if (t.closest && (t.closest("input, select, textarea, [contenteditable], .cm-editor, #st-ask") || (!root.contains(t) && t !== document.body))) return;
  const onControl = t.closest && t.closest("button, a, summary");
  switch (e.key) {
    case " ":
      if (onControl) return;
      state.running ? stop() : play(false);
      break;
    case "ArrowRight":
      stepAll(true);
      break;
    case "ArrowLeft":
      stepAll(false);
      break;
    case "Home":
      goTo(0);
      break;
    case "End":
      goTo(furthestOfAll());
      break;
    default:
      return;
  }
  e.preventDefault();
};

// searchForm starts the search the form holds, leaving the reader's own
// board.
const searchForm = () => {
  if (state.own.active) setOwn(false);
  search(settingsFromForm());
};

/** listenToControls fills the menu of speeds and makes the controls answer. */
export const listenToControls = () => {
  SPEEDS.forEach(addSpeed);
  $("st-speed").value = String(state.speed);
  const scrub = $("st-scrub");
  scrub.addEventListener("input", () => goTo(Number(scrub.value)));
  $("st-copy").addEventListener("click", copyLink);
  document.addEventListener("keydown", key);
  $("st-play").addEventListener("click", () => (state.running ? stop() : play(false)));
  $("st-next-solution").addEventListener("click", () => play(true));
  $("st-forward").addEventListener("click", () => stepAll(true));
  $("st-back").addEventListener("click", () => stepAll(false));
  $("st-end").addEventListener("click", skipToEnd);
  $("st-reset").addEventListener("click", () => state.good && search(state.good));
  $("st-speed").addEventListener("change", (e) => {
    const v = e.currentTarget.value;
    state.speed = v === "max" ? "max" : Number(v);
    toURL();
  });
  $("st-settings").addEventListener("submit", (e) => {
    e.preventDefault();
    searchForm();
  });
  for (const id of ["st-approach", "st-race", "st-n", "st-fixed"]) {
    $(id).addEventListener("change", () => {
      if (id === "st-n") $("st-rows").value = $("st-cols").value = "";
      searchForm();
    });
  }
};
