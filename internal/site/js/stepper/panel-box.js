// The box of a panel beside a pane's board: a heading that labels it,
// and what the panel puts in it.

import { newID } from "../shared/dom.js";

/**
 * fillPanel makes box the panel of kind, its class (sc, tr), in the pane
 * whose title is the element of id owner: a heading of title, with head
 * beside it, and body below, both HTML. The box and the region of body,
 * its scrolling view, are named for the pane too, the title after their
 * own words, so that in a race the two panes' panels have names apart.
 * @param {HTMLElement} box
 * @param {string} kind
 * @param {string} title
 * @param {string} head
 * @param {string} body
 * @param {string} owner
 */
export const fillPanel = (box, kind, title, head, body, owner) => {
  box.className = "sp-panel " + kind;
  const heading = newID(kind + "-h");
  box.setAttribute("aria-labelledby", heading + " " + owner);
  box.innerHTML = '<div class="sp-head"><h3 id="' + heading + '">' + title + "</h3>" + head + "</div>" + body;
  const view = box.querySelector('[role="region"]');
  if (view) nameForPane(view, owner);
};

// nameForPane names the element el, which has its own words in
// aria-label, by those words and the pane's title, of id owner: an
// element that lists itself in aria-labelledby is named there by its
// aria-label.
const nameForPane = (el, owner) => {
  el.id ||= newID("sp-view");
  el.setAttribute("aria-labelledby", el.id + " " + owner);
};
