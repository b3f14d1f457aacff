// The board of a pane: its squares as buttons, rank n at the top and
// rank 1 at the bottom, as in the book's pictures, and the marks of the
// step shown on them.

import { attack, fileName, markAttacks, squareName } from "./geometry.js";

// QUEEN is the chess symbol of a queen.
const QUEEN = "\u265B";

// colour is the class of square sq's colour: a1 is dark.
const colour = (sq, cols) => ((Math.floor(sq / cols) + (sq % cols)) % 2 === 0 ? "dark" : "light");

/**
 * A Board draws a board in its element. The board is one stop of the
 * Tab key: one square at a time takes part in it (a roving tabindex),
 * and the arrow keys move between them; Home and End go to the ends of
 * the rank.
 */
export class Board {
  /** @param {HTMLElement} element the board's element, empty */
  constructor(element) {
    this.element = element;
    this.rows = this.cols = 0;
    this.focusSquare = 0;
    this.cells = [];
    element.addEventListener("keydown", (e) => this.key(e));
  }

  /**
   * draw draws the squares of a board of rows x cols, none marked.
   * @param {number} rows
   * @param {number} cols
   */
  draw(rows, cols) {
    this.rows = rows;
    this.cols = cols;
    const b = this.element;
    const hadFocus = b.contains(document.activeElement);
    b.textContent = "";
    b.style.setProperty("--cols", cols);
    b.setAttribute("aria-label", "Board, " + rows + " x " + cols + "; arrow keys move between squares, Enter fixes or removes a queen");
    this.cells = new Array(rows * cols);
    this.focusSquare = Math.min(this.focusSquare, rows * cols - 1);
    const label = (className, text) => {
      const span = document.createElement("span");
      span.className = className;
      span.setAttribute("aria-hidden", "true");
      span.textContent = text;
      return span;
    };
    for (let r = rows - 1; r >= 0; r--) {
      b.append(label("st-rank", r + 1));
      for (let c = 0; c < cols; c++) {
        const sq = r * cols + c;
        const cell = document.createElement("button");
        cell.type = "button";
        cell.className = "st-sq " + colour(sq, cols);
        cell.dataset.square = sq;
        cell.tabIndex = sq === this.focusSquare ? 0 : -1;
        cell.setAttribute("aria-label", squareName(sq, cols));
        b.append(cell);
        this.cells[sq] = cell;
      }
    }
    b.append(document.createElement("span"));
    for (let c = 0; c < cols; c++) b.append(label("st-file", fileName(c)));
    if (hadFocus) this.cells[this.focusSquare].focus();
  }

  // key moves the focus between squares: the arrows by one square (up is
  // towards rank n), Home and End to the ends of the rank.
  key(e) {
    const cell = e.target.closest("[data-square]");
    if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
    const { rows, cols } = this;
    const sq = Number(cell.dataset.square);
    let r = Math.floor(sq / cols), c = sq % cols;
    switch (e.key) {
      case "ArrowUp": r = Math.min(rows - 1, r + 1); break;
      case "ArrowDown": r = Math.max(0, r - 1); break;
      case "ArrowRight": c = Math.min(cols - 1, c + 1); break;
      case "ArrowLeft": c = Math.max(0, c - 1); break;
      case "Home": c = 0; break;
      case "End": c = cols - 1; break;
      default: return;
    }
    e.preventDefault();
    e.stopPropagation();
    this.moveFocus(r * cols + c);
  }

  /**
   * moveFocus makes square sq the board's Tab stop, and focuses it.
   * @param {number} sq
   */
  moveFocus(sq) {
    this.cells[this.focusSquare].tabIndex = -1;
    this.focusSquare = sq;
    this.cells[sq].tabIndex = 0;
    this.cells[sq].focus();
  }

  /**
   * paint marks the squares: the queens, the fixed ones, those attacked,
   * and the square of step s (null for none), a step of kind. On a whole
   * candidate (accept, reject) and on the reader's own board ("own"),
   * queens that attack each other are ringed; on the reader's board the
   * fixed queens are the reader's.
   * @param {{queens: number[], s: Object|null, kind: string, fixed: Set<number>}} shown
   */
  paint({ queens, s, kind, fixed }) {
    const { rows, cols } = this;
    const whole = kind === "accept" || kind === "reject";
    const attacked = new Array(rows * cols).fill(false);
    if (!whole) for (const q of queens) markAttacks(q, rows, cols, attacked);
    const set = new Set(queens);
    const fighting = new Set();
    for (const a of queens) {
      for (const b of queens) if (a !== b && attack(a, b, cols)) fighting.add(a);
    }
    for (let sq = 0; sq < rows * cols; sq++) {
      const cell = this.cells[sq];
      let cls = "st-sq " + colour(sq, cols);
      let text = "";
      let label = squareName(sq, cols);
      if (set.has(sq)) {
        cls += " queen";
        text = QUEEN;
        label += ", queen";
        if (fixed.has(sq)) {
          cls += " fixed";
          label += ", fixed";
        }
        if (fighting.has(sq) && (whole || kind === "own")) {
          cls += " with";
          label += ", attacks another queen";
        }
      } else if (attacked[sq]) {
        cls += " attacked";
        if (kind === "own") label += ", attacked";
      }
      if (s && s.square === sq) {
        cls += " " + kind;
        if (kind === "conflict" || kind === "backtrack") text = QUEEN;
        if (kind === "conflict") label += ", tried, attacked by " + squareName(s.with, cols);
        if (kind === "place") label += ", just placed";
        if (kind === "backtrack") label += ", lifted";
      }
      if (s && s.with === sq) {
        cls += " with";
        label += ", attacks the square tried";
      }
      if (cell.className !== cls) cell.className = cls;
      if (cell.textContent !== text) cell.textContent = text;
      if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
    }
  }
}
