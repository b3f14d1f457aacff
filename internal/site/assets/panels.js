// The panels beside each pane's board: the search tree (tree.js) and the
// code with the line of each step lit (code.js), and the line a race's
// chart draws of each pane (race.js). Each file registers a panel here; stepper.js gives every pane one of each, and tells them
// when the pane begins a search, takes a new step from the search, and
// draws. The panels only read the pane: its steps, the one shown, the
// ones it keeps for stepping back.
//
// A panel is a class with
//   constructor(pane, box)  box: the element to fill, in the pane's side
//   begin(started)          a new search, as the worker's "started" says
//   step(s)                 a step the pane has taken for the first time
//   render()                draw the pane's step shown, pane.current()
"use strict";
window.stepperPanels = (() => {
  const kinds = [];
  return {
    // add registers a panel class; with {box: false}, one that draws
    // nothing in the pane, and is given no box.
    add(Panel, options) {
      kinds.push({ Panel, box: !options || options.box !== false });
    },
    // attach makes the panels of a pane, in the column beside its board
    // (which stepper.css puts below the board on a narrow screen and in a
    // race).
    attach(pane) {
      const side = document.createElement("div");
      side.className = "sp-side";
      (pane.el.querySelector(".st-side") || pane.el).append(side);
      return kinds.map(({ Panel, box }) => {
        if (!box) return new Panel(pane, null);
        const section = document.createElement("section");
        side.append(section);
        return new Panel(pane, section);
      });
    },
    // squareName names square sq of a board of cols columns, as "c4".
    squareName(sq, cols) {
      return "abcdefghijklmnopqrstuvwxyz"[sq % cols] + (Math.floor(sq / cols) + 1);
    },
    // ids hands out ids unique on the page, for labels.
    id: (() => {
      let last = 0;
      return (prefix) => prefix + "-" + ++last;
    })(),
  };
})();
