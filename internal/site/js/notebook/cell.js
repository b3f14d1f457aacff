// Command cells: the book's commands, run on the reader's computer, by
// queens serve natively or by the page in the browser (runners.js).

import { el, newID } from "../shared/dom.js";
import { showDiff } from "./diff.js";
import { button, statusLine } from "./parts.js";
import { Terminal } from "./terminal.js";

/**
 * A Cell is one command cell: its command line, editable, with Run and
 * Reset, and its output, which a run replaces, marked where it differs
 * from the book's. Output with tables shows them as HTML tables (view)
 * and keeps the text as printed in a hidden block, where a run shows
 * its output as a terminal would, until Reset. Its runner (runners.js)
 * runs it, and says where.
 */
export class Cell {
  /**
   * @param {HTMLElement} div the cell, as the site wrote it
   * @param {import("./runners.js").Runner} runner
   */
  constructor(div, runner) {
    this.div = div;
    this.runner = runner;
    this.book = div.querySelector("button.copy").getAttribute("data-command");
    this.view = div.querySelector(".printed");
    const out = div.querySelector("pre.output");
    this.bookOutput = out ? out.textContent.replace(/\n+$/, "") : "";
    this.pre = out || el("pre", { class: "output", tabindex: "0" });
    if (!out) div.append(this.pre);
    this.bookHTML = this.pre.innerHTML;
    const id = newID("cell");
    const line = el("div", { class: "nb-command" });
    line.append(el("label", { for: id, class: "nb-prompt" }, "$ "));
    this.input = el("input", { id, class: "nb-input", type: "text", spellcheck: "false", autocomplete: "off", "aria-label": "Command line of the cell" });
    this.input.value = this.book;
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        this.toggle();
      }
    });
    this.input.addEventListener("input", () => (this.reset.hidden = false));
    this.runButton = button("Run", () => this.toggle(), "nb-run");
    this.reset = button("Reset", () => this.restore());
    this.reset.hidden = true;
    line.append(this.input, this.runButton, this.reset);
    // The link to the stepper, preset to the book's command, follows the
    // buttons from the command line it leaves hidden.
    const watch = div.querySelector(".command .watch");
    if (watch) line.append(watch);
    this.status = statusLine();
    const command = div.querySelector(".command");
    command.hidden = true;
    div.insertBefore(line, command);
    div.append(this.status);
    div.classList.add("nb-cell");
  }

  /** command returns the command line as the reader has it. */
  command() {
    return this.input.value.trim();
  }

  /** toggle runs the cell's command, or stops the run under way. */
  toggle() {
    if (this.controller) {
      this.controller.abort();
      return;
    }
    this.run(this.command());
  }

  /**
   * start readies the cell for a run's output: the terminal is empty,
   * and the status line says what.
   * @param {string} what
   */
  start(what) {
    this.showText(true);
    this.term = new Terminal();
    this.exitStatus = null;
    this.pre.classList.add("nb-running");
    this.pre.textContent = "";
    this.status.textContent = what;
    this.reset.hidden = false;
  }

  /**
   * event takes one event of a run that belongs to this cell.
   * @param {{kind: string, text?: string, status?: number}} ev
   */
  event(ev) {
    if (ev.kind === "output") {
      this.term.write(ev.text);
      this.draw();
    } else if (ev.kind === "exit") {
      this.exitStatus = ev.status;
    } else if (ev.kind === "note") {
      this.note = ev.text;
    }
  }

  // draw shows the terminal in the next frame: output comes faster than
  // frames. A run that ended before the frame has its diff shown there
  // already, which the frame leaves alone.
  draw() {
    if (this.drawing) return;
    this.drawing = true;
    window.requestAnimationFrame(() => {
      this.drawing = false;
      if (this.pre.classList.contains("nb-running")) this.pre.textContent = this.term.text();
    });
  }

  /**
   * finish shows the run's output against the book's, and says how it
   * ended: with error, when given, after the output.
   * @param {string} [error]
   */
  finish(error) {
    this.pre.classList.remove("nb-running");
    let text = this.term ? this.term.text() : "";
    if (this.exitStatus !== null && this.exitStatus !== 0) text += (text ? "\n" : "") + "[exit status " + this.exitStatus + "]";
    if (error) text += (text ? "\n" : "") + error;
    const changed = showDiff(this.pre, this.bookOutput, text);
    const words = [this.runner.where + "."];
    if (this.note) words.push(this.note + ".");
    const differs = this.command() !== this.book;
    if (differs) words.push("The command differs from the book's, so its output may too:");
    const result = changed === 0 ? "the output is the book's, line for line." :
      changed + (changed === 1 ? " line differs" : " lines differ") + " from the book's output (marked + for this run, - for the book).";
    // After the colon the sentence goes on; after a full stop it starts.
    words.push(differs ? result : result[0].toUpperCase() + result.slice(1));
    this.status.textContent = words.join(" ");
    this.note = null;
  }

  // run runs command, and shows its output as it comes.
  async run(command) {
    this.controller = new AbortController();
    this.runButton.textContent = "Stop";
    this.start("Running…");
    const say = (what) => (this.status.textContent = what);
    try {
      await this.runner.run(command, (ev) => this.event(ev), this.controller.signal, say);
      this.finish();
    } catch (err) {
      if (err.name === "AbortError" || err.timeLimit) {
        this.note = err.timeLimit ? err.message : "Stopped";
        this.finish();
      } else if (err.status === 400) {
        this.exitStatus = 2;
        this.finish(err.message);
      } else {
        this.finish();
        this.runner.failed(this.status, err);
      }
    } finally {
      this.controller = null;
      this.runButton.textContent = "Run";
    }
  }

  /** restore brings back the book's command and output. */
  restore() {
    if (this.controller) this.controller.abort();
    this.input.value = this.book;
    this.pre.innerHTML = this.bookHTML;
    this.pre.classList.remove("nb-running");
    this.showText(false);
    this.status.textContent = "Back to the book's command and output.";
    this.reset.hidden = true;
  }

  // showText shows the output as text, or, for false, the book's output
  // as its tables, where it has any.
  showText(text) {
    if (!this.view) return;
    this.view.hidden = text;
    this.pre.hidden = !text;
  }
}
