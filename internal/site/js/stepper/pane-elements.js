// The elements of a pane: its title, its board, its counters and words,
// and the list of the solutions found.

// HTML is the pane's elements, empty: the board fills in, the rest is
// words (pane-text.js).
const HTML =
  '<h2 class="st-title"></h2>' +
  '<div class="st-view"><div class="st-board" role="group"></div>' +
  '<div class="st-side"><p class="st-now"></p>' +
  '<dl class="st-counts"><div><dt>step</dt><dd class="st-step">0</dd></div>' +
  '<div><dt>attempts</dt><dd class="st-attempts-count">0</dd></div>' +
  '<div><dt>solutions</dt><dd class="st-solutions-count">0</dd></div>' +
  '<div><dt>row, depth</dt><dd class="st-depth">-</dd></div></dl>' +
  '<p class="st-unit"></p><p class="st-forecast"></p>' +
  '<div class="st-summary"><p class="st-found"></p><p class="st-attempts"></p></div>' +
  '</div></div>' +
  '<details class="st-list" open><summary>Solutions found</summary><ol class="st-solutions"></ol><p class="st-more"></p></details>';

/**
 * paneElements makes the elements of pane index, hidden until its search
 * starts, and returns the pane's element, those of its words (out), its
 * board's and its list's.
 * @param {number} index
 */
export const paneElements = (index) => {
  const el = document.createElement("section");
  el.className = "st-pane";
  el.id = "st-pane-" + index;
  el.setAttribute("aria-labelledby", "st-title-" + index);
  el.hidden = true;
  el.innerHTML = HTML;
  const q = (c) => el.querySelector(c);
  q(".st-title").id = "st-title-" + index;
  const out = {
    title: q(".st-title"), now: q(".st-now"), step: q(".st-step"),
    attempts: q(".st-attempts-count"), solutions: q(".st-solutions-count"), depth: q(".st-depth"),
    unit: q(".st-unit"), forecast: q(".st-forecast"), found: q(".st-found"), summary: q(".st-attempts"),
    more: q(".st-more"),
  };
  return { el, out, board: q(".st-board"), list: q(".st-solutions") };
};
