// The scrubber: a slider over the steps run so far, which shows the step
// of the main pane.

import { count } from "../shared/format.js";
import { $ } from "./page.js";
import { active, state } from "./state.js";

/**
 * furthestOfAll returns the number of the last step run so far in any
 * pane shown.
 * @returns {number}
 */
export const furthestOfAll = () => Math.max(...active().map((q) => q.furthest()));

/** showScrub sets the scrubber over the steps run so far. */
export const showScrub = () => {
  const p = state.panes[0];
  if (!p.started) return;
  const scrub = $("st-scrub");
  const most = furthestOfAll();
  const at = p.atOutcome ? most : p.stepNumber();
  scrub.max = String(most);
  scrub.value = String(at);
  const text = p.atOutcome ? "the end, untraced" : count(at) + " of " + count(most) + " run so far";
  $("st-scrub-out").textContent = text;
  scrub.setAttribute("aria-valuetext", "step " + text);
};
