// The panels beside each pane's board: the search tree (tree-panel.js)
// and the code with the line of each step lit (code-panel.js), and the
// line a race's chart draws of each pane (race.js). The pane tells them
// when it begins a search, takes a new step from the search, and draws.
// The panels only read the pane: its steps, the one shown, the ones it
// keeps for stepping back.
//
// A panel is a class with
//   constructor(pane, box)  box: the element to fill, in the pane's side
//   begin(started)          a new search, as the worker's "started" says
//   step(s)                 a step the pane has taken for the first time
//   render()                draw the pane's step shown, pane.current()

import { CodePanel } from "./code-panel.js";
import { Recorder } from "./race.js";
import { TreePanel } from "./tree-panel.js";

/**
 * attachPanels makes the panels of pane, in the column beside its board
 * (which stepper.css puts below the board on a narrow screen and in a
 * race): the code, the tree, and the race's recorder, which draws
 * nothing in the pane.
 * @param {import("./pane.js").Pane} pane
 * @returns {{begin: Function, step: Function, render: Function}[]}
 */
export const attachPanels = (pane) => {
  const side = document.createElement("div");
  side.className = "sp-side";
  (pane.el.querySelector(".st-side") || pane.el).append(side);
  const box = () => side.appendChild(document.createElement("section"));
  return [new CodePanel(pane, box()), new TreePanel(pane, box()), new Recorder(pane)];
};
