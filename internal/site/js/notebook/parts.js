// The notebook's own small pieces of a page: its buttons and the lines
// that say what a run is doing.

import { el } from "../shared/dom.js";

/**
 * button makes a button of the notebook that calls onClick, with the
 * class nb-button and, when given, cls.
 * @param {string} label
 * @param {(event: MouseEvent) => void} onClick
 * @param {string} [cls]
 * @returns {HTMLButtonElement}
 */
export const button = (label, onClick, cls) => {
  const b = el("button", { type: "button", class: "nb-button" + (cls ? " " + cls : "") }, label);
  b.addEventListener("click", onClick);
  return b;
};

/**
 * statusLine makes a polite live region that tells a screen reader, and
 * everyone, what a run is doing.
 * @returns {HTMLParagraphElement}
 */
export const statusLine = () => el("p", { class: "nb-status", role: "status", "aria-live": "polite" });

