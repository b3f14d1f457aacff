// The list of the solutions a pane's search has found, each a button
// that shows it on the board.

import { count } from "../shared/format.js";

/** LISTED is the longest list of solutions shown. */
export const LISTED = 2000;

/**
 * A SolutionList lists up to LISTED solutions in its element, an ol,
 * and keeps their queens.
 */
export class SolutionList {
  /**
   * @param {HTMLOListElement} list
   * @param {(i: number) => void} onView called with the number of the
   *   solution the reader picks, from 0
   */
  constructor(list, onView) {
    this.list = list;
    /** @type {number[][]} the queens of each solution listed */
    this.queens = [];
    list.addEventListener("click", (e) => {
      const item = e.target.closest("[data-solution]");
      if (item) onView(Number(item.dataset.solution));
    });
  }

  /** clear empties the list. */
  clear() {
    this.queens = [];
    this.list.textContent = "";
  }

  /**
   * room returns how many more solutions the list takes.
   * @returns {number}
   */
  room() {
    return Math.max(0, LISTED - this.queens.length);
  }

  /**
   * add lists the solution queens, found at step, written as tuple,
   * while there is room.
   * @param {number[]} queens
   * @param {number} step
   * @param {string} tuple
   */
  add(queens, step, tuple) {
    const i = this.queens.length;
    if (i >= LISTED) return;
    this.queens.push(queens);
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.solution = i;
    b.dataset.tuple = tuple;
    b.textContent = tuple + " (step " + count(step) + ")";
    li.append(b);
    this.list.append(li);
  }
}
