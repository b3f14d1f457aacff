// Exercises: a student's file, edited and checked in the page.

import { el } from "../shared/dom.js";
import { loadEditor } from "./editor-loader.js";
import { button, statusLine } from "./parts.js";
import { store } from "./storage.js";
import { Terminal } from "./terminal.js";

// PASSED starts the keys of the exercises this browser has seen pass.
const PASSED = "queens-passed:";

// TRIED starts the keys of the exercises whose file this browser has
// checked at least once: the book's solution is offered only then.
const TRIED = "queens-tried:";

/**
 * An Exercise is the editor of a student's file on an exercise page:
 * Check runs queens exercise check on its text, under queens serve or in
 * the browser, Hint shows the hints one at a time, Reset brings back the
 * stub.
 */
export class Exercise {
  /**
   * @param {string} slug the exercise's name
   * @param {HTMLElement} main the page's text, which the editor joins
   * @param {import("./exercise-in-browser.js").ExerciseBackend} backend where Check runs
   */
  constructor(slug, main, backend) {
    this.slug = slug;
    this.backend = backend;
    this.key = "queens-exercise:" + slug;
    const section = el("section", { class: "nb-exercise", "aria-labelledby": "nb-exercise-title" });
    this.intro = el("p", {}, "Loading your file…");
    this.holder = el("div", { class: "nb-editor" });
    this.bar = el("div", { class: "nb-bar" });
    this.check = button("Check", () => this.toggle(), "nb-run");
    this.reset = button("Reset to the stub", () => this.restore());
    this.hint = button("Hint", () => this.nextHint(), "nb-ask-hint");
    this.hint.hidden = true;
    this.model = button("Show the book's solution", () => this.toggleSolution(), "nb-ask-solution");
    this.model.hidden = true;
    this.bar.append(this.check, this.reset, this.hint, this.model);
    this.hintText = el("div", { class: "nb-hint", "aria-live": "polite" });
    this.solutionBox = el("div", { class: "nb-solution" });
    this.solutionBox.hidden = true;
    this.status = statusLine();
    this.pre = el("pre", { class: "output", tabindex: "0" });
    this.pre.hidden = true;
    section.append(el("h2", { id: "nb-exercise-title" }, "Your file, in the browser"), this.intro, this.holder, this.bar, this.hintText, this.solutionBox, this.status, this.pre);
    // After the instructions, before the way to the next page.
    main.insertBefore(section, main.querySelector("nav.pager"));
    /** ready is settled once the file is in its editor, or said missing. */
    this.ready = this.load();
  }

  // load asks the backend for the student's file, the stub and the
  // hints, and opens the file, or the edit kept in the browser, in an
  // editor.
  async load() {
    try {
      const file = await this.backend.load(this.slug);
      this.stub = file.stub;
      this.hints = file.hints || [];
      this.hint.hidden = this.hints.length === 0;
      this.solution = file.solution;
      this.offerSolution(store.get(TRIED + this.slug) !== null);
      this.intro.textContent = "This is " + file.path + ", as the page keeps it. " + this.backend.says;
      const kept = store.get(this.key);
      const editors = await loadEditor();
      this.editor = editors.create(this.holder, {
        text: kept ? kept.text : file.file,
        label: "Your file " + file.path + ": Tab indents; Escape and then Tab leaves the editor",
        onChange: (t) => store.set(this.key, { text: t }),
      });
    } catch (err) {
      this.intro.textContent = "Your file could not be loaded: " + err.message + ".";
      this.bar.hidden = true;
    }
  }

  /** toggle checks the file, or stops the check under way. */
  async toggle() {
    if (this.controller) {
      this.controller.abort();
      return;
    }
    const term = new Terminal();
    this.controller = new AbortController();
    this.check.textContent = "Stop";
    this.pre.hidden = false;
    this.pre.textContent = "";
    this.status.textContent = "Checking…";
    this.editor.mark([]);
    let passed = false;
    const say = (what) => (this.status.textContent = what);
    try {
      await this.backend.check(this.slug, this.editor.text(), (ev) => {
        if (ev.kind === "output" || ev.kind === "compile") {
          term.write(ev.text);
          this.pre.textContent = term.text();
        }
        if (ev.kind === "compile") this.editor.mark(ev.errors);
        if (ev.kind === "note") this.status.textContent = ev.text;
        if (ev.kind === "done") passed = ev.passed;
      }, this.controller.signal, say);
      if (passed) {
        store.set(PASSED + this.slug, { when: new Date().toISOString() });
        this.status.textContent = "Passed: every test of " + this.slug + " passes. This browser remembers it.";
      } else if (this.status.textContent.endsWith("…")) {
        this.status.textContent = "Not yet: the check's feedback is below.";
      }
    } catch (err) {
      if (err.name === "AbortError") this.status.textContent = "Stopped.";
      else this.backend.failed(this.status, err);
    } finally {
      this.controller = null;
      this.check.textContent = "Check";
      store.set(TRIED + this.slug, { when: new Date().toISOString() });
      this.offerSolution(true);
    }
  }

  // offerSolution shows the button that reveals the book's solution once
  // the reader has checked a file of their own (tried), where the page
  // has the solution: a class's handout leaves the solutions out.
  offerSolution(tried) {
    this.model.hidden = !(tried && this.solution);
  }

  // toggleSolution shows the book's solution below the editor, or hides
  // it again.
  toggleSolution() {
    const showing = !this.solutionBox.hidden;
    this.solutionBox.hidden = showing;
    this.model.textContent = showing ? "Show the book's solution" : "Hide the book's solution";
    if (showing || this.solutionBox.childElementCount > 0) return;
    this.solutionBox.append(
      el("p", {}, "The book's solution. Yours may differ and be just as good: the tests are the judge."),
      el("pre", { class: "nb-solution-code", tabindex: "0", "aria-label": "the book's solution of " + this.slug }, this.solution),
    );
  }

  // nextHint shows the next of the exercise's hints: the first names the
  // idea, the second points at the line.
  nextHint() {
    const shown = this.hintText.childElementCount;
    if (shown >= this.hints.length) return;
    const h = this.hints[shown];
    const p = el("p", {});
    p.append(el("strong", {}, "Hint " + (shown + 1) + " of " + this.hints.length + ", " + h.title + ": "), document.createTextNode(h.text));
    this.hintText.append(p);
    if (shown + 1 < this.hints.length) {
      this.hint.textContent = "Second hint";
    } else {
      this.hint.disabled = true;
      this.hint.textContent = "No more hints";
    }
  }

  /** restore brings back the stub, and forgets the edit kept. */
  restore() {
    if (!this.editor || this.stub === undefined) return;
    this.editor.setText(this.stub);
    store.remove(this.key);
    this.status.textContent = "The stub is back.";
  }
}

/**
 * markPassed marks, in any list of the exercises in main, those this
 * browser has seen pass.
 * @param {HTMLElement} main
 */
export const markPassed = (main) => {
  for (const key of store.keys(PASSED)) {
    const slug = key.slice(PASSED.length);
    for (const a of main.querySelectorAll('a[href$="exercises/' + slug + '.html"], a[href="' + slug + '.html"]')) {
      if (!a.querySelector(".nb-passed")) a.append(el("span", { class: "nb-passed" }, " ✓ passed"));
    }
  }
};
