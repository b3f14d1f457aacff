// The projector view, for a class that watches one screen from the back
// of the room: the board and the code larger, and fewer panels beside
// them (no tree, no list of solutions, no legend; stepper.css). One
// toggle turns it on and off, and the address keeps it as view=projector,
// so that a teacher's link opens the page the way the class saw it.

import { $, root } from "./page.js";

const VIEW = "projector";

let on = new URLSearchParams(location.search).get("view") === VIEW;

/**
 * projectorToURL writes the view into the query q of the page's address.
 * @param {URLSearchParams} q
 */
export const projectorToURL = (q) => {
  if (on) q.set("view", VIEW);
  else q.delete("view");
};

// show draws the page in the view chosen, and says so on the toggle.
const show = (toggle) => {
  root.classList.toggle("st-projector", on);
  toggle.setAttribute("aria-pressed", String(on));
};

/**
 * listenToProjector adds the toggle of the projector view beside "Solve
 * it yourself", shows the view the address asks for, and follows the
 * reader's clicks, keeping the address in step.
 */
export const listenToProjector = () => {
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.id = "st-projector";
  toggle.textContent = "Projector view";
  $("st-yourself").after(" ", toggle);
  show(toggle);
  toggle.addEventListener("click", () => {
    on = !on;
    show(toggle);
    const q = new URLSearchParams(location.search);
    projectorToURL(q);
    history.replaceState(null, "", "?" + q.toString().replaceAll("%2C", ","));
  });
};
