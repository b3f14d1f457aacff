// What the stepper's modules share: the panes, and how the page plays
// their searches.

/** state is the stepper's state, one for the page. */
export const state = {
  /** @type {import("./pane.js").Pane[]} the panes, the first the main one */
  panes: [],
  /** @type {number|"max"} steps a second, or as many as fit a frame */
  speed: 10,
  /** running is true while the page plays or seeks. */
  running: false,
  /** seeking is true while the page plays to the next solution. */
  seeking: false,
  /** good holds the settings of the search shown, once there is one. */
  good: null,
  /** defaultApproach is queens solve's approach, as the worker says. */
  defaultApproach: "bitboard",
  /** workerURL is the worker the panes run: the book's search, or one
   * that the notebook built from the reader's edited code. */
  workerURL: "worker.js",
  /** maxRate is the steps a second the page shows at max speed, measured
   * while it plays at max (see play.js); until then, 0, and the worker's
   * forecast stands in. */
  maxRate: 0,
  /** own is the board the reader sets by hand in "Solve it yourself". */
  own: { active: false, queens: new Set(), said: "" },
};

/**
 * active returns the panes shown, whose searches have started.
 * @returns {import("./pane.js").Pane[]}
 */
export const active = () => state.panes.filter((p) => p.started && !p.el.hidden);

/**
 * each calls f on every pane shown, and waits for all of them.
 * @param {(p: import("./pane.js").Pane) => Promise<*>} f
 */
export const each = (f) => Promise.all(active().map(f));

