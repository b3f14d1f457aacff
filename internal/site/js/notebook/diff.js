// Differences between the book's output and the reader's, line by line.
// The diff itself is jsdiff's (the npm package diff): Myers' algorithm,
// whose time and memory grow with the lines and the differences between
// them, not with the product of the two lengths.

import { diffArrays } from "diff";
import { el } from "../shared/dom.js";

// MAX_EDITS bounds the work of a diff: past that many lines added and
// removed, the search gives up (in a tenth of a second on outputs of
// thousands of lines) and the two outputs are shown as wholly different.
const MAX_EDITS = 1000;

// lines splits text into its lines; "" has none.
const lines = (text) => (text === "" ? [] : text.split("\n"));

// diffLines returns the parts of a diff of the lines book and run, each
// of lines of both, of book alone (removed) or of run alone (added).
const diffLines = (book, run) =>
  diffArrays(book, run, { maxEditLength: MAX_EDITS }) ?? [{ removed: true, value: book }, { added: true, value: run }];

/**
 * showDiff writes into pre the lines of the book's text and the
 * reader's, those of only one marked, + for the reader's and - for the
 * book's, and returns how many lines differ.
 * @param {HTMLElement} pre
 * @param {string} bookText
 * @param {string} text
 * @returns {number}
 */
export const showDiff = (pre, bookText, text) => {
  pre.textContent = "";
  const code = el("code", { class: "nb-diff" });
  let changed = 0;
  for (const part of diffLines(lines(bookText), lines(text))) {
    const [mark, className, title] = part.added
      ? ["+ ", "nb-added", "not in the book's output"]
      : part.removed
        ? ["- ", "nb-removed", "in the book's output, not in this run's"]
        : ["  ", "nb-same", ""];
    if (title) changed += part.value.length;
    for (const line of part.value) {
      const span = el("span", { class: className }, mark + line + "\n");
      if (title) span.title = title;
      code.append(span);
    }
  }
  pre.append(code);
  return changed;
};
