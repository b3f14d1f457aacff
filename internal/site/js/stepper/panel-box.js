// The box of a panel beside a pane's board: a heading that labels it,
// and what the panel puts in it.

import { newID } from "../shared/dom.js";

/**
 * fillPanel makes box the panel of kind, its class (sc, tr): a heading
 * of title, with head beside it, and body below, both HTML.
 * @param {HTMLElement} box
 * @param {string} kind
 * @param {string} title
 * @param {string} head
 * @param {string} body
 */
export const fillPanel = (box, kind, title, head, body) => {
  box.className = "sp-panel " + kind;
  const heading = newID(kind + "-h");
  box.setAttribute("aria-labelledby", heading);
  box.innerHTML = '<div class="sp-head"><h3 id="' + heading + '">' + title + "</h3>" + head + "</div>" + body;
};
