// The output of an Example, as a run of the reader's edit prints it.

import { newID } from "../shared/dom.js";
import { showDiff } from "./diff.js";
import { statusLine } from "./parts.js";

/**
 * An Output is the block of an Example's output: after a run of an edit
 * it shows what the edited code printed against what the Example wants.
 */
export class Output {
  /** @param {HTMLElement} figure the block, as the site wrote it */
  constructor(figure) {
    this.figure = figure;
    this.pkg = figure.getAttribute("data-package");
    this.ident = figure.getAttribute("data-ident");
    this.id = figure.id || (figure.id = newID("output"));
    this.pre = figure.querySelector("pre");
    this.bookHTML = this.pre.innerHTML;
    this.status = statusLine();
    figure.append(this.status);
  }

  /**
   * show shows the Example's run: the same output, another, or none.
   * @param {{passed: boolean, got?: string, want?: string, text?: string}} ev
   */
  show(ev) {
    if (ev.passed) {
      this.restore();
      this.status.textContent = "With your edit the Example prints the same.";
      return;
    }
    if (ev.got === undefined && ev.want === undefined) {
      this.pre.textContent = ev.text || "";
      this.status.textContent = "With your edit the Example did not finish:";
      return;
    }
    showDiff(this.pre, ev.want || "", ev.got || "");
    this.status.textContent = "With your edit the Example prints otherwise: + marks what it printed, - what its // Output: comment wants.";
  }

  /** restore brings back the book's output. */
  restore() {
    this.pre.innerHTML = this.bookHTML;
    this.status.textContent = "";
  }
}
